import { lazy, Suspense } from "react";
import { Loading } from "@/components/loading";
import type { RankHistoryItem } from "@/features/rank-history/api";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { chartPoints, periodMark, rankAxis } from "@/features/rank-history/rank-history";

/** recharts is only needed here, so it loads with the first chart instead of with the app. */
const RankHistoryChart = lazy(() =>
  import("@/features/rank-history/components/rank-history-chart").then((module) => ({ default: module.RankHistoryChart })),
);

/**
 * The daily ranks as a chart (its axis fitted to the ranks, the slot's period shaded and captioned),
 * or, without a ranked day, the empty state in its place. The rank-history modal and the market
 * view's effect section show it.
 */
export function RankChartFigure({ items, period }: { items: RankHistoryItem[]; period: { startDate?: string | null; endDate?: string | null } }) {
  const points = chartPoints(items);
  const axis = rankAxis(points.map((point) => point.rank));
  const mark = periodMark(points, period);
  if (!axis) {
    return (
      <div className="empty-state rank-history-empty" role="status">
        <p className="empty-state-title">{rankHistoryMessages.noRankYet}</p>
        <p>{items.length > 0 ? rankHistoryMessages.unrankedHint : rankHistoryMessages.noRankYetHint}</p>
      </div>
    );
  }
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
