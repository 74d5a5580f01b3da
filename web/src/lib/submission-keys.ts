/**
 * Idempotency keys for submissions (issue 17; the server's rule is `api/src/idempotency.rs`).
 *
 * Every POST with a JSON body is a submission, and a submission has one key until it succeeds:
 * - the same submission sent again while the first is on its way (a double click) does not go out
 *   twice; both callers get the one answer;
 * - sent again after it got no answer (a timeout, a lost connection, the server unavailable) or
 *   while the server still runs it, it carries the same key, so the server runs it once and
 *   replays the first answer;
 * - after a success, the same form sent again is a new submission with a new key.
 * A submission is its address and body: the same form with the same content.
 */

const keys = new Map<string, string>();
const inFlight = new Map<string, Promise<Response>>();

/** The header the server reads. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The header on the server's 409 while the submission's first sending still runs. */
const IN_PROGRESS_HEADER = "Idempotent-In-Progress";

/** What identifies a submission, or null for a call that is not one. */
export function submissionOf(method: string, url: string, body: unknown): string | null {
  if (method !== "POST" || body instanceof FormData) return null;
  return `${url}\n${JSON.stringify(body ?? null)}`;
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a LAN address over http is not). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The submission's key, made on its first sending. */
export function keyOf(submission: string): string {
  let key = keys.get(submission);
  if (!key) {
    key = newKey();
    keys.set(submission, key);
  }
  return key;
}

/**
 * An answer that settles the submission: the server keeps it for the key (a success or a refusal),
 * so a new try of the same form is a new submission. A server failure (5xx) kept nothing and a
 * 409 marked in progress means the first is still running: those keep the key for the retry.
 */
function settles(response: Response): boolean {
  if (response.status >= 500) return false;
  return !(response.status === 409 && response.headers.get(IN_PROGRESS_HEADER) === "true");
}

/**
 * Sends `submission` once however often it is asked for at the same time: `send` gets the key; each
 * caller gets its own copy of the one answer. A thrown error (no answer at all) keeps the key.
 */
export async function sendOnce(submission: string, send: (key: string) => Promise<Response>): Promise<Response> {
  let pending = inFlight.get(submission);
  if (!pending) {
    pending = send(keyOf(submission)).then(
      (response) => {
        if (settles(response)) keys.delete(submission);
        return response;
      },
    );
    const settled = pending.finally(() => inFlight.delete(submission));
    settled.catch(() => undefined);
    inFlight.set(submission, pending);
  }
  return (await pending).clone();
}
