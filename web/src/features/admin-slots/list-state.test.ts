import { describe, expect, it } from "vitest";
import {
  activeShortcut,
  adminFiltersFromParams,
  adminListQuery,
  adminParamsFor,
  adminStatusOptions,
  advancedDraftOf,
  applyAdvancedSearch,
  applyPlainSearch,
  dateShortcutRange,
  EMPTY_ADMIN_FILTERS,
  freeTextOf,
  isAdminFilterActive,
  isPanelToggleEnabled,
  openSearchPanel,
  plainDraftOf,
  subtractMonths,
  adminPageSize,
  withFreeText,
  type AdminSlotFilters,
} from "@/features/admin-slots/list-state";
import { readPageSize, writePageSize } from "@/lib/list-page";
import { slotListParams } from "@/lib/slots/api";

const TODAY = "2026-11-22";

function applied(result: ReturnType<typeof applyPlainSearch>): AdminSlotFilters {
  if (result.error !== undefined) throw new Error(result.error);
  return result.filters;
}

describe("plain and advanced search are mutually exclusive", () => {
  const plainFilters = applied(
    applyPlainSearch(EMPTY_ADMIN_FILTERS, { keyword: "이어폰", url: "", userSearch: "hong", dateFrom: "2026-11-01", dateTo: "2026-11-20" }),
  );

  it("applying the plain panel records it as the panel in use", () => {
    expect(plainFilters).toMatchObject({
      search: "이어폰",
      searchField: "keyword",
      userSearch: "hong",
      dateField: "created",
      dateFrom: "2026-11-01",
      dateTo: "2026-11-20",
      searchMode: "plain",
    });
  });

  it("opening the advanced panel clears what the plain panel set", () => {
    const opened = openSearchPanel({ ...plainFilters, status: "active" }, "advanced");
    expect(opened).toEqual({ ...EMPTY_ADMIN_FILTERS, status: "active", searchMode: "advanced" });
  });

  it("reopening the panel in use keeps its criteria", () => {
    expect(openSearchPanel(plainFilters, "plain")).toBe(plainFilters);
  });

  it("the free text survives opening a panel, a panel's text replaces it", () => {
    const typed = withFreeText(EMPTY_ADMIN_FILTERS, " 마우스 ");
    expect(openSearchPanel(typed, "advanced")).toMatchObject({ search: "마우스", searchField: "all", searchMode: "advanced" });
    const advanced = applied(applyAdvancedSearch(typed, { ...advancedDraftOf(typed, TODAY), url: "coupang" }));
    expect(advanced).toMatchObject({ search: "coupang", searchField: "url" });
    expect(freeTextOf(advanced)).toBe("");
  });

  it("while one panel is open the other's toggle is disabled", () => {
    expect(isPanelToggleEnabled("", "plain")).toBe(true);
    expect(isPanelToggleEnabled("plain", "plain")).toBe(true);
    expect(isPanelToggleEnabled("plain", "advanced")).toBe(false);
    expect(isPanelToggleEnabled("advanced", "plain")).toBe(false);
  });

  it("a panel's inputs are empty unless it is the panel in use", () => {
    expect(plainDraftOf(plainFilters).keyword).toBe("이어폰");
    expect(advancedDraftOf(plainFilters, TODAY)).toMatchObject({ keyword: "", userId: "", dateField: "created" });
  });

  it("the api takes one text criterion, so two are refused", () => {
    const result = applyPlainSearch(EMPTY_ADMIN_FILTERS, { keyword: "a", url: "b", userSearch: "", dateFrom: "", dateTo: "" });
    expect(result.error).toBe("키워드, URL, 상품명은 한 번에 하나만 검색할 수 있습니다.");
  });

  it("advanced search checks numbers and the date order", () => {
    const draft = advancedDraftOf(EMPTY_ADMIN_FILTERS, TODAY);
    expect(applyAdvancedSearch(EMPTY_ADMIN_FILTERS, { ...draft, userId: "abc" }).error).toBe("사용자 ID은(는) 1 이상의 숫자로 입력해 주세요.");
    expect(applyAdvancedSearch(EMPTY_ADMIN_FILTERS, { ...draft, slotNumber: "0" }).error).toBe("슬롯 번호은(는) 1 이상의 숫자로 입력해 주세요.");
    expect(applyAdvancedSearch(EMPTY_ADMIN_FILTERS, { ...draft, dateFrom: "2026-11-22", dateTo: "2026-11-01" }).error).toBe(
      "시작일은 종료일보다 늦을 수 없습니다.",
    );
    const ok = applied(applyAdvancedSearch(EMPTY_ADMIN_FILTERS, { ...draft, userId: "3", slotNumber: "12", productName: "의자", status: "paused" }));
    expect(adminListQuery(ok, 1, 10)).toMatchObject({ userId: 3, slotNumber: 12, search: "의자", searchField: "productName", status: "paused" });
  });
});

