// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The rules of every request schema's properties (minLength, maxLength, minimum, maximum, minItems, maxItems, enum, pattern, keywords),
// keyed by schema and property; every named choice list (apiEnums); and each setting's rule, the
// SettingChange variant for its key (settingRules): forms and choices read the server's rules
// instead of repeating them (src/contract-rules.test.ts fails on a copy).
// Regenerate with `npm run api-types`; `npm run api-types:check` fails when this file and the
// document differ.

export const apiLimits = {
  AllocationRequest: {
    amount: { minimum: 0 },
    description: { maxLength: 500 },
    memo: { maxLength: 500 },
    reason: { maxLength: 500 },
    slotCount: { minimum: 1, maximum: 1000 },
    workCount: { minimum: 0 },
  },
  AnnouncementInput: {
    category: { enum: ["general", "event", "update", "maintenance"] },
    content: { minLength: 1, maxLength: 50000, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    contentType: { enum: ["text", "html"] },
    images: { maxItems: 10 },
    priority: { enum: ["low", "normal", "high", "urgent"] },
    title: { minLength: 1, maxLength: 200, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
  },
  BulkRegistrationRequest: {
    rows: { minItems: 1, maxItems: 1000 },
  },
  BulkRegistrationRow: {
    row: { minimum: 1, maximum: 1000 },
    slotId: { minimum: 1 },
  },
  ChangePasswordRequest: {
    currentPassword: { minLength: 1 },
    password: { minLength: 4, maxLength: 128 },
  },
  ChargeRequestBody: {
    accountHolder: { minLength: 1, maxLength: 50, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    amount: { minimum: 1 },
  },
  DecisionRequest: {
    rejectionReason: { maxLength: 500 },
  },
  ExtendBulkRequest: {
    extensionDays: { enum: [1, 7, 10, 30] },
  },
  ExtendRequest: {
    extensionDays: { enum: [1, 7, 10, 30] },
  },
  FieldConfigInput: {
    fieldKey: { pattern: "^[\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*([A-Za-z][A-Za-z0-9_]*)?[\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$" },
    fieldType: { enum: ["text", "textarea", "number", "email", "url", "select", "date", "boolean"] },
    label: { pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
  },
  GridExportRequest: {
    rows: { maxItems: 1000 },
  },
  ImageUpload: {
    file: { minLength: 1 },
  },
  LoginRequest: {
    email: { pattern: "\\S" },
    password: { minLength: 1 },
  },
  MessageBody: {
    content: { minLength: 1, maxLength: 5000, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    roomId: { minimum: 1 },
  },
  NewAccountRequest: {
    email: { pattern: "^[\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*[A-Za-z0-9]{1,50}[\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$" },
    fullName: { minLength: 1, maxLength: 50, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    password: { minLength: 4, maxLength: 128 },
  },
  ProfileRequest: {
    fullName: { minLength: 1, maxLength: 50, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
  },
  RankAlertSettings: {
    threshold: { minimum: 1, maximum: 499 },
  },
  RejectBody: {
    reason: { maxLength: 500 },
  },
  RetryFailedRequest: {
    queue: { enum: ["rank_crawl", "slot_registration", "slot_extension", "notification_fanout", "effect_report", "purge_expired_tokens", "prune_crawl_pages"] },
    state: { enum: ["failed", "dead"] },
  },
  RoomStatusBody: {
    status: { enum: ["active", "closed", "archived"] },
  },
  SendRequest: {
    duration: { minimum: 1000, maximum: 60000 },
    message: { minLength: 1, maxLength: 1000, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    priority: { enum: ["normal", "high"] },
    recipientId: { minItems: 1, maxItems: 100, enum: ["all"] },
    title: { minLength: 1, maxLength: 100, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    type: { enum: ["info", "success", "warning", "error", "custom", "promotion"] },
  },
  SettingChanges: {
    settings: { minItems: 1 },
  },
  SlotFieldsRequest: {
    keyword: { keywords: { maxItems: 10, maxLength: 100 } },
  },
  StatusRequest: {
    refundReason: { maxLength: 500 },
    status: { enum: ["paused", "active", "deleted", "refunded"] },
  },
  TestRequest: {
    duration: { minimum: 1000, maximum: 60000 },
    message: { minLength: 1, maxLength: 1000, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    priority: { enum: ["normal", "high"] },
    title: { minLength: 1, maxLength: 100, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    type: { enum: ["info", "success", "warning", "error", "custom", "promotion"] },
  },
  UpdateUserRequest: {
    fullName: { minLength: 1, maxLength: 50, pattern: "[^\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]" },
    password: { maxLength: 128, pattern: "^(?:|[\\s\\S]{4,})$" },
    role: { enum: ["user", "operator", "developer"] },
  },
} as const;

/** Every named choice list of the document, in the server's order. */
export const apiEnums = {
  AnnouncementCategory: ["general", "event", "update", "maintenance"],
  AnnouncementPriority: ["low", "normal", "high", "urgent"],
  Audience: ["user", "list", "all"],
  BalanceType: ["paid"],
  BatchStatus: ["queued", "running", "done"],
  BusinessUnit: ["day", "week", "month"],
  CashChargeMode: ["modal", "page"],
  ChargeStatus: ["pending", "approved", "rejected", "cancelled"],
  Competition: ["low", "medium", "high"],
  ContentType: ["text", "html"],
  Delivery: ["sent", "delivered", "read"],
  DisplayStatus: ["empty", "pending", "waiting", "active", "paused", "completed", "rejected", "refunded", "expired", "inactive", "deleted"],
  FailedState: ["failed", "dead"],
  FieldType: ["text", "textarea", "number", "email", "url", "select", "date", "boolean"],
  JobState: ["pending", "running", "failed", "dead", "done"],
  Layout: ["classic", "modern", "minimal", "dashboard"],
  LedgerKind: ["charge", "purchase", "refund", "withdrawal", "bonus", "expire"],
  MessageType: ["normal", "system", "auto_reply"],
  NotificationKind: ["info", "success", "warning", "error", "custom", "promotion"],
  OperationMode: ["normal", "pre-allocation"],
  Priority: ["normal", "high"],
  Role: ["user", "operator", "developer"],
  RoomStatus: ["active", "closed", "archived"],
  RowKind: ["crawlRun", "registrationBatch", "extensionBatch", "notificationSend", "reportBatch"],
  RunStatus: ["queued", "running", "done", "failed"],
  SendStatus: ["queued", "sending", "sent"],
  Sender: ["system", "operator", "developer"],
  SenderRole: ["system", "admin", "operator", "user"],
  SlotAction: ["fill", "edit", "pause", "resume", "approve", "reject", "refund", "extend", "recrawl", "delete", "select"],
  SlotChangeType: ["create", "field_update", "status_change", "fill_empty", "approve", "reject", "refund", "pause", "resume", "delete", "extend", "rank_reset"],
  SlotStatus: ["empty", "pending", "active", "paused", "rejected", "refunded", "expired", "completed", "waiting", "inactive", "deleted"],
  StatusTarget: ["paused", "active", "deleted", "refunded"],
  Theme: ["simple", "modern", "luxury"],
  Trigger: ["schedule", "manual", "edit"],
} as const;

/** The choices of every query parameter that has them, by path and parameter name. */
export const apiParameters = {
  "/api/admin/business": {
    unit: ["day", "week", "month"],
  },
  "/api/admin/business/export": {
    format: ["xlsx", "csv"],
    unit: ["day", "week", "month"],
  },
  "/api/admin/cash/charges": {
    status: ["pending", "approved", "rejected", "cancelled"],
  },
  "/api/admin/crawl-runs": {
    status: ["all", "queued", "running", "done", "failed"],
  },
  "/api/admin/jobs": {
    queue: ["rank_crawl", "slot_registration", "slot_extension", "notification_fanout", "effect_report", "purge_expired_tokens", "prune_crawl_pages"],
    state: ["all", "pending", "running", "failed", "dead", "done"],
  },
  "/api/announcements": {
    status: ["all", "active", "inactive"],
    category: ["general", "event", "update", "maintenance"],
  },
  "/api/cash/history": {
    type: ["all", "charge", "purchase", "refund", "withdrawal", "bonus", "expire"],
  },
  "/api/notifications": {
    type: ["info", "success", "warning", "error", "custom", "promotion"],
  },
  "/api/notifications/sends": {
    period: ["all", "today", "week", "month"],
    type: ["info", "success", "warning", "error", "custom", "promotion"],
  },
  "/api/reports/effect": {
    format: ["pdf", "xlsx"],
  },
  "/api/slots": {
    status: ["all", "empty", "pending", "waiting", "active", "paused", "completed", "rejected", "refunded", "expired", "inactive", "deleted"],
    searchField: ["all", "keyword", "url", "productName"],
    dateField: ["work", "created"],
    sortBy: ["createdAt", "startDate", "endDate", "rank", "keyword"],
    sortOrder: ["asc", "desc"],
  },
  "/api/slots/allocation-history": {
    sortBy: ["createdAt", "userName", "slotCount"],
    sortOrder: ["asc", "desc"],
  },
  "/api/slots/count": {
    status: ["all", "empty", "pending", "waiting", "active", "paused", "completed", "rejected", "refunded", "expired", "inactive", "deleted"],
  },
  "/api/slots/export": {
    format: ["xlsx", "csv"],
    status: ["all", "empty", "pending", "waiting", "active", "paused", "completed", "rejected", "refunded", "expired", "inactive", "deleted"],
    searchField: ["all", "keyword", "url", "productName"],
    dateField: ["work", "created"],
    sortBy: ["createdAt", "startDate", "endDate", "rank", "keyword"],
    sortOrder: ["asc", "desc"],
  },
  "/api/slots/{id}/rank-history/export": {
    format: ["xlsx", "csv"],
  },
  "/api/users": {
    role: ["all", "user", "operator", "developer"],
    status: ["all", "active", "inactive"],
  },
} as const;

/** Each setting's rule (the SettingChange variant for its key), in the server's order of settings. */
export const settingRules = {
  siteName: { category: "business", type: "string", maxLength: 50, pattern: "[^\\s\\u0000-\\u001F\\u007F-\\u009F]" },
  siteTitle: { category: "business", type: "string", maxLength: 100 },
  logoUrl: { category: "business", type: "string", maxLength: 500, pattern: "^(https?://[^\\s\\u0000-\\u001F\\u007F-\\u009F]+)?$" },
  useCashSystem: { category: "business", type: "boolean" },
  cashChargeMode: { category: "business", type: "string", enum: ["modal", "page"] },
  defaultSlotPrice: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  minCashCharge: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  maxCashCharge: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  slotAutoApproval: { category: "business", type: "boolean" },
  cashAutoApproval: { category: "business", type: "boolean" },
  maxSlotsPerUser: { category: "business", type: "integer", minimum: 1, maximum: 100000 },
  maintenanceMode: { category: "business", type: "boolean" },
  registrationEnabled: { category: "business", type: "boolean" },
  slotOperationMode: { category: "business", type: "string", enum: ["normal", "pre-allocation"] },
  defaultSlotAllocation: { category: "business", type: "integer", minimum: 1, maximum: 100 },
  chatEnabled: { category: "feature", type: "boolean" },
  chatMaxMessages: { category: "feature", type: "integer", minimum: 1, maximum: 1000 },
  chatSoundEnabled: { category: "feature", type: "boolean" },
  chatEnabledSimple: { category: "feature", type: "boolean" },
  chatEnabledModern: { category: "feature", type: "boolean" },
  chatEnabledLuxury: { category: "feature", type: "boolean" },
  chatAutoReply: { category: "feature", type: "string", maxLength: 500 },
  chatBusinessStart: { category: "feature", type: "integer", minimum: 0, maximum: 23 },
  chatBusinessEnd: { category: "feature", type: "integer", minimum: 1, maximum: 24 },
  notificationEnabled: { category: "feature", type: "boolean" },
  notificationSound: { category: "feature", type: "boolean" },
  notificationAutoRead: { category: "feature", type: "boolean" },
  notificationDuration: { category: "feature", type: "integer", minimum: 1000, maximum: 60000 },
  featureCashHistory: { category: "feature", type: "boolean" },
  featureRanking: { category: "feature", type: "boolean" },
  featureSlotManagement: { category: "feature", type: "boolean" },
  globalTheme: { category: "theme", type: "string", enum: ["simple", "modern", "luxury"] },
  globalLayout: { category: "theme", type: "string", enum: ["classic", "modern", "minimal", "dashboard"] },
} as const;
