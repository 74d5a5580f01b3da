import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { adminFiltersFromParams, adminParamsFor, type AdminSlotFilters } from "@/features/admin-slots/list-state";
import { pageFromParams } from "@/lib/list-page";

/** Page and filters of /admin/slots, kept in the URL search params (reload and back keep them). */
export function useAdminSlotListParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the filter part of the address only, so a page change keeps the same object.
  const filtersKey = adminParamsFor(adminFiltersFromParams(params), 1).toString();
  const filters = useMemo(() => adminFiltersFromParams(new URLSearchParams(filtersKey)), [filtersKey]);
  const page = pageFromParams(params);

  const go = useCallback(
    (next: { filters?: AdminSlotFilters; page?: number }, replace = false) => {
      const current = new URLSearchParams(key);
      setParams(adminParamsFor(next.filters ?? adminFiltersFromParams(current), next.page ?? pageFromParams(current)), {
        replace,
      });
    },
    [key, setParams],
  );

  return {
    filters,
    page,
    setPage: useCallback((next: number) => go({ page: next }), [go]),
    /** New filters always start from page 1. */
    applyFilters: useCallback((next: AdminSlotFilters, replace = false) => go({ filters: next, page: 1 }, replace), [go]),
    /** Fixes a page beyond the last one without adding a history entry. */
    replacePage: useCallback((next: number) => go({ page: next }, true), [go]),
  };
}
