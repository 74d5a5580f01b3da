/**
 * The slot as every slot call returns it, the list and field-configuration reads and the calls both
 * the advertiser's and the operator's screens make (api contract: docs/api-slots.md). Every list key
 * starts with `/api/slots?`, so `revalidateSlotLists` refreshes every cached page (and its summary).
 * Calls only one screen makes are in its feature's `api.ts`.
 */
import useSWR, { type ScopedMutator } from "swr";
import { getJson, patchJson, putJson, type Pagination } from "@/lib/api-client";
import { revalidateList } from "@/lib/swr-cache";

/** Stored statuses (`deleted` never reaches a list). */
export type SlotStatus =
  | "empty"
  | "pending"
  | "active"
  | "paused"
  | "rejected"
  | "refunded"
  | "expired"
  | "completed"
  | "waiting"
  | "inactive"
  | "deleted";

/** Derived status the lists show (spec part 1 §4). */
export type DisplayStatus =
  | "empty"
  | "pending"
  | "waiting"
  | "active"
  | "paused"
  | "completed"
  | "rejected"
  | "refunded"
  | "expired"
  | "inactive"
  | "deleted";

/** What the caller may do to a slot now; the web shows buttons only from this list. */
export type SlotAction =
  | "fill"
  | "edit"
  | "pause"
  | "resume"
  | "approve"
  | "reject"
  | "refund"
  | "extend"
  | "delete"
  | "select";

