import { useState } from "react";
import { DataTable, type Column } from "@/components/data-table";
import { PanelHeader } from "@/components/panel-header";
import { ProductName } from "@/features/market/components/product-marks";
import { Segmented } from "@/components/segmented";
import { priceText, rankText, ratingText, reviewsText } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { Neighbour, Neighbourhood, SlotMarket } from "@/features/market/types";

const n = m.neighbourhood;

function Price({ product }: { product: Neighbour }) {
  const price = priceText(product);
  return (
    <span className="market-price">
      <span className="market-price-sale">{price.sale}</span>
      {price.list && (
        <s className="market-price-list">
          <span className="visually-hidden">{n.listPrice} </span>
          {price.list}
        </s>
      )}
      {price.discount && <span className="market-price-discount">{price.discount}</span>}
    </span>
  );
}

/** On a phone the place heads the card beside the name (its own column is left off the card). */
const COLUMNS: Array<Column<Neighbour>> = [
  { header: n.columnPlace, cell: (row) => rankText(row.place), className: "market-place", phone: "hidden" },
  {
    header: n.columnProduct,
    cell: (row) => (
      <>
        <span className="market-place-inline">{rankText(row.place)}</span>
        <ProductName product={row} />
      </>
    ),
    phone: "title",
  },
  { header: n.columnPrice, cell: (row) => <Price product={row} /> },
  { header: n.columnRating, cell: (row) => n.ratingAndReviews(ratingText(row.ratingTenths), reviewsText(row.reviewCount)) },
];

type Day = "today" | "atStart";
const DAYS: readonly Day[] = ["today", "atStart"];

function DayTable({ label, hood }: { label: string; hood: Neighbourhood | null }) {
  if (!hood) return <p className="market-note">{n.noSnapshot}</p>;
  if (hood.neighbours.length === 0) return <p className="market-note">{n.notFound(hood.day)}</p>;
  return (
    <DataTable
      columns={COLUMNS}
      rows={hood.neighbours}
      rowKey={(row) => `${row.place}-${row.productId}`}
      rowProps={(row) => (row.thisSlot ? { className: "market-row-own", "data-this-slot": "true" } : {})}
      caption={n.dayCaption(label, hood.day)}
      className="market-table"
      wrapperClassName="market-table-wrapper"
      stack
    />
  );
}

/**
 * The neighbourhood: the five places above and below the product, today and on the slot's first snapshot
 * day (a switch), the product itself highlighted; each with its price (sale, struck list price,
 * discount), rating, reviews and marks. On a phone each place is a card (`DataTable` `stack`).
 */
export function NeighbourhoodSection({ view }: { view: SlotMarket }) {
  const [day, setDay] = useState<Day>("today");
  const label = day === "today" ? n.today : n.atStart;
  return (
    <section className="panel market-section" aria-labelledby="market-neighbourhood-title" data-testid="market-neighbourhood">
      <PanelHeader titleId="market-neighbourhood-title" title={n.title} description={n.description}>
        <Segmented options={DAYS} selected={day} label={n.title} text={(option) => (option === "today" ? n.today : n.atStart)} onSelect={setDay} />
      </PanelHeader>
      <DayTable label={label} hood={day === "today" ? view.today : view.atStart} />
    </section>
  );
}
