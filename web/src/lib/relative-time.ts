/**
 * How long ago something happened, as the spec words it (part 2 §2, §9): just now under a minute,
 * N minutes under an hour, N hours under a day, then, for notifications, N days under 7 days
 * (`days`), optionally yesterday between 24 and 48 hours (`yesterday`, the user's own list); past
 * that the date ("2026-11-26", src/lib/format.ts). Chat times go from hours straight to the date.
 */
import { formatDate } from "@/lib/format";
import { timeMessages as m } from "@/lib/messages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RelativeTimeOptions {
  /** Say "N days ago" below this many days (0: never). */
  days?: number;
  /** Say "yesterday" between 24 and 48 hours. */
  yesterday?: boolean;
}

export function relativeTime(iso: string, now: number = Date.now(), { days = 0, yesterday = false }: RelativeTimeOptions = {}): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return m.justNow;
  if (elapsed < HOUR) return m.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return m.hoursAgo(Math.floor(elapsed / HOUR));
  if (yesterday && elapsed < 2 * DAY) return m.yesterday;
  if (elapsed < days * DAY) return m.daysAgo(Math.floor(elapsed / DAY));
  return formatDate(iso);
}
