import { AlertBox } from "@/components/alert-box";
import { ApiError, errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";

interface LoadErrorProps {
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback: string;
  /** Asks again (an SWR `mutate`). */
  onRetry: () => unknown;
  retryLabel?: string;
  /**
   * When given, the read has two texts (spec part 2 §8 "Slot list"): `fallback` with the server's
   * reason when it refused, this when the call never reached it.
   */
  unreachable?: string;
}

function textOf(error: unknown, fallback: string, unreachable: string | undefined): string {
  if (unreachable === undefined) return errorMessageOf(error, fallback);
  if (!(error instanceof ApiError) || error.status === 0) return unreachable;
  return error.message ? `${fallback} ${error.message}` : fallback;
}

/** A read that failed: the server's message (or `fallback`) and a link-style button that asks again. */
export function LoadError({ error, fallback, onRetry, retryLabel = commonMessages.retry, unreachable }: LoadErrorProps) {
  return (
    <AlertBox>
      {textOf(error, fallback, unreachable)}{" "}
      <button type="button" className="link-button" onClick={() => void onRetry()}>
        {retryLabel}
      </button>
    </AlertBox>
  );
}
