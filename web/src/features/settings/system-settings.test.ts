import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SettingUpdate } from "@/features/settings/api";
import { pageReload } from "@/features/settings/page-reload";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";
import { settingsViewFixture } from "@/features/settings/test-fixtures";
import { readAdminPreview } from "@/lib/theme-preview";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// The theme, business and feature tabs of /admin/settings against a stubbed api (no network).

const developer = userFixture({ id: 1, email: "admin", fullName: "개발자", role: "developer" });

const settingsView = settingsViewFixture;


/** The api with settings that a bulk save really changes. */
function serve(extra: Handler = () => undefined) {
  const stored = settingsView();
  const fetched = stubApi(extra, (call) => {
    if (call.url === "/api/settings/public") return ok({ ...stored.business, ...stored.feature, ...stored.theme });
    if (call.url === "/api/auth/me") return ok(developer);
    if (call.url === "/api/settings" && call.method === "GET") return ok(stored);
    if (call.url === "/api/settings/bulk" && call.method === "PUT") {
      for (const change of (call.body as { settings: SettingUpdate[] }).settings) {
        (stored[change.category] as unknown as Record<string, unknown>)[change.key] = change.value;
      }
      return ok(stored);
    }
    if (call.url === "/api/field-configs") return ok([]);
    if (call.url === "/api/cash/balance") return ok({ balance: 0 });
    return undefined;
  });
  return { ...fetched, stored, bulkBodies: () => fetched.calls.filter((call) => call.url === "/api/settings/bulk").map((call) => call.body) };
}

isolateAppTests();

