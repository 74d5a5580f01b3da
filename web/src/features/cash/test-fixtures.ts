/** Plain cash data for unit and component tests (shapes of docs/api-cash.md). */
import type { CashHistoryEntry, ChargeRequest, Page } from "@/features/cash/api";

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

export function cashPageFixture<T>(items: T[], total = items.length, page = 1): Page<T> {
  return { items, pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) } };
}