/** A slot as every slot call returns it. */
export interface SlotView {
  id: number;
  userId: number;
  userName: string | null;
  userEmail: string | null;
  userIsActive: boolean;
  slotNumber: number | null;
  isTest: boolean;
  isEmpty: boolean;
  status: SlotStatus;
  displayStatus: DisplayStatus;
  /** D-n; null without an end date; <= 0 means ended. */
  daysLeft: number | null;
  allowedActions: SlotAction[];
  keyword: string | null;
  url: string | null;
  /** Sent by the api beside `url` (cut after vendorItemId); not in the contract, so optional. */
  displayUrl?: string | null;
  mid: string | null;
  productName: string | null;
  thumbnail: string | null;
  /** Dynamic field values by field key. */
  customFields: Record<string, unknown>;
  /** null = measuring; 0 or > 500 = no rank. */
  rank: number | null;
  yesterdayRank: number | null;
  firstRank: number | null;
  isProcessing: boolean;
  failCount: number;
  lastCheckedAt: string | null;
  /** KST dates YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  rejectedAt: string | null;
  price: number;
  approvedPrice: number | null;
  paymentCompleted: boolean;
  rejectionReason: string | null;
  refundReason: string | null;
  refundedBy: number | null;
  parentSlotId: number | null;
  isExtended: boolean;
  hasExtension: boolean;
  extensionDays: number | null;
}

export type SearchField = "all" | "keyword" | "url" | "productName";
export type DateField = "work" | "created";

/** GET /api/slots query; empty strings and false are left out of the URL. */
export interface SlotListQuery {
  page: number;
  limit: number;
  /** A display status, or "" for all. */
  status: DisplayStatus | "";
  search: string;
  searchField: SearchField;
  dateField: DateField;
  dateFrom: string;
  dateTo: string;
  hideExpired: boolean;
  /** Staff filters (admin screens). */
  userId?: number;
  userSearch?: string;
  slotNumber?: number;
  sortBy?: "createdAt" | "startDate" | "endDate" | "rank" | "keyword";
  sortOrder?: "asc" | "desc";
}

/** Counts of the same filter, ignoring `status`. */
export interface SlotSummary {
  total: number;
  empty: number;
  pending: number;
  waiting: number;
  active: number;
  paused: number;
  completed: number;
  rejected: number;
  refunded: number;
  /** Also sent by the api, not shown on /slots. */
  expired?: number;
  inactive?: number;
}

export interface SlotListPage {
  items: SlotView[];
  pagination: Pagination;
  /** Always for advertisers; for operators only when asked with `summary=true`. */
  summary: SlotSummary | null;
  /** An operator's total stopped at 10,000 matches. */
  totalCapped?: boolean;
}

export type FieldType = "text" | "textarea" | "number" | "email" | "url" | "select" | "date" | "boolean";

export interface FieldConfig {
  id: number;
  fieldKey: string;
  label: string;
  fieldType: FieldType;
  placeholder: string | null;
  description: string | null;
  isRequired: boolean;
  isEnabled: boolean;
  isSystemGenerated: boolean;
  showInList: boolean;
  isSearchable: boolean;
  displayOrder: number;
  options: string[];
}

/** PUT /api/slots/{id}/update-fields: keyword, url, mid and dynamic values all inside customFields. */
export interface UpdateSlotFieldsInput {
  customFields: Record<string, string>;
  startDate?: string;
  endDate?: string;
}

export type StatusChange = "paused" | "active" | "deleted" | "refunded";

export const slotKeys = {
  all: "/api/slots",
  list: (query: SlotListQuery): string => `/api/slots?${slotListParams(query).toString()}`,
  detail: (id: number): string => `/api/slots/${id}`,
  status: (id: number): string => `/api/slots/${id}/status`,
  updateFields: (id: number): string => `/api/slots/${id}/update-fields`,
  rankDeleteQuery: (id: number): string => `/api/slots/${id}/rank-delete-query`,
  fieldConfigs: "/api/field-configs",
};

/** The query string of GET /api/slots (defaults and blanks left out, so equal lists share a key). */
export function slotListParams(query: SlotListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) params.set("status", query.status);
  const search = query.search.trim();
  if (search) {
    params.set("search", search);
    params.set("searchField", query.searchField);
  }
  if (query.dateFrom || query.dateTo) {
    params.set("dateField", query.dateField);
    if (query.dateFrom) params.set("dateFrom", query.dateFrom);
    if (query.dateTo) params.set("dateTo", query.dateTo);
  }
  if (query.hideExpired) params.set("hideExpired", "true");
  if (query.userId !== undefined) params.set("userId", String(query.userId));
  if (query.userSearch?.trim()) params.set("userSearch", query.userSearch.trim());
  if (query.slotNumber !== undefined) params.set("slotNumber", String(query.slotNumber));
  if (query.sortBy) params.set("sortBy", query.sortBy);
  if (query.sortOrder) params.set("sortOrder", query.sortOrder);
  return params;
}

/** One page of slots with the summary counts; the previous page stays on screen while the next loads. */
export function useSlots(query: SlotListQuery) {
  return useSWR<SlotListPage>(slotKeys.list(query), { keepPreviousData: true });
}

/** Every field config (enabled and disabled), in display order. */
export function useFieldConfigs() {
  return useSWR<FieldConfig[]>(slotKeys.fieldConfigs, { revalidateOnFocus: false });
}

export function updateSlotFields(id: number, input: UpdateSlotFieldsInput): Promise<SlotView> {
  return putJson<UpdateSlotFieldsInput, SlotView>(slotKeys.updateFields(id), { arg: input });
}

export function changeSlotStatus(id: number, status: StatusChange, refundReason?: string): Promise<SlotView> {
  const body = refundReason === undefined ? { status } : { status, refundReason };
  return patchJson<typeof body, SlotView>(slotKeys.status(id), { arg: body });
}

/** Called before a keyword or URL change (spec part 1 §7); the count is not used. */
export function getRankDeleteQuery(id: number): Promise<{ rankRows: number }> {
  return getJson<{ rankRows: number }>(slotKeys.rankDeleteQuery(id));
}

/** Refetches every cached slot list page (and so its summary). */
export function revalidateSlotLists(mutate: ScopedMutator): Promise<unknown> {
  return revalidateList(mutate, slotKeys.all);
}
