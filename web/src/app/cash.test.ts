import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cashPageFixture, chargeFixture, historyFixture } from "@/features/cash/test-fixtures";
import { defaultFieldsFixture, pageFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// The advertiser's cash screens and the sidebar balance, against a stubbed api (fixtures, no network).

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });
const GOOD_URL = "https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789";

const charges = [
  chargeFixture({ id: 9, amount: 100000, bonusAmount: 10000, bonusPercentage: 10, status: "approved", accountHolder: "홍길동" }),
  chargeFixture({ id: 8, amount: 30000, status: "rejected", rejectReason: "입금 확인 불가" }),
  chargeFixture({ id: 7, amount: 50000, status: "pending" }),
  chargeFixture({ id: 6, amount: 10000, status: "cancelled" }),
];
const history = [
  historyFixture({ id: 3, type: "purchase", amount: -50000, balanceAfter: 50000, description: "슬롯 구매", slotId: 4 }),
  historyFixture({ id: 2, type: "refund", amount: 20000, balanceAfter: 100000, description: "슬롯 환불" }),
  historyFixture({ id: 1, type: "charge", amount: 80000, balanceAfter: 80000 }),
];


function serve(extra: Handler = () => undefined, settings: Record<string, unknown> = {}) {
  return stubApi(extra, signedInAs(advertiser, { siteName: "Simple Slot", ...settings }), (call) => {
    if (call.url === "/api/cash/balance") return ok({ balance: 12000 });
    if (call.url.startsWith("/api/cash/charges?")) return ok(cashPageFixture(charges));
    if (call.url.startsWith("/api/cash/history?")) return ok(cashPageFixture(history));
    if (call.url === "/api/field-configs") return ok(defaultFieldsFixture());
    if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture([]));
    return undefined;
  });
}

function renderAt(path: string) {
  return renderSignedIn(path, advertiser);
}

isolateAppTests();

