import type { CashState } from "@/features/slots/bulk/cash";
import { bulkSummaryMessages as messages } from "@/features/slots/bulk/messages";

interface BulkSummaryProps {
  rows: number;
  errors: number;
  /** Shown with the cash system on: the balance, and what the rows cost as the server quotes it. */
  cash: (Pick<CashState, "required" | "short"> & { balance: number | null }) | null;
  /** Every row fills an issued slot: nothing is charged. */
  freeFill?: boolean;
  /** How many more slots the advertiser may hold (the per-user limit) and whether the new rows fit, once quoted; null hides it. */
  room?: { left: number; fits: boolean } | null;
}

/**
 * Non-empty rows and errors; with the cash system on, the balance and what the rows cost (spec part 2 §2); once
 * quoted, how many more slots the advertiser may hold.
 */
export function BulkSummary({ rows, errors, cash, freeFill = false, room = null }: BulkSummaryProps) {
  const short = cash?.short ?? false;
  return (
    <dl className="bulk-summary" aria-label={messages.label} aria-live="polite">
      <div className="bulk-summary-item">
        <dt>{messages.rows}</dt>
        <dd>{messages.rowsValue(rows)}</dd>
      </div>
      <div className={errors > 0 ? "bulk-summary-item bulk-summary-item-danger" : "bulk-summary-item"}>
        <dt>{messages.errors}</dt>
        <dd>{messages.errorsValue(errors)}</dd>
      </div>
      {cash && !freeFill && (
        <>
          <div className="bulk-summary-item">
            <dt>{messages.balance}</dt>
            <dd>{cash.balance === null ? messages.balanceLoading : messages.won(cash.balance)}</dd>
          </div>
          <div className={short ? "bulk-summary-item bulk-summary-item-danger" : "bulk-summary-item"}>
            <dt>{messages.required}</dt>
            <dd>{cash.required === null ? messages.balanceLoading : messages.won(cash.required)}</dd>
          </div>
        </>
      )}
      {room !== null && (
        <div className={room.fits ? "bulk-summary-item" : "bulk-summary-item bulk-summary-item-danger"}>
          <dt>{messages.room}</dt>
          <dd>{messages.roomValue(room.left)}</dd>
        </div>
      )}
      {cash && freeFill && <p className="bulk-summary-note">{messages.freeFill}</p>}
    </dl>
  );
}
