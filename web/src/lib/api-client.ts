/**
 * The one HTTP client of the web app. Every call goes through `apiRequest`, which
 * - adds `Authorization: Bearer <accessToken>` from localStorage,
 * - refreshes the access token first when it expires within 60 s (one refresh shared by all callers),
 * - on a 401 from a non-auth path refreshes once and retries the request once,
 * - unwraps `{ success, data, error }` and throws `ApiError(status, error)` with the server's Korean text,
 * - applies the global rule of spec part 1 §8: a 401 or 403 on a non-auth path (anything outside
 *   `/api/auth/`) clears the session, leaves a message for the login page and goes to /login,
 * - announces a 503 (maintenance mode, spec part 2 §3) with the window event SERVICE_UNAVAILABLE_EVENT,
 *   which the maintenance gate turns into the maintenance page for advertisers.
 * `fetcher` is the SWR fetcher; `getJson`/`postJson`/`putJson`/`deleteJson` also fit `useSWRMutation`.
 * `postForm` sends multipart form data (file uploads); `apiResponse` hands back the raw answer under the
 * same rules, for files (`src/lib/download.ts`).
 * Every POST with a JSON body carries an `Idempotency-Key`, one per submission (`submission-keys.ts`), so
 * a double click or a retry after a timeout never charges or creates twice.
 */
import type { components } from "@/lib/api-types";
import { AUTH_PREFIX, authPaths } from "@/lib/auth-paths";
import { browser } from "@/lib/browser";
import { expiresWithin } from "@/lib/jwt";
import { errorMessages } from "@/lib/messages";
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  setAuthMessage,
  storeSession,
} from "@/lib/session-storage";
import { IDEMPOTENCY_HEADER, sendOnce, submissionOf } from "@/lib/submission-keys";

/**
 * A failed call: `status` is the HTTP status (0 when the server could not be reached); `data` is the
 * envelope's `data` of the refusal when the server sent details (bulk registration's `rowErrors`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }
}

/** The envelope every api response uses: `data` on success, the server's Korean `error` otherwise. */
export type ApiEnvelope<T> = { success: true; data: T; error: null } | components["schemas"]["ErrorEnvelope"];

/** Pagination block of list responses. */
export type Pagination = components["schemas"]["Pagination"];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** The Accept header (default application/json; a file download takes any type). */
  accept?: string;
  /** Abort after this many milliseconds (only the login call has one; spec part 1 §9). */
  timeoutMs?: number;
  /** Message of the ApiError thrown on timeout. */
  timeoutMessage?: string;
  /** The submission's idempotency key (set by `apiResponse` for every POST with a JSON body). */
  idempotencyKey?: string;
}

/** Window event raised by every api answer 503 (maintenance mode, or the service is down). */
export const SERVICE_UNAVAILABLE_EVENT = "serviceUnavailable";

/** Refresh the access token when it expires within this margin. */
export const REFRESH_MARGIN_MS = 60_000;

/** Calls that must not carry (or wait for) an access token. */
const TOKENLESS_PATHS = new Set<string>([authPaths.login, authPaths.register, authPaths.refresh, authPaths.logout]);

function pathOf(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

/** `/api/auth/*` calls handle their own 401/403 (bad credentials, wrong current password...). */
export function isAuthPath(url: string): boolean {
  return pathOf(url).startsWith(AUTH_PREFIX);
}

/** The catalogue message for a status when the server sent no readable `error`. */
export function fallbackMessage(status: number): string {
  if (status === 0) return errorMessages.network;
  if (status === 400 || status === 422) return errorMessages.badRequest;
  if (status === 401) return errorMessages.unauthorized;
  if (status === 403) return errorMessages.forbidden;
  if (status === 404) return errorMessages.notFound;
  if (status === 409) return errorMessages.conflict;
  if (status === 413) return errorMessages.payloadTooLarge;
  if (status === 429) return errorMessages.tooManyRequests;
  if (status >= 500) return errorMessages.server;
  return errorMessages.unknown;
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  withToken: boolean,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? "application/json" };
  // The browser writes a multipart body's Content-Type itself (with its boundary).
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["Content-Type"] = "application/json";
  const token = withToken ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  const controller = options.timeoutMs ? new AbortController() : undefined;
  let timedOut = false;
  const timer = controller
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs)
    : undefined;
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: controller?.signal,
    });
  } catch {
    throw new ApiError(0, timedOut ? (options.timeoutMessage ?? errorMessages.timeout) : errorMessages.network);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Reads the envelope: returns `data` on success, throws `ApiError` otherwise. */
export async function unwrap<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => "");
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  const envelope = json && typeof json === "object" ? (json as Partial<ApiEnvelope<T>>) : undefined;
  const serverError = typeof envelope?.error === "string" && envelope.error.trim() ? envelope.error : null;

  if (!response.ok || envelope?.success === false) {
    const status = response.ok ? 400 : response.status;
    throw new ApiError(status, serverError ?? fallbackMessage(status), envelope?.data ?? null);
  }
  if (envelope && "success" in envelope) return envelope.data as T;
  return json as T;
}

