/**
 * Which notifications have been shown as toasts, remembered per user (spec part 2 §4 "Real-time
 * push": remembered as shown per user), so a reload or another tab never shows one twice.
 */
export const SHOWN_LIMIT = 200;

const key = (userId: number) => `shownNotifications:${userId}`;

export function shownIds(userId: number, storage: Storage = localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(userId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
}

/** Remembers `id` as shown; false when it already was (then it must not be shown again). */
export function rememberShown(userId: number, id: number, storage: Storage = localStorage): boolean {
  const ids = shownIds(userId, storage);
  if (ids.includes(id)) return false;
  const next = [...ids, id].slice(-SHOWN_LIMIT);
  try {
    storage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // storage full or blocked: show it anyway
  }
  return true;
}
