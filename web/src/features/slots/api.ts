/**
 * The advertiser's own slot calls (api contract: docs/api-slots.md): register, fill an issued empty
 * slot, bulk edit. The slot type, the list and the calls the operator makes too are in
 * `src/lib/slots/api.ts`.
 */
import { postJson, putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { slotKeys, type SlotFieldsRequest, type SlotView } from "@/lib/slots/api";

export const mySlotKeys = {
  fill: (id: number): string => `/api/slots/${id}/fill`,
  bulkUpdate: "/api/slots/user/bulk-update",
};

/** PUT /api/slots/user/bulk-update: `updates` only non-blank values; keyword or url must be present. */
export type BulkUpdateInput = components["schemas"]["BulkUpdateRequest"];

export type BulkUpdateResult = components["schemas"]["BulkUpdateView"];

/** POST /api/slots. */
export function createSlot(input: SlotFieldsRequest): Promise<SlotView> {
  return postJson<SlotFieldsRequest, SlotView>(slotKeys.all, { arg: input });
}

/** PUT /api/slots/{id}/fill. */
export function fillSlot(id: number, input: SlotFieldsRequest): Promise<SlotView> {
  return putJson<SlotFieldsRequest, SlotView>(mySlotKeys.fill(id), { arg: input });
}

export function bulkUpdateSlots(input: BulkUpdateInput): Promise<BulkUpdateResult> {
  return putJson<BulkUpdateInput, BulkUpdateResult>(mySlotKeys.bulkUpdate, { arg: input });
}
