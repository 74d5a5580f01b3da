/**
 * Helpers for unit tests of the api client: JWTs with a chosen `exp` and a stubbed global fetch
 * that answers from a handler. Browser tests use the real api instead.
 */
import { vi } from "vitest";

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned JWT whose `exp` is `secondsFromNow` away. */
export function makeJwt(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({ sub: "1", role: "user", exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...extra }),
  );
  return `${header}.${payload}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function ok(data: unknown, status = 200): Response {
  return jsonResponse(status, { success: true, data, error: null });
}

export function fail(status: number, error: string | null): Response {
  return jsonResponse(status, { success: false, data: null, error });
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces global fetch; `handler` sees each call and returns the response. */
export function stubFetch(handler: (call: FetchCall, init?: RequestInit) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call, init);
  });
  vi.stubGlobal("fetch", mock);
  return { calls, mock };
}

/** One part of a stubbed api: a response for the calls it knows, `undefined` to let the next part answer. */
export type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * Replaces global fetch with an api made of `handlers`, asked in order (a test's own first); a call
 * none of them answers is a 404, as the real api's unknown paths are.
 */
export function stubApi(...handlers: Handler[]) {
  return stubFetch((call) => {
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return fail(404, "없음");
  });
}

/** The two calls every signed-in screen makes: the public settings and the signed-in `user`. */
export function signedInAs(user: unknown, settings: Record<string, unknown>): Handler {
  return (call) => {
    if (call.url === "/api/settings/public") return ok(settings);
    if (call.url === "/api/auth/me") return ok(user);
    return undefined;
  };
}
