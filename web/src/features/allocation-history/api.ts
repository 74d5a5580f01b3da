/**
 * The issue history calls (docs/api-allocations.md; operators and developers). Every history key
 * starts with `/api/slots/allocation-history`, so a change refreshes every page at once.
 */
import useSWR, { type ScopedMutator } from "swr";
import type { HistoryQuery } from "@/features/allocation-history/history";
import { patchJson, postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { revalidateList } from "@/lib/swr-cache";

type Schemas = components["schemas"];
export type AllocationRecord = Schemas["AllocationRecordView"];
export type AllocationHistoryPage = Schemas["AllocationHistoryView"];
export type AllocationSlots = Schemas["AllocationSlotsView"];
export type ExtensionBatch = Schemas["ExtensionBatchView"];

const HISTORY = "/api/slots/allocation-history";
const BY_ALLOCATION = "/api/slots/by-allocation";
const EXTEND_BULK = "/api/slots/extend-bulk";

export const historyKeys = {
  list: (q: HistoryQuery, dateFrom: string | null): string => {
    const params = new URLSearchParams({
      page: String(q.page),
      limit: String(q.limit),
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
    });
    if (dateFrom) params.set("dateFrom", dateFrom);
    if (q.userSearch) params.set("userSearch", q.userSearch);
    if (q.operatorSearch) params.set("operatorSearch", q.operatorSearch);
    return `${HISTORY}?${params.toString()}`;
  },
  slots: (id: number, page: number): string => `${BY_ALLOCATION}/${id}?page=${page}&limit=50`,
  batch: (id: number): string => `${EXTEND_BULK}/${id}`,
};

/** One page of the history; the previous page stays while the next loads. */
export function useAllocationHistory(q: HistoryQuery, dateFrom: string | null) {
  return useSWR<AllocationHistoryPage>(historyKeys.list(q, dateFrom), { keepPreviousData: true });
}

export function useAllocationSlots(id: number, page: number) {
  return useSWR<AllocationSlots>(historyKeys.slots(id, page), { keepPreviousData: true });
}

/** A bulk extension's progress, polled until it is done. */
export function useExtensionBatch(id: number | null) {
  return useSWR<ExtensionBatch>(id === null ? null : historyKeys.batch(id), {
    refreshInterval: (batch) => (batch?.status === "done" ? 0 : 500),
  });
}

export function setPayment(id: number, payment: boolean) {
  return patchJson<{ payment: boolean }, Schemas["PaymentView"]>(`${HISTORY}/${id}/payment`, { arg: { payment } });
}


export function extendAll(allocationHistoryId: number, extensionDays: Schemas["ExtendBulkRequest"]["extensionDays"]) {
  return postJson<Schemas["ExtendBulkRequest"], ExtensionBatch>(EXTEND_BULK, {
    arg: { allocationHistoryId, extensionDays },
  });
}

/** Refreshes the history and every issue's slot list after a change. */
export function revalidateHistory(mutate: ScopedMutator) {
  return Promise.all([
    revalidateList(mutate, HISTORY),
    mutate((key) => typeof key === "string" && key.startsWith(`${BY_ALLOCATION}/`)),
  ]);
}
