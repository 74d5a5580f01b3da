/**
 * The spreadsheet grid's vocabulary (spec part 2 §3 "Spreadsheet column"): columns, cell positions
 * and the selection. Rows are `string[][]`: one array of cell texts per row, in column order.
 */

/** What a column holds; decides the editor's keyboard hints and the dropdown picker. */
export type SheetColumnType = "text" | "textarea" | "number" | "email" | "url" | "dropdown" | "file";

/** One column of the grid. */
export interface SheetColumn {
  /** Stable key (a field key). */
  key: string;
  label: string;
  required?: boolean;
  /** Shown in the first row's empty cell and in the editor of an empty cell. */
  placeholder?: string;
  /** Width in CSS pixels (a default by type when left out). */
  width?: number;
  type: SheetColumnType;
  /** The choices of a dropdown column. */
  options?: readonly string[];
  /** How a typed or pasted value is kept (an address loses its spaces, say). */
  normalize?: (value: string) => string;
}

/** A cell by row and column index (0-based). */
export interface CellPos {
  row: number;
  col: number;
}

/** A rectangular selection: `anchor` where it started, `focus` the active cell it extends to. */
export interface SheetSelection {
  anchor: CellPos;
  focus: CellPos;
}

/** Inclusive bounds of a selection. */
export interface CellRect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}
