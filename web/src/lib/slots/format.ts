/**
 * How slot values read on screen (spec part 1 §9): D-n with its colour, ranks measured up to 500
 * (null = measuring, 0 or above 500 = no rank), and a change of rank in whole places with its direction.
 */
import type { SlotStatus } from "@/lib/slots/api";
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

export type RankKind = "unapproved" | "measuring" | "none" | "ranked";

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

/**
 * True for a slot an operator has not approved yet (stored `pending`): the crawl does not measure it,
 * so its missing rank is "승인 전", not "측정중".
 */
export function isAwaitingApproval(status: SlotStatus | null | undefined): boolean {
  return status === "pending";
}

/** A slot's rank as its lists show it: `rankDisplay`, but an unapproved slot without a rank reads "승인 전". */
export function slotRankDisplay(slot: { status?: SlotStatus | null; rank: number | null; yesterdayRank?: number | null }): RankDisplay {
  if ((slot.rank === null || slot.rank === undefined) && isAwaitingApproval(slot.status)) {
    return { kind: "unapproved", text: rankMessages.unapproved };
  }
  return rankDisplay(slot.rank, slot.yesterdayRank);
}

/**
 * Why a slot has no rank to chart: not approved yet (the crawl does not measure it), approved but
 * not measured yet (the first crawl is still to come), measured before but not in the days asked
 * for, or measured and not found within the top 500.
 */
export type NoRankReason = "unapproved" | "firstCrawlPending" | "noneInRange" | "notFound";

/**
 * The reason a slot shows no rank over some days, given how many of them were measured: measured
 * days without a rank were not found within 500; with none measured, a slot not approved yet says
 * so, an approved one waits for its first crawl, or (checked before) had no measurement in them.
 */
export function noRankReason(
  slot: { status?: SlotStatus | null; lastCheckedAt?: string | null },
  measuredDays: number,
): NoRankReason {
  if (measuredDays > 0) return "notFound";
  if (isAwaitingApproval(slot.status)) return "unapproved";
  return slot.lastCheckedAt ? "noneInRange" : "firstCrawlPending";
}

export type RankDirection = "up" | "down" | "flat";

/**
 * The class that colours a direction, the same on every screen and for ranks and prices alike
 * (styles/components/changes.css): red up, blue down, grey flat, as Koreans read a change.
 */
export function directionClass(direction: RankDirection): string {
  return `change-${direction}`;
}

/** The direction of a figure that moved from `from` to `to`, where a larger figure is up (a price, a count). */
export function directionOf(from: number, to: number): RankDirection {
  return to > from ? "up" : to < from ? "down" : "flat";
}

export interface RankChange {
  direction: RankDirection;
  /** Places gained: positive means the product climbed (its rank number got smaller). */
  value: number;
  /** The arrow and the places, whole: "▲3", "▼1", "-". */
  text: string;
  /** The change in words, for screen readers and the title attribute, or shown as the phrase itself. */
  description: string;
  className: string;
}

/** How one screen words a change of whole places ("어제보다 3위 상승", "시작 대비 13위 상승"). */
export interface ChangeWords {
  up: (places: number) => string;
  down: (places: number) => string;
  flat: string;
}

/**
 * A change of `gained` places (+ = climbed), the one shape every screen shows a rank change in: the
 * direction follows the rank (a smaller rank number is up, so red), the places are whole, never "3.0".
 */
export function placesChange(gained: number, words: ChangeWords = rankMessages.sinceYesterday): RankChange {
  const places = Math.round(Math.abs(gained));
  const direction: RankDirection = places === 0 ? "flat" : gained > 0 ? "up" : "down";
  const className = `rank-change ${directionClass(direction)}`;
  if (direction === "up") return { direction, value: places, text: rankMessages.up(places), description: words.up(places), className };
  if (direction === "down") return { direction, value: -places, text: rankMessages.down(places), description: words.down(places), className };
  return { direction, value: 0, text: rankMessages.flat, description: words.flat, className };
}

/** Change against the day before (`previousRank`), only when both ranks are real ranks. */
export function rankChange(
  rank: number | null | undefined,
  previousRank: number | null | undefined,
  words: ChangeWords = rankMessages.sinceYesterday,
): RankChange | null {
  if (!isRanked(rank) || !isRanked(previousRank)) return null;
  return placesChange(previousRank - rank, words);
}

/**
 * The product image to show, or null when there is none to show: only a web address (http(s), or
 * one on this site) is an image; a blank, a bare number or any other text is not, and the
 * thumbnail shows its neutral placeholder instead of a broken image or the text itself.
 */
export function productImageUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return /^(https?:)?\/\/[^\s/]+\S*$/i.test(trimmed) || /^\/[^/\s]\S*$/.test(trimmed) ? trimmed : null;
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
