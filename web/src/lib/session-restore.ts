/**
 * Restoring a stored session when the app starts (spec part 1 §4, narrowed by issue 27): only the
 * server refusing it ends it. A 401 gets one token refresh and a second ask; a 4xx after that signs
 * out. No answer (offline, a slow server, or the page unloading under a quick second F5), a 429 or a
 * 5xx keeps the session, and the caller asks again later.
 */
import { ApiError, refreshTokens, refusesSession } from "@/lib/api-client";
import { fetchMe, type MeView } from "@/lib/session-api";

export type RestoreOutcome =
  | { kind: "restored"; me: MeView }
  | { kind: "refused"; status: number }
  | { kind: "unreachable" };

export async function restoreSession(): Promise<RestoreOutcome> {
  const first = await askWhoIAm();
  if (first.kind !== "refused" || first.status !== 401) return first;
  const refresh = await refreshTokens();
  if (refresh === "unreachable") return { kind: "unreachable" };
  if (refresh === "refused") return first;
  return askWhoIAm();
}

async function askWhoIAm(): Promise<RestoreOutcome> {
  try {
    return { kind: "restored", me: await fetchMe() };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return refusesSession(status) ? { kind: "refused", status } : { kind: "unreachable" };
  }
}

/** The wait before asking again after the `attempt`-th unanswered restore: 2 s, doubling, at most 30 s. */
export function restoreRetryDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, 30_000);
}
