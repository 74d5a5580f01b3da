import   { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SlotView } from "@/lib/slots/api";
import { defaultFieldsFixture, fieldFixture, pageFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { confirmDialog, isolateAppTests, openRowDialog, renderSignedIn } from "@/test/render-app";
import { saveThroughRankReset } from "@/test/slot-edit";

// /admin/slots as an operator sees it, against a stubbed api (plain fixtures, no network).

const now = "2026-11-22T05:30:00Z";
const operator = userFixture({ id: 9, email: "operator01", fullName: "운영자", role: "operator" });

const pending = slotFixture({
  id: 1, slotNumber: 1, status: "pending", displayStatus: "pending", allowedActions: ["edit", "approve", "reject"],
  daysLeft: null, startDate: null, endDate: null, keyword: "무선 이어폰", userName: "홍길동", userEmail: "hong01",
  rank: null, yesterdayRank: null, firstRank: null,
  customFields: { adText: "특가 세일", description: "가을 시즌 한정 특가 상품 설명입니다" },
});
const running = slotFixture({
  id: 2, slotNumber: 2, keyword: "캠핑 의자", allowedActions: ["edit", "pause", "refund", "recrawl"], userName: "김철수", userEmail: "kim02",
  displayUrl: "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
});
const fields = [
  ...defaultFieldsFixture(),
  fieldFixture({ fieldKey: "adText", label: "광고 문구", displayOrder: 4 }),
  fieldFixture({ fieldKey: "description", label: "설명", fieldType: "textarea", displayOrder: 5 }),
];


function serve(slots: SlotView[], extra: Handler = () => undefined, settings: Record<string, unknown> = { useCashSystem: false }) {
  return stubApi(extra, signedInAs(operator, { siteName: "Simple Slot", ...settings }), (call) => {
    if (call.url === "/api/field-configs") return ok(fields);
    if (call.url === "/api/admin/dashboard") return ok(null);
    if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture(slots));
    return undefined;
  });
}

function renderAt(path: string) {
  return renderSignedIn(path, operator);
}

async function openMenuItem(row: HTMLElement, item: string) {
  fireEvent.click(within(row).getByRole("button", { name: "더보기" }));
  const menu = await screen.findByRole("menu");
  fireEvent.click(within(menu).getByRole("menuitem", { name: item }));
}

isolateAppTests();

