import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SlotView } from "@/lib/slots/api";
import { defaultFieldsFixture, pageFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// Bulk registration and the bulk input table as an advertiser sees them, against a stubbed api.

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });
const url = (product: number) => `https://www.coupang.com/vp/products/${product}?itemId=${product * 10}&vendorItemId=${product * 100}`;


/** The server's quote for `count` new slots at `unitPrice` won against `balance` with `room` left under the limit, as it answers it. */
function quoteOf(count: number, unitPrice: number, balance: number, room: number) {
  return { count, unitPrice, required: count * unitPrice, balance, sufficient: count * unitPrice <= balance, room, withinLimit: count <= room };
}

function serve(options: { settings?: Record<string, unknown>; slots?: SlotView[]; balance?: number; unitPrice?: number; room?: number; extra?: Handler } = {}) {
  const settings = { siteName: "Simple Slot", useCashSystem: true, defaultSlotPrice: 50000, slotOperationMode: "normal", ...options.settings };
  return stubApi(options.extra ?? (() => undefined), signedInAs(advertiser, settings), (call) => {
    const quoted = /^\/api\/cash\/slot-quote\?count=(\d+)$/.exec(call.url);
    if (quoted) return ok(quoteOf(Number(quoted[1]), options.unitPrice ?? 50_000, options.balance ?? 1_000_000, options.room ?? 100));
    if (call.url === "/api/field-configs") return ok(defaultFieldsFixture().map((field) => ({ ...field, isEnabled: field.fieldKey !== "mid" })));
    if (call.url === "/api/cash/balance") return ok({ balance: options.balance ?? 1_000_000 });
    if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture(options.slots ?? []));
    return undefined;
  });
}

function registration(overrides: Record<string, unknown> = {}) {
  return { id: 7, status: "queued", total: 3, succeeded: 0, failed: 0, createdAt: "2026-11-22T00:00:00Z", finishedAt: null, failures: [], ...overrides };
}

function paste(editor: HTMLElement, text: string) {
  fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === "text/plain" ? text : "") } });
}

function cell(row: number, col: number) {
  return document.querySelector<HTMLTableCellElement>(`td[data-row="${row}"][data-col="${col}"]`)!;
}

async function confirmWith(text: RegExp) {
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog).toHaveTextContent(text);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole("button", { name: "등록" }));
  });
}

isolateAppTests();

