/**
 * Relative times of notifications (spec part 2 §2): just now under a minute, N minutes under an
 * hour, N hours under a day, N days under 7 days, then the date in the Korean locale. The user's
 * notification list says yesterday between 24 and 48 hours (`yesterday`).
 */
import { notificationMessages as m } from "@/features/notifications/messages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number = Date.now(), { yesterday = false } = {}): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return m.justNow;
  if (elapsed < HOUR) return m.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return m.hoursAgo(Math.floor(elapsed / HOUR));
  if (yesterday && elapsed < 2 * DAY) return m.yesterday;
  if (elapsed < 7 * DAY) return m.daysAgo(Math.floor(elapsed / DAY));
  return new Date(at).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" });
}
