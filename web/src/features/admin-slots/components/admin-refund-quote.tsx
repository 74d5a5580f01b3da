import { useRefundPreview } from "@/features/admin-slots/api";
import { refundMessages } from "@/features/admin-slots/messages";

/** The cash a refund would return now, from the server's pro-rata rule, shown before confirming. */
export function AdminRefundQuote({ slotId }: { slotId: number }) {
  const { data, error, isLoading } = useRefundPreview(slotId);
  if (isLoading) return <p className="refund-quote" role="status">{refundMessages.quoteLoading}</p>;
  if (error || !data) return <p className="refund-quote refund-quote-error">{refundMessages.quoteFailed}</p>;
  if (data.price <= 0) return <p className="refund-quote" data-testid="refund-quote">{refundMessages.quoteNothing}</p>;
  return (
    <div className="refund-quote" data-testid="refund-quote">
      <span className="refund-quote-label">{refundMessages.quoteLabel}</span>
      <strong className="refund-quote-amount">{refundMessages.quoteAmount(data.amount)}</strong>
      <span className="refund-quote-detail">{refundMessages.quoteDetail(data.price, data.unusedDays, data.totalDays)}</span>
    </div>
  );
}
