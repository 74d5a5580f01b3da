/**
 * The state of the admin slot list (spec part 1 §2 "Admin slot management", §9): filters, page and
 * the search panel in use live in the URL search params; the page size (10, 30, 50, 100, 200,
 * default 10) is remembered per staff user in localStorage.
 *
 * Search has three parts: a free-text box (debounced by the caller, matches keyword, URL or product
 * name), a plain search panel (keyword, advertiser, URL, applied-date range) and an advanced panel
 * (keyword, URL, product name, user id, slot number, date range with shortcuts, status). The two
 * panels are mutually exclusive: `searchMode` records which one the criteria came from, and opening
 * the other clears them. GET /api/slots takes one text criterion (`search` + `searchField`), so the
 * free text and the panels' keyword / URL / product name replace one another.
 */
import { adminSearchMessages as messages } from "@/features/admin-slots/messages";
import { apiParameters } from "@/lib/api-parameters";
import { dateParam, oneOf, type PageSizeRule } from "@/lib/list-page";
import type { DateField, DisplayStatus, SearchField, SlotListQuery } from "@/lib/slots/api";
import { addDays } from "@/lib/slots/format";

export const ADMIN_PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
/** Admin lists show up to 5 page buttons (spec part 1 §9). */
export const ADMIN_PAGER_WINDOW = 5;
/** Spec part 1 §9: search waits 500 ms after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;

export type AdminStatusFilter =
  | ""
  | Extract<DisplayStatus, "pending" | "active" | "paused" | "rejected" | "refunded" | "empty" | "waiting" | "completed">;

/** The status dropdown of the normal mode, in menu order after "all". */
export const ADMIN_STATUS_FILTERS: readonly Exclude<AdminStatusFilter, "">[] = ["pending", "active", "paused", "rejected", "refunded"];
/** The status buttons of pre-allocation mode after "all" (spec part 1 §2): no pending. */
export const PRE_ALLOCATION_STATUS_FILTERS: readonly Exclude<AdminStatusFilter, "">[] = [
  "empty", "waiting", "active", "completed", "paused", "refunded",
];

/** The status choices of the mode (spec part 1 §2, part 2 §2): pre-allocation hides pending. */
export function adminStatusOptions(preAllocation: boolean): Exclude<AdminStatusFilter, "">[] {
  return [...(preAllocation ? PRE_ALLOCATION_STATUS_FILTERS : ADMIN_STATUS_FILTERS)];
}

export type SearchMode = "" | "plain" | "advanced";
export type PanelTextField = Exclude<SearchField, "all">;

export interface AdminSlotFilters {
  /** The one text criterion; `searchField` "all" is the free-text box. */
  search: string;
  searchField: SearchField;
  /** Advertiser name or login id (plain search). */
  userSearch: string;
  /** Kept as typed digits; "" = none (advanced search). */
  userId: string;
  slotNumber: string;
  dateField: DateField;
  dateFrom: string;
  dateTo: string;
  status: AdminStatusFilter;
  /** The panel whose criteria are in force. */
  searchMode: SearchMode;
}

export const EMPTY_ADMIN_FILTERS: AdminSlotFilters = {
  search: "",
  searchField: "all",
  userSearch: "",
  userId: "",
  slotNumber: "",
  dateField: "created",
  dateFrom: "",
  dateTo: "",
  status: "",
  searchMode: "",
};

const POSITIVE = /^[1-9]\d{0,17}$/;
const SEARCH_FIELDS: readonly SearchField[] = apiParameters["/api/slots"].searchField;
const DATE_FIELDS: readonly DateField[] = apiParameters["/api/slots"].dateField;
const MODES: readonly SearchMode[] = ["", "plain", "advanced"];

function positiveParam(value: string | null): string {
  const trimmed = value?.trim() ?? "";
  return POSITIVE.test(trimmed) ? trimmed : "";
}

/** Filters read from the address; anything unknown falls back to its default. */
export function adminFiltersFromParams(params: URLSearchParams): AdminSlotFilters {
  const search = params.get("search")?.trim() ?? "";
  return {
    search,
    searchField: search ? oneOf(params.get("searchField"), SEARCH_FIELDS, "all") : "all",
    userSearch: params.get("userSearch")?.trim() ?? "",
    userId: positiveParam(params.get("userId")),
    slotNumber: positiveParam(params.get("slotNumber")),
    dateField: oneOf(params.get("dateField"), DATE_FIELDS, "created"),
    dateFrom: dateParam(params.get("dateFrom")),
    dateTo: dateParam(params.get("dateTo")),
    status: oneOf<AdminStatusFilter>(params.get("status"), ["", ...ADMIN_STATUS_FILTERS, ...PRE_ALLOCATION_STATUS_FILTERS], ""),
    searchMode: oneOf(params.get("searchMode"), MODES, ""),
  };
}

