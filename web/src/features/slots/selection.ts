/**
 * Row selection and row actions of the slot lists (spec part 1 §2 "My ad slots"): a row may be ticked
 * only when the api lists `select` among its allowed actions; pending, rejected and refunded rows have
 * no checkbox; ended rows show an expired label instead. Buttons come only from `allowedActions`.
 */
import type { SlotAction, SlotView } from "@/lib/slots/api";
import { isEnded } from "@/lib/slots/format";

export type SelectMarker = "checkbox" | "ended" | "none";

const NEVER_SELECTABLE = new Set<string>(["pending", "rejected", "refunded", "deleted"]);

/** What the selection cell of a row shows. */
export function selectMarker(slot: SlotView): SelectMarker {
  if (NEVER_SELECTABLE.has(slot.displayStatus)) return "none";
  if (isEnded(slot.daysLeft) || slot.displayStatus === "completed" || slot.displayStatus === "expired") return "ended";
  return "checkbox";
}

export function canSelect(slot: SlotView): boolean {
  return selectMarker(slot) === "checkbox" && slot.allowedActions.includes("select");
}

/** The row buttons an advertiser gets, in display order. */
export type RowAction = Extract<SlotAction, "fill" | "edit" | "pause" | "resume">;
const ROW_ACTIONS: readonly RowAction[] = ["fill", "edit", "pause", "resume"];

export function rowActionsOf(slot: SlotView): RowAction[] {
  return ROW_ACTIONS.filter((action) => slot.allowedActions.includes(action));
}
