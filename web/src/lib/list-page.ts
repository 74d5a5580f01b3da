/**
 * The paged lists' state (spec part 1 §9): page and filters live in the URL search params, so a
 * reload or a shared link keeps them; anything unknown in the address falls back to its default.
 * A page size is remembered per user in localStorage.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A YYYY-MM-DD parameter, or "" when absent or malformed. */
export function dateParam(value: string | null): string {
  return value && DATE.test(value) ? value : "";
}

/** The `page` parameter: a whole number from 1, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** "총 N개 중 a-b": the 1-based range of rows on `page`. */
export function pageRange(page: number, limit: number, total: number, shown: number): { from: number; to: number } {
  if (total === 0 || shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1 };
}

/** Where one list keeps its page size and which sizes it offers. */
export interface PageSizeRule {
  storageKey: (userId: number | string) => string;
  sizes: readonly number[];
  fallback: number;
}

export function readPageSize(rule: PageSizeRule, userId: number | string): number {
  try {
    const stored = Number(localStorage.getItem(rule.storageKey(userId)));
    return rule.sizes.includes(stored) ? stored : rule.fallback;
  } catch {
    return rule.fallback;
  }
}

export function writePageSize(rule: PageSizeRule, userId: number | string, size: number): void {
  try {
    localStorage.setItem(rule.storageKey(userId), String(size));
  } catch {
    // Private mode or a full quota: the choice just is not remembered.
  }
}
