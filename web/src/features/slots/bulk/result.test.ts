import { describe, expect, it } from "vitest";
import { sheetColumnsOf } from "@/features/slots/bulk/columns";
import { keptRowsOf, progressOf, resultSummaryOf } from "@/features/slots/bulk/result";
import { marksOfRowErrors, withoutChangedRows } from "@/features/slots/bulk/server-errors";
import { defaultFieldsFixture } from "@/lib/slots/test-fixtures";

const rowName = (row: number) => `${row}행`;

describe("progress", () => {
  it("counts succeeded and failed of the total", () => {
    expect(progressOf({ total: 50, succeeded: 12, failed: 1 })).toEqual({ done: 13, total: 50, percent: 26 });
    expect(progressOf({ total: 0, succeeded: 0, failed: 0 }).percent).toBe(0);
  });
});

describe("the result (spec part 2 §8)", () => {
  it("says N succeeded, M failed and lists failures 10 then and N more", () => {
    const failures = Array.from({ length: 10 }, (_, index) => ({ row: index + 1, message: index === 0 ? "" : "슬롯은 한 사람당 최대 100개까지 등록할 수 있습니다." }));
    const summary = resultSummaryOf({ succeeded: 38, failed: 12, failures }, rowName);
    expect(summary.counts).toBe("38건 성공, 12건 실패");
    expect(summary.allFailed).toBe(false);
    expect(summary.lines[0]).toBe("1행: 등록 실패");
    expect(summary.lines[1]).toBe("2행: 슬롯은 한 사람당 최대 100개까지 등록할 수 있습니다.");
    expect(summary.lines).toHaveLength(10);
    expect(summary.more).toBe(2);
  });

  it("knows when every row failed", () => {
    expect(resultSummaryOf({ succeeded: 0, failed: 2, failures: [] }, rowName).allFailed).toBe(true);
  });

  it("keeps the failed rows renumbered, and counts failures it cannot place", () => {
    const kept = keptRowsOf({ failed: 3, failures: [{ row: 7, message: "x" }, { row: 2, message: "y" }] }, 10);
    expect(kept.indices).toEqual([1, 6]);
    expect([...kept.newNumber]).toEqual([
      [2, 1],
      [7, 2],
    ]);
    expect(kept.unplaced).toBe(1);
    const summary = resultSummaryOf({ succeeded: 7, failed: 3, failures: [{ row: 2, message: "y" }, { row: 7, message: "x" }] }, rowName, kept.newNumber);
    expect(summary.lines).toEqual(["1행: y", "2행: x"]);
  });
});

describe("the server's marks", () => {
  const columns = sheetColumnsOf(defaultFieldsFixture());

  it("places row errors on cells by field key (any spelling), the rest on the row", () => {
    const marks = marksOfRowErrors(
      [
        { row: 2, field: "keywords", message: "키워드는 최대 10개까지 입력할 수 있습니다." },
        { row: 2, field: "url", message: "coupang.com 상품 URL만 등록할 수 있습니다." },
        { row: 3, field: "slotId", message: "슬롯을 찾을 수 없습니다." },
      ],
      columns,
    );
    expect(marks.cells.get("1:0")).toBe("키워드는 최대 10개까지 입력할 수 있습니다.");
    expect(marks.cells.get("1:1")).toBe("coupang.com 상품 URL만 등록할 수 있습니다.");
    expect(marks.rows.get(2)).toBe("슬롯을 찾을 수 없습니다.");
  });

  it("drops the marks of a row once it changes", () => {
    const marks = marksOfRowErrors([{ row: 1, field: "keywords", message: "x" }, { row: 2, field: "", message: "y" }], columns);
    const before = [["a"], ["b"]];
    expect(withoutChangedRows(marks, before, before)).toBe(marks);
    const after = withoutChangedRows(marks, before, [["a2"], before[1]]);
    expect(after.cells.size).toBe(0);
    expect(after.rows.get(1)).toBe("y");
  });
});

describe("the grid's columns", () => {
  it("come from the enabled fields: keyword and URL required, select as a dropdown, the URL cleaned", () => {
    const [keyword, url, mid] = sheetColumnsOf([
      ...defaultFieldsFixture().slice(0, 2),
      { ...defaultFieldsFixture()[2], fieldType: "select", options: ["A"] },
    ]);
    expect([keyword.required, url.required, mid.required]).toEqual([true, true, false]);
    expect(mid.type).toBe("dropdown");
    expect(mid.options).toEqual(["A"]);
    expect(url.normalize?.(" https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3&q=abc")).toBe(
      "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
    );
  });
});