/** The address for a list state; defaults are left out so the plain list is just /admin/slots. */
export function adminParamsFor(filters: AdminSlotFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (filters.search.trim()) {
    params.set("search", filters.search.trim());
    if (filters.searchField !== "all") params.set("searchField", filters.searchField);
  }
  if (filters.userSearch.trim()) params.set("userSearch", filters.userSearch.trim());
  if (filters.userId) params.set("userId", filters.userId);
  if (filters.slotNumber) params.set("slotNumber", filters.slotNumber);
  if (filters.dateFrom || filters.dateTo) {
    if (filters.dateField !== "created") params.set("dateField", filters.dateField);
    if (filters.dateFrom) params.set("dateFrom", filters.dateFrom);
    if (filters.dateTo) params.set("dateTo", filters.dateTo);
  }
  if (filters.status) params.set("status", filters.status);
  if (filters.searchMode) params.set("searchMode", filters.searchMode);
  return params;
}

/** Criteria set by a search panel (not the free-text box or the status dropdown). */
export function hasPanelCriteria(filters: AdminSlotFilters): boolean {
  return Boolean(
    (filters.search.trim() && filters.searchField !== "all") ||
      filters.userSearch.trim() ||
      filters.userId ||
      filters.slotNumber ||
      filters.dateFrom ||
      filters.dateTo,
  );
}

/** Something narrows the list (decides between "no data" and "no search results"). */
export function isAdminFilterActive(filters: AdminSlotFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || hasPanelCriteria(filters));
}

/** Removes every panel criterion; the free text and the status stay. */
export function clearPanelCriteria(filters: AdminSlotFilters): AdminSlotFilters {
  const keepText = filters.searchField === "all";
  return { ...EMPTY_ADMIN_FILTERS, search: keepText ? filters.search : "", status: filters.status };
}

/**
 * Opening a search panel: the other panel's criteria are cleared (the two are mutually exclusive);
 * the panel already in use keeps what it applied.
 */
export function openSearchPanel(filters: AdminSlotFilters, panel: Exclude<SearchMode, "">): AdminSlotFilters {
  if (filters.searchMode === panel) return filters;
  return { ...clearPanelCriteria(filters), searchMode: panel };
}

/** Whether a panel toggle can be used now: not while the other panel is open. */
export function isPanelToggleEnabled(open: SearchMode, panel: Exclude<SearchMode, "">): boolean {
  return open === "" || open === panel;
}

/** The free-text box replaces any text criterion a panel had set. */
export function withFreeText(filters: AdminSlotFilters, text: string): AdminSlotFilters {
  return { ...filters, search: text.trim(), searchField: "all" };
}

/** What the free-text box shows: the text only when it is the free text. */
export function freeTextOf(filters: AdminSlotFilters): string {
  return filters.searchField === "all" ? filters.search : "";
}

// Dates -------------------------------------------------------------------------------------------

export type DateShortcut = "today" | "week" | "month" | "threeMonths" | "sixMonths";
export const DATE_SHORTCUTS: readonly DateShortcut[] = ["today", "week", "month", "threeMonths", "sixMonths"];

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number);
  return [year, month, day];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `date` minus `months` calendar months; a day missing in the target month becomes its last day. */
export function subtractMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(day, lastDay));
}

/** The range a shortcut button sets, ending today (KST date passed in). */
export function dateShortcutRange(shortcut: DateShortcut, today: string): { dateFrom: string; dateTo: string } {
  switch (shortcut) {
    case "today":
      return { dateFrom: today, dateTo: today };
    case "week":
      return { dateFrom: addDays(today, -7), dateTo: today };
    case "month":
      return { dateFrom: subtractMonths(today, 1), dateTo: today };
    case "threeMonths":
      return { dateFrom: subtractMonths(today, 3), dateTo: today };
    case "sixMonths":
      return { dateFrom: subtractMonths(today, 6), dateTo: today };
  }
}

/** The shortcut whose range equals the given one, if any (shown as pressed). */
export function activeShortcut(dateFrom: string, dateTo: string, today: string): DateShortcut | null {
  return DATE_SHORTCUTS.find((shortcut) => {
    const range = dateShortcutRange(shortcut, today);
    return range.dateFrom === dateFrom && range.dateTo === dateTo;
  }) ?? null;
}

// Panel drafts ------------------------------------------------------------------------------------

// A panel has a text box per text field; its other criteria are the filters' own, as they are.

export interface PlainDraft extends Pick<AdminSlotFilters, "userSearch" | "dateFrom" | "dateTo"> {
  keyword: string;
  url: string;
}

export interface AdvancedDraft extends Pick<AdminSlotFilters, "userId" | "slotNumber" | "dateField" | "dateFrom" | "dateTo" | "status"> {
  keyword: string;
  url: string;
  productName: string;
}

function textOf(filters: AdminSlotFilters, field: PanelTextField): string {
  return filters.searchField === field ? filters.search : "";
}

