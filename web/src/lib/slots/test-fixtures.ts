/**
 * Plain SlotView and FieldConfig objects for unit and component tests (no network). They are typed
 * with the api's generated types, so a change of the served document breaks them at compile time.
 */
import type { FieldConfig, SlotListPage, SlotSummary, SlotView } from "@/lib/slots/api";

let nextId = 100;

/** An active, running advertiser slot; override what the test is about. */
export function slotFixture(overrides: Partial<SlotView> = {}): SlotView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userId: 3,
    userName: "홍길동",
    userEmail: "advertiser01",
    userIsActive: true,
    slotNumber: id,
    isTest: false,
    allocationId: null,
    isEmpty: false,
    status: "active",
    displayStatus: "active",
    daysLeft: 10,
    allowedActions: ["edit", "pause", "select"],
    keyword: "무선 이어폰",
    extraKeywords: [],
    url: "https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789",
    displayUrl: "https://www.coupang.com/vp/products/123?itemId=456&vendorItemId=789",
    mid: null,
    productName: null,
    thumbnail: null,
    customFields: {},
    rank: 12,
    yesterdayRank: 15,
    firstRank: 20,
    isProcessing: false,
    failCount: 0,
    lastCheckedAt: null,
    startDate: "2026-11-01",
    endDate: "2026-12-01",
    createdAt: "2026-10-30T01:00:00Z",
    updatedAt: "2026-10-30T01:00:00Z",
    approvedAt: "2026-10-31T01:00:00Z",
    rejectedAt: null,
    price: 0,
    approvedPrice: 30000,
    paymentCompleted: false,
    rejectionReason: null,
    refundReason: null,
    refundedBy: null,
    parentSlotId: null,
    isExtended: false,
    hasExtension: false,
    extensionDays: null,
    ...overrides,
  };
}

/** A field config as GET /api/field-configs returns it. */
export function fieldFixture(overrides: Partial<FieldConfig> & Pick<FieldConfig, "fieldKey" | "label">): FieldConfig {
  return {
    id: nextId++,
    fieldType: "text",
    placeholder: null,
    description: null,
    isRequired: false,
    isEnabled: true,
    isSystemGenerated: false,
    showInList: true,
    isSearchable: true,
    displayOrder: 0,
    options: [],
    ...overrides,
  };
}

/** The three default fields, enabled: keyword and URL required. */
export const defaultFieldsFixture = (): FieldConfig[] => [
  fieldFixture({ fieldKey: "keywords", label: "키워드", isRequired: true, isSystemGenerated: true, displayOrder: 1 }),
  fieldFixture({ fieldKey: "landingUrl", label: "랜딩 URL", fieldType: "url", isRequired: true, isSystemGenerated: true, displayOrder: 2 }),
  fieldFixture({ fieldKey: "mid", label: "MID", isSystemGenerated: true, displayOrder: 3 }),
];

/** A list page of `items` with a matching summary. */
export function pageFixture(items: SlotView[], total = items.length): SlotListPage {
  const summary: SlotSummary = {
    total,
    empty: 0,
    pending: 0,
    waiting: 0,
    active: 0,
    paused: 0,
    completed: 0,
    rejected: 0,
    refunded: 0,
    expired: 0,
    inactive: 0,
  };
  for (const item of items) {
    if (item.displayStatus in summary) summary[item.displayStatus as keyof SlotSummary] += 1;
  }
  const pagination = { page: 1, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) };
  return { items, pagination, summary, totalCapped: false };
}
