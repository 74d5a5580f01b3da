/**
 * The issue history's pure rules: the filters as they live in the address, the period as a
 * `dateFrom`, the memo preview, and the words of a bulk extension's result (spec part 2 §2, §8, §9).
 */
import { historyMessages as m } from "@/features/allocation-history/messages";
import { apiParameters } from "@/lib/api-parameters";
import { cutText } from "@/lib/format";
import { addDays } from "@/lib/slots/format";

export const PERIODS = ["all", "today", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SORT_KEYS = apiParameters["/api/slots/allocation-history"].sortBy;
export type SortKey = (typeof SORT_KEYS)[number];
/** Memo preview length in the table (spec part 2 §9). */
export const MEMO_PREVIEW = 20;
/** Failures listed under a bulk extension's result before "외 N개". */
export const FAILURES_LISTED = 10;

export interface HistoryQuery {
  period: Period;
  userSearch: string;
  operatorSearch: string;
  sortBy: SortKey;
  sortOrder: "asc" | "desc";
  page: number;
  limit: number;
}

const oneOf = <T extends string | number>(list: readonly T[], value: T | null | undefined, fallback: T): T =>
  value !== null && value !== undefined && list.includes(value) ? value : fallback;

/** The query from the address (anything unknown falls back to the default). */
export function readQuery(params: URLSearchParams): HistoryQuery {
  const page = Number(params.get("page"));
  return {
    period: oneOf(PERIODS, params.get("period") as Period, "all"),
    userSearch: params.get("userSearch") ?? "",
    operatorSearch: params.get("operatorSearch") ?? "",
    sortBy: oneOf(SORT_KEYS, params.get("sortBy") as SortKey, "createdAt"),
    sortOrder: params.get("sortOrder") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: oneOf(PAGE_SIZES, Number(params.get("limit")) as (typeof PAGE_SIZES)[number], DEFAULT_PAGE_SIZE),
  };
}

/** The address of a query: only what differs from the defaults. */
export function writeQuery(q: HistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.period !== "all") params.set("period", q.period);
  if (q.userSearch) params.set("userSearch", q.userSearch);
  if (q.operatorSearch) params.set("operatorSearch", q.operatorSearch);
  if (q.sortBy !== "createdAt") params.set("sortBy", q.sortBy);
  if (q.sortOrder !== "desc") params.set("sortOrder", q.sortOrder);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(q.limit));
  return params;
}

/** The first KST day a period covers: today, the last 7 days, the last 30 days; null for all. */
export function dateFromFor(period: Period, today: string): string | null {
  switch (period) {
    case "all":
      return null;
    case "today":
      return today;
    case "week":
      return addDays(today, -6);
    case "month":
      return addDays(today, -29);
  }
}

/** Clicking a column: the other direction on the same column, a column's natural first order otherwise. */
export function nextSort(q: HistoryQuery, key: SortKey): Pick<HistoryQuery, "sortBy" | "sortOrder"> {
  if (q.sortBy === key) return { sortBy: key, sortOrder: q.sortOrder === "asc" ? "desc" : "asc" };
  return { sortBy: key, sortOrder: key === "userName" ? "asc" : "desc" };
}

/** The memo as the table shows it: at most 20 characters, then an ellipsis. */
export function memoPreview(memo: string | null | undefined): string {
  if (!memo) return "-";
  return cutText(memo, MEMO_PREVIEW);
}

export interface BatchOutcome {
  extended: number;
  failed: number;
  total: number;
  failures: { slotNumber: number; reason: string }[];
}

/** The result lines of a finished bulk extension (spec part 2 §8 "Extend"). */
export function resultLines(batch: BatchOutcome): { summary: string; failedLine: string | null; failures: string[]; more: string | null } {
  const summary =
    batch.extended === 0
      ? m.extend.noneExtended
      : batch.failed === 0
        ? m.extend.allExtended(batch.extended)
        : m.extend.someExtended(batch.extended, batch.total);
  const listed = batch.failures.slice(0, FAILURES_LISTED).map((f) => m.extend.failure(f.slotNumber, f.reason));
  const unlisted = batch.failed - listed.length;
  return {
    summary,
    failedLine: batch.failed > 0 ? m.extend.failedLine(batch.failed) : null,
    failures: listed,
    more: unlisted > 0 ? m.extend.more(unlisted) : null,
  };
}

/** "a-b" of the rows shown on a page. */
export function shownRange(page: number, limit: number, total: number, rows: number): [number, number] {
  if (total === 0 || rows === 0) return [0, 0];
  const from = (page - 1) * limit + 1;
  return [from, from + rows - 1];
}
