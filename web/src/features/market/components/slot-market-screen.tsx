import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { Loading } from "@/components/loading";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { useSlotMarket } from "@/features/market/api";
import { EffectSection } from "@/features/market/components/effect-section";
import { KeywordSection, type RenderRangeControl } from "@/features/market/components/keyword-section";
import { MoversSection } from "@/features/market/components/movers-section";
import { NeighbourhoodSection } from "@/features/market/components/neighbourhood-section";
import { marketMessages as m } from "@/features/market/messages";
import type { SlotMarket as MarketView } from "@/features/market/types";
import { useSlot } from "@/lib/slots/api";
import { noRankReason } from "@/lib/slots/format";
import "@/styles/market.css";

export interface SlotMarketScreenProps {
  slotId: number;
  /** The slot list the page came from. */
  backTo: string;
  /** The rank chart with the slot's period marked (the rank-history feature's, from the route page). */
  renderEffectChart: (view: MarketView) => ReactNode;
  renderRangeControl: RenderRangeControl;
}

/**
 * A slot's market (issue 29, GET /api/slots/{id}/market): the effect of the slot beside its rank
 * chart, then, once the keyword has a snapshot, the neighbourhood and who passed whom; the keyword
 * section reads its own call over its own range. Without any snapshot an empty state says why; so
 * does the effect section without any rank in the slot's period.
 */
export function SlotMarketScreen({ slotId, backTo, renderEffectChart, renderRangeControl }: SlotMarketScreenProps) {
  const market = useSlotMarket(slotId);
  const view = market.data;
  // Without a rank in the period, the slot itself says why (not approved yet, not measured yet).
  const noRank = view !== undefined && view.effect.bestRank === null;
  const slot = useSlot(noRank ? slotId : null);
  const back = (
    <Link className="button button-secondary" to={backTo}>
      {m.backToSlots}
    </Link>
  );
  if (market.error) {
    return (
      <>
        <PageHeader title={m.title} actions={back} />
        <LoadError error={market.error} fallback={m.loadFailed} onRetry={() => market.mutate()} />
      </>
    );
  }
  if (!view) {
    return (
      <>
        <PageHeader title={m.title} actions={back} />
        <Loading label={m.loading} />
      </>
    );
  }
  const hasSnapshots = view.available.first !== null;
  // null while the slot is read; a slot that cannot be read still gets the reason its days give.
  const noRankWhy = !noRank ? undefined : slot.data || slot.error ? noRankReason(slot.data ?? {}, view.effect.daysMeasured) : null;
  return (
    <div className="market-page" data-testid="slot-market">
      <PageHeader title={m.title} description={m.description(view.keyword, view.productName)} actions={back} />
      <EffectSection view={view} chart={renderEffectChart(view)} noRank={noRankWhy} />
      {hasSnapshots ? (
        <>
          <NeighbourhoodSection view={view} />
          <MoversSection view={view} />
        </>
      ) : (
        <section className="panel market-section" data-testid="market-empty">
          <EmptyState title={m.noMarketYet} hint={m.noMarketYetHint} />
        </section>
      )}
      {hasSnapshots && <KeywordSection slotId={slotId} keyword={view.keyword} renderRangeControl={renderRangeControl} />}
    </div>
  );
}
