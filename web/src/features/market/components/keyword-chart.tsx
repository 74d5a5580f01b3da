import type { ReactNode } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { keywordPoints, productName, shelfSeries } from "@/features/market/market";
import { marketMessages as m } from "@/features/market/messages";
import type { KeywordDay, ShelfProduct } from "@/features/market/types";
import { cutText, formatDayLabel, formatMonthDay, formatWon } from "@/lib/format";
import { rankDisplay } from "@/lib/slots/format";

const CHART_HEIGHT = 240;
/** Used until the container is measured, and for good where there is no ResizeObserver (jsdom). */
const INITIAL_SIZE = { width: 640, height: CHART_HEIGHT };
const TICK = { fontSize: 12 };
/** A product name in the legend is cut to this many characters. */
const LEGEND_NAME = 14;
const MARGIN = { top: 12, right: 16, bottom: 4, left: 0 };
/** Shelf products drawn as lines: the first of `shelf` (most days in the top 10). */
export const CHART_PRODUCTS = 5;
/** Line colours of the shelf products; the slot's own product is always the primary colour. */
const COLOURS = ["#64748b", "#f59e0b", "#10b981", "#8b5cf6", "#ec4899"];

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
 * The keyword over the days: the top 10's places of the products that held the shelf longest (the
 * slot's own product in the primary colour, first place on top), the first page's price band (lowest,
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
  const products = shelf.slice(0, CHART_PRODUCTS);
  const own = shelf.find((product) => product.thisSlot);
  if (own && !products.includes(own)) products.push(own);
  return (
    <DayChart data={shelfSeries(days, products.map((product) => product.productId))}>
      <YAxis reversed domain={[1, 10]} ticks={[1, 3, 5, 7, 10]} allowDataOverflow tickFormatter={(value: number) => rankDisplay(value).text} tick={TICK} width={44} />
      <Tooltip formatter={(value) => (typeof value === "number" ? rankDisplay(value).text : "")} labelFormatter={dayLabel} />
      {products.map((product, index) => (
        <Line
          key={product.productId}
          dataKey={`p${product.productId}`}
          name={cutText(productName(product), LEGEND_NAME)}
          stroke={product.thisSlot ? "var(--color-primary)" : COLOURS[index % COLOURS.length]}
          strokeWidth={product.thisSlot ? 3 : 1.5}
          dot={{ r: 2 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </DayChart>
  );
}
