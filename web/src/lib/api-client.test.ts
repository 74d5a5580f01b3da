import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJson, postJson } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { errorMessages } from "@/lib/messages";
import { storageKeys } from "@/lib/session-storage";
import { fail, makeJwt, ok, stubFetch } from "@/test/fake-api";

const user = { id: 1, email: "advertiser01", fullName: "홍길동", role: "user" };

function signIn(accessToken = makeJwt(900), refreshToken = "refresh-1") {
  localStorage.setItem(storageKeys.accessToken, accessToken);
  localStorage.setItem(storageKeys.refreshToken, refreshToken);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return accessToken;
}

let go: ReturnType<typeof vi.fn<(path: string) => void>>;
let currentPath = "/slots";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  currentPath = "/slots";
  go = vi.fn<(path: string) => void>();
  vi.spyOn(browser, "go").mockImplementation(go);
  vi.spyOn(browser, "currentPath").mockImplementation(() => currentPath);
});

describe("unwrapping the envelope", () => {
  it("returns data and sends the bearer token", async () => {
    const token = signIn();
    const { calls } = stubFetch(() => ok({ balance: 5000 }));

    await expect(getJson("/api/cash/balance")).resolves.toEqual({ balance: 5000 });
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("sends the body as JSON for postJson", async () => {
    signIn();
    const { calls } = stubFetch(() => ok({ id: 7 }, 201));

    await expect(postJson("/api/users", { arg: { email: "a1" } })).resolves.toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({ method: "POST", body: { email: "a1" } });
    expect(calls[0].headers["Content-Type"]).toBe("application/json");
  });

  it("throws ApiError with the server's Korean error and status", async () => {
    signIn();
    stubFetch(() => fail(409, "이미 사용 중인 아이디입니다."));

    const error = await postJson("/api/users", { arg: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "이미 사용 중인 아이디입니다." });
  });

  it("treats success false on a 200 as a failure", async () => {
    signIn();
    stubFetch(() => new Response(JSON.stringify({ success: false, data: null, error: "실패" }), { status: 200 }));

    await expect(getJson("/api/x")).rejects.toMatchObject({ message: "실패" });
  });

  it("falls back to the catalogue when the body is not the envelope", async () => {
    signIn();
    stubFetch(() => new Response("<html>Bad Gateway</html>", { status: 502 }));

    await expect(getJson("/api/x")).rejects.toMatchObject({ status: 502, message: errorMessages.server });
  });

  it("reports a network failure in Korean", async () => {
    signIn();
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });

    await expect(getJson("/api/x")).rejects.toMatchObject({ status: 0, message: errorMessages.network });
  });

  it("gives up after the timeout with the timeout message", async () => {
    stubFetch(
      (_call, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );

    await expect(
      apiRequest("POST", "/api/auth/login", {}, { timeoutMs: 20, timeoutMessage: errorMessages.timeout }),
    ).rejects.toMatchObject({ status: 0, message: errorMessages.timeout });
  });
});

describe("token refresh", () => {
  it("refreshes once on a 401 and retries the request once with the new token", async () => {
    signIn(makeJwt(900), "refresh-1");
    const fresh = makeJwt(900, { jti: "fresh" });
    const { calls } = stubFetch((call) => {
      if (call.url === "/api/auth/refresh") {
        return ok({ user, tokens: { accessToken: fresh, refreshToken: "refresh-2", expiresIn: 900 } });
      }
      return call.headers.Authorization === `Bearer ${fresh}` ? ok([1, 2]) : fail(401, "로그인이 필요합니다.");
    });

    await expect(getJson("/api/slots")).resolves.toEqual([1, 2]);
    expect(calls.map((call) => call.url)).toEqual(["/api/slots", "/api/auth/refresh", "/api/slots"]);
    expect(calls[1].body).toEqual({ refreshToken: "refresh-1" });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(fresh);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe("refresh-2");
    expect(go).not.toHaveBeenCalled();
  });

  it("refreshes first when the access token expires within 60 seconds", async () => {
    signIn(makeJwt(30), "refresh-1");
    const fresh = makeJwt(900);
    const { calls } = stubFetch((call) =>
      call.url === "/api/auth/refresh"
        ? ok({ user, tokens: { accessToken: fresh, refreshToken: "refresh-2" } })
        : ok("done"),
    );

    await getJson("/api/slots");
    expect(calls.map((call) => call.url)).toEqual(["/api/auth/refresh", "/api/slots"]);
    expect(calls[1].headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it("shares one refresh between concurrent requests", async () => {
    signIn(makeJwt(10), "refresh-1");
    const { calls } = stubFetch(async (call) => {
      if (call.url === "/api/auth/refresh") {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return ok({ user, tokens: { accessToken: makeJwt(900), refreshToken: "refresh-2" } });
      }
      return ok(call.url);
    });

    await Promise.all([getJson("/api/a"), getJson("/api/b"), getJson("/api/c")]);
    expect(calls.filter((call) => call.url === "/api/auth/refresh")).toHaveLength(1);
  });

  it("retries only once: a second 401 applies the global rule", async () => {
    signIn();
    const { calls } = stubFetch((call) =>
      call.url === "/api/auth/refresh"
        ? ok({ user, tokens: { accessToken: makeJwt(900), refreshToken: "refresh-2" } })
        : fail(401, "로그인이 필요합니다."),
    );

    await expect(getJson("/api/slots")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(go).toHaveBeenCalledWith("/login");
  });
});

describe("the global 401/403 rule", () => {
  it("on a 401 that refresh cannot fix: clears the session, leaves a message, goes to /login", async () => {
    signIn();
    localStorage.setItem(storageKeys.developerBackup, "{}");
    stubFetch((call) => (call.url === "/api/auth/refresh" ? fail(401, "만료") : fail(401, "로그인이 필요합니다.")));

    await expect(getJson("/api/slots")).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.developerBackup)).toBe("{}");
    expect(sessionStorage.getItem(storageKeys.authMessage)).toBe("세션이 만료되었습니다. 다시 로그인해 주세요.");
    expect(go).toHaveBeenCalledWith("/login");
  });

  it("on a 403: clears the session with the permission message", async () => {
    signIn();
    const { calls } = stubFetch(() => fail(403, "권한이 없습니다."));

    await expect(getJson("/api/users")).rejects.toMatchObject({ status: 403, message: "권한이 없습니다." });
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.authMessage)).toBe("권한이 없습니다. 다시 로그인해 주세요.");
    expect(go).toHaveBeenCalledWith("/login");
  });

  it("a feature switched off is an error for the screen, not a lost session", async () => {
    signIn();
    stubFetch(() => fail(403, "현재 사용할 수 없는 기능입니다."));

    await expect(getJson("/api/ranking/keywords")).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem(storageKeys.accessToken)).not.toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it("does not redirect when already on /login", async () => {
    signIn();
    currentPath = "/login";
    stubFetch(() => fail(403, "권한이 없습니다."));

    await expect(getJson("/api/users")).rejects.toBeInstanceOf(ApiError);
    expect(go).not.toHaveBeenCalled();
  });

  it("leaves auth paths alone: a wrong password is just an error", async () => {
    signIn();
    const { calls } = stubFetch(() => fail(401, "아이디 또는 비밀번호가 올바르지 않습니다."));

    await expect(
      apiRequest("PUT", "/api/auth/change-password", { currentPassword: "x", password: "abcd" }),
    ).rejects.toMatchObject({ status: 401, message: "아이디 또는 비밀번호가 올바르지 않습니다." });
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.accessToken)).not.toBeNull();
    expect(sessionStorage.getItem(storageKeys.authMessage)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it("does not send a token to login", async () => {
    signIn();
    const { calls } = stubFetch(() => fail(401, "아이디 또는 비밀번호가 올바르지 않습니다."));

    await expect(apiRequest("POST", "/api/auth/login", { email: "a", password: "b" })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls[0].headers.Authorization).toBeUndefined();
  });
});
