import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from "react";
import { cellsOf, emptyRow, fillRect, normalizeCell, padRows, pasteBlock, setCell, type Rows } from "@/components/sheet/grid-edits";
import { commandFor, type EditEntry, type SheetCommand, type SheetMode } from "@/components/sheet/keys";
import { INPUT_MODES, defaultRowLabel, targetOf, totalWidth } from "@/components/sheet/layout";
import {
  clampPos,
  collapsed,
  columnSelection,
  edgePos,
  extendSelection,
  isSingleCell,
  moveSelection,
  rectOf,
  rowSelection,
  tabTarget,
  wholeGrid,
} from "@/components/sheet/range";
import { SheetHead } from "@/components/sheet/sheet-head";
import { SheetPicker, type PickerStep } from "@/components/sheet/sheet-picker";
import { SheetRow } from "@/components/sheet/sheet-row";
import { parseTsv, serializeHtmlTable, serializeTsv } from "@/components/sheet/tsv";
import type { SheetColumn, SheetSelection } from "@/components/sheet/types";
import { cellAt, useEditorPlacement } from "@/components/sheet/use-editor-placement";
import { sheetMessages } from "@/lib/messages";

/** What a parent can ask of the grid. */
export interface SheetHandle {
  /** Selects a cell, scrolls it into view and puts the keyboard focus on the grid. */
  select: (row: number, col: number) => void;
}

export interface SheetProps {
  columns: readonly SheetColumn[];
  rows: Rows;
  /** Every change as the whole new rows (unchanged rows keep their identity). */
  onChange: (rows: string[][]) => void;
  /** The problem of a cell, or null; shown as a red border with the message as its description. */
  cellError?: (row: number, col: number) => string | null;
  /** A problem of a whole row, marked on its number. */
  rowError?: (row: number) => string | null;
  /** The row number column's text (default 1, 2, 3...). */
  rowLabel?: (row: number) => string;
  /** Rows always shown (empty ones added). */
  minRows?: number;
  /** Rows a paste or Enter on the last row may grow to. */
  maxRows?: number;
  /** A paste met `maxRows`; `droppedRows` of it were left out. */
  onRowLimit?: (droppedRows: number) => void;
  /** The grid's accessible name. */
  label: string;
  /** No editing (while the rows are being registered). */
  readOnly?: boolean;
  ref?: Ref<SheetHandle>;
}

