// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The choices of every query parameter that has them (a list's filters, sorts and formats), by path
// and parameter name. Regenerate with `npm run api-types`; `npm run api-types:check` fails when
// this file and the document differ.

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
