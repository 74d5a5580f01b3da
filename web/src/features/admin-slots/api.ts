/**
 * The operator's slot calls (api contract: docs/api-slots.md): approve or reject, the change log,
 * the approval and refund quotes and the rank recrawl. The shared calls (list, status change, update-fields,
 * rank-delete-query) come from `src/lib/slots/api.ts`.
 */
import useSWR, { type ScopedMutator } from "swr";
import { postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { revalidateSlotLists, slotKeys, type SlotView } from "@/lib/slots/api";

type Schemas = components["schemas"];

/** One entry of GET /api/slots/{id}/logs (newest first). */
export type SlotLog = Schemas["SlotLogView"];

/** POST /api/slots/{id}/approve. Dates are KST YYYY-MM-DD; left out, the slot runs today + 30 days. */
export type DecisionInput = Schemas["DecisionRequest"];

export const adminSlotKeys = {
  approve: (id: number): string => `/api/slots/${id}/approve`,
  logs: (id: number): string => `/api/slots/${id}/logs`,
  extend: (id: number): string => `/api/slots/${id}/extend`,
  refundPreview: (id: number): string => `/api/slots/${id}/refund-preview`,
  approvalQuote: (id: number): string => `/api/slots/${id}/approval-quote`,
  recrawl: (id: number): string => `/api/admin/slots/${id}/recrawl`,
};

/** POST /api/admin/slots/{id}/recrawl (docs/api-crawl.md): today's run of the slot's keyword. */
export type SlotRecrawl = Schemas["SlotRecrawl"];

/** Queues today's crawl of the slot's keyword now (a slot displayed active; operators). */
export function recrawlSlot(id: number): Promise<SlotRecrawl> {
  return postJson<Record<string, never>, SlotRecrawl>(adminSlotKeys.recrawl(id), { arg: {} });
}

/** What refunding a slot would pay back now (the server's pro-rata rule). */
export type RefundQuote = Schemas["RefundQuote"];

/** What the approval form starts with: the server's suggested price and default period. */
export type ApprovalQuote = Schemas["ApprovalQuote"];

export function approveSlot(
  id: number,
  input: { approvedPrice: number; startDate?: string; endDate?: string },
): Promise<SlotView> {
  return postJson<DecisionInput, SlotView>(adminSlotKeys.approve(id), { arg: { approved: true, ...input } });
}

/** Extends a slot by 1, 7, 10 or 30 days (pre-allocation mode); answers the new slot. */
export function extendSlot(id: number, extensionDays: Schemas["ExtendRequest"]["extensionDays"]): Promise<Schemas["ExtendedView"]> {
  return postJson<Schemas["ExtendRequest"], Schemas["ExtendedView"]>(adminSlotKeys.extend(id), { arg: { extensionDays } });
}

export function rejectSlot(id: number, rejectionReason: string): Promise<SlotView> {
  return postJson<DecisionInput, SlotView>(adminSlotKeys.approve(id), { arg: { approved: false, rejectionReason } });
}

/** The change log of one slot; fetched when the log modal opens. */
export function useSlotLogs(id: number) {
  return useSWR<SlotLog[]>(adminSlotKeys.logs(id), { revalidateOnFocus: false });
}

/** The refund a slot would get now; fetched when the refund modal opens. */
export function useRefundPreview(id: number) {
  return useSWR<RefundQuote>(adminSlotKeys.refundPreview(id), { revalidateOnFocus: false });
}

/** The approval form's starting price and period; fetched when the approval modal opens. */
export function useApprovalQuote(id: number) {
  return useSWR<ApprovalQuote>(adminSlotKeys.approvalQuote(id), { revalidateOnFocus: false });
}

/** After a slot changed: every list page, the dashboard numbers and that slot's log. */
export function revalidateAfterSlotChange(mutate: ScopedMutator, slotId?: number): Promise<unknown> {
  return Promise.all([
    revalidateSlotLists(mutate),
    mutate(slotKeys.adminDashboard),
    slotId === undefined ? undefined : mutate(adminSlotKeys.logs(slotId)),
  ]);
}
