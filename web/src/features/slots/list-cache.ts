/**
 * Changing one row of a cached list page (the optimistic pause/resume and the server's answer):
 * the row is replaced and the summary counters move with its display status.
 */
import type { SlotListPage, SlotView } from "@/lib/slots/api";

const COUNTED = ["empty", "pending", "waiting", "active", "paused", "completed", "rejected", "refunded"] as const;
type Counted = (typeof COUNTED)[number];

function isCounted(status: string): status is Counted {
  return (COUNTED as readonly string[]).includes(status);
}

/**
 * The row as a requested pause or resume shows it until the server answers (spec part 1 §4): the
 * requested state, nothing derived. `allowedActions` stay as they were; the row is busy meanwhile.
 */
export function withRequestedStatus(slot: SlotView, status: "paused" | "active"): SlotView {
  return { ...slot, status, displayStatus: status };
}

export function replaceSlotInPage(page: SlotListPage | undefined, updated: SlotView): SlotListPage | undefined {
  if (!page) return page;
  const previous = page.items.find((item) => item.id === updated.id);
  if (!previous) return page;
  const summary = page.summary ? { ...page.summary } : null;
  if (summary && previous.displayStatus !== updated.displayStatus) {
    if (isCounted(previous.displayStatus)) summary[previous.displayStatus] = Math.max(0, summary[previous.displayStatus] - 1);
    if (isCounted(updated.displayStatus)) summary[updated.displayStatus] += 1;
  }
  return { ...page, summary, items: page.items.map((item) => (item.id === updated.id ? updated : item)) };
}