describe("/admin/slots list", () => {
  it("shows the columns, the advertiser, the dynamic field and buttons only from allowedActions", async () => {
    const { calls } = serve([pending, running]);
    renderAt("/admin/slots");
    expect(await screen.findByRole("heading", { name: "슬롯 승인" })).toBeInTheDocument();
    const first = await screen.findByTestId("admin-slot-row-1");
    expect(within(first).getByText("홍길동")).toBeInTheDocument();
    expect(within(first).getByText("hong01")).toBeInTheDocument();
    expect(within(first).getByText("승인 대기")).toBeInTheDocument();
    // Not approved yet, so not measured: its rank says so instead of 측정중.
    expect(within(first).getByRole("button", { name: "승인 전" })).toBeInTheDocument();
    expect(await within(first).findByText("특가 세일")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "광고 문구" })).toBeInTheDocument();
    // Spec part 2 §9: the description is previewed in 10 characters, the whole on hover.
    expect(within(first).getByText("가을 시즌 한정 특…")).toHaveAttribute("title", "가을 시즌 한정 특가 상품 설명입니다");
    expect(within(first).getByRole("button", { name: "승인" })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "반려" })).toBeInTheDocument();

    const second = screen.getByTestId("admin-slot-row-2");
    expect(within(second).queryByRole("button", { name: "승인" })).not.toBeInTheDocument();
    const link = within(second).getByRole("link", { name: /vendorItemId=3/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));

    fireEvent.click(within(second).getByRole("button", { name: "더보기" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["수정", "일시정지", "환불", "순위 재수집", "로그 보기", "시장 보기"]);
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === "/api/slots?page=1&limit=10")).toBe(true);
  });

  it("keeps status and page size, and remembers the size per user", async () => {
    const { calls } = serve([running]);
    const router = renderAt("/admin/slots?status=active&page=2");
    await screen.findByTestId("admin-slot-row-2");
    expect(calls.some((call) => call.url === "/api/slots?page=2&limit=10&status=active")).toBe(true);
    expect(screen.getByLabelText("상태")).toHaveValue("active");
    fireEvent.change(screen.getByLabelText("표시 개수"), { target: { value: "200" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=active"));
    expect(localStorage.getItem("adminSlotsPageSize:9")).toBe("200");
    await waitFor(() => expect(calls.some((call) => call.url === "/api/slots?page=1&limit=200&status=active")).toBe(true));
  });

  it("pre-allocation mode is titled slot management and has no pending option", async () => {
    serve([running], undefined, { slotOperationMode: "pre-allocation" });
    renderAt("/admin/slots");
    expect(await screen.findByRole("heading", { name: "슬롯 관리" })).toBeInTheDocument();
    const buttons = within(screen.getByRole("group", { name: "상태" })).getAllByRole("button").map((button) => button.textContent);
    expect(buttons).toEqual(["전체", "입력 대기", "대기중", "진행중", "완료", "일시정지", "환불"]);
    fireEvent.click(screen.getByRole("button", { name: "선슬롯 발행" }));
    const modal = await screen.findByTestId("pre-allocation-modal");
    // Spec part 2 §9: the slot screen's modal offers 1, 7, 10, 30 days (3 days is user management's).
    expect(within(within(modal).getByRole("group", { name: "기간" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["1일", "7일", "10일", "30일"]);
  });

  it("says when the operator's total is capped", async () => {
    serve([], (call) =>
      call.method === "GET" && call.url.startsWith("/api/slots?")
        ? ok({ items: [running], pagination: { page: 1, limit: 10, total: 10000, totalPages: 1000 }, summary: null, totalCapped: true })
        : undefined,
    );
    renderAt("/admin/slots");
    expect(await screen.findByText("총 10,000개 이상 중 1-1")).toBeInTheDocument();
  });

  it("an empty filtered list says there are no search results and clears the search", async () => {
    serve([]);
    const router = renderAt("/admin/slots?status=paused");
    expect(await screen.findByText("검색 결과가 없습니다")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "검색 초기화" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("등록된 슬롯이 없습니다")).toBeInTheDocument();
  });

  it("at a desk has one search area: the search box beside 일반 검색 and 고급 검색, none in the list's toolbar", async () => {
    const { calls } = serve([running]);
    const router = renderAt("/admin/slots");
    await screen.findByTestId("admin-slot-row-2");
    expect(screen.getAllByRole("searchbox")).toHaveLength(1);
    const area = screen.getByRole("region", { name: "슬롯 검색" });
    const box = within(area).getByRole("searchbox", { name: "검색" });
    expect(within(area).getByRole("button", { name: "일반 검색" })).toBeInTheDocument();
    expect(within(area).getByRole("button", { name: "고급 검색" })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "캠핑" } });
    await waitFor(() => expect(router.state.location.search).toBe("?search=%EC%BA%A0%ED%95%91"));
    await waitFor(() => expect(calls.some((call) => call.url.startsWith("/api/slots?") && call.url.includes("search="))).toBe(true));
  });

  it("plain and advanced search exclude each other", async () => {
    const { calls } = serve([running]);
    const router = renderAt("/admin/slots");
    await screen.findByTestId("admin-slot-row-2");
    fireEvent.click(screen.getByRole("button", { name: "일반 검색" }));
    expect(screen.getByRole("button", { name: "고급 검색" })).toBeDisabled();
    const plain = screen.getByRole("search", { name: "일반 검색" });
    fireEvent.change(within(plain).getByLabelText("광고주"), { target: { value: "kim" } });
    fireEvent.click(within(plain).getByRole("button", { name: "검색" }));
    await waitFor(() => expect(router.state.location.search).toBe("?userSearch=kim&searchMode=plain"));
    await waitFor(() => expect(calls.some((call) => call.url === "/api/slots?page=1&limit=10&userSearch=kim")).toBe(true));

    fireEvent.click(screen.getByRole("button", { name: "일반 검색" }));
    fireEvent.click(screen.getByRole("button", { name: "고급 검색" }));
    await waitFor(() => expect(router.state.location.search).toBe("?searchMode=advanced"));
    expect(screen.getByRole("button", { name: "일반 검색" })).toBeDisabled();
    const advanced = screen.getByRole("search", { name: "고급 검색" });
    expect(within(advanced).getByRole("button", { name: "3개월" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(advanced).getByRole("button", { name: "오늘" }));
    expect(within(advanced).getByLabelText("시작일")).toHaveValue(within(advanced).getByLabelText("종료일").getAttribute("value"));
  });
});

describe("/admin/slots on a phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a pending card has 승인 and 반려 one tap each, the rest in its 작업 메뉴; a running card has only the menu", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 640px)",
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve([pending, running], (call) =>
      call.url === "/api/slots/1/approval-quote" ? ok({ price: 10_000, startDate: "2026-11-22", endDate: "2026-12-21", lowestPrice: 1 }) : undefined,
    );
    renderAt("/admin/slots");
    const first = await screen.findByTestId("admin-slot-row-1");
    fireEvent.click(within(first).getByRole("button", { name: "작업 메뉴" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["수정", "로그 보기", "시장 보기"]);
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    // One search box heads the toolbar; the search panels wait under 더보기.
    expect(screen.getAllByRole("searchbox", { name: "검색" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "고급 검색", hidden: true })).not.toBeVisible();

    // One search box heads the toolbar; the search panels wait under 더보기.
    expect(screen.getAllByRole("searchbox", { name: "검색" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "고급 검색", hidden: true })).not.toBeVisible();

    const second = screen.getByTestId("admin-slot-row-2");
    expect(within(second).queryByRole("button", { name: "승인" })).not.toBeInTheDocument();
    expect(within(second).getByRole("button", { name: "작업 메뉴" })).toBeInTheDocument();

    // One tap: 승인 opens the approval with the server's quote, as at the desk; 반려 its reason.
    fireEvent.click(within(first).getByRole("button", { name: "승인" }));
    const approval = await screen.findByRole("dialog", { name: "슬롯 승인" });
    expect(await within(approval).findByLabelText("승인 금액 (원)")).toHaveValue(10000);
    fireEvent.keyDown(approval, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "슬롯 승인" })).not.toBeInTheDocument());
    fireEvent.click(within(first).getByRole("button", { name: "반려" }));
    expect(await screen.findByRole("dialog", { name: "슬롯 반려" })).toBeInTheDocument();
  });
});

