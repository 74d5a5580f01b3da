import type { Ref } from "react";
import { ROW_HEADER_WIDTH, columnWidth } from "@/components/sheet/layout";
import type { CellRect, SheetColumn } from "@/components/sheet/types";
import { sheetMessages } from "@/lib/messages";

interface SheetHeadProps {
  columns: readonly SheetColumn[];
  /** The selection: its columns' headers are marked. */
  rect: CellRect;
  ref?: Ref<HTMLTableSectionElement>;
}

/** The column widths and the header row: the corner (selects all), then each column's label and required mark. */
export function SheetHead({ columns, rect, ref }: SheetHeadProps) {
  return (
    <>
      <colgroup>
        <col style={{ width: ROW_HEADER_WIDTH }} />
        {columns.map((current) => (
          <col key={current.key} style={{ width: columnWidth(current) }} />
        ))}
      </colgroup>
      <thead ref={ref}>
        <tr aria-rowindex={1}>
          <th scope="col" className="sheet-corner" data-corner="" title={sheetMessages.corner}>
            <span className="visually-hidden">{sheetMessages.rowHeader}</span>
          </th>
          {columns.map((current, col) => (
            <th
              key={current.key}
              scope="col"
              className={col >= rect.left && col <= rect.right ? "sheet-column-header sheet-column-header-in-range" : "sheet-column-header"}
              data-col-header={col}
              title={current.required ? sheetMessages.requiredColumn(current.label) : current.label}
            >
              {current.label}
              {current.required && (
                <>
                  <span className="sheet-required" aria-hidden="true">
                    *
                  </span>
                  <span className="visually-hidden">{sheetMessages.required}</span>
                </>
              )}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
