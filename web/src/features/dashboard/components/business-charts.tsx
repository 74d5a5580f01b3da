import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/empty-state";
import { chartHasData, type BusinessChartPoint, type BusinessSeriesKey } from "@/features/dashboard/business";
import { dashboardMessages } from "@/features/dashboard/messages";
import { formatNumber } from "@/lib/format";

const messages = dashboardMessages.business;
const HEIGHT = 220;
/** Used until the container is measured, and for good where there is no ResizeObserver (jsdom). */
const INITIAL_SIZE = { width: 480, height: HEIGHT };
const TICK = { fontSize: 11 };
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

type ChartName = keyof typeof messages.charts;

interface ChartSpec {
  name: ChartName;
  title: string;
  kind: "bar" | "line";
  series: Array<{ key: BusinessSeriesKey; color: string }>;
  /** A value as the tooltip reads it. */
  read: (value: number) => string;
  tick?: (value: number) => string;
  domain?: [number, number];
}

/** Won on the axis: in ten thousands from 10,000 up. */
function wonTick(value: number): string {
  return value >= 10_000 ? messages.tenThousands(formatNumber(Math.round(value / 10_000))) : formatNumber(value);
}

const CHARTS: ChartSpec[] = [
  {
    name: "cash",
    title: messages.charts.cash,
    kind: "bar",
    series: [{ key: "cashCharged", color: "var(--color-primary)" }, { key: "refunded", color: "#f97316" }],
    read: messages.won,
    tick: wonTick,
  },
  {
    name: "slots",
    title: messages.charts.slots,
    kind: "bar",
    series: [{ key: "slotsSold", color: "#10b981" }, { key: "slotsExtended", color: "#6366f1" }],
    read: messages.slots,
  },
  {
    name: "advertisers",
    title: messages.charts.advertisers,
    kind: "line",
    series: [{ key: "activeAdvertisers", color: "var(--color-primary)" }],
    read: messages.advertisers,
  },
  {
    name: "renewal",
    title: messages.charts.renewal,
    kind: "line",
    series: [{ key: "renewal", color: "#0ea5e9" }],
    read: (value) => messages.percent(value.toFixed(1)),
    domain: [0, 100],
  },
];

/**
 * One chart under its title; with nothing to draw over the period (every figure zero, no renewal
 * rate) its place says so, as tall as a chart, instead of an empty frame or a sliver of a bar.
 */
function Chart({ spec, points }: { spec: ChartSpec; points: BusinessChartPoint[] }) {
  const Frame = spec.kind === "bar" ? BarChart : LineChart;
  if (!chartHasData(points, spec.series.map((series) => series.key))) {
    return (
      <figure className="business-chart business-chart-empty" data-chart={spec.name}>
        <figcaption className="business-chart-title">{spec.title}</figcaption>
        <EmptyState title={messages.chartEmpty[spec.name]} hint={messages.chartEmptyHint[spec.name]} />
      </figure>
    );
  }
  return (
    <figure className="business-chart" data-chart={spec.name}>
      <figcaption className="business-chart-title">{spec.title}</figcaption>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <Frame data={points} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={TICK} minTickGap={8} />
          <YAxis
            tick={TICK}
            allowDecimals={false}
            domain={spec.domain}
            tickFormatter={spec.tick ? (value) => spec.tick!(Number(value) || 0) : undefined}
            width={spec.tick ? 48 : 36}
          />
          <Tooltip formatter={(value) => spec.read(Number(value) || 0)} />
          {spec.series.length > 1 && (
            <Legend wrapperStyle={TICK} itemSorter={(item) => spec.series.findIndex((s) => s.key === item.dataKey)} />
          )}
          {spec.series.map(({ key, color }) =>
            spec.kind === "bar" ? (
              <Bar key={key} dataKey={key} name={messages.series[key]} fill={color} isAnimationActive={false} />
            ) : (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={messages.series[key]}
                stroke={color}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ),
          )}
        </Frame>
      </ResponsiveContainer>
    </figure>
  );
}

/**
 * The four charts of the business section: cash charged and refunds (won), slots sold and
 * extended, active advertisers, the renewal rate (%; a period where nothing ended is a gap). A
 * chart with nothing in the period says so in its place.
 * Loaded lazily by the section, so recharts stays out of the main bundle.
 */
export function BusinessCharts({ points }: { points: BusinessChartPoint[] }) {
  return (
    <div className="business-charts" role="group" aria-label={messages.chartsLabel}>
      {CHARTS.map((spec) => (
        <Chart key={spec.title} spec={spec} points={points} />
      ))}
    </div>
  );
}