describe("operator decisions", () => {
  it("approves starting from the server's quote and shows the server's message on failure", async () => {
    let attempt = 0;
    const { calls } = serve([pending], (call) => {
      if (call.url === "/api/slots/1/approval-quote") return ok({ price: 10_000, startDate: "2026-11-22", endDate: "2026-12-21", lowestPrice: 1 });
      if (call.method !== "POST") return undefined;
      attempt += 1;
      return attempt === 1 ? fail(400, "승인 금액은 0원보다 커야 합니다.") : ok({ ...pending, status: "active", displayStatus: "active" });
    });
    renderAt("/admin/slots");
    fireEvent.click(within(await screen.findByTestId("admin-slot-row-1")).getByRole("button", { name: "승인" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 승인" });
    expect(await within(dialog).findByLabelText("승인 금액 (원)")).toHaveValue(10000);
    expect(within(dialog).getByText("10,000원")).toBeInTheDocument();
    const start = (within(dialog).getByLabelText("시작일") as HTMLInputElement).value;
    expect([start, (within(dialog).getByLabelText("종료일") as HTMLInputElement).value]).toEqual(["2026-11-22", "2026-12-21"]);

    fireEvent.change(within(dialog).getByLabelText("승인 금액 (원)"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "승인" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("승인 금액은 0원보다 커야 합니다.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("승인 금액 (원)"), { target: { value: "30000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "승인" }));
    expect(await within(dialog).findByText("승인 금액은 0원보다 커야 합니다.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "승인" }));
    expect(await screen.findByText("슬롯이 승인되었습니다.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "슬롯 승인" })).not.toBeInTheDocument();
    const body = calls.filter((call) => call.method === "POST").at(-1);
    expect(body).toMatchObject({ url: "/api/slots/1/approve", body: { approved: true, approvedPrice: 30000, startDate: start } });
  });

  it("reject needs a reason; Escape closes the modal", async () => {
    const { calls } = serve([pending], (call) => (call.method === "POST" ? ok({ ...pending, status: "rejected" }) : undefined));
    renderAt("/admin/slots");
    let dialog = await openRowDialog("admin-slot-row-1", "반려", { role: "dialog", name: "슬롯 반려" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "슬롯 반려" })).not.toBeInTheDocument();

    dialog = await openRowDialog("admin-slot-row-1", "반려", { role: "dialog", name: "슬롯 반려" });
    const submit = within(dialog).getByRole("button", { name: "반려" });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("반려 사유"), { target: { value: "   " } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("반려 사유"), { target: { value: " 상품 URL 오류 " } });
    fireEvent.click(submit);
    expect(await screen.findByText("슬롯이 반려되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/slots/1/approve",
      body: { approved: false, rejectionReason: "상품 URL 오류" },
    });
  });

  it("refund shows the server's quote, asks for a reason and a confirmation, then PATCHes the status", async () => {
    const quote = { price: 50_000, amount: 33_333, usedDays: 10, unusedDays: 20, totalDays: 30 };
    const { calls } = serve([running], (call) => {
      if (call.url === "/api/slots/2/refund-preview") return ok(quote);
      return call.method === "PATCH" ? ok({ ...running, status: "refunded" }) : undefined;
    });
    renderAt("/admin/slots");
    await openMenuItem(await screen.findByTestId("admin-slot-row-2"), "환불");
    const dialog = await screen.findByRole("dialog", { name: "슬롯 환불" });
    const shown = await within(dialog).findByTestId("refund-quote");
    expect(shown).toHaveTextContent("33,333원");
    expect(shown).toHaveTextContent("결제 금액 50,000원 중 사용하지 않은 20일 / 전체 30일분");
    expect(within(dialog).getByRole("button", { name: "환불" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("환불 사유"), { target: { value: "고객 요청" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "환불" }));
    expect(await screen.findByText("이 슬롯을 환불하시겠습니까? 환불 후에는 되돌릴 수 없습니다.")).toBeInTheDocument();
    await confirmDialog();
    expect(await screen.findByText("환불이 완료되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      url: "/api/slots/2/status",
      body: { status: "refunded", refundReason: "고객 요청" },
    });
  });

  it("edit confirms a keyword change, calls rank-delete-query, then update-fields with the period", async () => {
    const { calls } = serve([running], (call) => {
      if (call.url === "/api/slots/2/rank-delete-query") return ok({ rankRows: 2 });
      if (call.method === "PUT") return ok(running);
      return undefined;
    });
    renderAt("/admin/slots");
    await openMenuItem(await screen.findByTestId("admin-slot-row-2"), "수정");
    const dialog = await screen.findByRole("dialog", { name: "슬롯 수정" });
    fireEvent.change(within(dialog).getByLabelText("키워드"), { target: { value: "접이식 의자" } });
    fireEvent.change(within(dialog).getByLabelText("종료일"), { target: { value: "2026-12-31" } });
    fireEvent.change(within(dialog).getByLabelText("광고 문구"), { target: { value: "신상품" } });
    await saveThroughRankReset(dialog, calls, 2);
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      customFields: { keyword: "접이식 의자", url: running.url, mid: "", adText: "신상품", description: "" },
      endDate: "2026-12-31",
    });
  });

  it("the log lists changes in Korean, or says there are none", async () => {
    serve([running, pending], (call) => {
      if (call.url === "/api/slots/2/logs") {
        return ok([
          { id: 2, changeType: "refund", fieldKey: null, oldValue: "active", newValue: "refunded", description: "고객 요청", fullName: "운영자", createdAt: now, ipAddress: "127.0.0.1", userAgent: null },
          { id: 1, changeType: "field_update", fieldKey: "keyword", oldValue: "의자", newValue: "캠핑 의자", description: null, fullName: null, createdAt: now, ipAddress: null, userAgent: null },
        ]);
      }
      if (call.url === "/api/slots/1/logs") return ok([]);
      return undefined;
    });
    renderAt("/admin/slots");
    await openMenuItem(await screen.findByTestId("admin-slot-row-2"), "로그 보기");
    const dialog = await screen.findByRole("dialog", { name: "변경 이력" });
    const rows = await within(dialog).findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "환불", "-", "진행중 → 환불", "고객 요청", "운영자", expect.stringContaining("2026"), "127.0.0.1",
    ]);
    expect(within(rows[1]).getByText("127.0.0.1")).toBeInTheDocument();
    expect(within(rows[2]).getByText("필드 수정")).toBeInTheDocument();
    expect(within(rows[2]).getByText("캠핑 의자")).toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole("button", { name: "닫기" })[1]);
    expect(screen.queryByRole("dialog", { name: "변경 이력" })).not.toBeInTheDocument();

    await openMenuItem(screen.getByTestId("admin-slot-row-1"), "로그 보기");
    expect(await within(await screen.findByRole("dialog", { name: "변경 이력" })).findByText("변경 이력이 없습니다.")).toBeInTheDocument();
  });
});

describe("/admin/slots exports and extra keywords", () => {
  it("shows extra keywords as chips and downloads one advertiser's slots under the filters", async () => {
    const { calls } = serve([{ ...running, extraKeywords: ["접이식", "경량"] }], (call) =>
      call.url.startsWith("/api/slots/export") ? new Response("PK", { status: 200 }) : undefined,
    );
    Object.assign(URL, { createObjectURL: () => "blob:1", revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      renderAt("/admin/slots?userId=5&status=active");
      const row = await screen.findByTestId("admin-slot-row-2");
      const chips = within(row).getByRole("list", { name: "추가 키워드" });
      expect(within(chips).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["접이식", "경량"]);
      fireEvent.click(screen.getByRole("button", { name: "엑셀" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(calls.find((call) => call.url.startsWith("/api/slots/export"))?.url).toBe("/api/slots/export?format=xlsx&status=active&userId=5");
    } finally {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    }
  });
});
