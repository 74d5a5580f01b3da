/**
 * Prepaid cash calls (api contract: docs/api-cash.md): the signed-in user's balance, charge requests
 * and history, and the operators' pending list, decisions and counts. Each request is declared once
 * here with its key; list keys start with their base path so one call refreshes every cached page.
 */
import useSWR, { type ScopedMutator } from "swr";
import { postJson } from "@/lib/api-client";
import { apiEnums } from "@/lib/api-enums";
import type { components, operations } from "@/lib/api-types";
import { revalidateList } from "@/lib/swr-cache";

type Schemas = components["schemas"];

/** The statuses the operators' list filters by (a charge's `status` is sent as plain text). */
export type ChargeStatus = NonNullable<NonNullable<operations["admin_charges"]["parameters"]["query"]>["status"]>;
/** The history types GET /api/cash/history filters by (an entry's `type` is sent as plain text). */
export type CashHistoryType = Exclude<NonNullable<NonNullable<operations["my_history"]["parameters"]["query"]>["type"]>, "all">;

/** The history types in the order the filter offers them. */
export const CASH_HISTORY_TYPES: readonly CashHistoryType[] = apiEnums.LedgerKind;

/** A charge request as sent (`userEmail` is the login id, amounts are whole won). */
export type ChargeRequest = Schemas["ChargeView"];
export type ChargePage = Schemas["ChargePage"];

/** A ledger row: `amount` signed as stored (charges and refunds positive, purchases negative); the web shows it by type. */
export type CashHistoryEntry = Schemas["HistoryView"];
export type HistoryPage = Schemas["HistoryPage"];

/** POST /api/cash/charges (`depositAt` an ISO timestamp). */
export type ChargeInput = Schemas["ChargeRequestBody"];

export type ChargeCounts = Schemas["ChargeCounts"];

/** Lists are read 10 rows a page (the contract's default). */
export const CASH_PAGE_SIZE = 10;

const CHARGES = "/api/cash/charges";
const HISTORY = "/api/cash/history";
const ADMIN_CHARGES = "/api/admin/cash/charges";

export const cashKeys = {
  balance: "/api/cash/balance",
  charges: CHARGES,
  chargesPage: (page: number) => `${CHARGES}?page=${page}&limit=${CASH_PAGE_SIZE}`,
  history: HISTORY,
  historyPage: (page: number, type?: CashHistoryType | "") =>
    `${HISTORY}?page=${page}&limit=${CASH_PAGE_SIZE}${type ? `&type=${type}` : ""}`,
  adminCharges: ADMIN_CHARGES,
  adminPendingPage: (page: number) => `${ADMIN_CHARGES}?status=pending&page=${page}&limit=${CASH_PAGE_SIZE}`,
  adminCounts: "/api/admin/cash/counts",
  approve: (id: number) => `${ADMIN_CHARGES}/${id}/approve`,
  reject: (id: number) => `${ADMIN_CHARGES}/${id}/reject`,
} as const;

/** The signed-in user's balance; `enabled` false (cash system off) makes no call. Refreshed on focus. */
export function useBalance(enabled = true) {
  return useSWR<Schemas["BalanceView"]>(enabled ? cashKeys.balance : null, { revalidateOnFocus: true });
}

/** The user's own charge requests, newest first. */
export function useCharges(page: number) {
  return useSWR<ChargePage>(cashKeys.chargesPage(page));
}

/** The user's cash history, newest first, optionally of one type. */
export function useCashHistory(page: number, type: CashHistoryType | "" = "") {
  return useSWR<HistoryPage>(cashKeys.historyPage(page, type));
}

/** Operators: pending charge requests, oldest first. */
export function usePendingCharges(page: number) {
  return useSWR<ChargePage>(cashKeys.adminPendingPage(page));
}

/** Operators: how many requests are pending, approved and rejected; `enabled` false makes no call. */
export function useChargeCounts(enabled = true) {
  return useSWR<ChargeCounts>(enabled ? cashKeys.adminCounts : null);
}

/** POST /api/cash/charges: a new pending request (201). */
export function requestCharge(input: ChargeInput): Promise<ChargeRequest> {
  return postJson<ChargeInput, ChargeRequest>(cashKeys.charges, { arg: input });
}

/** Operators: approve a pending request (409 with the server's text when it is no longer pending). */
export function approveCharge(id: number): Promise<ChargeRequest> {
  return postJson<undefined, ChargeRequest>(cashKeys.approve(id));
}

/** Operators: reject a pending request, with an optional reason. */
export function rejectCharge(id: number, reason?: string): Promise<ChargeRequest> {
  const body: Schemas["RejectBody"] = reason?.trim() ? { reason: reason.trim() } : {};
  return postJson<Schemas["RejectBody"], ChargeRequest>(cashKeys.reject(id), { arg: body });
}

/** Re-reads the balance (after a slot was paid for, a charge approved...). */
export function revalidateBalance(mutate: ScopedMutator): Promise<unknown> {
  return mutate(cashKeys.balance);
}

/** After a charge request: every cached page of the user's requests. */
export function revalidateMyCharges(mutate: ScopedMutator): Promise<unknown> {
  return revalidateList(mutate, cashKeys.charges);
}

/**
 * After an operator's decision: the pending pages, the counts, and the operator's own balance and
 * history (an operator may have approved their own request).
 */
export function revalidateAdminCash(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all([
    revalidateList(mutate, cashKeys.adminCharges),
    mutate(cashKeys.adminCounts),
    mutate(cashKeys.balance),
    revalidateList(mutate, cashKeys.charges),
    revalidateList(mutate, cashKeys.history),
  ]);
}
