/**
 * Where things sit in the grid: column widths, the row-number column, the editor's keyboard hint per
 * column type, and which cell a mouse event landed on (read from the `data-*` marks the rows and
 * headers carry).
 */
import type { MouseEvent } from "react";
import type { CellPos, SheetColumn, SheetColumnType } from "@/components/sheet/types";

const DEFAULT_WIDTHS: Record<SheetColumnType, number> = {
  text: 180,
  textarea: 240,
  number: 110,
  email: 200,
  url: 320,
  dropdown: 150,
  file: 180,
};

/** The row-number column, sticky at the left. */
export const ROW_HEADER_WIDTH = 52;

/** The phone keyboard an editor asks for, by column type. */
export const INPUT_MODES: Partial<Record<SheetColumnType, "numeric" | "email" | "url">> = {
  number: "numeric",
  email: "email",
  url: "url",
};

/** A column's width in pixels: its own, or the default of its type. */
export function columnWidth(column: SheetColumn): number {
  return column.width ?? DEFAULT_WIDTHS[column.type];
}

/** The grid's whole width: the row numbers and every column. */
export function totalWidth(columns: readonly SheetColumn[]): number {
  return ROW_HEADER_WIDTH + columns.reduce((sum, current) => sum + columnWidth(current), 0);
}

export function defaultRowLabel(row: number): string {
  return String(row + 1);
}

/** The cell under a mouse event: a grid cell, a row number (col -1), a column header (row -1), or the corner. */
export function targetOf(event: MouseEvent): CellPos | null {
  const element = (event.target as Element | null)?.closest?.("[data-row], [data-col-header], [data-corner]");
  if (!(element instanceof HTMLElement)) return null;
  if (element.dataset.corner !== undefined) return { row: -1, col: -1 };
  if (element.dataset.colHeader !== undefined) return { row: -1, col: Number(element.dataset.colHeader) };
  return { row: Number(element.dataset.row), col: element.dataset.col === undefined ? -1 : Number(element.dataset.col) };
}
