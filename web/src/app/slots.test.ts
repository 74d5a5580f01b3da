import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SlotView } from "@/lib/slots/api";
import { defaultFieldsFixture, pageFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { confirmDialog, isolateAppTests, renderSignedIn } from "@/test/render-app";
import { saveThroughRankReset } from "@/test/slot-edit";

// The page as an advertiser sees it, against a stubbed api (plain fixtures, no network).

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });
const GOOD_URL = "https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789";


function serve(slots: SlotView[], extra: Handler = () => undefined) {
  return stubApi(extra, signedInAs(advertiser, { siteName: "Simple Slot" }), (call) => {
    if (call.url === "/api/field-configs") return ok(defaultFieldsFixture());
    if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture(slots));
    return undefined;
  });
}

function renderSlots(path = "/slots") {
  return renderSignedIn(path, advertiser);
}

isolateAppTests();

describe("/slots list", () => {
  it("shows the counters, the range, the configured columns and the rows", async () => {
    const slot = slotFixture({ id: 1, slotNumber: 1 });
    const { calls } = serve([slot, slotFixture({ id: 2, slotNumber: 2, status: "paused", displayStatus: "paused", allowedActions: ["edit", "resume"] })]);
    renderSlots();
    const row = await screen.findByTestId("slot-row-1");
    expect(within(row).getByText("무선 이어폰")).toBeInTheDocument();
    expect(screen.getByText("총 2개 중 1-2")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /랜딩 URL/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "진행중 1" })).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/slots?page=1&limit=10")).toBe(true);
  });

  it("remembers the page size per user and keeps filters in the address", async () => {
    const { calls } = serve([slotFixture({ id: 1 })]);
    const router = renderSlots("/slots?page=2&status=active");
    await screen.findByTestId("slot-row-1");
    expect(calls.some((call) => call.url === "/api/slots?page=2&limit=10&status=active")).toBe(true);
    expect(screen.getByText("필터 적용됨")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("표시 개수"), { target: { value: "50" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=active"));
    expect(localStorage.getItem("slotsPageSize:3")).toBe("50");
    await waitFor(() => expect(calls.some((call) => call.url === "/api/slots?page=1&limit=50&status=active")).toBe(true));
  });

  it("an empty filtered list says there are no search results and clears the search", async () => {
    const { calls } = serve([]);
    const router = renderSlots("/slots?search=nothing");
    expect(await screen.findByText("검색 결과가 없습니다")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "검색 초기화" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(calls.some((call) => call.url === "/api/slots?page=1&limit=10")).toBe(true));
  });

  it("an advertiser without slots is told what the list holds and offered the registration", async () => {
    serve([]);
    renderSlots();
    expect(await screen.findByText("등록된 슬롯이 없습니다")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "지금 등록하기" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("a list the server refused says it failed to load, with the reason", async () => {
    serve([], (call) => (call.method === "GET" && call.url.startsWith("/api/slots?") ? fail(500, "서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.") : undefined));
    renderSlots();
    expect(await screen.findByText(/^슬롯 정보를 불러오지 못했습니다\. 서버 오류가 발생했습니다/)).toBeInTheDocument();
  });

  it("a list that never reached the server says an error happened while loading", async () => {
    serve([], (call) => {
      if (call.method === "GET" && call.url.startsWith("/api/slots?")) throw new TypeError("Failed to fetch");
      return undefined;
    });
    renderSlots();
    expect(await screen.findByText(/^슬롯 정보를 불러오는 중 오류가 발생했습니다\./)).toBeInTheDocument();
  });

  it("the rank opens the slot's rank history", async () => {
    const { calls } = serve([slotFixture({ id: 1, slotNumber: 1 })]);
    renderSlots();
    fireEvent.click(within(await screen.findByTestId("slot-row-1")).getByRole("button", { name: /12위/ }));
    const dialog = await screen.findByRole("dialog", { name: "순위 이력" });
    expect(within(dialog).getByLabelText("시작일")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith("/api/slots/1/rank-history?"))).toBe(true));
  });
});

describe("pause and resume", () => {
  it("pauses at once, then rolls back and shows the server's error when it fails", async () => {
    const slot = slotFixture({ id: 1, slotNumber: 1 });
    let answer: (response: Response) => void = () => undefined;
    const { calls } = serve([slot], (call) =>
      call.method === "PATCH" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderSlots();
    const row = await screen.findByTestId("slot-row-1");
    fireEvent.click(within(row).getByRole("button", { name: "일시정지" }));
    expect(await screen.findByText("슬롯을 일시정지하시겠습니까? 만료일은 변경되지 않습니다.")).toBeInTheDocument();
    await confirmDialog();

    // The requested state shows at once; the row's buttons wait for the server.
    expect(await within(row).findByText("일시정지", { selector: ".badge" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "일시정지" })).toBeDisabled();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({ url: "/api/slots/1/status", body: { status: "paused" } });

    await act(async () => answer(fail(409, "진행 중이거나 시작 전인 슬롯만 일시정지할 수 있습니다.")));
    expect(await screen.findByText("진행 중이거나 시작 전인 슬롯만 일시정지할 수 있습니다.")).toBeInTheDocument();
    expect(await within(row).findByText("진행중", { selector: ".badge" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "일시정지" })).toBeEnabled();
    expect(within(row).queryByRole("button", { name: "재개" })).not.toBeInTheDocument();
  });

  it("the server's answer replaces the row: its actions offer resume", async () => {
    const slot = slotFixture({ id: 1, slotNumber: 1 });
    const paused = { ...slot, status: "paused" as const, displayStatus: "paused" as const, allowedActions: ["edit" as const, "resume" as const] };
    const rows = [slot];
    serve(rows, (call) => {
      if (call.method !== "PATCH") return undefined;
      rows[0] = paused; // what the list reads from now on
      return ok(paused);
    });
    renderSlots();
    const row = await screen.findByTestId("slot-row-1");
    fireEvent.click(within(row).getByRole("button", { name: "일시정지" }));
    await confirmDialog();
    expect(await screen.findByText("슬롯이 일시정지되었습니다.")).toBeInTheDocument();
    expect(await within(row).findByRole("button", { name: "재개" })).toBeEnabled();
    expect(within(row).getByText("일시정지", { selector: ".badge" })).toBeInTheDocument();
  });
});

describe("register and edit", () => {
  it("checks fields, shows the server's error in the modal and keeps what was typed", async () => {
    const { calls } = serve([], (call) =>
      call.method === "POST" && call.url === "/api/slots" ? fail(400, "coupang.com 상품 URL만 등록할 수 있습니다.") : undefined,
    );
    renderSlots();
    fireEvent.click(await screen.findByRole("button", { name: "슬롯 등록" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 등록" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "등록" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("키워드은(는) 필수 항목입니다.");

    fireEvent.change(within(dialog).getByLabelText("키워드"), { target: { value: "무선 이어폰" } });
    fireEvent.change(within(dialog).getByLabelText("랜딩 URL"), { target: { value: "coupang" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "등록" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("URL은 http:// 또는 https://로 시작해야 합니다.");

    fireEvent.change(within(dialog).getByLabelText("랜딩 URL"), { target: { value: ` ${GOOD_URL}&q=abc&rank=2` } });
    expect(within(dialog).getByLabelText("랜딩 URL")).toHaveValue(GOOD_URL);
    fireEvent.click(within(dialog).getByRole("button", { name: "등록" }));
    expect(await within(dialog).findByText("coupang.com 상품 URL만 등록할 수 있습니다.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("키워드")).toHaveValue("무선 이어폰");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      keyword: "무선 이어폰",
      url: GOOD_URL,
      dailyBudget: 0,
      customFields: {},
    });
  });

  it("asks before a keyword change, calls rank-delete-query, then update-fields", async () => {
    const slot = slotFixture({ id: 1, slotNumber: 1, mid: "m1" });
    const { calls } = serve([slot], (call) => {
      if (call.url === "/api/slots/1/rank-delete-query") return ok({ rankRows: 3 });
      if (call.method === "PUT") return ok({ ...slot, keyword: "유선 이어폰" });
      return undefined;
    });
    renderSlots();
    fireEvent.click(within(await screen.findByTestId("slot-row-1")).getByRole("button", { name: "수정" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 수정" });
    fireEvent.change(await within(dialog).findByLabelText("키워드"), { target: { value: "유선 이어폰" } });
    await saveThroughRankReset(dialog, calls, 1);
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      customFields: { keyword: "유선 이어폰", url: slot.url, mid: "m1" },
    });
  });
});

describe("no fields to register with", () => {
  it("tells the advertiser to ask their operator, not to do a developer's setup", async () => {
    serve([], (call) => (call.url === "/api/field-configs" ? ok(defaultFieldsFixture().map((field) => ({ ...field, isEnabled: false }))) : undefined));
    renderSlots();
    fireEvent.click(await screen.findByRole("button", { name: "슬롯 등록" }));
    const notice = await screen.findByTestId("field-setup-notice");
    expect(notice).toHaveTextContent("활성화된 입력 필드가 없습니다.");
    expect(notice).toHaveTextContent("담당 운영자에게 문의해 주세요.");
    expect(notice).not.toHaveTextContent("개발자 계정으로");
    expect(within(notice).queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("fill an issued empty slot", () => {
  it("sends keyword, url, mid and customFields to the fill call", async () => {
    const empty = slotFixture({
      id: 9, slotNumber: 9, status: "empty", displayStatus: "empty", keyword: null, url: null, allowedActions: ["fill", "select"],
    });
    const { calls } = serve([empty], (call) => (call.method === "PUT" ? ok({ ...empty, status: "pending" }) : undefined));
    renderSlots();
    fireEvent.click(within(await screen.findByTestId("slot-row-9")).getByRole("button", { name: "등록" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 등록" });
    fireEvent.change(await within(dialog).findByLabelText("키워드"), { target: { value: "캠핑 의자" } });
    fireEvent.change(within(dialog).getByLabelText("랜딩 URL"), { target: { value: GOOD_URL } });
    fireEvent.change(within(dialog).getByLabelText("MID"), { target: { value: "m-9" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "등록" }));
    expect(await screen.findByText("슬롯이 성공적으로 등록되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: "/api/slots/9/fill",
      body: { keyword: "캠핑 의자", url: GOOD_URL, mid: "m-9", customFields: {} },
    });
  });
});

describe("bulk edit", () => {
  it("input, then final confirmation, then one call; the selection clears", async () => {
    const slots = [slotFixture({ id: 1, slotNumber: 1 }), slotFixture({ id: 2, slotNumber: 2 })];
    const { calls } = serve(slots, (call) =>
      call.method === "PUT" ? ok({ message: "2개 슬롯이 수정되었습니다.", updated: 2 }) : undefined,
    );
    renderSlots();
    await screen.findByTestId("slot-row-1");
    fireEvent.click(screen.getByRole("checkbox", { name: "현재 페이지 전체 선택" }));
    expect(screen.getByText("2개 선택됨")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "일괄 수정" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 일괄 수정" });

    fireEvent.click(within(dialog).getByRole("button", { name: "다음" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("키워드 또는 URL 중 하나 이상 입력해 주세요.");
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "https://shop.example.com/p/1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "다음" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("coupang.com 상품 URL만 등록할 수 있습니다.");
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "" } });
    fireEvent.change(within(dialog).getByLabelText("키워드"), { target: { value: "블루투스 이어폰" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "다음" }));

    expect(within(dialog).getByText("선택한 2개 슬롯을 아래와 같이 변경합니다.")).toBeInTheDocument();
    expect(within(dialog).getByText("블루투스 이어폰")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "일괄 수정" }));
    expect(await screen.findByText("2개 슬롯이 수정되었습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: "/api/slots/user/bulk-update",
      body: { slotIds: [1, 2], updates: { keyword: "블루투스 이어폰" } },
    });
    await waitFor(() => expect(screen.queryByText("2개 선택됨")).not.toBeInTheDocument());
  });
});
