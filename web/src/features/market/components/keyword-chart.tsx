import type { ReactNode } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { bumpProducts, keywordPoints, productName, shelfSeries } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { KeywordDay, ShelfProduct } from "@/features/market/types";
import { cutText, formatDayLabel, formatMonthDay, formatWon } from "@/lib/format";
import { usePhone } from "@/hooks/use-phone";
import { rankDisplay } from "@/lib/slots/format";

const CHART_HEIGHT = 240;
/** Used until the container is measured, and for good where there is no ResizeObserver (jsdom). */
const INITIAL_SIZE = { width: 640, height: CHART_HEIGHT };
const TICK = { fontSize: 12 };
const MARGIN = { top: 12, right: 16, bottom: 4, left: 0 };
/** The bump chart: a row per place, room at the right for the names at the lines' ends. */
const BUMP_HEIGHT = 300;
const BUMP_MARGIN = { top: 12, right: 112, bottom: 4, left: 0 };
/** On a phone the names are shorter, so the lines keep most of the width. */
const BUMP_MARGIN_PHONE = { ...BUMP_MARGIN, right: 76 };
const PLACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** A name at a line's end is cut to this many characters. */
const LABEL_NAME = 9;
const LABEL_NAME_PHONE = 6;
/**
 * Line colours of the top 10, none of them the red and blue that mean up and down; the slot's own
 * product is always the primary colour.
 */
const COLOURS = ["#64748b", "#f59e0b", "#10b981", "#8b5cf6", "#ec4899", "#0d9488", "#a16207", "#65a30d", "#0891b2", "#9333ea"];

export type KeywordChartMode = "places" | "price" | "share";

/** The day a tooltip is of, with its weekday (formatDayLabel). */
const dayLabel = (label: unknown) => formatDayLabel(String(label));

/** Prices on the axis and in the tooltip: whole won. */
const wonTick = (value: unknown) => (typeof value === "number" ? formatWon(value) : "");

/** A line chart over the days (each point's `day` on the X axis) with its grid and legend; `children` are its Y axis, tooltip and lines. */
function DayChart({ data, children }: { data: object[]; children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
      <LineChart data={data} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={(day: string) => formatMonthDay(day)} tick={TICK} minTickGap={12} />
        {children}
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * The keyword over the days: the top 10's places as a bump chart (`BumpChart`), the first page's price band (lowest,
 * median, highest), or the first page's places held by the advertiser's slots beside its ad count.
 * Loaded lazily, so recharts stays out of the main bundle.
 */
export function KeywordChart({ days, shelf, mode }: { days: KeywordDay[]; shelf: ShelfProduct[]; mode: KeywordChartMode }) {
  if (mode === "share") {
    return (
      <DayChart data={keywordPoints(days)}>
        <YAxis allowDecimals={false} tick={TICK} width={44} />
        <Tooltip labelFormatter={dayLabel} />
        <Line dataKey="own" name={m.keyword.seriesOwn} stroke="var(--color-primary)" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
        <Line dataKey="ads" name={m.keyword.seriesAds} stroke="#f59e0b" dot={{ r: 2 }} isAnimationActive={false} />
      </DayChart>
    );
  }
  if (mode === "price") {
    return (
      <DayChart data={keywordPoints(days)}>
        <YAxis tickFormatter={wonTick} tick={TICK} width={76} />
        <Tooltip formatter={(value) => wonTick(value)} labelFormatter={dayLabel} />
        <Line dataKey="priceMax" name={m.keyword.seriesMax} stroke="#94a3b8" dot={false} isAnimationActive={false} connectNulls={false} />
        <Line dataKey="priceMedian" name={m.keyword.seriesMedian} stroke="var(--color-primary)" strokeWidth={2} dot={false} isAnimationActive={false} connectNulls={false} />
        <Line dataKey="priceMin" name={m.keyword.seriesMin} stroke="#10b981" dot={false} isAnimationActive={false} connectNulls={false} />
      </DayChart>
    );
  }
  return <BumpChart days={days} shelf={shelf} />;
}

/** The name at a line's right end: the product's short name, in its line's colour. */
function EndLabel({ x, y, text, colour, own }: { x: number; y: number; text: string; colour: string; own: boolean }) {
  return (
    <text x={x + 8} y={y} dy={4} fontSize={11} fontWeight={own ? 700 : 400} fill={colour} className="market-bump-label">
      {text}
    </text>
  );
}

/**
 * The top 10 as a bump chart: one line per product of the latest day's top 10 (and the slot's own
 * product if it was there earlier), its place each day on a reversed axis (first place on top), its short name
 * at the line's right end, so each line says whose it is without a legend.
 */
function BumpChart({ days, shelf }: { days: KeywordDay[]; shelf: ShelfProduct[] }) {
  const phone = usePhone();
  const products = bumpProducts(days, shelf);
  const data = shelfSeries(days, products.map((product) => product.productId));
  return (
    <ResponsiveContainer width="100%" height={BUMP_HEIGHT} initialDimension={{ width: INITIAL_SIZE.width, height: BUMP_HEIGHT }}>
      <LineChart data={data} margin={phone ? BUMP_MARGIN_PHONE : BUMP_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(day: string) => formatMonthDay(day)} tick={TICK} minTickGap={12} />
        <YAxis reversed domain={[1, 10]} ticks={PLACES} interval={0} allowDataOverflow padding={{ top: 6, bottom: 6 }} tickFormatter={(value: number) => rankDisplay(value).text} tick={TICK} width={40} />
        <Tooltip formatter={(value) => (typeof value === "number" ? rankDisplay(value).text : "")} labelFormatter={dayLabel} itemSorter={(item) => Number(item.value)} />
        {products.map((product, index) => {
          const key = `p${product.productId}`;
          const colour = product.thisSlot ? "var(--color-primary)" : COLOURS[index % COLOURS.length];
          // The line's right end: its last day in the top 10.
          const end = data.reduce((last, point, at) => (point[key] !== null ? at : last), -1);
          const text = cutText(productName(product), phone ? LABEL_NAME_PHONE : LABEL_NAME);
          return (
            <Line
              key={product.productId}
              dataKey={key}
              name={productName(product)}
              stroke={colour}
              strokeWidth={product.thisSlot ? 3 : 1.5}
              dot={{ r: 2.5 }}
              connectNulls={false}
              isAnimationActive={false}
              label={(props: { x?: number | string; y?: number | string; index?: number }) =>
                props.index === end ? <EndLabel x={Number(props.x)} y={Number(props.y)} text={text} colour={colour} own={product.thisSlot} /> : <g />
              }
            />
          );
        })}
      </LineChart>
    </ResponsiveContainer>
  );
}
