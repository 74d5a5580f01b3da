import { useState, type ReactNode, type RefObject } from "react";
import { AlertBox } from "@/components/alert-box";
import { Sheet, type SheetHandle } from "@/components/sheet/sheet";
import { BulkErrorList } from "@/features/slots/bulk/components/bulk-error-list";
import { BulkProgress } from "@/features/slots/bulk/components/bulk-progress";
import { BulkResult } from "@/features/slots/bulk/components/bulk-result";
import { BulkSummary } from "@/features/slots/bulk/components/bulk-summary";
import { ADD_ROWS_STEP } from "@/features/slots/bulk/columns";
import { bulkGridMessages as messages } from "@/features/slots/bulk/messages";
import type { BulkSheet } from "@/features/slots/bulk/use-bulk-sheet";

interface BulkWorkspaceProps {
  sheet: BulkSheet;
  sheetRef: RefObject<SheetHandle | null>;
  minRows: number;
  maxRows: number;
  useCashSystem: boolean;
  balance: number | null;
  /** Buttons above the grid (the page's Excel actions). */
  toolbar?: ReactNode;
}

/**
 * The grid with what surrounds it on the page and in the modal: the keyboard hint, rows and "add
 * rows" (up to 1,000, saying so at the limit), the summary, the error list, the server's refusal,
 * the progress of a running registration and the result of a finished one.
 */
export function BulkWorkspace({ sheet, sheetRef, minRows, maxRows, useCashSystem, balance, toolbar }: BulkWorkspaceProps) {
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const shownRows = Math.max(sheet.rows.length, minRows);
  const atLimit = shownRows >= maxRows;
  const fixed = sheet.fixedRows !== null;

  const addRows = () => {
    if (!sheet.addRows(ADD_ROWS_STEP)) setLimitNotice(messages.rowLimit(maxRows));
    else setLimitNotice(null);
  };

  return (
    <div className="bulk-workspace">
      {toolbar}
      <p className="bulk-hint">{messages.keyboardHint}</p>
      <Sheet
        ref={sheetRef}
        columns={sheet.columns}
        rows={sheet.rows}
        onChange={(next) => {
          setLimitNotice(null);
          sheet.changeRows(next);
        }}
        cellError={sheet.cellError}
        rowError={sheet.rowError}
        rowLabel={sheet.rowLabel}
        minRows={minRows}
        maxRows={maxRows}
        onRowLimit={(dropped) => setLimitNotice(messages.pasteTruncated(maxRows, dropped))}
        label={messages.gridLabel}
        readOnly={sheet.busy}
      />
      {!fixed && (
        <div className="bulk-grid-footer">
          <span className="bulk-row-count">{messages.rowCount(shownRows, maxRows)}</span>
          <button
            type="button"
            className="button button-small button-secondary"
            title={messages.addRowsTitle(ADD_ROWS_STEP)}
            onClick={addRows}
            disabled={sheet.busy || atLimit}
          >
            {messages.addRows}
          </button>
          {atLimit && <span className="bulk-row-limit">{messages.rowLimit(maxRows)}</span>}
        </div>
      )}
      {limitNotice && <AlertBox kind="warning">{limitNotice}</AlertBox>}
      <BulkSummary
        rows={sheet.filledCount}
        errors={sheet.entries.length}
        cash={useCashSystem ? { balance, required: sheet.cash.required, short: sheet.cash.short } : null}
        freeFill={fixed && sheet.newRows === 0}
        room={sheet.room}
      />
      <BulkErrorList entries={sheet.entries} rowName={sheet.rowName} onSelect={(row, col) => sheetRef.current?.select(row, col)} />
      {sheet.notice && <AlertBox>{sheet.notice}</AlertBox>}
      {sheet.registering && <BulkProgress progress={sheet.progress} pollFailed={sheet.pollFailed} />}
      {sheet.result && <BulkResult result={sheet.result} onDismiss={sheet.dismissResult} />}
    </div>
  );
}
