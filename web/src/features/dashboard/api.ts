/**
 * GET /api/admin/dashboard (api contract: docs/api-slots.md; operators and developers): the slot
 * cards, the per-status counts and the member counts in one request.
 */
import useSWR from "swr";
import { businessUrl, type BusinessFigures, type BusinessQuery } from "@/features/dashboard/business";
import type { components } from "@/lib/api-types";
import { slotKeys } from "@/lib/slots/api";

/** Counts per display status. */
export type StatusBreakdown = components["schemas"]["Summary"];

/** The slot cards (`inactive`: paused + completed + rejected + refunded + expired + inactive) and members. */
export type DashboardData = components["schemas"]["DashboardView"];

export function useAdminDashboard() {
  return useSWR<DashboardData>(slotKeys.adminDashboard);
}

/** GET /api/admin/business: the business per day, week or month (the previous answer stays while the next loads). */
export function useBusinessFigures(query: BusinessQuery) {
  return useSWR<BusinessFigures>(businessUrl(query), { keepPreviousData: true });
}
