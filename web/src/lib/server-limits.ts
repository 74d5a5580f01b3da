/**
 * Length limits the server enforces that `openapi.json` does not state as `maxLength` yet (its
 * schema carries a pattern, or nothing), so `api-limits.ts` cannot generate them. Each is written
 * here once, beside the request field it mirrors; when the contract carries the limit, the form
 * reads `apiLimits` instead and the line goes.
 */
export const serverLimits = {
  /** ChargeRequestBody.accountHolder (no limit in the document). */
  accountHolder: 50,
  /** RejectBody.reason, DecisionRequest.rejectionReason, StatusRequest.refundReason (none in the document). */
  decisionReason: 500,
  /** MessageBody.content (only in its pattern). */
  chatMessage: 5000,
  /** SendRequest.title and TestRequest.title (only in their patterns). */
  notificationTitle: 100,
  /** SendRequest.message and TestRequest.message (only in their patterns). */
  notificationMessage: 1000,
  /** AnnouncementInput.title (only in its pattern). */
  announcementTitle: 200,
  /** AnnouncementInput.content (only in its pattern). */
  announcementContent: 50_000,
} as const;
