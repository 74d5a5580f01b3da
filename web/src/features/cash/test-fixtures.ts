/**
 * Plain cash data for unit and component tests, typed with the api's generated types so a change of
 * the served document breaks them at compile time.
 */
import type { CashHistoryEntry, ChargeRequest } from "@/features/cash/api";
import type { Pagination } from "@/lib/api-client";

export function chargeFixture(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    id: 7,
    userId: 3,
    userName: "홍길동",
    userEmail: "advertiser01",
    amount: 50000,
    bonusPercentage: 0,
    bonusAmount: 0,
    depositAt: "2026-11-22T05:00:00Z",
    accountHolder: "홍길동",
    status: "pending",
    requestedAt: "2026-11-22T04:30:00Z",
    createdAt: "2026-11-22T04:30:00Z",
    processedAt: null,
    processorId: null,
    rejectReason: null,
    ...overrides,
  };
}

export function historyFixture(overrides: Partial<CashHistoryEntry> = {}): CashHistoryEntry {
  return {
    id: 1,
    userId: 3,
    type: "charge",
    amount: 50000,
    balanceAfter: 50000,
    balanceType: "paid",
    description: "캐시 충전 승인",
    referenceId: 7,
    slotId: null,
    chargeRequestId: 7,
    transactionAt: "2026-11-22T05:10:00Z",
    ...overrides,
  };
}

/** A ChargePage or HistoryPage of `items`. */
export function cashPageFixture<T extends ChargeRequest | CashHistoryEntry>(
  items: T[],
  total = items.length,
  page = 1,
): { items: T[]; pagination: Pagination } {
  return { items, pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) } };
}
