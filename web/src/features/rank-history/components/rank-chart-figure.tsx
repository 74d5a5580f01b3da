import { lazy, Suspense } from "react";
import { Loading } from "@/components/loading";
import { NoRankState } from "@/components/slots/no-rank-state";
import type { RankHistoryItem } from "@/features/rank-history/api";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { chartPoints, periodMark, rankAxis } from "@/features/rank-history/rank-history";

/** recharts is only needed here, so it loads with the first chart instead of with the app. */
const RankHistoryChart = lazy(() =>
  import("@/features/rank-history/components/rank-history-chart").then((module) => ({ default: module.RankHistoryChart })),
);

interface RankChartFigureProps {
  items: RankHistoryItem[];
  period: { startDate?: string | null; endDate?: string | null };
}

/**
 * The daily ranks as a chart (its axis fitted to the ranks, the slot's period shaded and captioned),
 * or, without a ranked day, the one empty state saying why in its place. The rank-history modal and
 * the market view's effect section show it.
 */
export function RankChartFigure({ items, period }: RankChartFigureProps) {
  const points = chartPoints(items);
  const axis = rankAxis(points.map((point) => point.rank));
  const mark = periodMark(points, period);
  // The callers show their own reason first (they know the slot); this is the days' own.
  if (!axis) return <NoRankState reason={items.length > 0 ? "notFound" : "noneInRange"} />;
  return (
    <figure className="rank-chart" aria-label={rankHistoryMessages.chart}>
      <Suspense fallback={<Loading />}>
        <RankHistoryChart points={points} axis={axis} period={mark} />
      </Suspense>
      {mark && period.startDate && period.endDate && (
        <figcaption className="rank-chart-caption">
          <span className="rank-chart-period-swatch" aria-hidden="true" />
          {rankHistoryMessages.period(period.startDate, period.endDate)}
        </figcaption>
      )}
    </figure>
  );
}
