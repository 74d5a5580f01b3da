/** GET /api/slots/{id}/rank-history (api contract: docs/api-slots.md): one slot's daily ranks. */
import useSWR from "swr";

/** One KST day of GET /api/slots/{id}/rank-history; 0 (or above 500) in a rank means "no rank". */
export interface RankHistoryItem {
  /** KST date YYYY-MM-DD. */
  date: string;
  rank: number;
  /** Best (smallest) rank measured that day. */
  minRank: number;
  /** Worst (largest) rank measured that day. */
  maxRank: number;
  avgRank: number;
  /** The day before's rank; change = prevRank - rank. null when there was none. */
  prevRank: number | null;
}

/** An inclusive range of KST dates YYYY-MM-DD. */
export interface RankHistoryRange {
  startDate: string;
  endDate: string;
}

export interface RankHistory {
  /** Oldest first. */
  items: RankHistoryItem[];
  dateRange: RankHistoryRange;
}

export const rankHistoryKeys = {
  slot: (id: number, range: RankHistoryRange): string =>
    `/api/slots/${id}/rank-history?${new URLSearchParams({ startDate: range.startDate, endDate: range.endDate }).toString()}`,
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
