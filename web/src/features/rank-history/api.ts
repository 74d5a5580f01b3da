/** GET /api/slots/{id}/rank-history (api contract: docs/api-slots.md): one slot's daily ranks. */
import useSWR from "swr";
import type { components } from "@/lib/api-types";
import type { ExportFormat } from "@/lib/download";

/**
 * One KST day (YYYY-MM-DD) of GET /api/slots/{id}/rank-history; 0 (or above 500) in a rank means
 * "no rank". `minRank`/`maxRank` are the best and worst measured that day; `prevRank` is the day
 * before's (change = prevRank - rank), null when there was none.
 */
export type RankHistoryItem = components["schemas"]["RankDayView"];

/** An inclusive range of KST dates YYYY-MM-DD. */
export type RankHistoryRange = components["schemas"]["DateRangeView"];

/** The days, oldest first, and the range used. */
export type RankHistory = components["schemas"]["RankHistoryView"];

export const rankHistoryKeys = {
  slot: (id: number, range: RankHistoryRange): string =>
    `/api/slots/${id}/rank-history?${new URLSearchParams({ startDate: range.startDate, endDate: range.endDate }).toString()}`,
  /** The whole rank history of a slot as .xlsx or .csv (docs/api-bulk-registration.md). */
  export: (id: number, format: ExportFormat): string => `/api/slots/${id}/rank-history/export?format=${format}`,
};

/**
 * Daily ranks of one slot over `range` (both ends inclusive); `null` fetches nothing (an invalid range).
 * The previous range stays on screen while the next loads.
 */
export function useRankHistory(slotId: number, range: RankHistoryRange | null) {
  return useSWR<RankHistory>(range ? rankHistoryKeys.slot(slotId, range) : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
