import   { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "@/features/dashboard/api";
import type { Role } from "@/lib/session-api";
import type { FieldConfig } from "@/lib/slots/api";
import { defaultFieldsFixture, fieldFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { confirmDialog, isolateAppTests, renderSignedIn } from "@/test/render-app";

// The admin dashboard and the field tab of /admin/settings against a stubbed api (no network).

const person = (id: number, role: Role) => userFixture({ id, email: `${role}01`, fullName: role, role });
const developer = person(1, "developer");
const operator = person(2, "operator");

const dashboard: DashboardData = {
  slots: {
    total: 12, active: 5, pending: 3, inactive: 2,
    byStatus: { total: 12, empty: 1, pending: 3, waiting: 0, active: 5, paused: 0, completed: 1, rejected: 1, refunded: 1, expired: 0, inactive: 0 },
  },
  members: { total: 6, active: 5, inactive: 1 },
};


/** The business section's answer when nothing happened (`features/dashboard/business-section.test.ts` shows the figures). */
const noBusiness = {
  unit: "day", startDate: "2026-10-24", endDate: "2026-11-22", periods: [],
  totals: { charges: 0, cashCharged: 0, bonus: 0, slotsSold: 0, slotsSoldWon: 0, slotsExtended: 0, slotsExtendedWon: 0, refunds: 0, refunded: 0, slotsEnded: 0, slotsRenewed: 0, renewalRate: null },
};

function serve(user: ReturnType<typeof person>, extra: Handler = () => undefined, settings: Record<string, unknown> = {}) {
  return stubApi(extra, signedInAs(user, { siteName: "광고센터", notificationEnabled: false, chatEnabled: true, ...settings }), (call) => {
    if (call.url === "/api/admin/dashboard") return ok(dashboard);
    if (call.url.startsWith("/api/admin/business?")) return ok(noBusiness);
    if (call.url === "/api/admin/crawl-runs/summary") return ok({ day: "2026-11-22", isToday: true, total: 0, queued: 0, running: 0, done: 0, failed: 0, pagesRead: 0, slotsRanked: 0, slotsUnranked: 0, firstStartedAt: null, lastFinishedAt: null });
    return undefined;
  });
}

function renderAt(path: string, user: ReturnType<typeof person>) {
  return renderSignedIn(path, user);
}

isolateAppTests();

describe("/admin dashboard", () => {
  it("shows the cards, counts above zero, the member ratio and the allowed quick actions", async () => {
    serve(operator);
    const router = renderAt("/admin", operator);
    // the heading is the page's name; the site's name stays in the browser tab's title
    expect(await screen.findByRole("heading", { name: "관리자 대시보드" })).toBeInTheDocument();
    expect(document.title).toBe("관리자 대시보드 - 광고센터");
    expect(within(await screen.findByRole("region", { name: "전체 슬롯" })).getByText("12개")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "진행중 슬롯" })).getByText("5개")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "승인 대기" })).getByText("3개")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "비활성" })).getByText("2개")).toBeInTheDocument();

    const status = screen.getByRole("region", { name: "슬롯 상태별 현황" });
    expect(within(status).getAllByRole("term").map((term) => term.textContent)).toEqual(["입력 대기", "진행중", "완료", "반려/환불"]);
    expect(within(status).getByText("2개")).toBeInTheDocument();

    const members = screen.getByRole("region", { name: "회원 현황" });
    expect(within(members).getByText("활성 비율 83.3%")).toBeInTheDocument();

    const quick = screen.getByRole("region", { name: "바로가기" });
    expect(within(quick).getAllByRole("button")).toHaveLength(4);
    for (const name of ["사용자 관리", "공지사항 관리", "채팅 관리"]) expect(within(quick).getByRole("button", { name })).toBeInTheDocument();
    expect(within(quick).queryByRole("button", { name: "알림 발송" })).not.toBeInTheDocument();
    expect(within(quick).queryByRole("button", { name: "시스템 설정" })).not.toBeInTheDocument();
    fireEvent.click(within(quick).getByRole("button", { name: "슬롯 승인 처리 대기 4건" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/slots"));
  });

  it("leads with what needs doing, each count a link to its list, then the business figures", async () => {
    const queue = (name: string, failed: number, dead: number) => ({ queue: name, name, pending: 0, running: 0, failed, dead, done24h: 0 });
    serve(
      operator,
      (call) => {
        if (call.url === "/api/admin/cash/counts") return ok({ pending: 2, approved: 4, rejected: 1, cancelled: 0 });
        if (call.url === "/api/admin/jobs/overview") return ok({ queues: [queue("rank_crawl", 1, 0), queue("effect_report", 5, 5)], workers: [], readAt: "2026-11-22T05:30:00Z" });
        return undefined;
      },
      { useCashSystem: true },
    );
    renderAt("/admin", operator);
    const todo = await screen.findByRole("region", { name: "처리할 일" });
    const approvals = await within(todo).findByRole("link", { name: "승인 대기 슬롯 3건" });
    expect(approvals).toHaveAttribute("href", "/admin/slots?status=pending");
    expect(await within(todo).findByRole("link", { name: "충전 요청 대기 2건" })).toHaveAttribute("href", "/admin/cash");
    // Only the rank crawl queue's failures count here (the effect report's are the jobs card's).
    expect(await within(todo).findByRole("link", { name: "실패한 순위 수집 1건" })).toHaveAttribute("href", "/admin/jobs?state=failed");

    // The order on the page: what needs doing, the business figures, then the slot counts.
    const regions = screen.getAllByRole("region").map((region) => region.getAttribute("aria-label") ?? document.getElementById(region.getAttribute("aria-labelledby") ?? "")?.textContent);
    const at = (name: string) => regions.indexOf(name);
    expect(at("처리할 일")).toBeGreaterThanOrEqual(0);
    expect(at("처리할 일")).toBeLessThan(at("매출 추이"));
    expect(at("매출 추이")).toBeLessThan(at("전체 슬롯"));
  });

  it("without the cash system nothing says charges; a count of none says so", async () => {
    const { calls } = serve(
      operator,
      (call) => (call.url === "/api/admin/jobs/overview" ? ok({ queues: [], workers: [], readAt: "2026-11-22T05:30:00Z" }) : undefined),
      { useCashSystem: false },
    );
    renderAt("/admin", operator);
    const todo = await screen.findByRole("region", { name: "처리할 일" });
    expect(await within(todo).findByRole("link", { name: "실패한 순위 수집 없음" })).toBeInTheDocument();
    expect(within(todo).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/admin/slots?status=pending", "/admin/jobs"]);
    expect(calls.some((call) => call.url === "/api/admin/cash/counts")).toBe(false);
  });

  it("says what setup is missing while no advertiser can register a slot, with a link for developers", async () => {
    const off = defaultFieldsFixture().map((field) => ({ ...field, isEnabled: false }));
    serve(developer, (call) => (call.url === "/api/field-configs" ? ok(off) : undefined));
    const router = renderAt("/admin", developer);
    const notice = await screen.findByTestId("field-setup-notice");
    expect(notice).toHaveTextContent("슬롯 등록 준비가 끝나지 않았습니다");
    expect(notice).toHaveTextContent("활성화된 입력 필드가 없습니다.");
    fireEvent.click(within(notice).getByRole("link", { name: "입력 필드 설정 열기" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=field"));
    expect(router.state.location.pathname).toBe("/admin/settings");
  });

  it("says nothing of setup once keyword and landing URL are enabled", async () => {
    serve(developer, (call) => (call.url === "/api/field-configs" ? ok(defaultFieldsFixture()) : undefined));
    renderAt("/admin", developer);
    expect(await screen.findByRole("region", { name: "전체 슬롯" })).toBeInTheDocument();
    expect(screen.queryByTestId("field-setup-notice")).not.toBeInTheDocument();
  });

  it("a failed load says so and offers a retry", async () => {
    serve(operator, (call) => (call.url === "/api/admin/dashboard" ? fail(500, "서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.") : undefined));
    renderAt("/admin", operator);
    expect(await screen.findByText("서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});

describe("/admin/settings field tab", () => {
  it("non-developers are sent to /admin", async () => {
    serve(operator);
    const router = renderAt("/admin/settings", operator);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });

  it("four tabs, the field tab open first", async () => {
    serve(developer, (call) => (call.url === "/api/field-configs" ? ok(defaultFieldsFixture()) : undefined));
    renderAt("/admin/settings", developer);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["테마", "필드", "비즈니스", "기능"]);
    expect(screen.getByRole("tab", { name: "필드" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["테마", "비즈니스", "기능"]) expect(screen.getByRole("tab", { name })).toBeEnabled();
  });

  it("reorders and toggles locally, then saves the whole list renumbered", async () => {
    const fields = defaultFieldsFixture().map((field) => ({ ...field, displayOrder: field.displayOrder * 10 }));
    const { calls } = serve(developer, (call) => {
      if (call.url === "/api/field-configs") return ok(fields);
      if (call.method === "PUT") return ok((call.body as { fields: FieldConfig[] }).fields);
      return undefined;
    });
    renderAt("/admin/settings", developer);
    const save = await screen.findByRole("button", { name: "저장" });
    await screen.findByTestId("field-row-mid");
    expect(save).toBeDisabled();
    expect(screen.getByRole("button", { name: "키워드 위로 이동" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "MID 위로 이동" }));
    fireEvent.click(screen.getByRole("switch", { name: "MID 필수" }));
    // Whether the slot list's all-fields search reads a field (is_searchable); keyword and URL always.
    fireEvent.click(screen.getByRole("switch", { name: "MID 검색" }));
    expect(screen.getByRole("switch", { name: "키워드 검색" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "키워드 검색" })).toBeDisabled();
    expect(screen.getByText("저장하지 않은 변경 사항이 있습니다.")).toBeInTheDocument();
    expect(within(screen.getByTestId("field-row-landingUrl")).queryByRole("button", { name: "삭제" })).not.toBeInTheDocument();
    fireEvent.click(save);
    expect(await screen.findByText("필드 설정이 저장되었습니다.")).toBeInTheDocument();
    const sent = (calls.find((call) => call.method === "PUT")?.body as { fields: FieldConfig[] }).fields;
    expect(calls.find((call) => call.method === "PUT")?.url).toBe("/api/admin/field-configs");
    expect(sent.map((field) => [field.fieldKey, field.displayOrder, field.isRequired, field.isSearchable])).toEqual([
      ["keywords", 1, true, true],
      ["mid", 2, true, false],
      ["landingUrl", 3, true, true],
    ]);
    await waitFor(() => expect(screen.queryByText("저장하지 않은 변경 사항이 있습니다.")).not.toBeInTheDocument());
  });

  it("adds a field after checking key and label, and shows the server's refusal", async () => {
    const created = fieldFixture({ fieldKey: "adText", label: "광고 문구", displayOrder: 4 });
    let posts = 0;
    const { calls } = serve(developer, (call) => {
      if (call.url === "/api/field-configs") return ok(defaultFieldsFixture());
      if (call.method === "POST" && call.url === "/api/admin/field-configs") {
        posts += 1;
        return posts === 1 ? fail(409, "이미 있는 필드 키입니다.") : ok(created, 201);
      }
      return undefined;
    });
    renderAt("/admin/settings", developer);
    fireEvent.click(await screen.findByRole("button", { name: "필드 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "필드 추가" });
    fireEvent.click(within(dialog).getByRole("button", { name: "추가" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("필드 키와 라벨은 필수입니다.");
    fireEvent.change(within(dialog).getByLabelText("필드 키"), { target: { value: "url_item_id" } });
    fireEvent.change(within(dialog).getByLabelText("라벨"), { target: { value: "광고 문구" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "추가" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("url_item_id");
    fireEvent.change(within(dialog).getByLabelText("필드 키"), { target: { value: "adText" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "추가" }));
    expect(await within(dialog).findByText("이미 있는 필드 키입니다.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "추가" }));
    expect(await screen.findByText("필드가 추가되었습니다.")).toBeInTheDocument();
    expect(await screen.findByTestId("field-row-adText")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").at(-1)?.body).toMatchObject({ fieldKey: "adText", label: "광고 문구", displayOrder: 4, isEnabled: true });
  });

  it("deletes a custom field after confirming, and resets to the defaults", async () => {
    const custom = fieldFixture({ fieldKey: "adText", label: "광고 문구", displayOrder: 4 });
    const { calls } = serve(developer, (call) => {
      if (call.url === "/api/field-configs") return ok([...defaultFieldsFixture(), custom]);
      if (call.method === "DELETE") return ok(null);
      if (call.url === "/api/admin/field-configs/reset") return ok(defaultFieldsFixture().map((field) => ({ ...field, isEnabled: false })));
      return undefined;
    });
    renderAt("/admin/settings", developer);
    fireEvent.click(within(await screen.findByTestId("field-row-adText")).getByRole("button", { name: "삭제" }));
    expect(await screen.findByText("필드를 삭제하시겠습니까?")).toBeInTheDocument();
    await confirmDialog();
    expect(await screen.findByText("필드가 삭제되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/admin/field-configs/${custom.id}`);
    await waitFor(() => expect(screen.queryByTestId("field-row-adText")).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole("button", { name: "기본값으로 초기화" }));
    await confirmDialog();
    expect(await screen.findByText("필드 설정이 기본값으로 초기화되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.url === "/api/admin/field-configs/reset")).toMatchObject({ method: "POST", body: {} });
    await waitFor(() => expect(screen.getByRole("switch", { name: "키워드 활성" })).not.toBeChecked());
  });
});
