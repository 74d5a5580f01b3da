import { describe, expect, it } from "vitest";
import { slotExportUrl, type SlotListQuery } from "@/lib/slots/api";

const query: SlotListQuery = {
  page: 3,
  limit: 50,
  status: "active",
  search: "이어폰",
  searchField: "keyword",
  dateField: "work",
  dateFrom: "2026-11-01",
  dateTo: "",
  hideExpired: true,
};

describe("the list export's address", () => {
  it("carries the list's filters and the format, without page or page size", () => {
    expect(slotExportUrl(query, "csv")).toBe(
      "/api/slots/export?format=csv&status=active&search=%EC%9D%B4%EC%96%B4%ED%8F%B0&searchField=keyword&dateField=work&dateFrom=2026-11-01&hideExpired=true",
    );
  });

  it("names one advertiser for staff, or nobody for all", () => {
    const all = { ...query, status: "" as const, search: "", dateFrom: "", hideExpired: false };
    expect(slotExportUrl({ ...all, userId: 42 }, "xlsx")).toBe("/api/slots/export?format=xlsx&userId=42");
    expect(slotExportUrl(all, "xlsx")).toBe("/api/slots/export?format=xlsx");
  });
});
