import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { storageKeys } from "@/lib/session-storage";
import { userFixture } from "@/lib/test-fixtures";
import { fail, makeJwt, ok, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, openRowDialog, renderApp } from "@/test/render-app";

const developer = userFixture({ id: 1, email: "dev01", fullName: "개발자", role: "developer" });
const operator = userFixture({ id: 2, email: "oper01", fullName: "운영자", role: "operator" });
const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });


function serve(extra: Handler = () => undefined) {
  return stubApi(extra, (call) => {
    if (call.url === "/api/settings/public") return ok({ siteName: "Simple Slot", registrationEnabled: true });
    if (call.url === "/api/auth/logout") return ok(null);
    if (call.url === "/api/notifications/unread-count") return ok({ count: 0 });
    if (call.url === "/api/notifications/rank-alerts" && call.method === "GET") return ok({ enabled: true, threshold: 5 });
    return undefined;
  });
}

function signIn(user: { role: string }) {
  localStorage.setItem(storageKeys.accessToken, makeJwt(900, { role: user.role }));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

isolateAppTests();

/** Renders "/" with the stored session and waits for the advertiser's slot page; returns the path. */
async function renderAppAndFindSlots() {
  const router = renderApp("/");
  expect(await screen.findByRole("heading", { name: "광고 슬롯 관리" }, { timeout: 3000 })).toBeInTheDocument();
  return router.state.location.pathname;
}

describe("login", () => {
  it("sends visitors of a protected page to /login", async () => {
    serve();
    const router = renderApp("/admin/users");
    expect(await screen.findByRole("heading", { name: "계정에 로그인" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("checks required fields before calling the api", async () => {
    const { calls } = serve();
    renderApp("/login");
    fireEvent.click(await screen.findByRole("button", { name: "로그인" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("아이디를 입력해 주세요.");
    expect(calls.some((call) => call.url === "/api/auth/login")).toBe(false);
  });

  it("shows the server error in the red box", async () => {
    serve((call) =>
      call.url === "/api/auth/login" ? fail(401, "아이디 또는 비밀번호가 올바르지 않습니다.") : undefined,
    );
    renderApp("/login");
    fireEvent.change(await screen.findByLabelText("아이디"), { target: { value: "nobody" } });
    fireEvent.change(screen.getByLabelText("비밀번호"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("아이디 또는 비밀번호가 올바르지 않습니다.");
  });

  it("signs an operator in and lands on /admin with the admin menu", async () => {
    const { calls } = serve((call) =>
      call.url === "/api/auth/login"
        ? ok({ user: operator, tokens: { accessToken: makeJwt(900), refreshToken: "r1", expiresIn: 900 } })
        : undefined,
    );
    const router = renderApp("/login");
    fireEvent.change(await screen.findByLabelText("아이디"), { target: { value: "oper01" } });
    fireEvent.change(screen.getByLabelText("비밀번호"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));

    expect(await screen.findByRole("heading", { name: "관리자 대시보드" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(calls.find((call) => call.url === "/api/auth/login")?.body).toEqual({ email: "oper01", password: "secret" });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe("r1");
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? "{}")).toMatchObject({ email: "oper01" });
    expect(screen.getByRole("link", { name: "사용자 관리" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "광고 슬롯" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "시스템 설정" })).not.toBeInTheDocument();
  });

  it("shows and clears the message left by a forced logout", async () => {
    serve();
    sessionStorage.setItem(storageKeys.authMessage, "세션이 만료되었습니다. 다시 로그인해 주세요.");
    renderApp("/login");
    expect(await screen.findByRole("status")).toHaveTextContent("세션이 만료되었습니다. 다시 로그인해 주세요.");
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.authMessage)).toBeNull());
  });

  it("switches to sign-up and checks the confirmation", async () => {
    serve();
    renderApp("/login");
    fireEvent.click(await screen.findByRole("button", { name: "회원가입" }));
    expect(screen.getByRole("heading", { name: "회원가입" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("아이디"), { target: { value: "new01" } });
    fireEvent.change(screen.getByLabelText("비밀번호"), { target: { value: "abcd" } });
    fireEvent.change(screen.getByLabelText("비밀번호 확인"), { target: { value: "abce" } });
    fireEvent.change(screen.getByLabelText("이름"), { target: { value: "신규" } });
    fireEvent.click(screen.getByRole("button", { name: "가입하기" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("비밀번호가 일치하지 않습니다.");
    fireEvent.click(screen.getByRole("button", { name: "로그인으로 돌아가기" }));
    expect(screen.getByRole("heading", { name: "계정에 로그인" })).toBeInTheDocument();
  });

  it("preview mode is inert and shows the banner", async () => {
    const { calls } = serve();
    renderApp("/login-preview?theme=luxury");
    expect(await screen.findByText("미리보기 모드")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("아이디"), { target: { value: "x" } });
    fireEvent.change(screen.getByLabelText("비밀번호"), { target: { value: "y" } });
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/auth/login")).toBe(false);
    expect(document.querySelector('[data-theme="luxury"]')).not.toBeNull();
  });
});

describe("session and roles", () => {
  it("restores the session with /auth/me and redirects / by role", async () => {
    signIn(advertiser);
    serve((call) => (call.url === "/api/auth/me" ? ok({ ...advertiser, switchedBy: null }) : undefined));
    const router = renderApp("/");
    expect(await screen.findByRole("heading", { name: "광고 슬롯 관리" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/slots");
  });

  it("a restore refused after one refresh signs out", async () => {
    signIn(advertiser);
    serve((call) => (call.url === "/api/auth/me" ? fail(401, "로그인이 필요합니다.") : undefined));
    renderApp("/profile");
    expect(await screen.findByRole("heading", { name: "계정에 로그인" })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it("a 401 on restore refreshes the tokens once and asks again", async () => {
    signIn(advertiser);
    let refreshed = false;
    serve((call) => {
      if (call.url === "/api/auth/refresh") {
        refreshed = true;
        return ok({ user: advertiser, tokens: { accessToken: makeJwt(900), refreshToken: "r2", expiresIn: 900 } });
      }
      if (call.url === "/api/auth/me") return refreshed ? ok({ ...advertiser, switchedBy: null }) : fail(401, "로그인이 필요합니다.");
      return undefined;
    });
    expect(await renderAppAndFindSlots()).toBe("/slots");
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe("r2");
  });

  it("a restore the server does not answer keeps the session, says so and asks again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(advertiser);
    let answering = false;
    serve((call) => {
      if (call.url !== "/api/auth/me") return undefined;
      // What a page unloading under a second F5 (or a dropped connection) looks like to fetch.
      return answering ? ok({ ...advertiser, switchedBy: null }) : Promise.reject(new TypeError("Failed to fetch"));
    });
    expect(await renderAppAndFindSlots()).toBe("/slots");
    expect(await screen.findByTestId("session-reconnecting")).toHaveTextContent("다시 연결하는 중입니다");
    expect(localStorage.getItem(storageKeys.accessToken)).not.toBeNull();
    answering = true;
    // The next ask comes 2 s later; the clock jumps there.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(screen.queryByTestId("session-reconnecting")).not.toBeInTheDocument());
    expect(localStorage.getItem(storageKeys.accessToken)).not.toBeNull();
  });

  it("admin pages show the access-denied panel to plain users without calling admin apis", async () => {
    signIn(advertiser);
    const { calls } = serve((call) => (call.url === "/api/auth/me" ? ok(advertiser) : undefined));
    renderApp("/admin/users");
    expect(await screen.findByRole("heading", { name: "접근 권한이 없습니다." })).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith("/api/users"))).toBe(false);
  });

  it("/admin/settings sends an operator to /admin", async () => {
    signIn(operator);
    serve((call) => (call.url === "/api/auth/me" ? ok(operator) : undefined));
    const router = renderApp("/admin/settings");
    expect(await screen.findByRole("heading", { name: "관리자 대시보드" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("unknown addresses get the Korean 404 page", async () => {
    serve();
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeInTheDocument();
  });

  it("logout ends the session and returns to /login", async () => {
    signIn(advertiser);
    const { calls } = serve((call) => (call.url === "/api/auth/me" ? ok(advertiser) : undefined));
    const router = renderApp("/profile");
    fireEvent.click(await screen.findByRole("button", { name: "로그아웃" }));
    expect(await screen.findByRole("heading", { name: "계정에 로그인" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(calls.find((call) => call.url === "/api/auth/logout")?.body).toEqual({ refreshToken: "refresh" });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });
});

describe("profile", () => {
  it("checks the new password confirmation", async () => {
    signIn(advertiser);
    const { calls } = serve((call) => (call.url === "/api/auth/me" ? ok(advertiser) : undefined));
    renderApp("/profile");
    fireEvent.change(await screen.findByLabelText("현재 비밀번호"), { target: { value: "old" } });
    fireEvent.change(screen.getByLabelText("새 비밀번호"), { target: { value: "abcd" } });
    fireEvent.change(screen.getByLabelText("새 비밀번호 확인"), { target: { value: "abce" } });
    fireEvent.click(screen.getByTestId("password-save"));
    expect(await screen.findByRole("alert")).toHaveTextContent("새 비밀번호가 일치하지 않습니다.");
    expect(calls.some((call) => call.url === "/api/auth/change-password")).toBe(false);
  });

  it("saves the name after 수정", async () => {
    signIn(advertiser);
    const { calls } = serve((call) => {
      if (call.url === "/api/auth/me") return ok(advertiser);
      if (call.url === "/api/auth/profile") return ok({ ...advertiser, fullName: "김철수" });
      return undefined;
    });
    renderApp("/profile");
    fireEvent.click(await screen.findByRole("button", { name: "수정" }));
    fireEvent.change(screen.getByLabelText("이름"), { target: { value: "김철수" } });
    fireEvent.click(screen.getByTestId("profile-save"));
    expect(await screen.findByText("정보가 성공적으로 수정되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.url === "/api/auth/profile")).toMatchObject({
      method: "PUT",
      body: { fullName: "김철수" },
    });
  });
});

describe("rank-movement alerts on /profile", () => {
  it("an advertiser turns them on with their own threshold; a bad number is refused before any call", async () => {
    signIn(advertiser);
    const { calls } = serve((call) => {
      if (call.url === "/api/auth/me") return ok(advertiser);
      if (call.url === "/api/notifications/rank-alerts" && call.method === "PUT") return ok(call.body);
      return undefined;
    });
    renderApp("/profile");
    const threshold = await screen.findByLabelText("알림 기준 (위 이상 변동)");
    await waitFor(() => expect(threshold).toHaveValue(5));
    fireEvent.change(threshold, { target: { value: "600" } });
    fireEvent.click(screen.getByTestId("rank-alerts-save"));
    expect(await screen.findByText("알림 기준은 1에서 499 사이의 숫자로 입력해 주세요.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT" && call.url.endsWith("/rank-alerts"))).toBe(false);

    fireEvent.change(threshold, { target: { value: "12" } });
    fireEvent.click(screen.getByTestId("rank-alerts-save"));
    expect(await screen.findByText("순위 변동 알림 설정을 저장했습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT" && call.url.endsWith("/rank-alerts"))?.body).toEqual({ enabled: true, threshold: 12 });
  });

  it("staff see no alert settings", async () => {
    signIn(operator);
    const { calls } = serve((call) => (call.url === "/api/auth/me" ? ok(operator) : undefined));
    renderApp("/profile");
    expect(await screen.findByLabelText("현재 비밀번호")).toBeInTheDocument();
    expect(screen.queryByText("순위 변동 알림")).toBeNull();
    expect(calls.some((call) => call.url.startsWith("/api/notifications"))).toBe(false);
  });
});

describe("user management", () => {
  const list = {
    users: [
      { ...developer, allocatedSlots: 0, usedSlots: 0 },
      { ...advertiser, allocatedSlots: 10, usedSlots: 3 },
    ],
    pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
  };

  it("lists users with the actions each row allows", async () => {
    signIn(developer);
    serve((call) => {
      if (call.url === "/api/auth/me") return ok(developer);
      if (call.url.startsWith("/api/users?")) return ok(list);
      return undefined;
    });
    renderApp("/admin/users");
    const row = await screen.findByTestId("user-row-advertiser01");
    expect(within(row).getByText("3 / 10")).toBeInTheDocument();
    expect(within(row).getByText("일반 사용자")).toBeInTheDocument();
    // 수정 and 슬롯 on the row; 효과 보고서, 계정 전환 and 삭제 in its "더보기" menu, so the row stays one line.
    expect(within(row).getByRole("button", { name: "수정" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "슬롯" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "계정 전환" })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole("button", { name: "더보기" }));
    const menu = await screen.findByRole("menu", { name: "advertiser01 관리 메뉴" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["효과 보고서", "계정 전환", "삭제"]);
    fireEvent.keyDown(menu, { key: "Escape" });
    const self = screen.getByTestId("user-row-dev01");
    expect(within(self).getByRole("button", { name: "수정" })).toBeInTheDocument();
    expect(within(self).queryByRole("button", { name: "더보기" })).not.toBeInTheDocument();
    expect(within(self).queryByRole("button", { name: "삭제" })).not.toBeInTheDocument();
    expect(within(self).queryByRole("button", { name: "계정 전환" })).not.toBeInTheDocument();
  });

  it("deletes after confirmation", async () => {
    signIn(developer);
    const { calls } = serve((call) => {
      if (call.url === "/api/auth/me") return ok(developer);
      if (call.url.startsWith("/api/users?")) return ok(list);
      if (call.method === "DELETE") return ok(null);
      return undefined;
    });
    renderApp("/admin/users");
    const dialog = await openRowDialog("user-row-advertiser01", "삭제", { fromMenu: true });
    expect(dialog).toHaveTextContent("홍길동 사용자를 삭제하시겠습니까?");
    fireEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    expect(await screen.findByText("사용자가 삭제되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe("/api/users/3");
  });

  it("switches into a user after confirmation, backing up the developer session", async () => {
    signIn(developer);
    const developerToken = localStorage.getItem(storageKeys.accessToken);
    serve((call) => {
      if (call.url === "/api/auth/me") return ok(developer);
      if (call.url.startsWith("/api/users?")) return ok(list);
      if (call.url === "/api/auth/switch-user") {
        return ok({ accessToken: "switched-access", refreshToken: "switched-refresh", expiresIn: 900, user: advertiser });
      }
      return undefined;
    });
    renderApp("/admin/users");
    const dialog = await openRowDialog("user-row-advertiser01", "계정 전환", { fromMenu: true });
    expect(dialog).toHaveTextContent("홍길동(advertiser01) 계정으로 전환하시겠습니까?");
    fireEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    await waitFor(() => expect(browser.go).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem(storageKeys.accessToken)).toBe("switched-access");
    expect(localStorage.getItem(storageKeys.switchedFromDeveloper)).toBe("true");
    expect(JSON.parse(localStorage.getItem(storageKeys.developerBackup) ?? "{}")).toMatchObject({
      accessToken: developerToken,
      refreshToken: "refresh",
      user: { email: "dev01" },
    });
  });

  it("edit sends only the changed fields and reports success", async () => {
    signIn(developer);
    const { calls } = serve((call) => {
      if (call.url === "/api/auth/me") return ok(developer);
      if (call.url.startsWith("/api/users?")) return ok(list);
      if (call.method === "PUT") return ok({ ...list.users[1], fullName: "홍길순" });
      return undefined;
    });
    renderApp("/admin/users");
    const dialog = await openRowDialog("user-row-advertiser01", "수정", { role: "dialog", name: "사용자 정보 수정" });
    fireEvent.change(within(dialog).getByLabelText("이름"), { target: { value: "홍길순" } });
    fireEvent.change(within(dialog).getByLabelText("새 비밀번호"), { target: { value: "newpass" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "저장" }));
    expect(await screen.findByText("사용자 정보와 비밀번호가 수정되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: "/api/users/3",
      body: { fullName: "홍길순", password: "newpass" },
    });
  });

  it("shows the server error inside the add modal", async () => {
    signIn(operator);
    serve((call) => {
      if (call.url === "/api/auth/me") return ok(operator);
      if (call.url.startsWith("/api/users?")) return ok(list);
      if (call.method === "POST" && call.url === "/api/users") return fail(409, "이미 사용 중인 아이디입니다.");
      return undefined;
    });
    renderApp("/admin/users");
    fireEvent.click(await screen.findByRole("button", { name: "사용자 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "사용자 추가" });
    fireEvent.change(within(dialog).getByLabelText("아이디"), { target: { value: "advertiser01" } });
    fireEvent.change(within(dialog).getByLabelText("비밀번호"), { target: { value: "abcd" } });
    fireEvent.change(within(dialog).getByLabelText("이름"), { target: { value: "중복" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "추가" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("이미 사용 중인 아이디입니다.");
  });
});
