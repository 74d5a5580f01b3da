// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// Every named choice list of the document (Theme, Layout, Role, ...), in the server's order, so
// screens offer the server's choices instead of typing them (src/contract-rules.test.ts fails on a
// copy). Regenerate with `npm run api-types`; `npm run api-types:check` fails when this file and the
// document differ.

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
