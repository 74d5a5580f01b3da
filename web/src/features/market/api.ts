/** GET /api/slots/{id}/market and /market/keyword (issue 29, docs/api-slots.md): the market around a slot. */
import useSWR from "swr";
import type { KeywordMarketView, SlotMarket } from "@/features/market/types";

/** An inclusive range of KST dates YYYY-MM-DD. */
export interface MarketRange {
  startDate: string;
  endDate: string;
}

export const marketKeys = {
  slot: (id: number): string => `/api/slots/${id}/market`,
  /** Without a range the api answers the 30 days ending at the latest snapshot. */
  keyword: (id: number, range: MarketRange | null): string =>
    range
      ? `/api/slots/${id}/market/keyword?${new URLSearchParams({ startDate: range.startDate, endDate: range.endDate }).toString()}`
      : `/api/slots/${id}/market/keyword`,
};

/** The slot's effect, neighbourhood and movers. */
export function useSlotMarket(slotId: number) {
  return useSWR<SlotMarket>(marketKeys.slot(slotId), { revalidateOnFocus: false });
}

/** The keyword over `range` (null: the api's default); the previous range stays on screen while the next loads. */
export function useKeywordMarket(slotId: number, range: MarketRange | null) {
  return useSWR<KeywordMarketView>(marketKeys.keyword(slotId, range), { keepPreviousData: true, revalidateOnFocus: false });
}