describe("business tab", () => {
  it("shows every setting with its saved value, money grouped by thousands", async () => {
    const slow = (): Promise<Response> => new Promise((resolve) => setTimeout(() => resolve(ok(settingsView())), 150));
    serve((call) => (call.url === "/api/settings" ? slow() : undefined));
    renderSignedIn("/admin/settings?tab=business", developer);
    expect(await screen.findByText("설정을 불러오는 중...")).toBeInTheDocument();
    expect(await screen.findByLabelText("사이트 이름")).toHaveValue("Simple Slot");
    expect(screen.getByRole("tab", { name: "비즈니스" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("기본 슬롯 가격")).toHaveValue("50,000");
    expect(screen.getByLabelText("최대 충전 금액")).toHaveValue("1,000,000");
    expect(screen.getByRole("switch", { name: "캐시 시스템 사용" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "점검 모드" })).not.toBeChecked();
    expect(screen.getByLabelText("캐시 충전 방식")).toHaveValue("modal");
    expect(screen.getByLabelText("슬롯 운영 방식")).toHaveValue("normal");
    expect(screen.getByRole("button", { name: "저장" })).toBeDisabled();
  });

  it("groups digits while typing and shows a field's message once it is left", async () => {
    serve();
    renderSignedIn("/admin/settings?tab=business", developer);
    const price = await screen.findByLabelText("기본 슬롯 가격");
    fireEvent.change(price, { target: { value: "700000" } });
    expect(price).toHaveValue("700,000");
    fireEvent.change(price, { target: { value: "70a000" } });
    expect(price).toHaveValue("70,000");

    const allocation = screen.getByLabelText("기본 할당 개수");
    fireEvent.change(allocation, { target: { value: "101" } });
    expect(screen.queryByText("기본 할당 개수는 1~100 사이로 입력해 주세요.")).not.toBeInTheDocument();
    fireEvent.blur(allocation);
    expect(screen.getByText("기본 할당 개수는 1~100 사이로 입력해 주세요.")).toBeInTheDocument();
    expect(allocation).toHaveAttribute("aria-invalid", "true");
  });

  it("a save with a bad field sends nothing and moves focus to it", async () => {
    const { bulkBodies } = serve();
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("최소 충전 금액"), { target: { value: "10000000001" } });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(screen.getByText("최소 충전 금액은 0~10,000,000,000 사이로 입력해 주세요.")).toBeInTheDocument();
    expect(screen.getByLabelText("최소 충전 금액")).toHaveFocus();
    expect(bulkBodies()).toEqual([]);
  });

  it("a rule between settings is the server's: its message shows and the draft stays", async () => {
    const refusal = "최소 충전 금액은 최대 충전 금액보다 클 수 없습니다.";
    const { bulkBodies } = serve((call) => (call.url === "/api/settings/bulk" ? fail(400, refusal) : undefined));
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("최소 충전 금액"), { target: { value: "2000000" } });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(bulkBodies()).toEqual([{ settings: [{ key: "minCashCharge", value: 2_000_000, category: "business" }] }]);
    expect(screen.getByLabelText("최소 충전 금액")).toHaveValue("2,000,000");
  });

  it("saves only the changed keys in one bulk call, then tells the app", async () => {
    const { bulkBodies } = serve();
    const changed = vi.fn();
    window.addEventListener(SETTINGS_CHANGED_EVENT, changed);
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("사이트 이름"), { target: { value: " 광고센터 " } });
    fireEvent.change(screen.getByLabelText("기본 슬롯 가격"), { target: { value: "70,000" } });
    fireEvent.click(screen.getByRole("switch", { name: "점검 모드" }));
    expect(screen.getByText("저장하지 않은 변경 사항이 있습니다.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "저장" }));

    expect(await screen.findByText("비즈니스 설정이 저장되었습니다.")).toBeInTheDocument();
    expect(bulkBodies()).toEqual([
      {
        settings: [
          { key: "siteName", value: "광고센터", category: "business" },
          { key: "defaultSlotPrice", value: 70000, category: "business" },
          { key: "maintenanceMode", value: true, category: "business" },
        ],
      },
    ]);
    expect(changed).toHaveBeenCalled();
    window.removeEventListener(SETTINGS_CHANGED_EVENT, changed);
    await waitFor(() => expect(screen.getByRole("button", { name: "저장" })).toBeDisabled());
    expect(screen.getByLabelText("사이트 이름")).toHaveValue("광고센터");
  });

  it("a refused save shows the server's reason in the toast and above the button", async () => {
    serve((call) => (call.url === "/api/settings/bulk" ? fail(400, "기본 할당 개수는 1~100 사이로 입력해 주세요.") : undefined));
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.click(await screen.findByRole("switch", { name: "회원가입 허용" }));
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(
      await screen.findByText("비즈니스 설정 저장에 실패했습니다. 기본 할당 개수는 1~100 사이로 입력해 주세요."),
    ).toBeInTheDocument();
    expect(screen.getByText("기본 할당 개수는 1~100 사이로 입력해 주세요.", { selector: ".alert" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "저장" })).toBeEnabled();
  });

  it("a save of the site information alone has its own saved alert", async () => {
    serve();
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("사이트 제목"), { target: { value: "광고 관리" } });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("사이트 정보가 저장되었습니다.")).toBeInTheDocument();
  });

  it("a refused save of the site information alone has its own failed alert", async () => {
    serve((call) => (call.url === "/api/settings/bulk" ? fail(400, "사이트 이름은 50자 이하로 입력해 주세요.") : undefined));
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("사이트 이름"), { target: { value: "광고센터" } });
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("사이트 정보 저장에 실패했습니다. 사이트 이름은 50자 이하로 입력해 주세요.")).toBeInTheDocument();
  });

  it("revert puts the saved values back", async () => {
    serve();
    renderSignedIn("/admin/settings?tab=business", developer);
    fireEvent.change(await screen.findByLabelText("사이트 제목"), { target: { value: "새 제목" } });
    fireEvent.click(screen.getByRole("button", { name: "되돌리기" }));
    expect(screen.getByLabelText("사이트 제목")).toHaveValue("광고 슬롯 관리 시스템");
    expect(screen.getByRole("button", { name: "저장" })).toBeDisabled();
  });
});