describe("cash history tabs", () => {
  it("charge history: time, amount, bonus, depositor and status badges", async () => {
    serve();
    renderAt("/cash/history");
    expect(await screen.findByRole("heading", { level: 1, name: "캐시 내역" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "충전 내역" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "사용 내역" })).toHaveAttribute("aria-selected", "false");
    const approved = await screen.findByTestId("charge-row-9");
    expect(within(approved).getByText("100,000원")).toBeInTheDocument();
    expect(within(approved).getByText("10,000원 (10%)")).toBeInTheDocument();
    expect(within(approved).getByText("승인")).toBeInTheDocument();
    expect(within(screen.getByTestId("charge-row-8")).getByText("반려")).toBeInTheDocument();
    expect(within(screen.getByTestId("charge-row-8")).getByText("반려 사유: 입금 확인 불가")).toBeInTheDocument();
    expect(within(screen.getByTestId("charge-row-7")).getByText("대기")).toBeInTheDocument();
    expect(within(screen.getByTestId("charge-row-6")).getByText("취소")).toBeInTheDocument();
    const headers = within(screen.getByRole("tabpanel")).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["신청 일시", "금액", "보너스", "입금자명", "상태"]);
  });

  it("usage history: the tab goes into the address, amounts are signed and coloured by type", async () => {
    const { calls } = serve();
    const router = renderAt("/cash/history");
    await screen.findByTestId("charge-row-9");
    fireEvent.click(screen.getByRole("tab", { name: "사용 내역" }));
    expect(router.state.location.search).toBe("?tab=usage");
    const purchase = await screen.findByTestId("history-row-3");
    const cells = within(purchase).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(["구매", "\u221250,000원", "50,000원", "슬롯 구매"]);
    expect(within(purchase).getByText("\u221250,000원")).toHaveClass("cash-amount-red");
    expect(within(screen.getByTestId("history-row-2")).getByText("+20,000원")).toHaveClass("cash-amount-green");
    expect(within(screen.getByTestId("history-row-1")).getByText("충전")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/cash/history?page=1&limit=10")).toBe(true);

    fireEvent.change(screen.getByLabelText("유형"), { target: { value: "purchase" } });
    expect(router.state.location.search).toBe("?tab=usage&type=purchase");
    await waitFor(() => expect(calls.some((call) => call.url === "/api/cash/history?page=1&limit=10&type=purchase")).toBe(true));
  });

  it("opening the address with ?tab=usage selects that tab; arrow keys move between tabs", async () => {
    serve();
    const router = renderAt("/cash-history?tab=usage");
    const usage = await screen.findByRole("tab", { name: "사용 내역" });
    expect(usage).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByTestId("history-row-3")).toBeInTheDocument();
    fireEvent.keyDown(usage, { key: "ArrowRight" });
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("tab", { name: "충전 내역" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "충전 내역" })).toHaveFocus();
  });

  it("empty lists say there is no history; pages are requested by number", async () => {
    const { calls } = serve((call) =>
      call.url.startsWith("/api/cash/charges?page=2") ? ok(cashPageFixture([], 12, 2)) : call.url.startsWith("/api/cash/charges?") ? ok(cashPageFixture(charges, 12)) : undefined,
    );
    renderAt("/cash/history");
    await screen.findByTestId("charge-row-9");
    fireEvent.click(screen.getByRole("button", { name: "2 페이지" }));
    expect(await screen.findByText("내역이 없습니다.")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/cash/charges?page=2&limit=10")).toBe(true);
  });

  it("a failed load shows the server's text with a retry", async () => {
    serve((call) => (call.url.startsWith("/api/cash/charges?") ? fail(500, "서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.") : undefined));
    renderAt("/cash/history");
    expect(await screen.findByText(/서버 오류가 발생했습니다/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});

describe("sidebar balance and the charge modal", () => {
  it("shows the balance and the 캐시충전 button; the modal adds presets, sends the request and closes 2 s later", async () => {
    const { calls } = serve((call) =>
      call.method === "POST" && call.url === "/api/cash/charges" ? ok(chargeFixture({ amount: 60000 }), 201) : undefined,
    );
    renderAt("/cash/history");
    expect(await screen.findByText("보유 캐시 12,000원")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "캐시충전" }));
    const dialog = await screen.findByRole("dialog", { name: "캐시 충전" });
    expect(await within(dialog).findByText("12,000원")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("입금자명")).toHaveValue("홍길동");
    expect(within(dialog).getByLabelText("입금 예정 일시")).not.toHaveValue("");
    expect(within(dialog).getByText("충전 신청 금액: 0원")).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "+10,000원" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "+50,000원" }));
    expect(within(dialog).getByLabelText("충전 금액")).toHaveValue("60,000");
    expect(within(dialog).getByText("충전 신청 금액: 60,000원")).toBeInTheDocument();

    // A clock that moves only when told: on a loaded machine real time passing while the answer is
    // awaited would count towards the 2 s.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "충전 신청" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(dialog).getByText("충전 신청이 완료되었습니다. 관리자 확인 후 잔액에 반영됩니다.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST" && call.url === "/api/cash/charges");
    expect(post?.body).toMatchObject({ amount: 60000, accountHolder: "홍길동" });
    expect(new Date((post?.body as { depositAt: string }).depositAt).toISOString()).toBe((post?.body as { depositAt: string }).depositAt);

    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole("dialog", { name: "캐시 충전" })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole("dialog", { name: "캐시 충전" })).not.toBeInTheDocument();
  });

  it("in page mode the button goes to /cash", async () => {
    serve(undefined, { cashChargeMode: "page" });
    const router = renderAt("/cash/history");
    await screen.findByText("보유 캐시 12,000원");
    fireEvent.click(screen.getByRole("button", { name: "캐시충전" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/cash"));
    expect(await screen.findByRole("heading", { level: 1, name: "캐시 충전" })).toBeInTheDocument();
  });
});

describe("charge page", () => {
  it("checks the fields first, then shows the server's answer as is", async () => {
    const { calls } = serve((call) =>
      call.method === "POST" && call.url === "/api/cash/charges" ? fail(400, "최대 충전 금액은 500,000원입니다.") : undefined,
    );
    renderAt("/cash/charge");
    const submit = await screen.findByRole("button", { name: "충전 신청" });
    fireEvent.click(submit);
    expect(await screen.findByText("충전 금액을 입력해 주세요.")).toBeInTheDocument();
    expect(screen.getByLabelText("충전 금액")).toHaveFocus();

    fireEvent.change(screen.getByLabelText("충전 금액"), { target: { value: "5,000" } });
    fireEvent.click(submit);
    expect(await screen.findByText("최소 충전 금액은 10,000원입니다.")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("충전 금액"), { target: { value: "600000원" } });
    expect(screen.getByLabelText("충전 금액")).toHaveValue("600,000");
    fireEvent.change(screen.getByLabelText("입금자명"), { target: { value: " " } });
    fireEvent.click(submit);
    expect(await screen.findByText("입금자명을 입력해 주세요.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(screen.getByLabelText("입금자명"), { target: { value: "김입금" } });
    fireEvent.click(submit);
    expect(await screen.findByText("최대 충전 금액은 500,000원입니다.")).toBeInTheDocument();
    expect(screen.getByLabelText("충전 금액")).toHaveValue("600,000");
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ amount: 600000, accountHolder: "김입금" });
  });

  it("after success the page shows the message and starts a new request", async () => {
    serve((call) => (call.method === "POST" && call.url === "/api/cash/charges" ? ok(chargeFixture(), 201) : undefined));
    renderAt("/cash");
    fireEvent.click(await screen.findByRole("button", { name: "+30,000원" }));
    fireEvent.click(screen.getByRole("button", { name: "충전 신청" }));
    expect(await screen.findByText(/충전 신청이 완료되었습니다\. 관리자 확인 후 잔액에 반영됩니다\./)).toBeInTheDocument();
    expect(screen.getByText("충전 신청 금액: 0원")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "충전 내역 보기" })).toHaveAttribute("href", "/cash/history");
  });

  it("with the cash system off the routes say so and the sidebar shows no balance", async () => {
    const { calls } = serve(undefined, { useCashSystem: false });
    renderAt("/cash");
    expect(await screen.findByText("캐시 시스템을 사용하지 않습니다.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "캐시충전" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "캐시 충전" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/cash/balance")).toBe(false);
  });

  it("cash history is closed when featureCashHistory is off", async () => {
    serve(undefined, { featureCashHistory: false });
    renderAt("/cash-history");
    expect(await screen.findByText("캐시 내역 기능을 사용하지 않습니다.")).toBeInTheDocument();
  });
});

