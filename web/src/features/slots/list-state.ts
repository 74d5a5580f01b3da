/**
 * The state of the /slots list (spec part 1 §2 "My ad slots", §9). Page, filters and a chosen view live
 * in the URL search params, so a reload or a shared link keeps them (no chosen view: cards on a phone,
 * the table elsewhere); the page size is remembered per user in
 * localStorage under `slotsPageSize:{userId}` (10, 30, 50 or 100, default 10).
 */
import { apiParameters } from "@/lib/api-parameters";
import { dateParam, oneOf, type PageSizeRule } from "@/lib/list-page";
import type { DateField, DisplayStatus, SearchField, SlotListQuery } from "@/lib/slots/api";

export const SLOT_PAGE_SIZES = [10, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Page buttons shown at once on /slots (admin lists show 5). */
export const SLOT_PAGER_WINDOW = 10;

/** Statuses an advertiser filters by, in menu order. */
export const USER_STATUS_FILTERS: readonly DisplayStatus[] = ["empty", "waiting", "active", "paused", "completed"];
export const SEARCH_FIELDS: readonly SearchField[] = apiParameters["/api/slots"].searchField;
export const DATE_FIELDS: readonly DateField[] = apiParameters["/api/slots"].dateField;

export type ViewMode = "table" | "card";

export interface SlotFilters {
  search: string;
  searchField: SearchField;
  status: DisplayStatus | "";
  dateField: DateField;
  dateFrom: string;
  dateTo: string;
  hideExpired: boolean;
}

export const EMPTY_FILTERS: SlotFilters = {
  search: "",
  searchField: "all",
  status: "",
  dateField: "work",
  dateFrom: "",
  dateTo: "",
  hideExpired: false,
};

/** Filters read from the address; anything unknown falls back to its default. */
export function filtersFromParams(params: URLSearchParams): SlotFilters {
  return {
    search: params.get("search") ?? "",
    searchField: oneOf(params.get("searchField"), SEARCH_FIELDS, "all"),
    status: oneOf<DisplayStatus | "">(params.get("status"), ["", ...USER_STATUS_FILTERS], ""),
    dateField: oneOf(params.get("dateField"), DATE_FIELDS, "work"),
    dateFrom: dateParam(params.get("dateFrom")),
    dateTo: dateParam(params.get("dateTo")),
    hideExpired: params.get("hideExpired") === "true",
  };
}

/** The view the advertiser chose (`view=table` or `view=card`), or null: the width decides (`viewFor`). */
export function viewFromParams(params: URLSearchParams): ViewMode | null {
  const view = params.get("view");
  return view === "table" || view === "card" ? view : null;
}

/** The view shown: the one chosen, else cards on a phone (the table's status and actions sit off screen there) and the table elsewhere. */
export function viewFor(chosen: ViewMode | null, phone: boolean): ViewMode {
  return chosen ?? (phone ? "card" : "table");
}

/** The address for a list state; defaults are left out so the plain list is just /slots (`view` only when chosen). */
export function paramsFor(filters: SlotFilters, page: number, view: ViewMode | null): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.searchField !== "all") params.set("searchField", filters.searchField);
  if (filters.status) params.set("status", filters.status);
  if (filters.dateField !== "work") params.set("dateField", filters.dateField);
  if (filters.dateFrom) params.set("dateFrom", filters.dateFrom);
  if (filters.dateTo) params.set("dateTo", filters.dateTo);
  if (filters.hideExpired) params.set("hideExpired", "true");
  if (view) params.set("view", view);
  return params;
}

/** A filter narrows the list (the field and date-basis choices alone do not). */
export function isFilterActive(filters: SlotFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.dateFrom || filters.dateTo || filters.hideExpired);
}

export function listQueryOf(filters: SlotFilters, page: number, limit: number): SlotListQuery {
  return { ...filters, search: filters.search.trim(), page, limit };
}

/** The /slots page size: `slotsPageSize:{userId}`, 10, 30, 50 or 100, default 10. */
export const slotPageSize: PageSizeRule = {
  storageKey: (userId) => `slotsPageSize:${userId}`,
  sizes: SLOT_PAGE_SIZES,
  fallback: DEFAULT_PAGE_SIZE,
};