describe("date shortcuts", () => {
  it("today, 1 week, 1, 3 and 6 months end today", () => {
    expect(dateShortcutRange("today", TODAY)).toEqual({ dateFrom: TODAY, dateTo: TODAY });
    expect(dateShortcutRange("week", TODAY)).toEqual({ dateFrom: "2026-11-15", dateTo: TODAY });
    expect(dateShortcutRange("month", TODAY)).toEqual({ dateFrom: "2026-10-22", dateTo: TODAY });
    expect(dateShortcutRange("threeMonths", TODAY)).toEqual({ dateFrom: "2026-08-22", dateTo: TODAY });
    expect(dateShortcutRange("sixMonths", TODAY)).toEqual({ dateFrom: "2026-05-22", dateTo: TODAY });
  });

  it("months cross years and clamp to the last day", () => {
    expect(subtractMonths("2026-03-31", 1)).toBe("2026-02-28");
    expect(subtractMonths("2028-05-31", 3)).toBe("2028-02-29");
    expect(subtractMonths("2026-01-15", 3)).toBe("2025-10-15");
    expect(dateShortcutRange("week", "2026-01-03").dateFrom).toBe("2025-12-27");
  });

  it("a fresh advanced panel starts with the last 3 months, shown as the pressed shortcut", () => {
    const draft = advancedDraftOf(EMPTY_ADMIN_FILTERS, TODAY);
    expect({ dateFrom: draft.dateFrom, dateTo: draft.dateTo }).toEqual({ dateFrom: "2026-08-22", dateTo: TODAY });
    expect(activeShortcut(draft.dateFrom, draft.dateTo, TODAY)).toBe("threeMonths");
    expect(activeShortcut("2026-01-01", TODAY, TODAY)).toBeNull();
  });
});

describe("the address and the api query", () => {
  it("defaults leave the address empty; a full state survives a round trip", () => {
    expect(adminParamsFor(EMPTY_ADMIN_FILTERS, 1).toString()).toBe("");
    const filters: AdminSlotFilters = {
      ...EMPTY_ADMIN_FILTERS,
      search: "이어폰",
      searchField: "keyword",
      userId: "7",
      slotNumber: "12",
      dateField: "work",
      dateFrom: "2026-08-22",
      dateTo: TODAY,
      status: "pending",
      searchMode: "advanced",
    };
    const params = adminParamsFor(filters, 3);
    expect(adminFiltersFromParams(params)).toEqual(filters);
    expect(params.get("page")).toBe("3");
  });

  it("unknown values fall back to the defaults", () => {
    const filters = adminFiltersFromParams(new URLSearchParams("status=deleted&userId=-1&dateFrom=yesterday&searchMode=x&searchField=url"));
    expect(filters).toEqual(EMPTY_ADMIN_FILTERS);
  });

  it("the query string sends the staff filters the contract names", () => {
    const filters = applied(applyPlainSearch(EMPTY_ADMIN_FILTERS, { keyword: "", url: "", userSearch: "hong", dateFrom: "2026-11-01", dateTo: "" }));
    expect(slotListParams(adminListQuery(filters, 2, 50)).toString()).toBe(
      "page=2&limit=50&dateField=created&dateFrom=2026-11-01&userSearch=hong",
    );
    expect(isAdminFilterActive(filters)).toBe(true);
    expect(isAdminFilterActive(EMPTY_ADMIN_FILTERS)).toBe(false);
  });

  it("pre-allocation mode hides the pending option", () => {
    expect(adminStatusOptions(false)).toEqual(["pending", "active", "paused", "rejected", "refunded"]);
    expect(adminStatusOptions(true)).toEqual(["empty", "waiting", "active", "completed", "paused", "refunded"]);
  });

  it("the page size is remembered per user and only from the admin sizes", () => {
    localStorage.clear();
    expect(readPageSize(adminPageSize, 1)).toBe(10);
    writePageSize(adminPageSize, 1, 200);
    expect(readPageSize(adminPageSize, 1)).toBe(200);
    expect(readPageSize(adminPageSize, 2)).toBe(10);
    localStorage.setItem("adminSlotsPageSize:3", "25");
    expect(readPageSize(adminPageSize, 3)).toBe(10);
  });
});
