import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import type { RankChartPoint } from "@/features/rank-history/rank-history";
import { rankDisplay } from "@/lib/slots/format";

const CHART_HEIGHT = 260;
/** Used until the container is measured, and for good where there is no ResizeObserver (jsdom). */
const INITIAL_SIZE = { width: 640, height: CHART_HEIGHT };

/**
 * Daily rank as a line, place 1 at the top (reversed Y axis). A day without a rank is a gap in
 * the line, not a point at 0. Loaded lazily by the modal, so recharts stays
 * out of the main bundle; the modal owns the labelled figure around it.
 */
export function RankHistoryChart({ points }: { points: RankChartPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
      <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis
          reversed
          domain={[1, "dataMax"]}
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          width={44}
        />
        <Tooltip
          formatter={(value) => [rankDisplay(Number(value)).text, rankHistoryMessages.chartSeries]}
          labelFormatter={(_label, payload) => payload?.[0]?.payload?.date ?? _label}
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