function sameArray(a: readonly (string | null)[] | undefined, b: readonly (string | null)[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * A spreadsheet grid without a data-grid library, built so that Korean input is right by
 * construction: while a cell is selected the keyboard focus sits in ONE real textarea laid over it
 * (transparent in select mode, its text the cell's, selected). Typing, or an IME's
 * compositionstart, happens natively in that element and only then switches to edit mode, which
 * replaces the cell's text with exactly what was typed; no key is replayed, so no jamo turns Latin
 * and none is lost or doubled. No key event is acted on while composing (`keys.ts`).
 *
 * Select mode: arrows move, Shift+arrows, Shift+click and drag extend, Tab walks, Delete clears,
 * Ctrl/Cmd+C, X and V copy, cut and paste tab-separated text (and an HTML table), F2, Enter or a
 * double click edit keeping the text. Edit mode: Enter commits down, Tab sideways, blur commits,
 * Escape restores. A dropdown column picks from a list. Rows are plain DOM, each memoised.
 */
export function Sheet(props: SheetProps) {
  const { columns, minRows = 1, maxRows = 1000, readOnly = false, onChange, cellError, rowError } = props;
  const cols = columns.length;
  const rows = useMemo(() => padRows(props.rows, minRows, cols), [props.rows, minRows, cols]);
  const size = { rows: rows.length, cols };

  const [rawSelection, setSelection] = useState<SheetSelection>(() => collapsed({ row: 0, col: 0 }));
  const [mode, setMode] = useState<SheetMode>("select");
  const [entry, setEntry] = useState<EditEntry>("keep");
  const [picking, setPicking] = useState(false);
  const [focused, setFocused] = useState(false);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const dragging = useRef(false);
  const composing = useRef(false);
  const pendingClipboard = useRef<"copy" | "cut" | null>(null);

  // Rows may shrink under the selection (a registration keeps only the failed rows).
  const selection: SheetSelection = { anchor: clampPos(rawSelection.anchor, size), focus: clampPos(rawSelection.focus, size) };
  const focus = selection.focus;
  const rect = rectOf(selection);
  const column = columns[focus.col];
  const cellText = rows[focus.row]?.[focus.col] ?? "";

  const latest = useRef({ rows, rect, onChange });
  latest.current = { rows, rect, onChange };

  const change = (next: string[][]) => {
    if (next !== rows) onChange(next);
  };

  // Errors are asked per cell; a row gets a new array only when one of its messages changed.
  const errorCache = useRef<(string | null)[][]>([]);
  const errorRows = useMemo(() => {
    const previous = errorCache.current;
    const next = rows.map((_, row) => {
      const errors = columns.map((_, col) => cellError?.(row, col) ?? null);
      return sameArray(previous[row], errors) ? previous[row] : errors;
    });
    errorCache.current = next;
    return next;
  }, [rows, columns, cellError]);

  const focusEditor = () => editorRef.current?.focus({ preventScroll: true });

  useImperativeHandle(props.ref, () => ({
    select: (row: number, col: number) => {
      setMode("select");
      setPicking(false);
      setSelection(collapsed({ row, col }));
      focusEditor();
    },
  }));

  // Select mode: the editor holds the active cell's text, all selected, so typing replaces it.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || mode !== "select" || composing.current) return;
    if (editor.value !== cellText) editor.value = cellText;
    editor.setSelectionRange(0, editor.value.length);
  }, [mode, focus.row, focus.col, cellText]);

  useEditorPlacement({ scrollRef, headRef, bodyRef, editorRef, focus, mode, column });

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener("mouseup", stop);
    return () => window.removeEventListener("mouseup", stop);
  }, []);

  // A read-only grid (registration running) abandons an edit in progress.
  useEffect(() => {
    if (readOnly) {
      setMode("select");
      setPicking(false);
    }
  }, [readOnly]);

  /** Leaves edit mode, writing the editor's text when `save`; returns the rows after it. */
  const finishEdit = (save: boolean): string[][] => {
    setMode("select");
    setPicking(false);
    const editor = editorRef.current;
    if (!save || !editor || readOnly) return rows;
    const next = setCell(rows, focus.row, focus.col, normalizeCell(column, editor.value));
    change(next);
    return next;
  };

  const beginEdit = () => {
    if (readOnly || !column) return;
    setSelection(collapsed(focus));
    setMode("edit");
    setEntry("keep");
    if (column.type === "dropdown") {
      setPicking(true);
      return;
    }
    const editor = editorRef.current;
    editor?.setSelectionRange(editor.value.length, editor.value.length);
  };

  /** Enter's move: down (or up); on the last row a new empty row is added while below the maximum. */
  const moveAfterCommit = (next: string[][], rowStep: number, colStep: number) => {
    if (rowStep === 1 && focus.row === next.length - 1 && next.length < maxRows) {
      onChange([...next, emptyRow(cols)]);
      setSelection(collapsed({ row: focus.row + 1, col: focus.col }));
      return;
    }
    setSelection(moveSelection(collapsed(focus), rowStep, colStep, { rows: next.length, cols }));
  };

  const run = (command: SheetCommand, event: KeyboardEvent) => {
    switch (command.kind) {
      case "move":
        event.preventDefault();
        setSelection(command.extend ? extendSelection(selection, command.rows, command.cols, size) : moveSelection(selection, command.rows, command.cols, size));
        return;
      case "edge": {
        event.preventDefault();
        const target = edgePos(focus, command.edge, size);
        setSelection(command.extend ? { anchor: selection.anchor, focus: target } : collapsed(target));
        return;
      }
      case "tab": {
        const target = tabTarget(focus, command.backwards, size);
        if (!target) return; // past the last cell focus leaves the grid
        event.preventDefault();
        event.stopPropagation();
        setSelection(collapsed(target));
        return;
      }
      case "beginEdit":
        event.preventDefault();
        beginEdit();
        return;
      case "clear":
        event.preventDefault();
        if (!readOnly) change(fillRect(rows, rect, ""));
        return;
      case "selectAll":
        event.preventDefault();
        setSelection(wholeGrid(size));
        return;
      case "copy":
      case "cut": {
        // The copy/cut event normally follows and fills the clipboard; if the browser sends none
        // (nothing selected in an empty cell), the async clipboard takes over.
        const kind = command.kind;
        pendingClipboard.current = kind;
        window.setTimeout(() => {
          if (pendingClipboard.current !== kind) return;
          pendingClipboard.current = null;
          const current = latest.current;
          void navigator.clipboard?.writeText(serializeTsv(cellsOf(current.rows, current.rect))).catch(() => undefined);
          if (kind === "cut" && !readOnly) {
            const cleared = fillRect(current.rows, current.rect, "");
            if (cleared !== current.rows) current.onChange(cleared);
          }
        }, 0);
        return;
      }
      case "block":
        event.preventDefault();
        return;
      case "commit": {
        event.preventDefault();
        const next = finishEdit(true);
        moveAfterCommit(next, command.rows, command.cols);
        return;
      }
      case "commitTab": {
        event.preventDefault();
        event.stopPropagation();
        finishEdit(true);
        setSelection(collapsed(tabTarget(focus, command.backwards, size) ?? focus));
        return;
      }
      case "cancel":
        event.preventDefault();
        event.stopPropagation(); // Escape ends the edit, not the dialog around the grid
        finishEdit(false);
        return;
      case "newline": {
        event.preventDefault();
        const editor = editorRef.current;
        if (editor && column?.type === "textarea") {
          editor.setRangeText("\n", editor.selectionStart, editor.selectionEnd, "end");
        }
        return;
      }
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = commandFor(mode, entry, {
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing || composing.current,
      keyCode: event.keyCode,
    });
    if (command) run(command, event);
  };

  /** Select mode: whatever reached the editor (a key, a dead key, a phone keyboard) starts the edit. */
  const startReplacing = () => {
    if (mode !== "select" || readOnly) return;
    setSelection(collapsed(focus));
    setMode("edit");
    setEntry("replace");
  };

  const handleCopy = (event: ClipboardEvent<HTMLTextAreaElement>, cut: boolean) => {
    if (mode === "edit") return; // the editor's own text
    event.preventDefault();
    pendingClipboard.current = null;
    const block = cellsOf(rows, rect);
    event.clipboardData.setData("text/plain", serializeTsv(block));
    event.clipboardData.setData("text/html", serializeHtmlTable(block));
    if (cut && !readOnly) change(fillRect(rows, rect, ""));
  };

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (mode === "edit") return; // into the cell's text
    event.preventDefault();
    if (readOnly) return;
    let block = parseTsv(event.clipboardData.getData("text/plain"));
    if (block.length === 0) return;
    // One value into a larger selection fills it, as sheets do.
    if (block.length === 1 && block[0].length === 1 && !isSingleCell(selection)) {
      block = Array.from({ length: rect.bottom - rect.top + 1 }, () => Array.from({ length: rect.right - rect.left + 1 }, () => block[0][0]));
    }
    const result = pasteBlock(rows, { row: rect.top, col: rect.left }, block, columns, maxRows);
    change(result.rows);
    // The pasted block stays selected with the active cell at its top-left, as in sheets.
    setSelection({ anchor: { row: result.rect.bottom, col: result.rect.right }, focus: { row: result.rect.top, col: result.rect.left } });
    if (result.droppedRows > 0) props.onRowLimit?.(result.droppedRows);
  };

  const handleMouseDown = (event: MouseEvent<HTMLTableElement>) => {
    if (event.button !== 0) return;
    const target = targetOf(event);
    if (!target) return;
    event.preventDefault(); // keep the focus (and any composition) in the editor, no text selection
    if (mode === "edit") finishEdit(true);
    if (target.row === -1 && target.col === -1) setSelection(wholeGrid(size));
    else if (target.row === -1) setSelection(columnSelection(target.col, size));
    else if (target.col === -1) {
      setSelection(event.shiftKey ? { anchor: { row: selection.anchor.row, col: 0 }, focus: { row: target.row, col: cols - 1 } } : rowSelection(target.row, size));
    } else {
      setSelection(event.shiftKey ? { anchor: selection.anchor, focus: target } : collapsed(target));
      dragging.current = true;
    }
    focusEditor();
  };

  const handleMouseOver = (event: MouseEvent<HTMLTableElement>) => {
    if (!dragging.current) return;
    const target = targetOf(event);
    if (!target || target.row < 0 || target.col < 0) return;
    setSelection((current) =>
      current.focus.row === target.row && current.focus.col === target.col ? current : { anchor: current.anchor, focus: target },
    );
  };

  const handleDoubleClick = (event: MouseEvent<HTMLTableElement>) => {
    const target = targetOf(event);
    if (target && target.row >= 0 && target.col >= 0) beginEdit();
  };

  /** The dropdown picker's answer: the chosen value (null: keep the cell) and where to go next. */
  const commitPick = (value: string | null, step: PickerStep) => {
    setPicking(false);
    setMode("select");
    if (value !== null && !readOnly) change(setCell(rows, focus.row, focus.col, normalizeCell(column, value)));
    if (step === "down") setSelection(moveSelection(collapsed(focus), 1, 0, size));
    else if (step === "next" || step === "previous") setSelection(collapsed(tabTarget(focus, step === "previous", size) ?? focus));
    focusEditor();
  };

  const rowLabel = props.rowLabel ?? defaultRowLabel;
  const rowErrors = useMemo(() => rows.map((_, row) => rowError?.(row) ?? null), [rows, rowError]);
  const activeError = errorRows[focus.row]?.[focus.col] ?? null;
  const editing = mode === "edit";
  const single = isSingleCell(selection);

  let editorClass = `sheet-editor ${editing ? "sheet-editor-editing" : "sheet-editor-selecting"}`;
  if (column?.type === "textarea") editorClass += " sheet-editor-multiline";
  if (focused) editorClass += " sheet-editor-focused";

  return (
    <div className={focused ? "sheet sheet-focused" : "sheet"}>
      <div className="sheet-scroll" ref={scrollRef}>
        <table
          className={single ? "sheet-table" : "sheet-table sheet-table-range"}
          role="grid"
          aria-label={props.label}
          aria-rowcount={rows.length + 1}
          aria-colcount={cols + 1}
          aria-multiselectable="true"
          aria-readonly={readOnly || undefined}
          style={{ width: totalWidth(columns) }}
          onMouseDown={handleMouseDown}
          onMouseOver={handleMouseOver}
          onDoubleClick={handleDoubleClick}
        >
          <SheetHead ref={headRef} columns={columns} rect={rect} />
          <tbody ref={bodyRef}>
            {rows.map((values, index) => {
              const inRange = index >= rect.top && index <= rect.bottom;
              return (
                <SheetRow
                  key={index}
                  index={index}
                  label={rowLabel(index)}
                  values={values}
                  columns={columns}
                  errors={errorRows[index]}
                  rowError={rowErrors[index]}
                  rangeLeft={inRange ? rect.left : -1}
                  rangeRight={inRange ? rect.right : -1}
                  activeCol={index === focus.row ? focus.col : -1}
                  editing={index === focus.row && editing}
                  showPlaceholders={index === 0}
                />
              );
            })}
          </tbody>
        </table>
        <textarea
          ref={editorRef}
          className={editorClass}
          rows={1}
          wrap={column?.type === "textarea" ? "soft" : "off"}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          inputMode={column ? INPUT_MODES[column.type] : undefined}
          readOnly={readOnly}
          aria-label={column ? sheetMessages.cell(rowLabel(focus.row), column.label) : props.label}
          aria-invalid={activeError ? true : undefined}
          aria-description={activeError ?? undefined}
          placeholder={editing && column?.placeholder ? column.placeholder : undefined}
          data-testid="sheet-editor"
          data-mode={mode}
          onKeyDown={handleKeyDown}
          onInput={startReplacing}
          onCompositionStart={() => {
            composing.current = true;
            startReplacing();
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          onCopy={(event) => handleCopy(event, false)}
          onCut={(event) => handleCopy(event, true)}
          onPaste={handlePaste}
          onFocus={() => {
            setFocused(true);
            const editor = editorRef.current;
            if (editor && mode === "select") editor.setSelectionRange(0, editor.value.length);
          }}
          onBlur={() => {
            setFocused(false);
            composing.current = false;
            if (mode === "edit" && !picking) finishEdit(true);
          }}
        />
        {picking && column && (
          <SheetPicker
            column={column}
            value={cellText}
            cell={cellAt(bodyRef.current, focus)}
            scroller={scrollRef.current}
            onPick={commitPick}
          />
        )}
      </div>
    </div>
  );
}
