/**
 * Length limits the server enforces that `openapi.json` does not state as `maxLength` yet (its
 * schema carries a pattern, or nothing), so `api-limits.ts` cannot generate them. Each is written
 * here once, beside the request field it mirrors; when the contract carries the limit, the form
 * reads `apiLimits` instead and the line goes.
 */
export const serverLimits = {
  /** RejectBody.reason, DecisionRequest.rejectionReason, StatusRequest.refundReason (none in the document). */
  decisionReason: 500,
} as const;
