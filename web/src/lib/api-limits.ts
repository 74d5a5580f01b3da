// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The rules of every request schema's properties (minLength, maxLength, minimum, maximum, minItems, maxItems, enum, pattern, keywords),
// keyed by schema and property, so forms read the server's rules instead of repeating them (src/contract-rules.test.ts fails on a
// copy). The named choice lists are in api-enums.ts, the query parameters' choices in
// api-parameters.ts, each setting's rule in setting-rules.ts: every first load reads this file (the
// sign-in form's limits) and needs none of those.
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
