/**
 * Refreshing cached lists after a change. A list is cached once per page and filter, under keys
 * `base?page=…`, so a change refreshes every key of that list at once.
 */
import type { ScopedMutator } from "swr";

/** Refetches every cached page of the list at `base`: the key `base` and every `base?…` (not `base/…`). */
export function revalidateList(mutate: ScopedMutator, base: string): Promise<unknown> {
  return mutate((key) => typeof key === "string" && (key === base || key.startsWith(`${base}?`)));
}
