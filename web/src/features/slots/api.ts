/**
 * The advertiser's own slot calls (api contract: docs/api-slots.md): register, fill an issued empty
 * slot, bulk edit. The slot type, the list and the calls the operator makes too are in
 * `src/lib/slots/api.ts`.
 */
import { postJson, putJson } from "@/lib/api-client";
import { slotKeys, type SlotView } from "@/lib/slots/api";

export const mySlotKeys = {
  fill: (id: number): string => `/api/slots/${id}/fill`,
  bulkUpdate: "/api/slots/user/bulk-update",
};

/** POST /api/slots. */
export interface NewSlotInput {
  keyword: string;
  url: string;
  mid?: string;
  dailyBudget: number;
  customFields: Record<string, string>;
}

/** PUT /api/slots/{id}/fill. */
export interface FillSlotInput {
  keyword: string;
  url: string;
  mid: string;
  customFields: Record<string, string>;
}

export interface BulkUpdateInput {
  slotIds: number[];
  /** Only non-blank values; keyword or url must be present. */
  updates: Record<string, string>;
}

export interface BulkUpdateResult {
  message: string;
  updated: number;
}

export function createSlot(input: NewSlotInput): Promise<SlotView> {
  return postJson<NewSlotInput, SlotView>(slotKeys.all, { arg: input });
}

export function fillSlot(id: number, input: FillSlotInput): Promise<SlotView> {
  return putJson<FillSlotInput, SlotView>(mySlotKeys.fill(id), { arg: input });
}

export function bulkUpdateSlots(input: BulkUpdateInput): Promise<BulkUpdateResult> {
  return putJson<BulkUpdateInput, BulkUpdateResult>(mySlotKeys.bulkUpdate, { arg: input });
}