describe("/slots/bulk", () => {
  it("checks pasted rows, is fixed by typing, registers with confirmation, follows the job and returns to /slots", async () => {
    let polls = 0;
    // The server prices a slot at 40,000 won now (not the settings' 50,000): the grid shows its amounts.
    const { calls } = serve({
      unitPrice: 40_000,
      extra: (call) => {
        if (call.method === "POST" && call.url === "/api/slots/bulk-registrations") return ok(registration(), 202);
        if (call.url === "/api/slots/bulk-registrations/7") {
          polls += 1;
          return ok(polls === 1 ? registration({ status: "running", succeeded: 1 }) : registration({ status: "done", succeeded: 3 }));
        }
        return undefined;
      },
    });
    const router = renderSignedIn("/slots/bulk", advertiser);
    expect(await screen.findByRole("heading", { name: "슬롯 대량 등록" })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "슬롯 대량 입력 표" });
    expect(within(grid).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["행", "키워드*필수", "랜딩 URL*필수"]);
    expect(within(grid).getAllByRole("row")).toHaveLength(6); // header + the bulk page's 5 (spec part 2 §9)

    const editor = screen.getByTestId("sheet-editor");
    paste(editor, [`무선 이어폰, 블루투스\t${url(1)}`, `마우스\tcoupang.com/vp/products/2`, `\t${url(3)}`].join("\n"));

    expect(await screen.findByText("입력 오류 2건")).toBeInTheDocument();
    expect(screen.getByText("2행 랜딩 URL: URL은 http:// 또는 https://로 시작해야 합니다.")).toBeInTheDocument();
    expect(screen.getByText("3행 키워드: 키워드은(는) 필수 항목입니다.")).toBeInTheDocument();
    expect(cell(1, 1)).toHaveAttribute("title", "URL은 http:// 또는 https://로 시작해야 합니다.");
    expect(screen.getByText("입력 오류를 먼저 수정해 주세요.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "3건 등록하기" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("입력 오류를 먼저 수정해 주세요.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    // The list's line selects the cell; typing replaces its text.
    fireEvent.click(screen.getByText("2행 랜딩 URL: URL은 http:// 또는 https://로 시작해야 합니다."));
    fireEvent.input(editor, { target: { value: url(2) } });
    fireEvent.keyDown(editor, { key: "Enter", keyCode: 13 });
    fireEvent.mouseDown(cell(2, 0));
    fireEvent.input(editor, { target: { value: "키보드" } });
    fireEvent.keyDown(editor, { key: "Tab", keyCode: 9 });
    await waitFor(() => expect(screen.queryByText(/입력 오류 \d+건/)).not.toBeInTheDocument());

    const summary = screen.getByLabelText("등록 요약");
    expect(within(summary).getByText("1,000,000원")).toBeInTheDocument();
    expect(await within(summary).findByText("120,000원")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "3건 등록하기" }));
    await confirmWith(/3건의 슬롯을 등록하시겠습니까\?\s*총 비용: 120,000원/);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      rows: [
        { row: 1, customFields: { keywords: "무선 이어폰, 블루투스", landingUrl: url(1) } },
        { row: 2, customFields: { keywords: "마우스", landingUrl: url(2) } },
        { row: 3, customFields: { keywords: "키보드", landingUrl: url(3) } },
      ],
    });
    expect(await screen.findByRole("progressbar", { name: "등록 진행률" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/slots"), { timeout: 4000 });
    expect(await screen.findByText("3건의 슬롯이 등록되었습니다. 관리자 승인 후 진행됩니다.")).toBeInTheDocument();
  });

  it("marks the cells the server refused with its words", async () => {
    serve({
      extra: (call) =>
        call.method === "POST"
          ? new Response(
              JSON.stringify({
                success: false,
                data: { rowErrors: [{ row: 1, field: "landingUrl", message: "이미 등록된 상품입니다." }] },
                error: "입력 오류를 먼저 수정해 주세요.",
              }),
              { status: 400 },
            )
          : undefined,
    });
    renderSignedIn("/slots/bulk", advertiser);
    const editor = await screen.findByTestId("sheet-editor");
    paste(editor, `이어폰\t${url(5)}`);
    fireEvent.click(await screen.findByRole("button", { name: "1건 등록하기" }));
    await confirmWith(/1건의 슬롯/);
    expect(await screen.findByText("1행 랜딩 URL: 이미 등록된 상품입니다.")).toBeInTheDocument();
    expect(cell(0, 1)).toHaveAttribute("title", "이미 등록된 상품입니다.");
    expect(screen.getByRole("alert")).toHaveTextContent("입력 오류를 먼저 수정해 주세요.");
  });

  it("after a partial failure keeps only the failed rows, renumbered, and lists why", async () => {
    serve({
      extra: (call) => {
        if (call.method === "POST") return ok(registration({ total: 3 }), 202);
        if (call.url === "/api/slots/bulk-registrations/7") {
          return ok(registration({ status: "done", total: 3, succeeded: 2, failed: 1, failures: [{ row: 3, message: "슬롯은 한 사람당 최대 100개까지 등록할 수 있습니다." }] }));
        }
        return undefined;
      },
    });
    renderSignedIn("/slots/bulk", advertiser);
    const editor = await screen.findByTestId("sheet-editor");
    paste(editor, [`a\t${url(1)}`, `b\t${url(2)}`, `c\t${url(3)}`].join("\n"));
    fireEvent.click(await screen.findByRole("button", { name: "3건 등록하기" }));
    await confirmWith(/3건/);
    const result = await screen.findByTestId("bulk-result");
    expect(result).toHaveTextContent("2건 성공, 1건 실패");
    expect(result).toHaveTextContent("1행: 슬롯은 한 사람당 최대 100개까지 등록할 수 있습니다.");
    expect(cell(0, 0)).toHaveTextContent("c");
    expect(cell(1, 0).textContent).toBe("");
    expect(document.querySelector('th[data-row="0"]')).toHaveAttribute("title", "슬롯은 한 사람당 최대 100개까지 등록할 수 있습니다.");
    // A failure is not an input error: the row can be sent again as it is.
    expect(screen.queryByText("입력 오류를 먼저 수정해 주세요.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "1건 등록하기" })).toBeEnabled();
  });

  it("blocks registering beyond the balance with the required and current amounts", async () => {
    serve({ balance: 60_000 });
    renderSignedIn("/slots/bulk", advertiser);
    const editor = await screen.findByTestId("sheet-editor");
    await screen.findByText("60,000원");
    paste(editor, [`a\t${url(1)}`, `b\t${url(2)}`].join("\n"));
    expect(await screen.findByText("캐시가 부족합니다. 필요한 금액: 100,000원, 현재 잔액: 60,000원")).toBeInTheDocument();
  });

  it.each([true, false])("shows how many more slots fit and blocks rows beyond them (cash system on: %s)", async (useCashSystem) => {
    const { calls } = serve({ room: 2, settings: { useCashSystem } });
    renderSignedIn("/slots/bulk", advertiser);
    const editor = await screen.findByTestId("sheet-editor");
    paste(editor, [`a\t${url(1)}`, `b\t${url(2)}`, `c\t${url(3)}`].join("\n"));
    expect(await screen.findByText("슬롯은 2개만 더 등록할 수 있습니다. 등록할 행을 2개 이하로 줄여 주세요.")).toBeInTheDocument();
    const summary = screen.getByLabelText("등록 요약");
    expect(within(summary).getByText("추가 등록 가능").parentElement).toHaveTextContent("2개");
    fireEvent.click(screen.getByRole("button", { name: "3건 등록하기" }));
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/slots/bulk")).toBe(false);
  });

  it("is closed in pre-allocation mode and without the keyword and URL fields", async () => {
    serve({ settings: { slotOperationMode: "pre-allocation" } });
    renderSignedIn("/slots/bulk", advertiser);
    expect(await screen.findByText(/선슬롯 운영 중에는 슬롯을 새로 등록할 수 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });

  it("checks an Excel file before uploading it, then loads its rows for review", async () => {
    const { mock } = serve({
      extra: (call) => (call.url === "/api/slots/import" ? ok({ columns: ["keywords", "landingUrl"], rows: [{ keywords: "엑셀 키워드", landingUrl: url(9) }] }) : undefined),
    });
    renderSignedIn("/slots/bulk", advertiser);
    const input = await screen.findByTestId("bulk-import-input");
    fireEvent.change(input, { target: { files: [new File(["a,b"], "rows.csv")] } });
    expect(await screen.findByText("엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.")).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(["PK"], "rows.xlsx")] } });
    expect(await screen.findByText("1행을 불러왔습니다. 내용을 확인한 뒤 등록해 주세요.")).toBeInTheDocument();
    expect(cell(0, 0)).toHaveTextContent("엑셀 키워드");
    const upload = mock.mock.calls.find(([address]) => String(address) === "/api/slots/import");
    expect((upload?.[1] as RequestInit).body).toBeInstanceOf(FormData);
  });
});

