import type { ReactNode } from "react";
import { Loading } from "@/components/loading";
import { PanelHeader } from "@/components/panel-header";
import { NoRankState } from "@/components/slots/no-rank-state";
import { RankChangeMark } from "@/components/slots/rank-change-mark";
import { MarketFigure } from "@/features/market/components/market-figure";
import { effectChange, effectFigures, type EffectFigure } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { SlotMarket } from "@/features/market/types";
import { formatMonthDay } from "@/lib/format";
import type { NoRankReason } from "@/lib/slots/format";

const figureOf = (figure: EffectFigure) => <MarketFigure key={figure.key} name={figure.key} label={figure.label} value={figure.value} detail={figure.detail} />;

/**
 * The effect of the slot: the rank on the slot's first day (first_rank), today's, the best, the
 * change since the start in one phrase (red for a climb, blue for a fall) and the days in the top
 * 10/40/100, beside the rank chart with the slot's period marked (`chart`, the rank-history
 * feature's, given by the route page). A slot without any rank in its period shows, instead of
 * figures of "-" and an empty chart, one empty state saying why (`noRank`; `null` while the reason
 * is still being read).
 */
export function EffectSection({ view, chart, noRank }: { view: SlotMarket; chart: ReactNode; noRank?: NoRankReason | null }) {
  const { startDate, endDate } = view.period;
  const { firstDay, lastDay } = view.effect;
  const figures = effectFigures(view.effect);
  return (
    <section className="panel market-section" aria-labelledby="market-effect-title" data-testid="market-effect">
      <PanelHeader
        titleId="market-effect-title"
        title={m.effect.title}
        description={startDate && endDate ? m.effect.description(startDate, endDate) : m.effect.noPeriod}
      />
      {noRank === null ? (
        <Loading />
      ) : noRank ? (
        <NoRankState reason={noRank} />
      ) : (
        <div className="market-effect">
          <dl className="market-figures" aria-label={m.effect.figures}>
            {figures.slice(0, 3).map(figureOf)}
            <MarketFigure
              name="change"
              label={m.effect.change}
              value={<RankChangeMark change={effectChange(view.effect.change)} worded />}
              detail={firstDay && lastDay ? m.movers.span(formatMonthDay(firstDay), formatMonthDay(lastDay)) : null}
            />
            {figures.slice(3).map(figureOf)}
          </dl>
          <div className="market-effect-chart">{chart}</div>
        </div>
      )}
    </section>
  );
}
