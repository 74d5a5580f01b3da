import { describe, expect, it } from "vitest";
import {
  badgeText,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDayLabel,
  formatMonthDay,
  formatYearMonth,
  formatTime,
  kstToday,
} from "@/lib/format";

describe("count badges (spec part 2 §9)", () => {
  it("show nothing at 0, the count, and 99+ above 99", () => {
    expect([badgeText(0), badgeText(5), badgeText(99), badgeText(100)]).toEqual([null, "5", "99", "99+"]);
  });
});

describe("one date format per purpose (issue 28)", () => {
  // 04:53 UTC is 13:53 in Seoul; 16:30 UTC is already the next day there.
  const afternoon = "2026-11-26T04:53:10Z";
  const lateEvening = "2026-11-25T16:30:00Z";

  it("writes a date as 2026-11-26, on the Korean calendar", () => {
    expect(formatDate(afternoon)).toBe("2026-11-26");
    expect(formatDate(lateEvening)).toBe("2026-11-26");
    expect(formatDate("2026-11-26")).toBe("2026-11-26");
  });

  it("writes a date and time on the 24-hour clock", () => {
    expect(formatDateTime(afternoon)).toBe("2026-11-26 13:53");
    expect(formatDateTime("2026-11-26T15:00:00Z")).toBe("2026-11-27 00:00");
    expect(formatTime(afternoon)).toBe("13:53");
  });

  it("labels a day of a series with its weekday", () => {
    expect(formatMonthDay("2026-11-26")).toBe("11.26");
    expect(formatYearMonth("2026-11-01")).toBe("2026.11");
    expect(formatYearMonth("2026-12-31T15:30:00Z")).toBe("2027.01");
    expect(formatDayLabel("2026-11-26")).toBe("11.26 (목)");
    expect(formatDayLabel(lateEvening)).toBe("11.26 (목)");
    expect(formatDayHeading("2026-11-22")).toBe("2026-11-22 (일)");
  });

  it("shows the placeholder for a missing or broken value", () => {
    expect([formatDate(null), formatDateTime(undefined), formatDate("not a date"), formatDayLabel("")]).toEqual(["-", "-", "-", "-"]);
    expect(formatDateTime(null, "없음")).toBe("없음");
  });

  it("knows today's date in Korea", () => {
    expect(kstToday(new Date(lateEvening))).toBe("2026-11-26");
  });
});
