/** Dates and numbers as Korean readers expect them, always in Asia/Seoul time. */

const TIME_ZONE = "Asia/Seoul";

const dateFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

const dateTimeFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const shortDateFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026년 11월 22일", or `empty` when the value is missing or invalid. */
export function formatDate(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : empty;
}

/** "2026년 11월 22일 오후 02:30". */
export function formatDateTime(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : empty;
}

/** "2026. 11. 22." for dense tables. */
export function formatShortDate(value: string | null | undefined, empty = "-"): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : empty;
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
