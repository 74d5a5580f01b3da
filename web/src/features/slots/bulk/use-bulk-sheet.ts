import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { emptyRow, padRows } from "@/components/sheet/grid-edits";
import { useConfirm } from "@/components/confirm-dialog";
import {
  rowErrorsOf,
  startBulkRegistration,
  useBulkRegistration,
  useSlotsQuote,
  type BulkRegistration,
} from "@/features/slots/bulk/api";
import { blockReason, cashStateOf, quoteFor, type CashContext } from "@/features/slots/bulk/cash";
import { sheetColumnsOf } from "@/features/slots/bulk/columns";
import { bulkGridMessages, bulkRegisterMessages, bulkValidationMessages } from "@/features/slots/bulk/messages";
import { bulkRequestOf, filledRowIndices } from "@/features/slots/bulk/request";
import { isFinished, keptRowsOf, progressOf, resultSummaryOf, type ResultSummary } from "@/features/slots/bulk/result";
import { cellKey, marksOfRowErrors, NO_MARKS, withoutChangedRows, type ServerMarks } from "@/features/slots/bulk/server-errors";
import { rowValidator, type ProblemEntry } from "@/features/slots/bulk/validation";
import { errorMessageOf } from "@/lib/api-client";
import type { FieldConfig } from "@/lib/slots/api";

/** An issued empty slot a row fills (the bulk input of pre-allocation mode). */
export interface FillSlot {
  id: number;
  slotNumber: number;
}

export interface BulkSheetOptions {
  /** The enabled fields, in order: one grid column each. */
  fields: FieldConfig[];
  /** The marketplace domain of the URL rule. */
  domain: string;
  minRows: number;
  maxRows: number;
  cash: CashContext;
  /** One row per issued empty slot (fixed rows, each sent with its `slotId`); none for new slots. */
  fillSlots?: readonly FillSlot[];
  /** A registration ended with at least one slot registered (lists and balance changed). */
  onRegistered: (registration: BulkRegistration) => void;
  /** Every row was registered. */
  onAllSucceeded: (registration: BulkRegistration) => void;
}

/** A finished registration with failures, as shown above the grid. */
export interface BulkResult {
  summary: ResultSummary;
  /** Failures the server counted but did not place on a row. */
  unplaced: number;
}

/**
 * The state of a bulk grid (spec part 2 §4: idle, registering, result summary): its rows, the
 * client's checks with the server's marks over them, the blocking reason, the confirmation, the
 * request, the polled progress and the result, after which only the failed rows stay.
 */
