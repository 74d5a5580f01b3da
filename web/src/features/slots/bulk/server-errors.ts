/**
 * The server's word on particular cells and rows: a refused registration's `rowErrors` (shown over
 * the client's own checks) and, after a registration, why each kept row failed. A mark stays until
 * its row is edited.
 */
import type { Rows } from "@/components/sheet/grid-edits";
import type { SheetColumn } from "@/components/sheet/types";
import type { BulkRowError } from "@/features/slots/bulk/api";
import { fieldRole } from "@/lib/slots/fields";

export interface ServerMarks {
  /** By `${row}:${col}` (0-based). */
  cells: ReadonlyMap<string, string>;
  /** Problems of a whole row (a slot that cannot be filled, a failed registration), by row index. */
  rows: ReadonlyMap<number, string>;
}

export const NO_MARKS: ServerMarks = { cells: new Map(), rows: new Map() };

export function cellKey(row: number, col: number): string {
  return `${row}:${col}`;
}

/** The grid column a server field key names (any spelling of keyword and URL), or -1. */
function columnOf(columns: readonly SheetColumn[], field: string): number {
  const exact = columns.findIndex((column) => column.key === field);
  if (exact >= 0 || !field) return exact;
  const role = fieldRole(field);
  return role === "custom" ? -1 : columns.findIndex((column) => fieldRole(column.key) === role);
}

/** Marks for a 400's row errors (`row` is the grid's 1-based number); the first message per place wins. */
export function marksOfRowErrors(rowErrors: readonly BulkRowError[], columns: readonly SheetColumn[]): ServerMarks {
  const cells = new Map<string, string>();
  const rows = new Map<number, string>();
  for (const error of rowErrors) {
    const row = error.row - 1;
    if (row < 0) continue;
    const col = columnOf(columns, error.field);
    if (col >= 0) {
      if (!cells.has(cellKey(row, col))) cells.set(cellKey(row, col), error.message);
    } else if (!rows.has(row)) {
      rows.set(row, error.message);
    }
  }
  return { cells, rows };
}

/** The marks without those of rows that changed between `before` and `after` (the same object if none). */
export function withoutChangedRows(marks: ServerMarks, before: Rows, after: Rows): ServerMarks {
  if (marks.cells.size === 0 && marks.rows.size === 0) return marks;
  const changed = new Set<number>();
  for (let row = 0; row < Math.max(before.length, after.length); row += 1) {
    if (before[row] !== after[row]) changed.add(row);
  }
  if (changed.size === 0) return marks;
  const cells = new Map([...marks.cells].filter(([key]) => !changed.has(Number(key.split(":")[0]))));
  const rows = new Map([...marks.rows].filter(([row]) => !changed.has(row)));
  if (cells.size === marks.cells.size && rows.size === marks.rows.size) return marks;
  return { cells, rows };
}