/**
 * Whether an answer's status refuses the session: any 4xx but a timeout (408) or throttling (429).
 * No answer at all (status 0: offline, or the page unloading), 429 and a 5xx say nothing about it.
 */
export function refusesSession(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** What one refresh came to: new tokens, a refusal, or no answer to judge by. */
export type RefreshOutcome = "refreshed" | "refused" | "unreachable";

let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function performRefresh(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return "refused";
  try {
    const body: components["schemas"]["RefreshRequest"] = { refreshToken };
    const response = await send("POST", authPaths.refresh, body, false, {});
    const result = await unwrap<components["schemas"]["SessionView"] | null>(response);
    if (!result?.tokens?.accessToken || !result.tokens.refreshToken) return "refused";
    storeSession(result.tokens, result.user);
    return "refreshed";
  } catch (error) {
    return error instanceof ApiError && refusesSession(error.status) ? "refused" : "unreachable";
  }
}

/**
 * Exchanges the refresh token for new tokens. Concurrent callers share one request, because the
 * server rotates the refresh token and a second exchange with the old one would fail.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = performRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** `refreshTokens`, for callers that only ask whether new tokens came. */
export async function refreshSession(): Promise<boolean> {
  return (await refreshTokens()) === "refreshed";
}

/** The global 401/403 rule: forget the session, leave a message for /login and go there. */
function forceLogout(status: 401 | 403): void {
  clearSession();
  setAuthMessage(status === 401 ? errorMessages.sessionExpired : errorMessages.forbiddenRelogin);
  if (browser.currentPath() !== "/login") browser.go("/login");
}

/**
 * Performs one api call and returns the raw answer, after the token, refresh, 401/403 and 503 rules
 * of the module doc; a file download reads its body, anything else goes through `unwrap`.
 */
export async function apiResponse(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const submission = needsToken(url) ? submissionOf(method, url, body) : null;
  if (submission) {
    return sendOnce(submission, (idempotencyKey) => answer(method, url, body, { ...options, idempotencyKey }));
  }
  return answer(method, url, body, options);
}

function needsToken(url: string): boolean {
  return !TOKENLESS_PATHS.has(pathOf(url));
}

async function answer(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<Response> {
  const withToken = needsToken(url);
  const authPath = isAuthPath(url);

  if (withToken) {
    const token = getAccessToken();
    if (token && expiresWithin(token, REFRESH_MARGIN_MS)) await refreshSession();
  }

  let response = await send(method, url, body, withToken, options);

  if (response.status === 401 && withToken && !authPath && getRefreshToken()) {
    if (await refreshSession()) response = await send(method, url, body, withToken, options);
  }

  if ((response.status === 401 || response.status === 403) && !authPath && !(await isFeatureOff(response))) {
    forceLogout(response.status);
  }
  if (response.status === 503) window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT));
  return response;
}

/** Performs one api call; see the module doc for the token and error rules. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return unwrap<T>(await apiResponse(method, url, body, options));
}

/**
 * A 403 saying a feature flag is off is not a lost session: the screen shows its access-denied
 * panel instead of the global log-out (the settings push usually hides the screen first).
 */
async function isFeatureOff(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response.clone().json().catch(() => null)) as { error?: unknown } | null;
  return body?.error === errorMessages.featureDisabled;
}

/** The SWR fetcher: keys are api URLs such as `/api/users?page=1`. */
export const fetcher = <T>(url: string): Promise<T> => apiRequest<T>("GET", url);

export function getJson<R>(url: string): Promise<R> {
  return apiRequest<R>("GET", url);
}

/** `(url, { arg })` so it can be passed to `useSWRMutation` as is. */
export function postJson<B, R>(url: string, options?: { arg: B }): Promise<R> {
  return apiRequest<R>("POST", url, options?.arg);
}

/** POST of multipart form data (a file upload); the browser sets the boundary. */
export function postForm<R>(url: string, form: FormData): Promise<R> {
  return apiRequest<R>("POST", url, form);
}

export function putJson<B, R>(url: string, options?: { arg: B }): Promise<R> {
  return apiRequest<R>("PUT", url, options?.arg);
}

export function patchJson<B, R>(url: string, options?: { arg: B }): Promise<R> {
  return apiRequest<R>("PATCH", url, options?.arg);
}

export function deleteJson<R>(url: string): Promise<R> {
  return apiRequest<R>("DELETE", url);
}

/** The message to show for any thrown value (ApiError texts are already Korean). */
export function errorMessageOf(error: unknown, fallback: string = errorMessages.unknown): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
