/**
 * What the rank-history modal shows, computed from GET /api/slots/{id}/rank-history (spec part 1 §9):
 * the default and shortcut ranges in KST days, the chart points (a day without a rank is a gap), the
 * daily table rows newest first, the report cards oldest first and the report's summary figures.
 */
import type { RankHistoryItem, RankHistoryRange } from "@/features/rank-history/api";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { formatDayLabel, formatMonthDay } from "@/lib/format";
import { commonMessages } from "@/lib/messages";
import { addDays, isRanked, kstToday, MAX_RANK, rankChange, rankDisplay, type RankChange } from "@/lib/slots/format";

/** The shortcut buttons; the first load shows `DEFAULT_RANGE_DAYS`. */
export const RANGE_SHORTCUTS = [7, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 30;
/** Cards per row of the rank analysis report (spec part 1 §9). */
export const REPORT_COLUMNS = 7;

/** The last `days` KST days ending today (today included), as the api's default. */
export function lastDaysRange(days: number, today: string = kstToday()): RankHistoryRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** True when both ends are dates and the start is not after the end. */
export function isValidRange(range: RankHistoryRange): boolean {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  return pattern.test(range.startDate) && pattern.test(range.endDate) && range.startDate <= range.endDate;
}

/** "11.22": the chart's day label (the app's one format for a day in a series, lib/format.ts). */
export const monthDay = (date: string): string => formatMonthDay(date);

/** "11.22 (일)": the weekday of the KST calendar date. */
export const cardDateLabel = (date: string): string => formatDayLabel(date);

export interface RankChartPoint {
  date: string;
  /** X axis label, "MM.DD". */
  label: string;
  /**
   * null for a day without a rank (0 or above 500) and for a day with no measurement between two
   * measured ones: the line breaks there instead of dropping to 0 or bridging the gap.
   */
  rank: number | null;
}

/** One point per calendar day from the first measured day to the last, oldest first, for the LineChart. */
export function chartPoints(items: RankHistoryItem[]): RankChartPoint[] {
  const byDate = new Map(items.map((item) => [item.date, item]));
  const dates = [...byDate.keys()].sort();
  const points: RankChartPoint[] = [];
  const last = dates.at(-1);
  for (let date = dates[0]; last !== undefined && date <= last; date = addDays(date, 1)) {
    const rank = byDate.get(date)?.rank;
    points.push({ date, label: monthDay(date), rank: isRanked(rank) ? rank : null });
  }
  return points;
}

/** The chart's Y axis: best rank shown at the top, worst at the bottom, and the labelled ticks. */
export interface RankAxis {
  /** [top, bottom]: the axis is reversed, so the smaller rank (the better place) is on top. */
  domain: [number, number];
  ticks: number[];
}

/** Round tick steps; the largest divides 500, so an axis down to 500위 ends on a tick. */
const RANK_TICK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100] as const;
/** The step is the smallest that splits the padded range into at most this many parts. */
const RANK_TICK_PARTS = 5;
/** Room above the best and below the worst rank: this share of their distance, at least 2 places. */
const RANK_AXIS_MARGIN = 0.15;
const RANK_AXIS_MIN_MARGIN = 2;

/**
 * The Y axis fitted to the ranks shown (issue 28): a margin around the best and the worst, clamped to
 * 1..500, widened to round ticks (1, 2, 5, 10, 20, 25, 50 or 100 apart), so a product between 417위
 * and 421위 fills the chart on ticks 414..424 instead of lying flat on an axis from 1 to 421.
 * Near the top the first tick is 1위 (1, 5, 10 … or 1, 3, 5 …). null when no day has a rank.
 */
export function rankAxis(ranks: Array<number | null>): RankAxis | null {
  const ranked = ranks.filter(isRanked);
  if (ranked.length === 0) return null;
  const best = Math.min(...ranked);
  const worst = Math.max(...ranked);
  const margin = Math.max(RANK_AXIS_MIN_MARGIN, Math.ceil((worst - best) * RANK_AXIS_MARGIN));
  const top = Math.max(1, best - margin);
  const bottom = Math.min(MAX_RANK, worst + margin);
  const step = RANK_TICK_STEPS.find((candidate) => candidate * RANK_TICK_PARTS >= bottom - top) ?? MAX_RANK / RANK_TICK_PARTS;
  // Ticks sit on multiples of the step; from 1위 in steps of 2 they sit on odd places (1, 3, 5).
  const anchor = top === 1 && step === 2 ? 1 : 0;
  const first = Math.max(1, anchor + Math.floor((top - anchor) / step) * step);
  const last = Math.min(MAX_RANK, anchor + Math.ceil((bottom - anchor) / step) * step);
  const ticks = [first];
  for (let tick = anchor + (Math.floor((first - anchor) / step) + 1) * step; tick < last; tick += step) ticks.push(tick);
  if (last > first) ticks.push(last);
  return { domain: [first, last], ticks };
}