describe("feature tab", () => {
  it("switches a flag and saves it with the feature messages", async () => {
    const { bulkBodies } = serve();
    renderSignedIn("/admin/settings?tab=feature", developer);
    const ranking = await screen.findByRole("switch", { name: "랭킹 메뉴" });
    fireEvent.click(ranking);
    fireEvent.change(screen.getByLabelText("알림 표시 시간"), { target: { value: "3000" } });
    expect(screen.getByText(/3초 동안 표시됩니다/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("기능 설정이 저장되었습니다.")).toBeInTheDocument();
    expect(bulkBodies()).toEqual([
      {
        settings: [
          { key: "notificationDuration", value: 3000, category: "feature" },
          { key: "featureRanking", value: false, category: "feature" },
        ],
      },
    ]);
  });
});

describe("theme tab", () => {
  it("previews a pick on the page at once and puts the page back on revert", async () => {
    serve();
    renderSignedIn("/admin/settings?tab=theme", developer);
    const luxury = await screen.findByRole("radio", { name: "럭셔리" });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe("simple"));
    fireEvent.click(luxury);
    fireEvent.click(screen.getByRole("radio", { name: "대시보드" }));
    expect(document.documentElement.dataset.theme).toBe("luxury");
    expect(document.documentElement.dataset.layout).toBe("dashboard");
    fireEvent.click(screen.getByRole("button", { name: "되돌리기" }));
    expect(document.documentElement.dataset.theme).toBe("simple");
    expect(document.documentElement.dataset.layout).toBe("classic");
  });

  it("saves theme and layout in one call and reloads the page", async () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const { bulkBodies } = serve();
    renderSignedIn("/admin/settings?tab=theme", developer);
    fireEvent.click(await screen.findByRole("radio", { name: "모던" , description: /보라색/ }));
    fireEvent.click(screen.getByRole("radio", { name: "미니멀" }));
    fireEvent.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("테마 설정이 저장되었습니다.")).toBeInTheDocument();
    expect(bulkBodies()).toEqual([
      {
        settings: [
          { key: "globalTheme", value: "modern", category: "theme" },
          { key: "globalLayout", value: "minimal", category: "theme" },
        ],
      },
    ]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("the admin preview mode stores the pick for this developer only and can be turned off", async () => {
    const { bulkBodies } = serve();
    renderSignedIn("/admin/settings?tab=theme", developer);
    fireEvent.click(await screen.findByRole("radio", { name: "럭셔리" }));
    const preview = screen.getByRole("switch", { name: "관리자 미리보기 모드" });
    act(() => {
      fireEvent.click(preview);
    });
    expect(readAdminPreview()).toEqual({ theme: "luxury", layout: "classic" });
    expect(preview).toBeChecked();
    expect(screen.getByText("미리보기 적용 중: 럭셔리 테마 · 클래식 레이아웃")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "모던", description: /상단/ }));
    expect(readAdminPreview()).toEqual({ theme: "luxury", layout: "modern" });
    act(() => {
      fireEvent.click(preview);
    });
    expect(readAdminPreview()).toBeNull();
    expect(bulkBodies()).toEqual([]);
  });

  it("frames the login page in the picked theme and switches it inside the modal", async () => {
    serve();
    renderSignedIn("/admin/settings?tab=theme", developer);
    fireEvent.click(await screen.findByRole("radio", { name: "럭셔리" }));
    fireEvent.click(screen.getByRole("button", { name: "로그인 화면 미리보기" }));
    const dialog = await screen.findByRole("dialog", { name: "로그인 화면 미리보기" });
    expect(within(dialog).getByTitle("럭셔리 테마 로그인 화면")).toHaveAttribute("src", "/login-preview?theme=luxury");
    fireEvent.click(within(dialog).getByRole("radio", { name: "심플" }));
    expect(within(dialog).getByTitle("심플 테마 로그인 화면")).toHaveAttribute("src", "/login-preview?theme=simple");
  });
});

describe("loading", () => {
  it("a failed load says so and retries", async () => {
    let attempts = 0;
    serve((call) => {
      if (call.url !== "/api/settings") return undefined;
      attempts += 1;
      return attempts === 1 ? fail(500, "서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.") : undefined;
    });
    renderSignedIn("/admin/settings?tab=feature", developer);
    expect(await screen.findByText("설정을 불러오지 못했습니다.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("switch", { name: "랭킹 메뉴" })).toBeChecked();
  });

  it("the tab is kept in the address", async () => {
    serve();
    const router = renderSignedIn("/admin/settings", developer);
    fireEvent.click(await screen.findByRole("tab", { name: "기능" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=feature"));
    expect(await screen.findByRole("switch", { name: "1:1 채팅 사용" })).not.toBeChecked();
  });
});