describe("slot registration pays with cash", () => {
  const fillAndSubmit = async () => {
    fireEvent.click(await screen.findByRole("button", { name: "슬롯 등록" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 등록" });
    fireEvent.change(await within(dialog).findByLabelText("키워드"), { target: { value: "무선 이어폰" } });
    fireEvent.change(within(dialog).getByLabelText("랜딩 URL"), { target: { value: GOOD_URL } });
    fireEvent.click(within(dialog).getByRole("button", { name: "등록" }));
    return dialog;
  };

  it("too little cash: the server's text in the red box, the form kept", async () => {
    const text = "캐시가 부족합니다. 필요한 금액: 50,000원, 현재 잔액: 12,000원";
    serve((call) => (call.method === "POST" && call.url === "/api/slots" ? fail(409, text) : undefined));
    renderAt("/slots");
    const dialog = await fillAndSubmit();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text);
    expect(within(dialog).getByLabelText("키워드")).toHaveValue("무선 이어폰");
  });

  it("a registered slot refreshes the sidebar balance", async () => {
    let balance = 60000;
    serve((call) => {
      if (call.url === "/api/cash/balance") return ok({ balance });
      if (call.method === "POST" && call.url === "/api/slots") {
        balance = 10000;
        return ok({ id: 1 }, 201);
      }
      return undefined;
    });
    renderAt("/slots");
    expect(await screen.findByText("보유 캐시 60,000원")).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByText("보유 캐시 10,000원")).toBeInTheDocument();
  });
});
