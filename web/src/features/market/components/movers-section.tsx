import { useState } from "react";
import { PanelHeader } from "@/components/panel-header";
import { PhoneShowMore } from "@/components/phone-show-more";
import { ProductName } from "@/features/market/components/product-marks";
import { Segmented } from "@/components/segmented";
import { MOVERS_SPANS, changeChip, moverLists, moverPlaces, myRankLine, type MoversSpan } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { Mover, SlotMarket } from "@/features/market/types";

const v = m.movers;

function MoverItem({ mover }: { mover: Mover }) {
  return (
    <li className="market-mover" data-testid="market-mover">
      <div className="market-mover-head">
        <ProductName product={mover} />
        <span className="market-mover-places">{moverPlaces(mover)}</span>
      </div>
      <ul className="market-chips" aria-label={v.changes}>
        {mover.changes.length === 0 ? (
          <li className="market-chip">{v.noChange}</li>
        ) : (
          mover.changes.map((change, index) => {
            const chip = changeChip(change);
            return (
              <li key={index} className={chip.className} data-direction={chip.direction ?? undefined}>
                {chip.text}
              </li>
            );
          })
        )}
      </ul>
    </li>
  );
}

function MoverList({ id, title, movers, empty, className }: { id: string; title: string; movers: Mover[]; empty: string; className?: string }) {
  return (
    <div className={className ? `market-movers-column ${className}` : "market-movers-column"}>
      <h3 id={id} className="market-subtitle">
        {title}
      </h3>
      {movers.length === 0 ? (
        <p className="market-note">{empty}</p>
      ) : (
        <PhoneShowMore items={movers} controls={`${id}-list`}>
          {(shown) => (
            <ul id={`${id}-list`} className="market-movers" aria-labelledby={id}>
              {shown.map((mover) => (
                <MoverItem key={mover.productId} mover={mover} />
              ))}
            </ul>
          )}
        </PhoneShowMore>
      )}
    </div>
  );
}

/**
 * Who passed me and whom I passed: since yesterday or since the start (a switch), the products
 * that overtook this one and those it overtook, each with its places before → after and what
 * changed for it as short chips. A product that left the results is neither: it is listed apart,
 * as gone from the results, and only when there is one. On a phone each list shows five and a "show more" button.
 */
export function MoversSection({ view }: { view: SlotMarket }) {
  const [span, setSpan] = useState<MoversSpan>("sinceYesterday");
  const movers = view[span];
  const lists = movers ? moverLists(movers) : null;
  return (
    <section className="panel market-section" aria-labelledby="market-movers-title" data-testid="market-movers">
      <PanelHeader titleId="market-movers-title" title={v.title} description={v.description}>
        <Segmented options={MOVERS_SPANS} selected={span} label={v.compare} text={(option) => v[option]} onSelect={setSpan} />
      </PanelHeader>
      {movers && lists ? (
        <>
          <p className="market-span">
            <span>{v.span(movers.from, movers.to)}</span>
            <span className="market-span-rank">{myRankLine(movers)}</span>
          </p>
          <div className="market-movers-grid" key={span}>
            <MoverList id="market-passed" title={v.passed} movers={lists.passed} empty={v.nonePassed} />
            <MoverList id="market-fell-behind" title={v.fellBehind} movers={lists.fellBehind} empty={v.noneFellBehind} />
            {lists.droppedOut.length > 0 && (
              <MoverList id="market-dropped-out" title={v.droppedOut} movers={lists.droppedOut} empty="" className="market-movers-dropped" />
            )}
          </div>
        </>
      ) : (
        <p className="market-note">{v.noComparison}</p>
      )}
    </section>
  );
}
