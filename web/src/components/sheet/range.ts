/**
 * Selection arithmetic of the grid: a rectangle from the anchor to the active cell, moves clamped
 * to the grid, Tab's walk along a row into the next, and the edges Home/End and Ctrl+arrows reach.
 */
import type { CellPos, CellRect, SheetSelection } from "@/components/sheet/types";

/** Grid size as rows × columns. */
export interface GridSize {
  rows: number;
  cols: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The position inside the grid nearest to `pos`. */
export function clampPos(pos: CellPos, size: GridSize): CellPos {
  return { row: clamp(pos.row, 0, Math.max(size.rows - 1, 0)), col: clamp(pos.col, 0, Math.max(size.cols - 1, 0)) };
}

/** A one-cell selection at `pos`. */
export function collapsed(pos: CellPos): SheetSelection {
  return { anchor: pos, focus: pos };
}

/** The rectangle a selection covers (both ends inclusive). */
export function rectOf(selection: SheetSelection): CellRect {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

export function inRect(rect: CellRect, row: number, col: number): boolean {
  return row >= rect.top && row <= rect.bottom && col >= rect.left && col <= rect.right;
}

export function isSingleCell(selection: SheetSelection): boolean {
  return selection.anchor.row === selection.focus.row && selection.anchor.col === selection.focus.col;
}

/** `pos` moved by rows × cols, stopping at the grid's edges. */
export function movePos(pos: CellPos, rows: number, cols: number, size: GridSize): CellPos {
  return clampPos({ row: pos.row + rows, col: pos.col + cols }, size);
}

/** A move collapses the selection onto the moved active cell. */
export function moveSelection(selection: SheetSelection, rows: number, cols: number, size: GridSize): SheetSelection {
  return collapsed(movePos(selection.focus, rows, cols, size));
}

/** Shift+arrow: the anchor stays, the active cell moves. */
export function extendSelection(selection: SheetSelection, rows: number, cols: number, size: GridSize): SheetSelection {
  return { anchor: selection.anchor, focus: movePos(selection.focus, rows, cols, size) };
}

/** Everything from the first cell to the last. */
export function wholeGrid(size: GridSize): SheetSelection {
  return { anchor: { row: 0, col: 0 }, focus: clampPos({ row: size.rows - 1, col: size.cols - 1 }, size) };
}

/** One whole row, or one whole column. */
export function rowSelection(row: number, size: GridSize): SheetSelection {
  return { anchor: { row, col: 0 }, focus: { row, col: Math.max(size.cols - 1, 0) } };
}

export function columnSelection(col: number, size: GridSize): SheetSelection {
  return { anchor: { row: 0, col }, focus: { row: Math.max(size.rows - 1, 0), col } };
}

/**
 * Where Tab (or Shift+Tab) goes: the next cell of the row, then the first cell of the next row; null
 * past the grid's last (or before its first) cell, so focus can leave the grid.
 */
export function tabTarget(pos: CellPos, backwards: boolean, size: GridSize): CellPos | null {
  const index = pos.row * size.cols + pos.col + (backwards ? -1 : 1);
  if (index < 0 || index >= size.rows * size.cols) return null;
  return { row: Math.floor(index / size.cols), col: index % size.cols };
}

/** Home/End (row's first or last cell), Ctrl+Home/End (the grid's), Ctrl+arrow (that edge). */
export function edgePos(pos: CellPos, edge: { row?: "first" | "last"; col?: "first" | "last" }, size: GridSize): CellPos {
  const row = edge.row === "first" ? 0 : edge.row === "last" ? size.rows - 1 : pos.row;
  const col = edge.col === "first" ? 0 : edge.col === "last" ? size.cols - 1 : pos.col;
  return clampPos({ row, col }, size);
}
