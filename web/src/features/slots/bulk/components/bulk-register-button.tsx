import { bulkRegisterMessages as messages } from "@/features/slots/bulk/messages";
import type { BulkSheet } from "@/features/slots/bulk/use-bulk-sheet";

/**
 * The register button with, beside it, why it cannot register yet (errors, no rows, too little
 * cash). Pressing it while blocked raises the reason as an alert instead of sending.
 */
export function BulkRegisterButton({ sheet }: { sheet: BulkSheet }) {
  const reasonShown = sheet.blocked && !sheet.busy && sheet.notice !== sheet.blocked;
  let label: string = sheet.filledCount > 0 ? messages.registerCount(sheet.filledCount) : messages.register;
  if (sheet.submitting) label = messages.submitting;
  else if (sheet.registering && sheet.progress) label = messages.progress(sheet.progress.done, sheet.progress.total);
  return (
    <div className="bulk-register">
      {reasonShown && (
        <p className="bulk-block-reason" id="bulk-block-reason">
          {sheet.blocked}
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        onClick={() => void sheet.register()}
        disabled={sheet.busy}
        aria-describedby={reasonShown ? "bulk-block-reason" : undefined}
      >
        {label}
      </button>
    </div>
  );
}
