// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The limits of every request schema's properties (minLength, maxLength, minimum, maximum, minItems, maxItems),
// keyed by schema and property, so forms read the server's rules instead of repeating them.
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
    content: { minLength: 1, maxLength: 50000 },
    images: { maxItems: 10 },
    title: { minLength: 1, maxLength: 200 },
  },
  BulkRegistrationRequest: {
    rows: { minItems: 1, maxItems: 1000 },
  },
  BulkRegistrationRow: {
    row: { minimum: 1, maximum: 1000 },
    slotId: { minimum: 1 },
  },
  ChangePasswordRequest: {
    password: { minLength: 4, maxLength: 128 },
  },
  ChargeRequestBody: {
    accountHolder: { minLength: 1, maxLength: 50 },
    amount: { minimum: 1 },
  },
  DecisionRequest: {
    rejectionReason: { maxLength: 500 },
  },
  GridExportRequest: {
    rows: { maxItems: 1000 },
  },
  LoginRequest: {
    password: { minLength: 1 },
  },
  MessageBody: {
    content: { minLength: 1, maxLength: 5000 },
    roomId: { minimum: 1 },
  },
  NewAccountRequest: {
    fullName: { minLength: 1, maxLength: 50 },
    password: { minLength: 4, maxLength: 128 },
  },
  ProfileRequest: {
    fullName: { minLength: 1, maxLength: 50 },
  },
  RankAlertSettings: {
    threshold: { minimum: 1, maximum: 499 },
  },
  RejectBody: {
    reason: { maxLength: 500 },
  },
  SendRequest: {
    duration: { minimum: 1000, maximum: 60000 },
    message: { minLength: 1, maxLength: 1000 },
    recipientId: { minItems: 1, maxItems: 100 },
    title: { minLength: 1, maxLength: 100 },
  },
  SettingChanges: {
    settings: { minItems: 1 },
  },
  StatusRequest: {
    refundReason: { maxLength: 500 },
  },
  TestRequest: {
    duration: { minimum: 1000, maximum: 60000 },
    message: { minLength: 1, maxLength: 1000 },
    title: { minLength: 1, maxLength: 100 },
  },
  UpdateUserRequest: {
    fullName: { minLength: 1, maxLength: 50 },
  },
} as const;
