import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { ApiError, fetcher } from "@/lib/api-client";

/** Client errors (4xx) are answers, not glitches: only network and server failures are retried. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};

export function AppProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
