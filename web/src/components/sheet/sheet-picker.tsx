import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import type { SheetColumn } from "@/components/sheet/types";
import { sheetMessages } from "@/lib/messages";

/** Where the selection goes after a pick: down (Enter), sideways (Tab) or nowhere (a click). */
export type PickerStep = "down" | "next" | "previous" | null;

interface SheetPickerProps {
  column: SheetColumn;
  value: string;
  /** The cell the list opens under, and the grid's scrolling box it is placed in. */
  cell: HTMLTableCellElement | null;
  scroller: HTMLDivElement | null;
  /** The chosen value, or null to keep the cell as it was. */
  onPick: (value: string | null, step: PickerStep) => void;
}

/**
 * A dropdown column's choices as an open list under the cell (a native listbox: arrows, Enter,
 * typing a letter and the mouse all work, and phones show their own picker). Escape keeps the cell.
 */
export function SheetPicker({ column, value, cell, scroller, onPick }: SheetPickerProps) {
  const ref = useRef<HTMLSelectElement>(null);
  const settled = useRef(false);
  const changed = useRef(false);
  const options = column.options ?? [];

  useLayoutEffect(() => {
    const select = ref.current;
    if (!select) return;
    if (cell && scroller) {
      const box = cell.getBoundingClientRect();
      const frame = scroller.getBoundingClientRect();
      // Below the cell, or above it when the grid's box has no room left below.
      const below = box.bottom + select.offsetHeight <= frame.bottom || box.top - select.offsetHeight < frame.top;
      const top = below ? box.bottom : box.top - select.offsetHeight;
      select.style.top = `${top - frame.top + scroller.scrollTop - scroller.clientTop}px`;
      select.style.left = `${box.left - frame.left + scroller.scrollLeft - scroller.clientLeft}px`;
      select.style.minWidth = `${box.width}px`;
    }
    select.focus({ preventScroll: true });
  }, [cell, scroller]);

  const pick = (next: string | null, step: PickerStep) => {
    if (settled.current) return;
    settled.current = true;
    onPick(next, step);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === "Enter") {
      event.preventDefault();
      pick(event.currentTarget.value, "down");
    } else if (event.key === "Tab") {
      event.preventDefault();
      event.stopPropagation();
      pick(event.currentTarget.value, event.shiftKey ? "previous" : "next");
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      pick(null, null);
    }
  };

  return (
    <select
      ref={ref}
      className="sheet-picker"
      size={Math.min(options.length + 1, 8)}
      defaultValue={options.includes(value) ? value : ""}
      aria-label={sheetMessages.choose(column.label)}
      data-testid="sheet-picker"
      onKeyDown={handleKeyDown}
      onChange={() => {
        changed.current = true;
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).tagName === "OPTION") pick(event.currentTarget.value, null);
      }}
      onBlur={(event) => pick(changed.current ? event.currentTarget.value : null, null)}
    >
      <option value="">{sheetMessages.emptyOption}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
