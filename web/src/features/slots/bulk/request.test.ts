import { describe, expect, it } from "vitest";
import { blockReason, cashStateOf, quoteFor } from "@/features/slots/bulk/cash";
import { importFileProblem, MAX_UPLOAD_BYTES } from "@/features/slots/bulk/excel";
import { bulkRequestOf, gridExportOf, rowsOfImport } from "@/features/slots/bulk/request";
import type { FieldConfig } from "@/lib/slots/api";
import { defaultFieldsFixture } from "@/lib/slots/test-fixtures";

const fields: FieldConfig[] = defaultFieldsFixture().filter((field) => field.fieldKey !== "mid");
const URL_1 = "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3";

describe("the request body", () => {
  it("sends each non-empty row with its grid number and its non-blank cells by field key", () => {
    const rows = [["무선 이어폰, 블루투스 ", URL_1], ["", ""], ["마우스", ""]];
    expect(bulkRequestOf(fields, rows)).toEqual({
      rows: [
        { row: 1, customFields: { keywords: "무선 이어폰, 블루투스", landingUrl: URL_1 } },
        { row: 3, customFields: { keywords: "마우스" } },
      ],
    });
  });

  it("names the issued slot a row fills", () => {
    const rows = [["a", URL_1], ["", ""], ["b", URL_1]];
    expect(bulkRequestOf(fields, rows, [41, 42, 43]).rows.map((row) => [row.row, row.slotId])).toEqual([
      [1, 41],
      [3, 43],
    ]);
  });

  it("exports the non-empty rows with every column, and reads an import back by field key", () => {
    expect(gridExportOf(fields, [["a", ""], ["", ""]])).toEqual({ rows: [{ keywords: "a", landingUrl: "" }] });
    const imported = rowsOfImport(fields, { columns: ["landingUrl", "keywords"], rows: [{ landingUrl: URL_1, keywords: "a" }, { keywords: "" }, { keywords: "b" }] }, 2);
    expect(imported).toEqual({ rows: [["a", URL_1]], total: 3 });
  });
});

describe("what blocks registering (spec part 2 §5)", () => {
  // Quotes as the server answers GET /api/cash/slot-quote.
  const short = { count: 3, unitPrice: 50_000, required: 150_000, balance: 100_000, sufficient: false, room: 100, withinLimit: true };
  const covered = { count: 2, unitPrice: 50_000, required: 100_000, balance: 100_000, sufficient: true, room: 100, withinLimit: true };
  const overLimit = { count: 400, unitPrice: 0, required: 0, balance: 0, sufficient: true, room: 100, withinLimit: false };

  it("errors first, then no rows, then the quote's shortfall, in the server's amounts", () => {
    expect(blockReason({ errors: 2, rows: 0, quote: short })).toBe("입력 오류를 먼저 수정해 주세요.");
    expect(blockReason({ errors: 0, rows: 0, quote: short })).toBe("등록할 슬롯 정보를 입력해 주세요.");
    expect(blockReason({ errors: 0, rows: 3, quote: short })).toBe("캐시가 부족합니다. 필요한 금액: 150,000원, 현재 잔액: 100,000원");
    expect(blockReason({ errors: 0, rows: 2, quote: covered })).toBeNull();
    expect(blockReason({ errors: 0, rows: 2, quote: null })).toBeNull();
  });

  it("then more new rows than the advertiser may still hold, naming the room the server counted", () => {
    expect(blockReason({ errors: 0, rows: 400, quote: overLimit })).toBe(
      "슬롯은 100개만 더 등록할 수 있습니다. 등록할 행을 100개 이하로 줄여 주세요.",
    );
    expect(blockReason({ errors: 1, rows: 400, quote: overLimit })).toBe("입력 오류를 먼저 수정해 주세요.");
    expect(quoteFor(400, overLimit)).toBe(overLimit);
    expect(quoteFor(399, overLimit)).toBeNull();
    expect(quoteFor(0, overLimit)).toBeNull();
  });

  it("shows the quote for exactly the rows on the grid; nothing is priced without cash or new rows", () => {
    expect(cashStateOf(true, 3, short)).toEqual({ quote: short, required: 150_000, short: true });
    expect(cashStateOf(true, 2, covered)).toEqual({ quote: covered, required: 100_000, short: false });
    expect(cashStateOf(true, 4, short)).toEqual({ quote: null, required: null, short: false });
    expect(cashStateOf(true, 3, undefined)).toEqual({ quote: null, required: null, short: false });
    expect(cashStateOf(false, 9, short)).toEqual({ quote: null, required: 0, short: false });
    expect(cashStateOf(true, 0, short)).toEqual({ quote: null, required: 0, short: false });
  });
});

describe("the Excel file check", () => {
  it("takes .xlsx and .xls up to 5 MB", () => {
    expect(importFileProblem({ name: "슬롯.XLSX", size: 1000 })).toBeNull();
    expect(importFileProblem({ name: "old.xls", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(importFileProblem({ name: "rows.csv", size: 10 })).toBe("엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.");
    expect(importFileProblem({ name: "big.xlsx", size: MAX_UPLOAD_BYTES + 1 })).toBe("파일은 5MB 이하만 가져올 수 있습니다.");
  });
});
