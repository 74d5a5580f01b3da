import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  isFilterActive,
  listQueryOf,
  paramsFor,
  slotPageSize,
  viewFor,
  viewFromParams,
} from "@/features/slots/list-state";
import { pageFromParams, pageRange, readPageSize, writePageSize } from "@/lib/list-page";
import { slotListParams } from "@/lib/slots/api";

describe("list state in the address", () => {
  it("round-trips filters, page and view; defaults stay out of the URL", () => {
    const filters = { ...EMPTY_FILTERS, search: "이어폰", searchField: "keyword" as const, status: "active" as const, hideExpired: true };
    const params = paramsFor(filters, 3, "card");
    expect(params.toString()).toBe("page=3&search=%EC%9D%B4%EC%96%B4%ED%8F%B0&searchField=keyword&status=active&hideExpired=true&view=card");
    expect(filtersFromParams(params)).toEqual(filters);
    expect(pageFromParams(params)).toBe(3);
    expect(paramsFor(EMPTY_FILTERS, 1, null).toString()).toBe("");
    expect(paramsFor(EMPTY_FILTERS, 1, "table").toString()).toBe("view=table");
  });

  it("shows the chosen view, else cards on a phone and the table on a desk", () => {
    expect(viewFromParams(new URLSearchParams(""))).toBeNull();
    expect(viewFromParams(new URLSearchParams("view=table"))).toBe("table");
    expect(viewFromParams(new URLSearchParams("view=grid"))).toBeNull();
    expect(viewFor(null, true)).toBe("card");
    expect(viewFor(null, false)).toBe("table");
    expect(viewFor("table", true)).toBe("table");
    expect(viewFor("card", false)).toBe("card");
  });

  it("ignores values it does not know", () => {
    const params = new URLSearchParams("page=-2&status=refunded&searchField=x&dateFrom=yesterday");
    expect(filtersFromParams(params)).toEqual(EMPTY_FILTERS);
    expect(pageFromParams(params)).toBe(1);
  });

  it("a filter is active when it narrows the list", () => {
    expect(isFilterActive(EMPTY_FILTERS)).toBe(false);
    expect(isFilterActive({ ...EMPTY_FILTERS, searchField: "url", dateField: "created" })).toBe(false);
    expect(isFilterActive({ ...EMPTY_FILTERS, hideExpired: true })).toBe(true);
    expect(isFilterActive({ ...EMPTY_FILTERS, dateTo: "2026-12-01" })).toBe(true);
  });

  it("builds the api query with only what is set", () => {
    const query = listQueryOf({ ...EMPTY_FILTERS, search: " 마우스 ", dateFrom: "2026-11-01" }, 2, 30);
    expect(slotListParams(query).toString()).toBe(
      "page=2&limit=30&search=%EB%A7%88%EC%9A%B0%EC%8A%A4&searchField=all&dateField=work&dateFrom=2026-11-01",
    );
  });

  it("reads the range of the page", () => {
    expect(pageRange(1, 10, 25, 10)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 25, 5)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("page size per user", () => {
  it("is stored under slotsPageSize:{userId}, 10 by default and only 10/30/50/100", () => {
    localStorage.clear();
    expect(slotPageSize.storageKey(3)).toBe("slotsPageSize:3");
    expect(readPageSize(slotPageSize, 3)).toBe(10);
    writePageSize(slotPageSize, 3, 50);
    expect(localStorage.getItem("slotsPageSize:3")).toBe("50");
    expect(readPageSize(slotPageSize, 3)).toBe(50);
    expect(readPageSize(slotPageSize, 4)).toBe(10);
    localStorage.setItem("slotsPageSize:4", "7");
    expect(readPageSize(slotPageSize, 4)).toBe(10);
  });
});
