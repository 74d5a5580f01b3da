/**
 * The state of the /slots list (spec part 1 §2 "My ad slots", §9). Page, filters and view live in the
 * URL search params, so a reload or a shared link keeps them; the page size is remembered per user in
 * localStorage under `slotsPageSize:{userId}` (10, 30, 50 or 100, default 10).
 */
import type { DateField, DisplayStatus, SearchField, SlotListQuery } from "@/features/slots/api";

export const SLOT_PAGE_SIZES = [10, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Page buttons shown at once on /slots (admin lists show 5). */
export const SLOT_PAGER_WINDOW = 10;

/** Statuses an advertiser filters by, in menu order. */
export const USER_STATUS_FILTERS: readonly DisplayStatus[] = ["empty", "waiting", "active", "paused", "completed"];
export const SEARCH_FIELDS: readonly SearchField[] = ["all", "keyword", "url", "productName"];
export const DATE_FIELDS: readonly DateField[] = ["work", "created"];

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function dateParam(value: string | null): string {
  return value && DATE.test(value) ? value : "";
}

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

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function viewFromParams(params: URLSearchParams): ViewMode {
  return params.get("view") === "card" ? "card" : "table";
}

/** The address for a list state; defaults are left out so the plain list is just /slots. */
export function paramsFor(filters: SlotFilters, page: number, view: ViewMode): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.searchField !== "all") params.set("searchField", filters.searchField);
  if (filters.status) params.set("status", filters.status);
  if (filters.dateField !== "work") params.set("dateField", filters.dateField);
  if (filters.dateFrom) params.set("dateFrom", filters.dateFrom);
  if (filters.dateTo) params.set("dateTo", filters.dateTo);
  if (filters.hideExpired) params.set("hideExpired", "true");
  if (view === "card") params.set("view", "card");
  return params;
}

/** A filter narrows the list (the field and date-basis choices alone do not). */
export function isFilterActive(filters: SlotFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.dateFrom || filters.dateTo || filters.hideExpired);
}

export function listQueryOf(filters: SlotFilters, page: number, limit: number): SlotListQuery {
  return { ...filters, search: filters.search.trim(), page, limit };
}

/** "총 N개 중 a-b": the 1-based range of rows on `page`. */
export function pageRange(page: number, limit: number, total: number, shown: number): { from: number; to: number } {
  if (total === 0 || shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1 };
}

/** The per-user localStorage key of the page size. */
export function pageSizeStorageKey(userId: number | string): string {
  return `slotsPageSize:${userId}`;
}

export function isPageSize(value: number): boolean {
  return (SLOT_PAGE_SIZES as readonly number[]).includes(value);
}

export function readPageSize(userId: number | string): number {
  try {
    const stored = Number(localStorage.getItem(pageSizeStorageKey(userId)));
    return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

export function writePageSize(userId: number | string, size: number): void {
  try {
    localStorage.setItem(pageSizeStorageKey(userId), String(size));
  } catch {
    // Private mode or a full quota: the choice just is not remembered.
  }
}