export function useBulkSheet(options: BulkSheetOptions) {
  const { fields, domain, minRows, maxRows, cash } = options;
  const confirm = useConfirm();
  const columns = useMemo(() => sheetColumnsOf(fields), [fields]);
  const [fillSlots, setFillSlots] = useState<readonly FillSlot[] | null>(options.fillSlots ?? null);
  const [rows, setRows] = useState<string[][]>(() => (options.fillSlots ?? []).map(() => emptyRow(fields.length)));
  const [marks, setMarks] = useState<ServerMarks>(NO_MARKS);
  // Why each kept row failed last time: shown on its number, not an input error (it may be sent again).
  const [failures, setFailures] = useState<ServerMarks>(NO_MARKS);
  const [submitting, setSubmitting] = useState(false);
  const [started, setStarted] = useState<BulkRegistration | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sent = useRef<{ rows: string[][]; fillSlots: readonly FillSlot[] | null }>({ rows: [], fillSlots: null });
  const callbacks = useRef(options);
  callbacks.current = options;

  const validate = useMemo(() => rowValidator(fields, domain), [fields, domain]);
  const problems = useMemo(() => rows.map(validate), [rows, validate]);

  const cellError = useCallback(
    (row: number, col: number) => marks.cells.get(cellKey(row, col)) ?? problems[row]?.[col] ?? null,
    [marks, problems],
  );
  const rowError = useCallback((row: number) => marks.rows.get(row) ?? failures.rows.get(row) ?? null, [marks, failures]);

  const rowName = useCallback(
    (row: number) => (fillSlots?.[row] ? bulkGridMessages.slotRow(fillSlots[row].slotNumber) : bulkValidationMessages.rowName(row + 1)),
    [fillSlots],
  );
  const rowLabel = useMemo(
    () => (fillSlots ? (row: number) => (fillSlots[row] ? bulkGridMessages.slotRow(fillSlots[row].slotNumber) : String(row + 1)) : undefined),
    [fillSlots],
  );

  const filled = useMemo(() => filledRowIndices(rows), [rows]);
  const entries = useMemo(() => {
    const list: (ProblemEntry & { col: number })[] = [];
    const rowsToCheck = new Set([...filled, ...marks.rows.keys()]);
    for (const row of [...rowsToCheck].sort((a, b) => a - b)) {
      const rowProblem = marks.rows.get(row);
      if (rowProblem) list.push({ row, col: -1, label: null, message: rowProblem });
      columns.forEach((column, col) => {
        const message = cellError(row, col);
        if (message) list.push({ row, col, label: column.label, message });
      });
    }
    return list;
  }, [filled, marks, columns, cellError]);

  const newRows = fillSlots ? filled.filter((row) => !fillSlots[row]).length : filled.length;
  // Asked with the cash system off too: the room under the per-user limit is in the same quote.
  const quoted = useSlotsQuote(newRows > 0 ? newRows : null);
  const cashState = cashStateOf(cash.useCashSystem, newRows, quoted.data);
  const quote = quoteFor(newRows, quoted.data);
  const blocked = blockReason({ errors: entries.length, rows: filled.length, quote });

  const registration = useBulkRegistration(started?.id ?? null);
  const current = registration.data?.id === started?.id ? registration.data : started;
  const registering = started !== null;
  const busy = submitting || registering;

  /** The grid's edits; the server's marks on a row go when the row changes. */
  const changeRows = (next: string[][]) => {
    setMarks((currentMarks) => withoutChangedRows(currentMarks, rows, next));
    setFailures((currentFailures) => withoutChangedRows(currentFailures, rows, next));
    setRows(next);
    setNotice(null);
  };

  /** Replaces every row (an Excel import, clearing); marks and the last result go. */
  const replaceRows = useCallback((next: string[][]) => {
    setRows(next);
    setMarks(NO_MARKS);
    setFailures(NO_MARKS);
    setResult(null);
    setNotice(null);
  }, []);

  const addRows = (count: number) => {
    const base = padRows(rows, minRows, columns.length);
    const room = Math.max(Math.min(count, maxRows - base.length), 0);
    if (room === 0) return false;
    setRows([...base, ...Array.from({ length: room }, () => emptyRow(columns.length))]);
    return true;
  };

  const register = async () => {
    if (busy) return;
    // The confirmation names the cost the server quotes for these rows, and the block its room:
    // asked now if the quote has not come.
    const latest = newRows > 0 && quote === null ? await quoted.mutate().catch(() => undefined) : quoted.data;
    const current = cashStateOf(cash.useCashSystem, newRows, latest);
    const reason = blockReason({ errors: entries.length, rows: filled.length, quote: quoteFor(newRows, latest) });
    if (reason) {
      setNotice(reason);
      return;
    }
    const lines = [bulkRegisterMessages.confirm(filled.length)];
    if (current.required) lines.push(bulkRegisterMessages.confirmCost(current.required));
    const ok = await confirm({
      title: bulkRegisterMessages.confirmTitle,
      message: lines.join("\n"),
      confirmLabel: bulkRegisterMessages.confirmButton,
    });
    if (!ok) return;
    setSubmitting(true);
    setNotice(null);
    setResult(null);
    setFailures(NO_MARKS);
    try {
      const answer = await startBulkRegistration(bulkRequestOf(fields, rows, fillSlots?.map((slot) => slot.id)));
      sent.current = { rows, fillSlots };
      setStarted(answer);
    } catch (caught) {
      const rowErrors = rowErrorsOf(caught);
      if (rowErrors.length > 0) setMarks(marksOfRowErrors(rowErrors, columns));
      setNotice(errorMessageOf(caught, bulkRegisterMessages.failed));
    } finally {
      setSubmitting(false);
    }
  };

  // The job is done: all registered, or only the failed rows stay, renumbered, with their reasons.
  useEffect(() => {
    if (!started || !current || !isFinished(current)) return;
    setStarted(null);
    const { onRegistered, onAllSucceeded } = callbacks.current;
    if (current.succeeded > 0) onRegistered(current);
    if (current.failed === 0) {
      setRows([]);
      setMarks(NO_MARKS);
      onAllSucceeded(current);
      return;
    }
    const before = sent.current;
    const kept = keptRowsOf(current, before.rows.length);
    const keptSlots = before.fillSlots ? kept.indices.map((index) => before.fillSlots![index]) : null;
    const nameOf = (rowNumber: number) =>
      keptSlots?.[rowNumber - 1] ? bulkGridMessages.slotRow(keptSlots[rowNumber - 1].slotNumber) : bulkValidationMessages.rowName(rowNumber);
    const reasons = new Map(current.failures.map((failure) => [failure.row, failure.message]));
    setRows(kept.indices.map((index) => before.rows[index]));
    if (keptSlots) setFillSlots(keptSlots);
    setMarks(NO_MARKS);
    setFailures({ cells: new Map(), rows: new Map(kept.indices.map((index, position) => [position, reasons.get(index + 1) ?? ""])) });
    setResult({ summary: resultSummaryOf(current, nameOf, kept.newNumber), unplaced: kept.unplaced });
  }, [started, current]);

  return {
    columns,
    rows,
    changeRows,
    replaceRows,
    addRows,
    cellError,
    rowError,
    rowLabel,
    rowName,
    /** Problems in row order, for the error list (col -1: the whole row). */
    entries,
    filledCount: filled.length,
    newRows,
    cash: cashState,
    /** How many more slots the advertiser may hold and whether the new rows fit, as quoted (null until quoted). */
    room: quote ? { left: quote.room, fits: quote.withinLimit } : null,
    blocked,
    register,
    submitting,
    registering,
    busy,
    progress: current ? progressOf(current) : null,
    pollFailed: registering && Boolean(registration.error),
    result,
    dismissResult: () => setResult(null),
    notice,
    setNotice,
    fixedRows: fillSlots ? fillSlots.length : null,
  };
}

export type BulkSheet = ReturnType<typeof useBulkSheet>;
