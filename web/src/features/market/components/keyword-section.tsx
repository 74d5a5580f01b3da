import { lazy, Suspense, useState, type ReactNode } from "react";
import { DataTable, type Column } from "@/components/data-table";
import { EmptyState } from "@/components/empty-state";
import { Loading } from "@/components/loading";
import { LoadError } from "@/components/load-error";
import { PanelHeader } from "@/components/panel-header";
import { PhoneShowMore } from "@/components/phone-show-more";
import { useKeywordMarket, type MarketRange } from "@/features/market/api";
import type { KeywordChartMode } from "@/features/market/components/keyword-chart";
import { MarketFigure } from "@/features/market/components/market-figure";
import { ProductName } from "@/features/market/components/product-marks";
import { Segmented } from "@/components/segmented";
import { entrantsInRange, latestDay, priceBandText, rankText, shareText } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { AvailableDays, Entrant, KeywordMarketView, ShelfProduct } from "@/features/market/types";
import { formatMonthDay } from "@/lib/format";
import { commonMessages } from "@/lib/messages";
import { addDays } from "@/lib/slots/format";

/** recharts is only needed here, so it loads with the first chart instead of with the app. */
const KeywordChart = lazy(() => import("@/features/market/components/keyword-chart").then((module) => ({ default: module.KeywordChart })));

const k = m.keyword;
/** "Show the days that have data": this many days ending at the last snapshot (the api's default). */
const AVAILABLE_DAYS = 30;
const CHART_MODES: readonly KeywordChartMode[] = ["places", "price", "share"];
const CHART_TITLES: Record<KeywordChartMode, string> = { places: k.chartPlaces, price: k.chartPrice, share: k.chartShare };

/** The date range control of the section (the rank-history modal's, given by the route page). */
export type RenderRangeControl = (range: MarketRange, onChange: (range: MarketRange) => void) => ReactNode;

/**
 * A figure's column in the half-width tables: narrow, its header may take two lines, so the product
 * column takes the rest and a long name is cut with an ellipsis (its title the whole name).
 */
const FIGURE = { className: "market-figure-cell", headerClassName: "market-figure-cell" } as const;

const SHELF_COLUMNS: Array<Column<ShelfProduct>> = [
  { header: k.shelfColumnProduct, cell: (row) => <ProductName product={row} />, className: "market-product-cell", phone: "title" },
  { header: k.shelfColumnDays, cell: (row) => m.effect.days(row.daysInTop10), ...FIGURE },
  { header: k.shelfColumnBest, cell: (row) => rankText(row.bestPlace), ...FIGURE },
  { header: k.shelfColumnLast, cell: (row) => rankText(row.lastPlace), ...FIGURE },
];

const ENTRANT_COLUMNS: Array<Column<Entrant>> = [
  { header: k.shelfColumnProduct, cell: (row) => <ProductName product={row} />, className: "market-product-cell", phone: "title" },
  { header: k.entrantsColumnDay, cell: (row) => formatMonthDay(row.day), ...FIGURE },
  { header: k.entrantsColumnPlace, cell: (row) => rankText(row.place), ...FIGURE },
];

/** The last `AVAILABLE_DAYS` days that have data. */
function availableRange(available: AvailableDays): MarketRange | null {
  if (!available.first || !available.last) return null;
  const start = addDays(available.last, -(AVAILABLE_DAYS - 1));
  return { startDate: start < available.first ? available.first : start, endDate: available.last };
}

function Figures({ data }: { data: KeywordMarketView }) {
  const day = latestDay(data.days);
  if (!day) return null;
  const share = shareText(day.firstPage);
  const band = priceBandText(day.firstPage);
  const entrants = entrantsInRange(data.days);
  return (
    <dl className="market-figures market-keyword-figures" aria-label={k.figures}>
      <MarketFigure name="share" label={k.share} value={share?.percent ?? commonMessages.empty} detail={share?.places} />
      <MarketFigure name="priceBand" label={k.priceBand} value={band?.band ?? commonMessages.empty} detail={band?.median} small />
      <MarketFigure name="ads" label={k.ads} value={k.count(day.firstPage.ads)} detail={k.adsValue(day.firstPage.ads, day.ads)} />
      <MarketFigure name="newEntrants" label={k.newEntrants} value={k.count(entrants)} detail={k.inRange} />
    </dl>
  );
}

