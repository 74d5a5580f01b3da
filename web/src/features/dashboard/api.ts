/**
 * GET /api/admin/dashboard (api contract: docs/api-slots.md; operators and developers): the slot
 * cards, the per-status counts and the member counts in one request.
 */
import useSWR from "swr";

/** Counts per display status (the api also sends `total`, `expired` and `inactive`). */
export interface StatusBreakdown {
  empty: number;
  pending: number;
  waiting: number;
  active: number;
  paused: number;
  completed: number;
  rejected: number;
  refunded: number;
  expired?: number;
  inactive?: number;
  total?: number;
}

export interface DashboardData {
  slots: {
    total: number;
    active: number;
    pending: number;
    /** paused + completed + rejected + refunded + expired + inactive. */
    inactive: number;
    byStatus: StatusBreakdown;
  };
  members: { total: number; active: number; inactive: number };
}

export const dashboardKeys = {
  dashboard: "/api/admin/dashboard",
} as const;

export function useAdminDashboard() {
  return useSWR<DashboardData>(dashboardKeys.dashboard);
}