/** The slot's period as far as the chart shows it: the days to shade and which ends to draw. */
export interface PeriodMark {
  /** First and last charted day inside the period. */
  from: string;
  to: string;
  /** The period starts (ends) on a charted day: a labelled line marks it. */
  startsHere: boolean;
  endsHere: boolean;
}

/** Where the slot's period (its start and end dates) meets the charted days; null when it does not, or is unknown. */
export function periodMark(
  points: RankChartPoint[],
  period: { startDate?: string | null; endDate?: string | null },
): PeriodMark | null {
  const first = points[0]?.date;
  const last = points.at(-1)?.date;
  const { startDate, endDate } = period;
  if (!first || !last || !startDate || !endDate) return null;
  if (endDate < first || startDate > last) return null;
  return {
    from: startDate > first ? startDate : first,
    to: endDate < last ? endDate : last,
    startsHere: startDate >= first,
    endsHere: endDate <= last,
  };
}

/** Change against the day before: prevRank - rank in whole places, only when both are real ranks. */
export function dayChange(item: RankHistoryItem): RankChange | null {
  return rankChange(item.rank, item.prevRank, rankHistoryMessages.sinceDayBefore);
}

/** A min/max figure: "-" without a rank. */
function rankFigure(value: number | null | undefined): string {
  return isRanked(value) ? rankDisplay(value).text : commonMessages.empty;
}

/** The day's average of ranks (an average, so to one decimal): "37.3", or "-". */
function averageFigure(value: number | null | undefined): string {
  return isRanked(value) ? value.toFixed(1) : commonMessages.empty;
}

/**
 * Whether the day's best, worst and average all are its rank (one measurement, or every one the
 * same): the row then shows the rank once, not four times.
 */
export function hasOneRank(item: RankHistoryItem): boolean {
  const same = (value: number | null | undefined) => value === null || value === undefined || value === item.rank;
  return same(item.minRank) && same(item.maxRank) && same(item.avgRank);
}

export interface RankTableRow {
  date: string;
  rank: string;
  /** Blank ("") on a day whose best, worst and average are its rank. */
  best: string;
  worst: string;
  average: string;
  change: RankChange | null;
}

/** The daily table, newest first; a day with one rank shows it once, in the rank column. */
export function tableRows(items: RankHistoryItem[]): RankTableRow[] {
  return [...items]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((item) => {
      const once = hasOneRank(item);
      return {
        date: item.date,
        rank: rankDisplay(item.rank).text,
        best: once ? "" : rankFigure(item.minRank),
        worst: once ? "" : rankFigure(item.maxRank),
        average: once ? "" : averageFigure(item.avgRank),
        change: dayChange(item),
      };
    });
}

/** Whether the table needs its best/worst/average columns: some day's ranks spread. */
export function showsSpread(items: RankHistoryItem[]): boolean {
  return items.some((item) => !hasOneRank(item));
}

export interface RankReportCard {
  date: string;
  /** "11.22 (일)". */
  label: string;
  /** "37위" or "순위 없음". */
  rank: string;
  ranked: boolean;
  change: RankChange | null;
}

/** The report's cards, oldest first, so each row of seven reads as a week. */
export function reportCards(items: RankHistoryItem[]): RankReportCard[] {
  return [...items]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((item) => ({
      date: item.date,
      label: cardDateLabel(item.date),
      rank: rankDisplay(item.rank).text,
      ranked: isRanked(item.rank),
      change: dayChange(item),
    }));
}

export interface RankSummary {
  /** Best daily rank of the range, "12위", or "-" when no day had a rank. */
  best: string;
  /** Mean of the days that had a rank, one decimal, "23.5위", or "-". */
  average: string;
  /** Days measured in the range, with or without a rank. */
  measuredDays: string;
}

export function rankSummary(items: RankHistoryItem[]): RankSummary {
  const ranks = items.map((item) => item.rank).filter(isRanked);
  if (ranks.length === 0) {
    return { best: commonMessages.empty, average: commonMessages.empty, measuredDays: rankHistoryMessages.days(items.length) };
  }
  const mean = ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
  return {
    best: rankDisplay(Math.min(...ranks)).text,
    average: rankHistoryMessages.averageValue(mean.toFixed(1)),
    measuredDays: rankHistoryMessages.days(items.length),
  };
}
