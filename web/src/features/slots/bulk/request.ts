/**
 * What the grid sends (api contract docs/api-bulk-registration.md): every non-empty row at once as
 * `{ row, slotId?, customFields }` with `row` the number the grid shows, cells keyed by field key;
 * the same rows as `{ fieldKey: text }` for the Excel export; and an imported sheet back into rows.
 */
import { emptyRow, isBlankRow, type Rows } from "@/components/sheet/grid-edits";
import type { BulkRegistrationRequest, GridExportRequest, ImportedSheet } from "@/features/slots/bulk/api";
import type { FieldConfig } from "@/lib/slots/api";

/** The indices of the rows that hold anything (the ones registered). */
export function filledRowIndices(rows: Rows): number[] {
  return rows.flatMap((cells, index) => (isBlankRow(cells) ? [] : [index]));
}

function cellsByKey(fields: readonly FieldConfig[], cells: readonly string[], keepBlank: boolean): Record<string, string> {
  const values: Record<string, string> = {};
  fields.forEach((field, col) => {
    const value = (cells[col] ?? "").trim();
    if (value || keepBlank) values[field.fieldKey] = value;
  });
  return values;
}

/**
 * POST /api/slots/bulk-registrations: each non-empty row with its grid number and non-blank cells;
 * `slotIds[index]` fills that issued empty slot (pre-allocation mode).
 */
export function bulkRequestOf(fields: readonly FieldConfig[], rows: Rows, slotIds?: readonly (number | null)[]): BulkRegistrationRequest {
  return {
    rows: filledRowIndices(rows).map((index) => {
      const slotId = slotIds?.[index] ?? null;
      return { row: index + 1, ...(slotId !== null ? { slotId } : {}), customFields: cellsByKey(fields, rows[index], false) };
    }),
  };
}

/** POST /api/slots/grid-export: the non-empty rows, every column by key. */
export function gridExportOf(fields: readonly FieldConfig[], rows: Rows): GridExportRequest {
  return { rows: filledRowIndices(rows).map((index) => cellsByKey(fields, rows[index], true)) };
}

/**
 * The grid rows of an imported sheet, cells placed by field key (a column the grid does not show is
 * left out; the server refuses unknown columns). Rows past `maxRows` are cut.
 */
export function rowsOfImport(fields: readonly FieldConfig[], sheet: ImportedSheet, maxRows: number): { rows: string[][]; total: number } {
  const rows = sheet.rows.slice(0, maxRows).map((record) => {
    const cells = emptyRow(fields.length);
    fields.forEach((field, col) => {
      const value = record[field.fieldKey];
      if (value !== undefined && value !== null) cells[col] = String(value);
    });
    return cells;
  });
  return { rows: rows.filter((cells) => !isBlankRow(cells)), total: sheet.rows.length };
}
