/**
 * What the rank-history modal shows, computed from GET /api/slots/{id}/rank-history (spec part 1 §9):
 * the default and shortcut ranges in KST days, the chart points (a day without a rank is a gap), the
 * daily table rows newest first, the report cards oldest first and the report's summary figures.
 */
import type { RankHistoryItem, RankHistoryRange } from "@/features/rank-history/api";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { commonMessages } from "@/lib/messages";
import { addDays, isRanked, kstToday, rankChange, rankDisplay, type RankChange } from "@/lib/slots/format";

/** The shortcut buttons; the first load shows `DEFAULT_RANGE_DAYS`. */
export const RANGE_SHORTCUTS = [7, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 30;
/** Cards per row of the rank analysis report (spec part 1 §9). */
export const REPORT_COLUMNS = 7;

function parseDay(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The last `days` KST days ending today (today included), as the api's default. */
export function lastDaysRange(days: number, today: string = kstToday()): RankHistoryRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** True when both ends are dates and the start is not after the end. */
export function isValidRange(range: RankHistoryRange): boolean {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  return pattern.test(range.startDate) && pattern.test(range.endDate) && range.startDate <= range.endDate;
}

/** "11.22". */
export function monthDay(date: string): string {
  return `${date.slice(5, 7)}.${date.slice(8, 10)}`;
}

/** "11.22 (일)": the weekday of the KST calendar date. */
export function cardDateLabel(date: string): string {
  return rankHistoryMessages.cardDate(monthDay(date), rankHistoryMessages.weekdays[parseDay(date).getUTCDay()]);
}

export interface RankChartPoint {
  date: string;
  /** X axis label, "MM.DD". */
  label: string;
  /** null for a day without a rank (0 or above 500): the line breaks there instead of dropping to 0. */
  rank: number | null;
}

/** One point per day, oldest first, for the LineChart. */
export function chartPoints(items: RankHistoryItem[]): RankChartPoint[] {
  return items.map((item) => ({
    date: item.date,
    label: monthDay(item.date),
    rank: isRanked(item.rank) ? item.rank : null,
  }));
}

/** Change against the day before: prevRank - rank, only when both are real ranks. */
export function dayChange(item: RankHistoryItem): RankChange | null {
  return rankChange(item.rank, item.prevRank);
}

/** A min/max/avg figure: "-" without a rank; averages to one decimal. */
function figure(value: number | null | undefined, decimals = false): string {
  if (!isRanked(value)) return commonMessages.empty;
  return decimals ? value.toFixed(1) : rankDisplay(value).text;
}

export interface RankTableRow {
  date: string;
  rank: string;
  best: string;
  worst: string;
  average: string;
  change: RankChange | null;
}

/** The daily table, newest first. */
export function tableRows(items: RankHistoryItem[]): RankTableRow[] {
  return [...items]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((item) => ({
      date: item.date,
      rank: rankDisplay(item.rank).text,
      best: figure(item.minRank),
      worst: figure(item.maxRank),
      average: figure(item.avgRank, true),
      change: dayChange(item),
    }));
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
