/**
 * Changes to the grid's rows as new arrays: only the rows that change are copied, so a memoised row
 * that did not change keeps its identity and does not render again (1,000 rows stay quick).
 */
import type { CellPos, CellRect, SheetColumn } from "@/components/sheet/types";

export type Rows = readonly (readonly string[])[];

/** A row of `cols` empty cells. */
export function emptyRow(cols: number): string[] {
  return Array.from({ length: cols }, () => "");
}

/** True when every cell is blank (such rows are skipped on registration). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}

/** `rows` with empty rows added up to `min` (the same array when it is long enough). */
export function padRows(rows: Rows, min: number, cols: number): string[][] {
  if (rows.length >= min) return rows as string[][];
  return [...rows, ...Array.from({ length: min - rows.length }, () => emptyRow(cols))] as string[][];
}

/**
 * How a column keeps a value: its own rule, and one line unless it is a textarea column (line
 * breaks at the end go, those inside become spaces).
 */
export function normalizeCell(column: SheetColumn | undefined, value: string): string {
  const oneLine = column?.type === "textarea" ? value : value.replace(/[\r\n]+$/, "").replace(/\r?\n/g, " ");
  return column?.normalize ? column.normalize(oneLine) : oneLine;
}

/** `rows` with one cell set (the same array when the value is unchanged). */
export function setCell(rows: Rows, row: number, col: number, value: string): string[][] {
  if (rows[row]?.[col] === value) return rows as string[][];
  const next = rows.slice() as string[][];
  const cells = (next[row] ?? []).slice();
  cells[col] = value;
  next[row] = cells;
  return next;
}

/** `rows` with every cell of `rect` set to `value` (empty to clear; the same array if nothing changes). */
export function fillRect(rows: Rows, rect: CellRect, value: string): string[][] {
  let next: string[][] | null = null;
  for (let row = rect.top; row <= rect.bottom && row < rows.length; row += 1) {
    const current = rows[row];
    let cells: string[] | null = null;
    for (let col = rect.left; col <= rect.right; col += 1) {
      if ((current[col] ?? "") === value) continue;
      cells ??= current.slice();
      cells[col] = value;
    }
    if (cells) {
      next ??= rows.slice() as string[][];
      next[row] = cells;
    }
  }
  return next ?? (rows as string[][]);
}

/** The texts of `rect` (for copying). */
export function cellsOf(rows: Rows, rect: CellRect): string[][] {
  const block: string[][] = [];
  for (let row = rect.top; row <= rect.bottom && row < rows.length; row += 1) {
    const cells: string[] = [];
    for (let col = rect.left; col <= rect.right; col += 1) cells.push(rows[row][col] ?? "");
    block.push(cells);
  }
  return block;
}

export interface PasteResult {
  rows: string[][];
  /** The cells the paste covered. */
  rect: CellRect;
  /** Rows of the block left out at the grid's maximum. */
  droppedRows: number;
}

/**
 * Writes `block` with its top-left cell at `at`. Rows are added as needed up to `maxRows`; columns
 * past the last are left out; each value is kept as its column keeps typed text.
 */
export function pasteBlock(rows: Rows, at: CellPos, block: Rows, columns: readonly SheetColumn[], maxRows: number): PasteResult {
  const cols = columns.length;
  const wanted = at.row + block.length;
  const total = Math.min(Math.max(rows.length, wanted), maxRows);
  const next = rows.slice() as string[][];
  while (next.length < total) next.push(emptyRow(cols));
  const lastRow = Math.min(wanted, total) - 1;
  let lastCol = at.col;
  for (let row = at.row; row <= lastRow; row += 1) {
    const source = block[row - at.row];
    const cells = next[row].slice();
    for (let offset = 0; offset < source.length && at.col + offset < cols; offset += 1) {
      const col = at.col + offset;
      cells[col] = normalizeCell(columns[col], source[offset]);
      lastCol = Math.max(lastCol, col);
    }
    next[row] = cells;
  }
  return {
    rows: next,
    rect: { top: at.row, left: at.col, bottom: Math.max(lastRow, at.row), right: lastCol },
    droppedRows: Math.max(wanted - total, 0),
  };
}
