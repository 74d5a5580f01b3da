import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { maintenanceViewFor } from "@/features/maintenance/gate";
import { getJson, SERVICE_UNAVAILABLE_EVENT } from "@/lib/api-client";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, stubApi, stubFetch, type Handler } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

const person = (role: "user" | "operator" | "developer") => userFixture({ id: 7, email: `${role}01`, fullName: role, role });

describe("who sees what", () => {
  it("advertisers get the page, staff a banner, nobody anything when off", () => {
    const cases: Array<[string, boolean, boolean, string]> = [
      ["user", true, false, "page"],
      ["user", false, true, "page"],
      ["user", false, false, "none"],
      ["", true, false, "page"],
      ["operator", true, false, "banner"],
      ["developer", true, true, "banner"],
      ["operator", false, true, "none"],
      ["developer", false, false, "none"],
    ];
    for (const [role, maintenanceMode, unavailable, view] of cases) {
      expect(maintenanceViewFor({ role, maintenanceMode, unavailable }), `${role} ${maintenanceMode} ${unavailable}`).toBe(view);
    }
  });
});

describe("the 503 signal", () => {
  isolateAppTests();

  it("any api answer 503 raises the window event and still throws the server's error", async () => {
    stubFetch(() => fail(503, "시스템 점검 중입니다. 점검이 끝난 뒤 다시 이용해 주세요."));
    let raised = 0;
    const count = () => {
      raised += 1;
    };
    window.addEventListener(SERVICE_UNAVAILABLE_EVENT, count);
    await expect(getJson("/api/slots")).rejects.toMatchObject({ status: 503 });
    window.removeEventListener(SERVICE_UNAVAILABLE_EVENT, count);
    expect(raised).toBe(1);
  });
});

describe("the gate in the app", () => {
  isolateAppTests();

  function serve(user: ReturnType<typeof person>, state: { maintenance: boolean }, extra: Handler = () => undefined) {
    return stubApi(extra, (call) => {
      if (call.url === "/api/settings/public") return ok({ siteName: "광고센터", maintenanceMode: state.maintenance });
      if (call.url === "/api/auth/me") return ok(user);
      if (call.url === "/api/auth/logout") return ok(null);
      if (call.url === "/api/field-configs") return ok([]);
      if (call.url === "/api/cash/balance") return ok({ balance: 0 });
      return undefined;
    });
  }

  it("an advertiser sees the maintenance page with the site name and a logout, and the app once it ends", async () => {
    const state = { maintenance: true };
    serve(person("user"), state);
    const router = renderSignedIn("/profile", person("user"));
    expect(await screen.findByRole("heading", { name: "시스템 점검 중입니다" })).toBeInTheDocument();
    expect(screen.getByText("더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요.")).toBeInTheDocument();
    expect(screen.getByText("광고센터")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();

    state.maintenance = false;
    const random = vi.spyOn(Math, "random").mockReturnValue(0); // no spread: the reload comes at once
    act(() => {
      window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
    });
    random.mockRestore();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "시스템 점검 중입니다" })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("logout from the maintenance page goes to /login", async () => {
    serve(person("user"), { maintenance: true });
    const router = renderSignedIn("/profile", person("user"));
    fireEvent.click(await screen.findByRole("button", { name: "로그아웃" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("a 503 brings the page even while the settings still say the site is open", async () => {
    serve(person("user"), { maintenance: false }, (call) =>
      call.url === "/api/profile-probe" ? fail(503, "시스템 점검 중입니다. 점검이 끝난 뒤 다시 이용해 주세요.") : undefined,
    );
    renderSignedIn("/profile", person("user"));
    await screen.findByRole("heading", { name: "내 정보" });
    await act(async () => {
      await getJson("/api/profile-probe").catch(() => undefined);
    });
    expect(await screen.findByRole("heading", { name: "시스템 점검 중입니다" })).toBeInTheDocument();
    // "다시 확인" asks again; the site is open, so the app comes back.
    fireEvent.click(screen.getByRole("button", { name: "다시 확인" }));
    expect(await screen.findByRole("heading", { name: "내 정보" })).toBeInTheDocument();
  });

  it("operators keep the app under the banner; developers also get the link to the settings", async () => {
    serve(person("operator"), { maintenance: true });
    renderSignedIn("/profile", person("operator"));
    expect(await screen.findByText("점검 모드가 켜져 있습니다. 일반 사용자는 서비스를 이용할 수 없습니다.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "내 정보" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "점검 모드 설정" })).not.toBeInTheDocument();
  });

  it("a developer's banner links to the business tab", async () => {
    serve(person("developer"), { maintenance: true });
    renderSignedIn("/profile", person("developer"));
    expect(await screen.findByRole("link", { name: "점검 모드 설정" })).toHaveAttribute("href", "/admin/settings?tab=business");
  });
});