function Body({ data, onRange }: { data: KeywordMarketView; onRange: (range: MarketRange) => void }) {
  const [mode, setMode] = useState<KeywordChartMode>("places");
  const shown = availableRange(data.available);
  if (!shown) return <EmptyState title={m.noMarketYet} hint={m.noMarketYetHint} />;
  if (data.days.length === 0) {
    return (
      <EmptyState
        title={m.outsideRange}
        hint={m.availableRange(data.available.first ?? "", data.available.last ?? "")}
        action={{ label: m.showAvailable, onClick: () => onRange(shown) }}
      />
    );
  }
  const day = latestDay(data.days);
  return (
    <>
      {day && <p className="market-span">{k.latestDay(formatMonthDay(day.day))}</p>}
      <Figures data={data} />
      <div className="market-keyword-chart-head">
        <h3 className="market-subtitle">{CHART_TITLES[mode]}</h3>
        <Segmented options={CHART_MODES} selected={mode} label={k.chartMode} text={(option) => CHART_TITLES[option]} onSelect={setMode} />
      </div>
      {mode === "places" && day && <p className="market-note market-chart-hint">{k.chartPlacesHint(formatMonthDay(day.day))}</p>}
      <figure className="market-chart" aria-label={k.chart}>
        <Suspense fallback={<Loading />}>
          <KeywordChart days={data.days} shelf={data.shelf} mode={mode} />
        </Suspense>
      </figure>
      <div className="market-keyword-lists">
        <div>
          <h3 className="market-subtitle">{k.shelf}</h3>
          <PhoneShowMore items={data.shelf} controls="market-shelf">
            {(shown) => (
              <div id="market-shelf">
                <DataTable columns={SHELF_COLUMNS} rows={shown} rowKey={(row) => row.productId} caption={k.shelf} className="market-table market-table-fit" stack
                  rowProps={(row) => (row.thisSlot ? { className: "market-row-own" } : {})} />
              </div>
            )}
          </PhoneShowMore>
        </div>
        <div>
          <h3 className="market-subtitle">{k.entrants}</h3>
          {data.entrants.length === 0 ? (
            <p className="market-note">{k.noEntrants}</p>
          ) : (
            <PhoneShowMore items={data.entrants} controls="market-entrants">
              {(shown) => (
                <div id="market-entrants">
                  <DataTable columns={ENTRANT_COLUMNS} rows={shown} rowKey={(row) => `${row.productId}-${row.day}`} caption={k.entrants} className="market-table market-table-fit" stack />
                </div>
              )}
            </PhoneShowMore>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * The keyword: over a date range (the api's 30 days ending at the latest snapshot until one is chosen),
 * the latest first page (the advertiser's share, its price band, its ads), new entrants, a chart of
 * the top 10's places or the price band over the days, who held the shelf and who entered. Without
 * any snapshot, and for a range outside the data (with the range that exists and a button to it),
 * an empty state; a refused range (over a year) shows the api's message.
 */
export function KeywordSection({ slotId, keyword, renderRangeControl }: { slotId: number; keyword: string; renderRangeControl: RenderRangeControl }) {
  const [range, setRange] = useState<MarketRange | null>(null);
  const market = useKeywordMarket(slotId, range);
  const data = market.data;
  const shown = range ?? (data ? { startDate: data.startDate, endDate: data.endDate } : null);
  let content: ReactNode;
  if (market.error) content = <LoadError error={market.error} fallback={k.loadFailed} onRetry={() => market.mutate()} />;
  else if (!data) content = <Loading label={k.loading} />;
  else content = <Body data={data} onRange={setRange} />;
  return (
    <section className="panel market-section" aria-labelledby="market-keyword-title" data-testid="market-keyword" aria-busy={market.isValidating}>
      <PanelHeader titleId="market-keyword-title" title={k.title} description={k.description(keyword)} />
      {shown && <div className="market-keyword-toolbar">{renderRangeControl(shown, setRange)}</div>}
      {content}
    </section>
  );
}
