import { describe, expect, it } from "vitest";
import { defaultPeriod, isValidPeriod, reportUrl } from "@/features/effect-report/report";

describe("the effect report's period", () => {
  it("opens on the 30 days ending today, today included", () => {
    expect(defaultPeriod("2026-11-26")).toEqual({ startDate: "2026-10-28", endDate: "2026-11-26" });
  });

  it("accepts up to 366 days and refuses a longer or backwards one", () => {
    expect(isValidPeriod({ startDate: "2025-11-26", endDate: "2026-11-26" })).toBe(true);
    expect(isValidPeriod({ startDate: "2025-11-25", endDate: "2026-11-26" })).toBe(false);
    expect(isValidPeriod({ startDate: "2026-11-27", endDate: "2026-11-26" })).toBe(false);
    expect(isValidPeriod({ startDate: "", endDate: "2026-11-26" })).toBe(false);
  });

  it("names the advertiser only when staff ask", () => {
    const period = { startDate: "2026-11-01", endDate: "2026-11-26" };
    expect(reportUrl(period, "pdf")).toBe("/api/reports/effect?startDate=2026-11-01&endDate=2026-11-26&format=pdf");
    expect(reportUrl(period, "xlsx", 7)).toBe("/api/reports/effect?startDate=2026-11-01&endDate=2026-11-26&format=xlsx&userId=7");
  });
});
