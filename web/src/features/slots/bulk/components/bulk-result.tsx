import { AlertBox } from "@/components/alert-box";
import { bulkResultMessages as messages } from "@/features/slots/bulk/messages";
import type { BulkResult as Result } from "@/features/slots/bulk/use-bulk-sheet";

/**
 * A finished registration with failures: "N succeeded, M failed" (or "all failed"), the failed rows
 * 10 then "and N more", and that only they stay in the grid.
 */
export function BulkResult({ result, onDismiss }: { result: Result; onDismiss: () => void }) {
  const { summary } = result;
  return (
    <AlertBox kind={summary.allFailed ? "error" : "warning"} testId="bulk-result">
      <div className="bulk-result">
        <div className="bulk-result-header">
          <strong>{summary.allFailed ? messages.allFailed : messages.heading}</strong>
          <button type="button" className="link-button" onClick={onDismiss}>
            {messages.dismiss}
          </button>
        </div>
        <p>{summary.counts}</p>
        <ul className="bulk-result-list">
          {summary.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {summary.more > 0 && <p>{messages.more(summary.more)}</p>}
        <p className="field-hint">{messages.keptRows}</p>
        {result.unplaced > 0 && <p className="field-hint">{messages.unknownRows(result.unplaced)}</p>}
      </div>
    </AlertBox>
  );
}
