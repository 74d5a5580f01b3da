import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { Loading } from "@/components/loading";
import { LoadError } from "@/components/load-error";
import { SlotMarketScreen } from "@/features/market/components/slot-market-screen";
import { marketMessages } from "@/features/market/messages";
import type { SlotMarket as MarketView } from "@/features/market/types";
import { useRankHistory } from "@/features/rank-history/api";
import { RankChartFigure } from "@/features/rank-history/components/rank-chart-figure";
import { RankRangeControl } from "@/features/rank-history/components/rank-range-control";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { DEFAULT_RANGE_DAYS, lastDaysRange } from "@/features/rank-history/rank-history";
import { isStaff } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { addDays, kstToday } from "@/lib/slots/format";

/** Days of rank history shown before the slot's start, so the chart shows where it started from. */
const DAYS_BEFORE_START = 7;

/** The rank chart of the effect section: the slot's period (and a week before it) up to today. */
function EffectChart({ view, today }: { view: MarketView; today: string }) {
  const { startDate, endDate } = view.period;
  const range = startDate
    ? { startDate: addDays(startDate, -DAYS_BEFORE_START), endDate: endDate && endDate < today ? endDate : today }
    : lastDaysRange(DEFAULT_RANGE_DAYS, today);
  const history = useRankHistory(view.slotId, range.startDate <= range.endDate ? range : null);
  if (history.error) return <LoadError error={history.error} fallback={rankHistoryMessages.loadFailed} onRetry={() => history.mutate()} />;
  if (!history.data) return <Loading />;
  return <RankChartFigure items={history.data.items} period={view.period} />;
}

/**
 * /slots/:id/market and /admin/slots/:id/market (issue 29): the market view of one slot, composed
 * of the market feature and the rank-history feature's chart and range control.
 */
export function SlotMarketRoute() {
  const { id } = useParams();
  const { user } = useSession();
  const today = useMemo(() => kstToday(), []);
  const slotId = Number(id);
  if (!user) return null;
  if (!Number.isInteger(slotId) || slotId <= 0) return <EmptyState title={marketMessages.invalidSlot} />;
  return (
    <SlotMarketScreen
      key={slotId}
      slotId={slotId}
      backTo={isStaff(user.role) ? "/admin/slots" : "/slots"}
      renderEffectChart={(view) => <EffectChart view={view} today={today} />}
      renderRangeControl={(range, onChange) => <RankRangeControl range={range} today={today} onChange={onChange} />}
    />
  );
}
