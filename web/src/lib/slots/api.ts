/**
 * The slot as every slot call returns it, the list and field-configuration reads and the calls both
 * the advertiser's and the operator's screens make (api contract: docs/api-slots.md). Every list key
 * starts with `/api/slots?`, so `revalidateSlotLists` refreshes every cached page (and its summary).
 * Calls only one screen makes are in its feature's `api.ts`.
 */
import useSWR, { type ScopedMutator } from "swr";
import { getJson, patchJson, putJson } from "@/lib/api-client";
import type { components, operations } from "@/lib/api-types";
import type { ExportFormat } from "@/lib/download";
import { revalidateList } from "@/lib/swr-cache";

type Schemas = components["schemas"];
type SlotListParams = NonNullable<operations["list_slots"]["parameters"]["query"]>;

/** Stored statuses (`deleted` never reaches a list). */
export type SlotStatus = Schemas["SlotStatus"];

/** Derived status the lists show (spec part 1 §4). */
export type DisplayStatus = Schemas["DisplayStatus"];

/** What the caller may do to a slot now; the web shows buttons only from this list. */
export type SlotAction = Schemas["SlotAction"];

/**
 * A slot as every slot call returns it. `daysLeft` is D-n (null without an end date; <= 0 means
 * ended); `rank` null = measuring, 0 or > 500 = no rank; dates are KST YYYY-MM-DD.
 */
export type SlotView = Schemas["SlotView"];

export type SearchField = NonNullable<SlotListParams["searchField"]>;
export type DateField = NonNullable<SlotListParams["dateField"]>;

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
  sortBy?: SlotListParams["sortBy"];
  sortOrder?: SlotListParams["sortOrder"];
}

/** Counts of the same filter, ignoring `status`. */
export type SlotSummary = Schemas["Summary"];

/**
 * GET /api/slots: `summary` always for advertisers, for operators only when asked with
 * `summary=true`; an operator's `pagination.total` stops at 10,000 with `totalCapped` true.
 */
export type SlotListPage = Schemas["SlotPageView"];

/**
 * The field types the settings screen offers. The api sends `fieldType` as plain text, so a field
 * config's type is a string and this list is the web's.
 */
export type FieldType = "text" | "textarea" | "number" | "email" | "url" | "select" | "date" | "boolean";

export type FieldConfig = Schemas["FieldConfigView"];

/**
 * The body of POST /api/slots, PUT /api/slots/{id}/fill and PUT /api/slots/{id}/update-fields
 * (update-fields: keyword, url, mid and dynamic values all inside customFields).
 */
export type SlotFieldsRequest = Schemas["SlotFieldsRequest"];

export type StatusChange = Schemas["StatusTarget"];

const SLOTS = "/api/slots";

export const slotKeys = {
  all: SLOTS,
  list: (query: SlotListQuery): string => `${SLOTS}?${slotListParams(query).toString()}`,
  detail: (id: number): string => `${SLOTS}/${id}`,
  status: (id: number): string => `${SLOTS}/${id}/status`,
  updateFields: (id: number): string => `${SLOTS}/${id}/update-fields`,
  rankDeleteQuery: (id: number): string => `${SLOTS}/${id}/rank-delete-query`,
  fieldConfigs: "/api/field-configs",
  /** GET /api/admin/dashboard: the slot cards and counts (staff); refreshed after every slot change. */
  adminDashboard: "/api/admin/dashboard",
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

/**
 * GET /api/slots/export: the list under the same filters (no page, no page size) as .xlsx or .csv.
 * Staff pass `userId` for one advertiser's slots, none for all.
 */
export function slotExportUrl(query: SlotListQuery, format: ExportFormat): string {
  const params = slotListParams(query);
  params.delete("page");
  params.delete("limit");
  return `${SLOTS}/export?${new URLSearchParams([["format", format], ...params]).toString()}`;
}

/** One page of slots with the summary counts; the previous page stays on screen while the next loads. */
export function useSlots(query: SlotListQuery) {
  return useSWR<SlotListPage>(slotKeys.list(query), { keepPreviousData: true });
}

/** One slot (GET /api/slots/{id}); `null` asks for nothing. */
export function useSlot(id: number | null) {
  return useSWR<SlotView>(id === null ? null : slotKeys.detail(id), { revalidateOnFocus: false });
}

/** Every field config (enabled and disabled), in display order. */
export function useFieldConfigs() {
  return useSWR<FieldConfig[]>(slotKeys.fieldConfigs, { revalidateOnFocus: false });
}

export function updateSlotFields(id: number, input: SlotFieldsRequest): Promise<SlotView> {
  return putJson<SlotFieldsRequest, SlotView>(slotKeys.updateFields(id), { arg: input });
}

export function changeSlotStatus(id: number, status: StatusChange, refundReason?: string): Promise<SlotView> {
  const body: Schemas["StatusRequest"] = refundReason === undefined ? { status } : { status, refundReason };
  return patchJson<Schemas["StatusRequest"], SlotView>(slotKeys.status(id), { arg: body });
}

/** Called before a keyword or URL change (spec part 1 §7); the count is not used. */
export function getRankDeleteQuery(id: number): Promise<Schemas["RankDeleteQueryView"]> {
  return getJson<Schemas["RankDeleteQueryView"]>(slotKeys.rankDeleteQuery(id));
}

/** Refetches every cached slot list page (and so its summary). */
export function revalidateSlotLists(mutate: ScopedMutator): Promise<unknown> {
  return revalidateList(mutate, slotKeys.all);
}

/** A slot's market view (issue 29): an advertiser's under /slots, staff's under /admin/slots. */
export function slotMarketPath(id: number, staff: boolean): string {
  return `${staff ? "/admin/slots" : "/slots"}/${id}/market`;
}
