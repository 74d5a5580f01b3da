import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  adminFiltersFromParams,
  adminPageFromParams,
  adminParamsFor,
  readAdminPageSize,
  writeAdminPageSize,
  type AdminSlotFilters,
} from "@/features/slots/admin-search";

/** Page and filters of /admin/slots, kept in the URL search params (reload and back keep them). */
export function useAdminSlotListParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the filter part of the address only, so a page change keeps the same object.
  const filtersKey = adminParamsFor(adminFiltersFromParams(params), 1).toString();
  const filters = useMemo(() => adminFiltersFromParams(new URLSearchParams(filtersKey)), [filtersKey]);
  const page = adminPageFromParams(params);

  const go = useCallback(
    (next: { filters?: AdminSlotFilters; page?: number }, replace = false) => {
      const current = new URLSearchParams(key);
      setParams(adminParamsFor(next.filters ?? adminFiltersFromParams(current), next.page ?? adminPageFromParams(current)), {
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

/** The admin list's page size, remembered per staff user in localStorage (`adminSlotsPageSize:{userId}`). */
export function useAdminPageSize(userId: number): [number, (size: number) => void] {
  const [state, setState] = useState(() => ({ userId, size: readAdminPageSize(userId) }));
  // Another account signed in (developer switch): read that user's choice.
  const current = state.userId === userId ? state : { userId, size: readAdminPageSize(userId) };
  if (current !== state) setState(current);
  const update = useCallback(
    (size: number) => {
      writeAdminPageSize(userId, size);
      setState({ userId, size });
    },
    [userId],
  );
  return [current.size, update];
}
