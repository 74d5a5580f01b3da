import { describe, expect, it } from "vitest";
import { businessExportUrl, businessUrl, chartHasData, periodLabel, renewalPercent, renewalText, type BusinessChartPoint } from "@/features/dashboard/business";

describe("the business figures' reading", () => {
  it("labels a day, a week by its Monday and a month", () => {
    expect(periodLabel("day", "2026-11-22")).toBe("11.22");
    expect(periodLabel("week", "2026-11-16")).toBe("11.16~");
    expect(periodLabel("month", "2026-11-01")).toBe("2026.11");
  });

  it("reads the renewal rate as a percent with one decimal, and nothing ended as no rate", () => {
    expect(renewalPercent(1 / 3)).toBe(33.3);
    expect(renewalText(0.5)).toBe("50.0%");
    expect(renewalText(0)).toBe("0.0%");
    expect(renewalText(null)).toBe("-");
  });

  it("asks for the unit and only the dates chosen, and exports the same", () => {
    expect(businessUrl({ unit: "month", startDate: "", endDate: "" })).toBe("/api/admin/business?unit=month");
    expect(businessExportUrl({ unit: "day", startDate: "2026-11-01", endDate: "2026-11-22" }, "csv")).toBe(
      "/api/admin/business/export?format=csv&unit=day&startDate=2026-11-01&endDate=2026-11-22",
    );
  });
});

describe("whether a chart has something to draw", () => {
  const quiet: BusinessChartPoint = { label: "11.21", cashCharged: 0, refunded: 0, slotsSold: 0, slotsExtended: 0, activeAdvertisers: 0, renewal: null };

  it("a count or amount above zero on any day, or a renewal rate at all (0% included)", () => {
    expect(chartHasData([quiet, quiet], ["cashCharged", "refunded"])).toBe(false);
    expect(chartHasData([quiet, { ...quiet, refunded: 1_000 }], ["cashCharged", "refunded"])).toBe(true);
    expect(chartHasData([quiet], ["renewal"])).toBe(false);
    expect(chartHasData([quiet, { ...quiet, renewal: 0 }], ["renewal"])).toBe(true);
    expect(chartHasData([], ["activeAdvertisers"])).toBe(false);
  });
});