/** The plain panel's inputs for the filters in force (empty unless it is the panel in use). */
export function plainDraftOf(filters: AdminSlotFilters): PlainDraft {
  const own = filters.searchMode === "plain";
  return {
    keyword: own ? textOf(filters, "keyword") : "",
    url: own ? textOf(filters, "url") : "",
    userSearch: own ? filters.userSearch : "",
    dateFrom: own ? filters.dateFrom : "",
    dateTo: own ? filters.dateTo : "",
  };
}

/** The advanced panel's inputs; a fresh panel starts with the last 3 months. */
export function advancedDraftOf(filters: AdminSlotFilters, today: string): AdvancedDraft {
  const own = filters.searchMode === "advanced";
  const fresh = !own || (!filters.dateFrom && !filters.dateTo && !hasPanelCriteria(filters));
  const range = fresh ? dateShortcutRange("threeMonths", today) : { dateFrom: filters.dateFrom, dateTo: filters.dateTo };
  return {
    keyword: own ? textOf(filters, "keyword") : "",
    url: own ? textOf(filters, "url") : "",
    productName: own ? textOf(filters, "productName") : "",
    userId: own ? filters.userId : "",
    slotNumber: own ? filters.slotNumber : "",
    dateField: own ? filters.dateField : "created",
    ...range,
    status: filters.status,
  };
}

export type ApplyResult = { filters: AdminSlotFilters; error?: undefined } | { error: string; field: string; filters?: undefined };

/** One text criterion at most (the api has one `search`); returns it, or an error. */
function pickText(texts: Array<[PanelTextField, string]>): { field: PanelTextField; value: string } | null | "many" {
  const filled = texts.map(([field, value]) => ({ field, value: value.trim() })).filter((entry) => entry.value);
  if (filled.length > 1) return "many";
  return filled[0] ?? null;
}

function withText(filters: AdminSlotFilters, text: { field: PanelTextField; value: string } | null): Pick<AdminSlotFilters, "search" | "searchField"> {
  if (text) return { search: text.value, searchField: text.field };
  // No panel text: the free text stays.
  return filters.searchField === "all" ? { search: filters.search, searchField: "all" } : { search: "", searchField: "all" };
}

/** The filters after "검색" in the plain panel, or the first problem. */
export function applyPlainSearch(filters: AdminSlotFilters, draft: PlainDraft): ApplyResult {
  const text = pickText([["keyword", draft.keyword], ["url", draft.url]]);
  if (text === "many") return { error: messages.oneTextOnly, field: "keyword" };
  if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) return { error: messages.dateOrder, field: "dateFrom" };
  return {
    filters: {
      ...clearPanelCriteria(filters),
      ...withText(filters, text),
      userSearch: draft.userSearch.trim(),
      dateField: "created",
      dateFrom: draft.dateFrom,
      dateTo: draft.dateTo,
      searchMode: "plain",
    },
  };
}

/** The filters after "검색" in the advanced panel, or the first problem. */
export function applyAdvancedSearch(filters: AdminSlotFilters, draft: AdvancedDraft): ApplyResult {
  const text = pickText([["keyword", draft.keyword], ["url", draft.url], ["productName", draft.productName]]);
  if (text === "many") return { error: messages.oneTextOnly, field: "keyword" };
  const userId = draft.userId.trim();
  if (userId && !POSITIVE.test(userId)) return { error: messages.wholeNumber(messages.userId), field: "userId" };
  const slotNumber = draft.slotNumber.trim();
  if (slotNumber && !POSITIVE.test(slotNumber)) return { error: messages.wholeNumber(messages.slotNumber), field: "slotNumber" };
  if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) return { error: messages.dateOrder, field: "dateFrom" };
  return {
    filters: {
      ...clearPanelCriteria(filters),
      ...withText(filters, text),
      userId,
      slotNumber,
      dateField: draft.dateField,
      dateFrom: draft.dateFrom,
      dateTo: draft.dateTo,
      status: draft.status,
      searchMode: "advanced",
    },
  };
}

/** GET /api/slots for the filters (the status "all" and blanks are left out by `slotListParams`). */
export function adminListQuery(filters: AdminSlotFilters, page: number, limit: number): SlotListQuery {
  return {
    page,
    limit,
    status: filters.status,
    search: filters.search.trim(),
    searchField: filters.searchField,
    dateField: filters.dateField,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    hideExpired: false,
    ...(filters.userId ? { userId: Number(filters.userId) } : {}),
    ...(filters.userSearch.trim() ? { userSearch: filters.userSearch.trim() } : {}),
    ...(filters.slotNumber ? { slotNumber: Number(filters.slotNumber) } : {}),
  };
}

// Page size ---------------------------------------------------------------------------------------

/** The admin list's page size: `adminSlotsPageSize:{userId}`, 10, 30, 50, 100 or 200, default 10. */
export const adminPageSize: PageSizeRule = {
  storageKey: (userId) => `adminSlotsPageSize:${userId}`,
  sizes: ADMIN_PAGE_SIZES,
  fallback: ADMIN_DEFAULT_PAGE_SIZE,
};
