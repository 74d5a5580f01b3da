/** "The first N, then 외 N건": the error list shows 5 (spec part 2 §5), the failure list 10 (§8). */

/** Errors listed before "외 N건" (spec part 2 §5). */
export const ERRORS_SHOWN = 5;
/** Failed rows listed before "외 N건" (spec part 1 §9, part 2 §8). */
export const FAILURES_SHOWN = 10;

/** The first `limit` items and how many are left out. */
export function firstWithMore<T>(items: readonly T[], limit: number, total: number = items.length): { shown: T[]; more: number } {
  const shown = items.slice(0, limit);
  return { shown, more: Math.max(total - shown.length, 0) };
}
