/**
 * A TypeScript port of the slot status machine of `common/src/slots/status.rs` (spec part 1 §4).
 * The api sends `displayStatus`, `daysLeft` and `allowedActions` with every slot; the web computes
 * them itself ONLY to show a pause or resume at once, before the server answers (optimistic update).
 * `status.test.ts` runs the shared case table `common/fixtures/slot_status_cases.json`, so the two
 * ports cannot drift. Rules, in order:
 *   1. deleted, refunded, rejected: as stored;
 *   2. end date before today (the end day itself still runs): completed;
 *   3. no keyword or no URL: empty;
 *   4. active/waiting or paused with a start date after today: waiting;
 *   5. stored waiting on or after its start: active;  6. otherwise as stored.
 * D-n = end - today + 1 (days until the end of the end day); 0 or less means ended.
 */
import type { DisplayStatus, SlotAction, SlotStatus, SlotView } from "@/features/slots/api";

export type SlotRole = "user" | "operator" | "developer";
export type OperationMode = "normal" | "pre-allocation";

/** The facts the rules look at. Dates are KST calendar dates, YYYY-MM-DD. */
export interface SlotState {
  status: SlotStatus;
  hasKeyword: boolean;
  hasUrl: boolean;
  startDate: string | null;
  endDate: string | null;
  /** An extension slot was already made from this one. */
  hasExtension: boolean;
}

/** Canonical order of `allowedActions` (the Rust enum's declaration order). */
const ACTION_ORDER: SlotAction[] = [
  "fill",
  "edit",
  "pause",
  "resume",
  "approve",
  "reject",
  "refund",
  "extend",
  "delete",
  "select",
];

/** How close to its end (or how far past) a slot may be extended (spec part 2 §9). */
const EXTENSION_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/** "pre-allocation", "pre_allocation" and "preallocation" are the pre-allocation mode; anything else is normal. */
export function operationModeOf(setting: string | null | undefined): OperationMode {
  const value = setting ?? "";
  return value === "pre-allocation" || value === "pre_allocation" || value === "preallocation"
    ? "pre-allocation"
    : "normal";
}

function isStaff(role: SlotRole): boolean {
  return role === "operator" || role === "developer";
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Approved and meant to run (stored waiting is an approved slot before its start). */
function isRunning(status: SlotStatus): boolean {
  return status === "active" || status === "waiting";
}

/** The display status of `slot` on `today` (KST). */
export function displayStatusOf(slot: SlotState, today: string): DisplayStatus {
  if (slot.status === "deleted" || slot.status === "refunded" || slot.status === "rejected") return slot.status;
  if (slot.endDate !== null && slot.endDate < today) return "completed";
  if (!(slot.hasKeyword && slot.hasUrl)) return "empty";
  const notStarted = slot.startDate !== null && slot.startDate > today;
  switch (slot.status) {
    case "active":
    case "waiting":
      return notStarted ? "waiting" : "active";
    case "paused":
      return notStarted ? "waiting" : "paused";
    default:
      return slot.status;
  }
}

/** D-n: whole days until the end of the end day; null without an end date. */
export function daysLeftOf(endDate: string | null, today: string): number | null {
  return endDate === null ? null : daysBetween(today, endDate) + 1;
}

/** What `role` may do to `slot` now, in canonical order. */
export function allowedActionsOf(slot: SlotState, today: string, role: SlotRole, mode: OperationMode): SlotAction[] {
  const display = displayStatusOf(slot, today);
  const running = display === "active" || display === "waiting";
  const storedRunning = isRunning(slot.status);
  const storedPaused = slot.status === "paused";
  const resumable = storedPaused && (display === "paused" || display === "waiting");
  const allowed = new Set<SlotAction>();
  const allow = (action: SlotAction, when: boolean) => {
    if (when) allowed.add(action);
  };

  if (isStaff(role)) {
    allow("edit", display === "pending" || display === "active" || display === "waiting" || display === "paused");
    allow("pause", running && storedRunning);
    allow("resume", resumable);
    allow("approve", display === "pending");
    allow("reject", display === "pending");
    allow(
      "refund",
      ((display === "active" || display === "paused") && (storedRunning || storedPaused)) ||
        (display === "empty" && mode === "pre-allocation"),
    );
    allow(
      "extend",
      mode === "pre-allocation" &&
        storedRunning &&
        !slot.hasExtension &&
        slot.endDate !== null &&
        daysBetween(today, slot.endDate) <= EXTENSION_WINDOW_DAYS,
    );
    allow(
      "delete",
      display === "rejected" || display === "expired" || display === "refunded" || display === "completed",
    );
  } else {
    allow("fill", display === "empty");
    allow("edit", running || display === "paused");
    allow("pause", running && storedRunning);
    allow("resume", resumable);
    allow("select", display === "empty" || (running && storedRunning));
  }
  return ACTION_ORDER.filter((action) => allowed.has(action));
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

/** The rule inputs of a slot the api sent. */
export function slotStateOf(slot: SlotView): SlotState {
  return {
    status: slot.status,
    hasKeyword: hasText(slot.keyword),
    hasUrl: hasText(slot.url),
    startDate: slot.startDate,
    endDate: slot.endDate,
    hasExtension: slot.hasExtension,
  };
}

export interface RuleContext {
  today: string;
  role: SlotRole;
  mode: OperationMode;
}

/** `slot` as it will read once its stored status is `status`: the optimistic row of a pause or resume. */
export function withStoredStatus(slot: SlotView, status: SlotStatus, context: RuleContext): SlotView {
  const state = { ...slotStateOf(slot), status };
  return {
    ...slot,
    status,
    displayStatus: displayStatusOf(state, context.today),
    daysLeft: daysLeftOf(state.endDate, context.today),
    allowedActions: allowedActionsOf(state, context.today, context.role, context.mode),
  };
}
