import { useRef, useState, type ChangeEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import type { Rows } from "@/components/sheet/grid-edits";
import { downloadImportTemplate, exportGrid, importSheet } from "@/features/slots/bulk/api";
import { BULK_MAX_ROWS } from "@/features/slots/bulk/columns";
import { importFileProblem, SPREADSHEET_ACCEPT } from "@/features/slots/bulk/excel";
import { bulkExcelMessages as messages } from "@/features/slots/bulk/messages";
import { gridExportOf, rowsOfImport } from "@/features/slots/bulk/request";
import { errorMessageOf } from "@/lib/api-client";
import type { FieldConfig } from "@/lib/slots/api";

interface BulkExcelActionsProps {
  fields: readonly FieldConfig[];
  rows: Rows;
  /** The grid holds something: an import asks before replacing it. */
  hasData: boolean;
  disabled: boolean;
  onImport: (rows: string[][]) => void;
}

type Busy = "import" | "template" | "export" | null;

/**
 * Excel import (an .xlsx or .xls of at most 5 MB replaces the grid for review), the template, and
 * the grid exported as .xlsx. Errors are the server's words, or the catalogue's when it sent none.
 */
export function BulkExcelActions({ fields, rows, hasData, disabled, onImport }: BulkExcelActionsProps) {
  const confirm = useConfirm();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setMessage(null);
    try {
      await work();
    } catch (caught) {
      setMessage({ kind: "error", text: errorMessageOf(caught, fallback) });
    } finally {
      setBusy(null);
    }
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be chosen again after fixing it
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) {
      setMessage({ kind: "error", text: problem });
      return;
    }
    if (hasData) {
      const ok = await confirm({ title: messages.replaceConfirmTitle, message: messages.replaceConfirm, confirmLabel: messages.replace });
      if (!ok) return;
    }
    await run(
      "import",
      async () => {
        const imported = rowsOfImport(fields, await importSheet(file), BULK_MAX_ROWS);
        onImport(imported.rows);
        setMessage({
          kind: "success",
          text: imported.total > BULK_MAX_ROWS ? messages.importedTruncated(imported.total, BULK_MAX_ROWS) : messages.imported(imported.rows.length),
        });
      },
      messages.importFailed,
    );
  };

  const exportRows = () => {
    const body = gridExportOf(fields, rows);
    if (body.rows.length === 0) {
      setMessage({ kind: "error", text: messages.nothingToExport });
      return;
    }
    void run("export", async () => void (await exportGrid(body, messages.exportName)), messages.exportFailed);
  };

  const off = disabled || busy !== null;
  return (
    <div className="bulk-excel">
      <div className="bulk-excel-buttons" role="group" aria-label={messages.group}>
        <button type="button" className="button button-secondary" disabled={off} onClick={() => inputRef.current?.click()}>
          {busy === "import" ? messages.importing : messages.import}
        </button>
        <input ref={inputRef} type="file" accept={SPREADSHEET_ACCEPT} hidden data-testid="bulk-import-input" onChange={(event) => void handleFile(event)} />
        <button
          type="button"
          className="button button-secondary"
          disabled={off}
          onClick={() => void run("template", async () => void (await downloadImportTemplate(messages.templateName)), messages.templateFailed)}
        >
          {busy === "template" ? messages.templateBusy : messages.template}
        </button>
        <button type="button" className="button button-secondary" disabled={off} onClick={exportRows}>
          {busy === "export" ? messages.exporting : messages.export}
        </button>
      </div>
      {message && <AlertBox kind={message.kind}>{message.text}</AlertBox>}
    </div>
  );
}
