/**
 * Dates and numbers as Korean readers expect them, always in Asia/Seoul time.
 *
 * One format per purpose, everywhere (issue 28; `src/dates-in-one-place.test.ts` keeps date
 * formatting out of every other module):
 * - a date: "2026-11-26" (`formatDate`; also how work periods and date inputs read);
 * - a date and time: "2026-11-26 13:53" (`formatDateTime`, 24-hour clock);
 * - a time of day: "13:53" (`formatTime`, under a chat message);
 * - a day in a series (chart axis, report card): "11.26 (목)" (`formatDayLabel`), "11.26" without
 *   the weekday where space is short (`formatMonthDay`);
 * - a day heading (between a conversation's days): "2026-11-26 (목)" (`formatDayHeading`).
 * Money is whole won with ko-KR thousands separators: "12,000원" (`formatWon`).
 */
import { commonMessages, timeMessages } from "@/lib/messages";

const TIME_ZONE = "Asia/Seoul";

/** The parts of an instant on the Korean clock (en-CA and h23 give zero-padded numbers). */
const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

interface KstParts {
  date: string;
  month: string;
  day: string;
  time: string;
}

function kstParts(date: Date): KstParts {
  const part = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, month: part.month, day: part.day, time: `${part.hour}:${part.minute}` };
}

/** An instant (ISO 8601) or a calendar date (YYYY-MM-DD, taken as that day in Korea). */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `value` (as `toDate` reads it) shown by `show` from its Korean date and time, or `empty`. */
function showKst(value: string | null | undefined, empty: string, show: (parts: KstParts) => string): string {
  const date = toDate(value);
  return date ? show(kstParts(date)) : empty;
}

/** "2026-11-22", or `empty` when the value is missing or invalid. */
export function formatDate(value: string | null | undefined, empty = "-"): string {
  return showKst(value, empty, (p) => p.date);
}

/** "2026-11-22 14:30". */
export function formatDateTime(value: string | null | undefined, empty = "-"): string {
  return showKst(value, empty, (p) => `${p.date} ${p.time}`);
}

/** "14:30". */
export function formatTime(value: string | null | undefined, empty = ""): string {
  return showKst(value, empty, (p) => p.time);
}

/** "11.22". */
export function formatMonthDay(value: string | null | undefined, empty = "-"): string {
  return showKst(value, empty, (p) => `${p.month}.${p.day}`);
}

/** The weekday's one-syllable name of the Korean calendar day, "목". */
function weekday(date: Date): string {
  const [year, month, day] = kstParts(date).date.split("-").map(Number);
  return timeMessages.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** "11.22 (일)". */
export function formatDayLabel(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  return date ? timeMessages.dayWithWeekday(formatMonthDay(value), weekday(date)) : empty;
}

/** "2026-11-22 (일)". */
export function formatDayHeading(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  return date ? timeMessages.dayWithWeekday(kstParts(date).date, weekday(date)) : empty;
}

/** "2026.11": a calendar month (a month's first day, YYYY-MM-DD, or any day in it). */
export function formatYearMonth(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  if (!date) return empty;
  const parts = kstParts(date);
  return `${parts.date.slice(0, 4)}.${parts.month}`;
}

/** Today's calendar date in Korea, YYYY-MM-DD (slot dates are KST dates). */
export function kstToday(now: Date = new Date()): string {
  return kstParts(now).date;
}

/** Thousands separators in the Korean locale. */
export function formatNumber(value: number): string {
  return value.toLocaleString("ko-KR");
}

/** `text` cut to its first `max` characters (code points, so Hangul and emoji count as one) with an ellipsis when longer. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}

/** A count badge (spec part 2 §9): nothing at 0, the count, 99+ above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

const wonFormat = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 });

/** Whole won: a value that is not a finite number counts as 0; fractions (never expected) are cut. */
export function toWholeWon(value: number | null | undefined): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

/** "12,000" (no unit). */
export function formatWonNumber(value: number | null | undefined): string {
  return wonFormat.format(toWholeWon(value));
}

/** "12,000원". */
export function formatWon(value: number | null | undefined): string {
  return commonMessages.won(formatWonNumber(value));
}
