import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFor,
  viewFor,
  viewFromParams,
  type SlotFilters,
  type ViewMode,
} from "@/features/slots/list-state";
import { usePhone } from "@/hooks/use-phone";
import { pageFromParams } from "@/lib/list-page";

/**
 * Page, filters and view of /slots, kept in the URL search params (reload and back keep them). A view
 * the advertiser chose stays; without one a phone shows cards and a desk the table.
 */
export function useSlotListParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the filter part of the address only, so a page or view change keeps the same object.
  const filtersKey = paramsFor(filtersFromParams(params), 1, null).toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(filtersKey)), [filtersKey]);
  const page = pageFromParams(params);
  const view = viewFor(viewFromParams(params), usePhone());

  const go = useCallback(
    (next: { filters?: SlotFilters; page?: number; view?: ViewMode | null }, replace = false) => {
      const current = new URLSearchParams(key);
      setParams(
        paramsFor(next.filters ?? filtersFromParams(current), next.page ?? pageFromParams(current), next.view ?? viewFromParams(current)),
        { replace },
      );
    },
    [key, setParams],
  );

  return {
    filters,
    page,
    view,
    setPage: useCallback((next: number) => go({ page: next }), [go]),
    /** New filters always start from page 1. */
    applyFilters: useCallback((next: SlotFilters) => go({ filters: next, page: 1 }), [go]),
    resetFilters: useCallback(() => go({ filters: EMPTY_FILTERS, page: 1 }), [go]),
    setView: useCallback((next: ViewMode) => go({ view: next }, true), [go]),
    /** Fixes a page beyond the last one without adding a history entry. */
    replacePage: useCallback((next: number) => go({ page: next }, true), [go]),
  };
}
