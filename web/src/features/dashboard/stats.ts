/**
 * What the admin dashboard shows from its numbers (spec part 1 §2 "Admin dashboard"): per-status
 * counts only when above zero (rejected and refunded combined), the slots link's badge (empty plus
 * pending), the active member ratio to one decimal, and the quick actions the settings and role allow.
 */
import type { StatusBreakdown } from "@/features/dashboard/api";
import { dashboardMessages as messages } from "@/features/dashboard/messages";

export type StatusCountKey = keyof typeof messages.statuses;

export interface StatusCount {
  key: StatusCountKey;
  label: string;
  count: number;
}

const ORDER: readonly StatusCountKey[] = ["empty", "waiting", "active", "completed", "paused", "rejectedRefunded"];

function countOf(byStatus: Partial<StatusBreakdown>, key: StatusCountKey): number {
  const value = (name: keyof StatusBreakdown) => Number(byStatus[name] ?? 0) || 0;
  return key === "rejectedRefunded" ? value("rejected") + value("refunded") : value(key);
}

/** The per-status rows to show: only those above zero, in the spec's order. */
export function visibleStatusCounts(byStatus: Partial<StatusBreakdown> | undefined): StatusCount[] {
  if (!byStatus) return [];
  return ORDER.map((key) => ({ key, label: messages.statuses[key], count: countOf(byStatus, key) })).filter((row) => row.count > 0);
}

/** The badge on the slots quick link: slots waiting for input plus slots waiting for approval. */
export function attentionCount(byStatus: Partial<StatusBreakdown> | undefined): number {
  if (!byStatus) return 0;
  return (Number(byStatus.empty ?? 0) || 0) + (Number(byStatus.pending ?? 0) || 0);
}

/** Active members as a percentage with one decimal ("83.3"); "0.0" without members. */
export function activeRatio(active: number, total: number): string {
  if (!total || total <= 0) return "0.0";
  const ratio = Math.min(100, Math.max(0, (active / total) * 100));
  return (Math.round(ratio * 10) / 10).toFixed(1);
}

/** "활성 비율 83.3%". */
export function activeRatioText(active: number, total: number): string {
  return messages.activeRatio(activeRatio(active, total));
}

export type QuickActionId = "slots" | "users" | "announcements" | "notifications" | "chat" | "settings";

export interface QuickAction {
  id: QuickActionId;
  label: string;
  path: string;
  /** A count shown as a badge (slots only), 0 for none. */
  badge: number;
}

export interface QuickActionContext {
  notificationEnabled: boolean;
  chatEnabled: boolean;
  isDeveloper: boolean;
  preAllocation: boolean;
  attention: number;
}

/** The quick actions: slots (with the badge), users, announcements, notifications, chat and settings when allowed. */
export function quickActions(context: QuickActionContext): QuickAction[] {
  const actions: Array<QuickAction | false> = [
    {
      id: "slots",
      label: context.preAllocation ? messages.quick.slotsPreAllocation : messages.quick.slots,
      path: "/admin/slots",
      badge: context.attention,
    },
    { id: "users", label: messages.quick.users, path: "/admin/users", badge: 0 },
    { id: "announcements", label: messages.quick.announcements, path: "/admin/announcements", badge: 0 },
    context.notificationEnabled && { id: "notifications", label: messages.quick.notifications, path: "/admin/notifications", badge: 0 },
    context.chatEnabled && { id: "chat", label: messages.quick.chat, path: "/admin/chat", badge: 0 },
    context.isDeveloper && { id: "settings", label: messages.quick.settings, path: "/admin/settings", badge: 0 },
  ];
  return actions.filter((action): action is QuickAction => action !== false);
}

export type TodoId = "approvals" | "charges" | "crawls";

/** One thing waiting for an operator at the top of the dashboard: its count (undefined while loading) and its list. */
export interface TodoItem {
  id: TodoId;
  label: string;
  count: number | undefined;
  path: string;
}

/** Slots waiting for approval, linking to that filter of the approval list; none in pre-allocation mode (no approval there). */
export function approvalsTodo(byStatus: Partial<StatusBreakdown> | undefined, preAllocation: boolean): TodoItem | null {
  if (preAllocation) return null;
  const count = byStatus ? Number(byStatus.pending ?? 0) || 0 : undefined;
  return { id: "approvals", label: messages.todo.approvals, count, path: "/admin/slots?status=pending" };
}

/** Cash charge requests waiting, linking to the approval screen of charges. */
export function chargesTodo(pending: number | undefined): TodoItem {
  return { id: "charges", label: messages.todo.charges, count: pending, path: "/admin/cash" };
}

/**
 * Rank crawl jobs that failed (`failed`: retried by itself, `dead`: no attempts left), linking to the
 * jobs console's rank crawl list under the state that holds them (both: every job not done).
 */
export function failedCrawlsTodo(counts: { failed: number; dead: number } | undefined): TodoItem {
  const failed = counts?.failed ?? 0;
  const dead = counts?.dead ?? 0;
  const state = dead > 0 && failed === 0 ? "?state=dead" : failed > 0 && dead === 0 ? "?state=failed" : "";
  return { id: "crawls", label: messages.todo.crawls, count: counts ? failed + dead : undefined, path: `/admin/jobs${state}` };
}
