/**
 * GET /api/admin/dashboard (api contract: docs/api-slots.md; operators and developers): the slot
 * cards, the per-status counts and the member counts in one request.
 */
import useSWR from "swr";
import type { components } from "@/lib/api-types";

/** Counts per display status. */
export type StatusBreakdown = components["schemas"]["Summary"];

/** The slot cards (`inactive`: paused + completed + rejected + refunded + expired + inactive) and members. */
export type DashboardData = components["schemas"]["DashboardView"];

export const dashboardKeys = {
  dashboard: "/api/admin/dashboard",
} as const;

export function useAdminDashboard() {
  return useSWR<DashboardData>(dashboardKeys.dashboard);
}
