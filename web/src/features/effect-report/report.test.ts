import { describe, expect, it } from "vitest";
import { defaultPeriod, isCompletePeriod, reportUrl } from "@/features/effect-report/report";

describe("the effect report's period", () => {
  it("opens on the 30 days ending today, today included", () => {
    expect(defaultPeriod("2026-11-26")).toEqual({ startDate: "2026-10-28", endDate: "2026-11-26" });
  });

  it("sends any period with both days written: its length and order are the server's to judge", () => {
    expect(isCompletePeriod({ startDate: "2025-11-25", endDate: "2026-11-26" })).toBe(true);
    expect(isCompletePeriod({ startDate: "2026-11-27", endDate: "2026-11-26" })).toBe(true);
    expect(isCompletePeriod({ startDate: "", endDate: "2026-11-26" })).toBe(false);
  });

  it("names the advertiser only when staff ask", () => {
    const period = { startDate: "2026-11-01", endDate: "2026-11-26" };
    expect(reportUrl(period, "pdf")).toBe("/api/reports/effect?startDate=2026-11-01&endDate=2026-11-26&format=pdf");
    expect(reportUrl(period, "xlsx", 7)).toBe("/api/reports/effect?startDate=2026-11-01&endDate=2026-11-26&format=xlsx&userId=7");
  });
});