describe("the slot list's bulk input", () => {
  it("offers bulk input and bulk registration in normal mode; the modal starts with 5 rows", async () => {
    serve();
    renderSignedIn("/slots", advertiser);
    expect(await screen.findByRole("link", { name: "대량 등록" })).toHaveAttribute("href", "/slots/bulk");
    fireEvent.click(screen.getByRole("button", { name: "일괄 입력" }));
    const dialog = await screen.findByRole("dialog", { name: "슬롯 일괄 입력" });
    expect(within(dialog).getAllByRole("row")).toHaveLength(6);
  });

  it("fills the selected empty slots in pre-allocation mode, one row each, without charging", async () => {
    const empty = (id: number) =>
      slotFixture({ id, slotNumber: id, status: "empty", displayStatus: "empty", isEmpty: true, keyword: null, url: null, displayUrl: null, allowedActions: ["fill", "select"] });
    const { calls } = serve({
      settings: { slotOperationMode: "pre-allocation" },
      balance: 0,
      slots: [empty(11), empty(12), slotFixture({ id: 13, slotNumber: 13 })],
      extra: (call) => {
        if (call.method === "POST") return ok(registration({ total: 2 }), 202);
        if (call.url === "/api/slots/bulk-registrations/7") return ok(registration({ status: "done", total: 2, succeeded: 2 }));
        return undefined;
      },
    });
    renderSignedIn("/slots", advertiser);
    await screen.findByTestId("slot-row-11");
    expect(screen.queryByRole("button", { name: "일괄 입력" })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId("slot-row-11")).getByRole("checkbox"));
    fireEvent.click(within(screen.getByTestId("slot-row-12")).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "선택 슬롯 일괄 입력" }));

    const dialog = await screen.findByRole("dialog", { name: "선택 슬롯 일괄 입력" });
    expect(within(dialog).getAllByRole("rowheader").map((header) => header.textContent)).toEqual(["#11", "#12"]);
    expect(within(dialog).getByText("발행된 슬롯 입력은 캐시가 차감되지 않습니다.")).toBeInTheDocument();
    paste(within(dialog).getByTestId("sheet-editor"), [`a\t${url(1)}`, `b\t${url(2)}`].join("\n"));
    fireEvent.click(within(dialog).getByRole("button", { name: "2건 등록하기" }));
    const confirmation = await screen.findByRole("alertdialog");
    expect(confirmation).not.toHaveTextContent("총 비용");
    await act(async () => {
      fireEvent.click(within(confirmation).getByRole("button", { name: "등록" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "선택 슬롯 일괄 입력" })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      rows: [
        { row: 1, slotId: 11, customFields: { keywords: "a", landingUrl: url(1) } },
        { row: 2, slotId: 12, customFields: { keywords: "b", landingUrl: url(2) } },
      ],
    });
    expect(await screen.findByText("2건의 슬롯이 입력되었습니다.")).toBeInTheDocument();
  });

  it("downloads the list under its filters as Excel", async () => {
    const { calls } = serve({
      extra: (call) => (call.url.startsWith("/api/slots/export") ? new Response("PK", { status: 200 }) : undefined),
    });
    Object.assign(URL, { createObjectURL: () => "blob:1", revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      renderSignedIn("/slots?status=active&search=%EB%A7%88%EC%9A%B0%EC%8A%A4", advertiser);
      fireEvent.click(await screen.findByRole("button", { name: "엑셀" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(calls.find((call) => call.url.startsWith("/api/slots/export"))?.url).toBe(
        "/api/slots/export?format=xlsx&status=active&search=%EB%A7%88%EC%9A%B0%EC%8A%A4&searchField=all",
      );
    } finally {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    }
  });

  it("shows a slot's extra keywords under its keyword", async () => {
    serve({ slots: [slotFixture({ id: 1, extraKeywords: ["블루투스", "노이즈캔슬링", "무선", "이어버드", "에어팟"] })] });
    renderSignedIn("/slots", advertiser);
    const row = await screen.findByTestId("slot-row-1");
    const chips = within(row).getByRole("list", { name: "추가 키워드" });
    expect(within(chips).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["블루투스", "노이즈캔슬링", "무선", "+2외 2개"]);
  });
});
