import { memo } from "react";
import type { SheetColumn } from "@/components/sheet/types";

interface SheetRowProps {
  index: number;
  label: string;
  values: readonly string[];
  columns: readonly SheetColumn[];
  /** One message per column, or null; the same array while nothing changed. */
  errors: readonly (string | null)[];
  /** A problem of the whole row (a refused slot), marked on its number. */
  rowError: string | null;
  /** The selected columns of this row (-1 when the row is outside the selection). */
  rangeLeft: number;
  rangeRight: number;
  /** The active cell's column when it is in this row, else -1. */
  activeCol: number;
  editing: boolean;
  /** The first row shows each column's placeholder in its empty cells, as an example. */
  showPlaceholders: boolean;
}

function cellClass(column: SheetColumn, active: boolean, inRange: boolean, editing: boolean, error: string | null): string {
  let name = "sheet-cell";
  if (column.type === "dropdown") name += " sheet-cell-dropdown";
  if (column.type === "number") name += " sheet-cell-number";
  if (inRange) name += " sheet-cell-in-range";
  if (active) name += " sheet-cell-active";
  if (active && editing) name += " sheet-cell-editing";
  if (error) name += " sheet-cell-invalid";
  return name;
}

/**
 * One row of the grid. Memoised: moving the selection or typing in another row renders only the
 * rows whose cells, errors or selection changed.
 */
export const SheetRow = memo(function SheetRow(props: SheetRowProps) {
  const { index, values, columns, errors } = props;
  return (
    <tr aria-rowindex={index + 2}>
      <th scope="row" className={props.rowError ? "sheet-row-header sheet-row-header-invalid" : "sheet-row-header"} data-row={index} title={props.rowError ?? undefined}>
        {props.label}
      </th>
      {columns.map((column, col) => {
        const value = values[col] ?? "";
        const error = errors[col] ?? null;
        const inRange = col >= props.rangeLeft && col <= props.rangeRight;
        const active = col === props.activeCol;
        return (
          <td
            key={column.key}
            role="gridcell"
            data-row={index}
            data-col={col}
            className={cellClass(column, active, inRange, props.editing, error)}
            aria-selected={inRange || undefined}
            aria-invalid={error ? true : undefined}
            aria-description={error ?? undefined}
            title={error ?? undefined}
          >
            {value ? (
              <span className="sheet-cell-text">{value}</span>
            ) : props.showPlaceholders && column.placeholder ? (
              <span className="sheet-placeholder">{column.placeholder}</span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});
