import { CartesianGrid, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { monthDay, type PeriodMark, type RankAxis, type RankChartPoint } from "@/features/rank-history/rank-history";
import { rankDisplay } from "@/lib/slots/format";

const CHART_HEIGHT = 260;
/** Used until the container is measured, and for good where there is no ResizeObserver (jsdom). */
const INITIAL_SIZE = { width: 640, height: CHART_HEIGHT };
const TICK = { fontSize: 12 };
/** The period's start and end labels (right of the start's line, left of the end's). */
const PERIOD_LABEL = { fontSize: 11, fontWeight: 600, fill: "var(--color-primary-text)" };

/** One end of the slot's period: a dashed line on that day, labelled inside the shaded days. */
function periodLine(date: string, label: string, position: "insideTopLeft" | "insideTopRight") {
  return (
    <ReferenceLine
      key={label}
      x={date}
      stroke="var(--color-primary)"
      strokeDasharray="4 3"
      label={{ ...PERIOD_LABEL, value: label, position }}
    />
  );
}

/** A rank as the axis and the tooltip read it (`rankDisplay`): the place, or "no rank" for a day without one. */
function rankText(value: unknown): string {
  return rankDisplay(typeof value === "number" ? value : 0).text;
}

/**
 * Daily rank as a line, place 1 at the top (reversed Y axis) and the axis fitted to the ranks shown
 * (`rankAxis`), its ticks read as ranks. A day without a rank is a gap in the line, not a point at 0.
 * The slot's period is shaded, its start and end drawn as labelled lines where they fall on the
 * chart. Loaded lazily by the modal, so recharts stays out of the main bundle; the modal owns the
 * labelled figure around it and the empty state when no day has a rank.
 */
export function RankHistoryChart({ points, axis, period }: { points: RankChartPoint[]; axis: RankAxis; period: PeriodMark | null }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
      <LineChart data={points} margin={{ top: 16, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {period && (
          <ReferenceArea x1={period.from} x2={period.to} fill="var(--color-primary-soft)" fillOpacity={1} ifOverflow="hidden" />
        )}
        {period?.startsHere && periodLine(period.from, rankHistoryMessages.periodStart, "insideTopLeft")}
        {period?.endsHere && periodLine(period.to, rankHistoryMessages.periodEnd, "insideTopRight")}
        <XAxis dataKey="date" tickFormatter={monthDay} tick={TICK} minTickGap={12} />
        <YAxis
          reversed
          domain={axis.domain}
          ticks={axis.ticks}
          interval={0}
          allowDataOverflow
          tickFormatter={rankText}
          tick={TICK}
          width={52}
        />
        <Tooltip
          separator=": "
          formatter={(value) => [rankText(value), rankHistoryMessages.chartSeries]}
          labelFormatter={(label) => String(label)}
        />
        <Line
          type="monotone"
          dataKey="rank"
          name={rankHistoryMessages.chartSeries}
          stroke="var(--color-primary)"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
