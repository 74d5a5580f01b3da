import { describe, expect, it } from "vitest";
import { dateFromFor, memoPreview, nextSort, readQuery, resultLines, shownRange, writeQuery } from "@/features/allocation-history/history";

describe("the history's address", () => {
  it("reads defaults from an empty address and writes nothing back", () => {
    const q = readQuery(new URLSearchParams());
    expect(q).toEqual({ period: "all", userSearch: "", operatorSearch: "", sortBy: "createdAt", sortOrder: "desc", page: 1, limit: 20 });
    expect(writeQuery(q).toString()).toBe("");
  });

  it("keeps what it knows and drops what it does not", () => {
    const q = readQuery(new URLSearchParams("period=week&sortBy=slotCount&sortOrder=asc&page=3&limit=50&userSearch=김"));
    expect(q).toMatchObject({ period: "week", sortBy: "slotCount", sortOrder: "asc", page: 3, limit: 50, userSearch: "김" });
    expect(readQuery(new URLSearchParams("period=year&limit=7&page=-2&sortBy=price"))).toMatchObject({
      period: "all", limit: 20, page: 1, sortBy: "createdAt",
    });
    expect(readQuery(new URLSearchParams(writeQuery(q).toString()))).toEqual(q);
  });
});

describe("periods", () => {
  it("start today, 6 or 29 days back (KST days), or not at all", () => {
    expect(dateFromFor("all", "2026-11-24")).toBeNull();
    expect(dateFromFor("today", "2026-11-24")).toBe("2026-11-24");
    expect(dateFromFor("week", "2026-11-24")).toBe("2026-11-18");
    expect(dateFromFor("month", "2026-03-01")).toBe("2026-01-31");
  });
});

describe("sorting", () => {
  it("flips the current column and starts a new one in its natural order", () => {
    const q = readQuery(new URLSearchParams());
    expect(nextSort(q, "createdAt")).toEqual({ sortBy: "createdAt", sortOrder: "asc" });
    expect(nextSort(q, "userName")).toEqual({ sortBy: "userName", sortOrder: "asc" });
    expect(nextSort(q, "slotCount")).toEqual({ sortBy: "slotCount", sortOrder: "desc" });
  });
});

describe("the memo preview", () => {
  it("cuts at 20 characters (Korean counted as characters)", () => {
    expect(memoPreview(null)).toBe("-");
    expect(memoPreview("짧은 메모")).toBe("짧은 메모");
    expect(memoPreview("가나다라마바사아자차카타파하가나다라마바사")).toBe("가나다라마바사아자차카타파하가나다라마바…");
  });
});

describe("a bulk extension's result", () => {
  const failures = Array.from({ length: 12 }, (_, i) => ({ slotNumber: i + 1, reason: "이미 연장된 슬롯입니다." }));
  it("says all were extended", () => {
    expect(resultLines({ extended: 5, failed: 0, total: 5, failures: [] })).toEqual({
      summary: "5개 슬롯이 연장되었습니다.", failedLine: null, failures: [], more: null,
    });
  });
  it("says N of M with a failure line and the first ten reasons", () => {
    const lines = resultLines({ extended: 3, failed: 12, total: 15, failures });
    expect(lines.summary).toBe("15개 중 3개 슬롯이 연장되었습니다.");
    expect(lines.failedLine).toBe("실패 12개");
    expect(lines.failures).toHaveLength(10);
    expect(lines.failures[0]).toBe("#1: 이미 연장된 슬롯입니다.");
    expect(lines.more).toBe("외 2개");
  });
  it("says none could be extended", () => {
    expect(resultLines({ extended: 0, failed: 2, total: 2, failures: failures.slice(0, 2) }).summary).toBe("연장 가능한 슬롯이 없습니다.");
  });
});

describe("the shown range", () => {
  it("is a-b of the rows on the page", () => {
    expect(shownRange(2, 20, 45, 20)).toEqual([21, 40]);
    expect(shownRange(3, 20, 45, 5)).toEqual([41, 45]);
    expect(shownRange(1, 20, 0, 0)).toEqual([0, 0]);
  });
});
