/**
 * How slot values read on screen (spec part 1 §9): D-n with its colour, ranks measured up to 500
 * (null = measuring, 0 or above 500 = no rank), and the change against yesterday to one decimal.
 */
import { expiryMessages, rankMessages } from "@/lib/slots/messages";

/** The highest rank the crawler measures; anything above, or 0, means "no rank". */
export const MAX_RANK = 500;

export type ExpiryTone = "red" | "orange" | "green" | "ended";

export interface ExpiryInfo {
  label: string;
  tone: ExpiryTone;
  /** CSS class carrying the colour. */
  className: string;
}

/** "D-n" coloured red within 3 days, orange within 7, green otherwise; 0 or less is "만료". */
export function expiryInfo(daysLeft: number | null | undefined): ExpiryInfo | null {
  if (daysLeft === null || daysLeft === undefined) return null;
  let tone: ExpiryTone;
  if (daysLeft <= 0) tone = "ended";
  else if (daysLeft <= 3) tone = "red";
  else if (daysLeft <= 7) tone = "orange";
  else tone = "green";
  const label = tone === "ended" ? expiryMessages.ended : expiryMessages.daysLeft(daysLeft);
  return { label, tone, className: `expiry expiry-${tone}` };
}

/** True when the slot's end date has passed (D-0 or less). */
export function isEnded(daysLeft: number | null | undefined): boolean {
  return daysLeft !== null && daysLeft !== undefined && daysLeft <= 0;
}

/** A rank the crawler actually found: 1..500. */
export function isRanked(rank: number | null | undefined): rank is number {
  return typeof rank === "number" && rank > 0 && rank <= MAX_RANK;
}

export type RankKind = "measuring" | "none" | "ranked";

export interface RankDisplay {
  kind: RankKind;
  text: string;
}

/** null → "측정중" (with yesterday's rank when there is one), 0 or > 500 → "순위 없음", else "N위". */
export function rankDisplay(rank: number | null | undefined, yesterdayRank?: number | null): RankDisplay {
  if (rank === null || rank === undefined) {
    return {
      kind: "measuring",
      text: isRanked(yesterdayRank) ? rankMessages.measuringWithYesterday(yesterdayRank) : rankMessages.measuring,
    };
  }
  if (!isRanked(rank)) return { kind: "none", text: rankMessages.noRank };
  return { kind: "ranked", text: rankMessages.rank(rank) };
}

export type RankDirection = "up" | "down" | "flat";

export interface RankChange {
  direction: RankDirection;
  /** yesterdayRank - rank: positive means the product climbed. */
  value: number;
  /** The arrow and the size to one decimal: "▲3.0", "▼1.0", "-". */
  text: string;
  /** A sentence for screen readers and the title attribute. */
  description: string;
  className: string;
}

/** Change against yesterday, only when both ranks are real ranks. */
export function rankChange(rank: number | null | undefined, yesterdayRank: number | null | undefined): RankChange | null {
  if (!isRanked(rank) || !isRanked(yesterdayRank)) return null;
  const value = yesterdayRank - rank;
  const size = Math.abs(value).toFixed(1);
  if (value > 0) {
    return { direction: "up", value, text: rankMessages.up(size), description: rankMessages.changeUp(size), className: "rank-change rank-up" };
  }
  if (value < 0) {
    return { direction: "down", value, text: rankMessages.down(size), description: rankMessages.changeDown(size), className: "rank-change rank-down" };
  }
  return { direction: "flat", value: 0, text: rankMessages.flat, description: rankMessages.changeFlat, className: "rank-change rank-flat" };
}

/** "2026-11-22 ~ 2026-12-21"; a missing side shows "-". */
export function workPeriodText(startDate: string | null | undefined, endDate: string | null | undefined): string {
  if (!startDate && !endDate) return expiryMessages.noPeriod;
  return expiryMessages.period(startDate ?? "-", endDate ?? "-");
}

/** Today's calendar date in Korea, YYYY-MM-DD (src/lib/format.ts, where every date is formatted). */
export { kstToday } from "@/lib/format";

/** `date` (YYYY-MM-DD) moved by `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
