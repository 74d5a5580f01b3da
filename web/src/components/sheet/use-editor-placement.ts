/**
 * Keeps the grid's one editor over the active cell: placed on it after every render (taller for a
 * textarea column being edited), the cell scrolled into view clear of the sticky header and row
 * numbers, and placed again when the grid's box changes size.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import type { SheetMode } from "@/components/sheet/keys";
import { ROW_HEADER_WIDTH } from "@/components/sheet/layout";
import type { CellPos, SheetColumn } from "@/components/sheet/types";

interface Placement {
  scrollRef: RefObject<HTMLDivElement | null>;
  headRef: RefObject<HTMLTableSectionElement | null>;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  editorRef: RefObject<HTMLTextAreaElement | null>;
  focus: CellPos;
  mode: SheetMode;
  column: SheetColumn | undefined;
}

/** The body cell at `pos` (the first cell of a row is its number). */
export function cellAt(body: HTMLTableSectionElement | null, pos: CellPos): HTMLTableCellElement | null {
  return body?.rows[pos.row]?.cells[pos.col + 1] ?? null;
}

export function useEditorPlacement({ scrollRef, headRef, bodyRef, editorRef, focus, mode, column }: Placement) {
  // The editor lies over the active cell (and grows downward for a textarea column being edited).
  useLayoutEffect(() => {
    const editor = editorRef.current;
    const scroller = scrollRef.current;
    const cell = cellAt(bodyRef.current, focus);
    if (!editor || !scroller || !cell) return;
    const box = cell.getBoundingClientRect();
    const frame = scroller.getBoundingClientRect();
    editor.style.top = `${box.top - frame.top + scroller.scrollTop - scroller.clientTop}px`;
    editor.style.left = `${box.left - frame.left + scroller.scrollLeft - scroller.clientLeft}px`;
    editor.style.width = `${box.width}px`;
    editor.style.minHeight = `${box.height}px`;
    editor.style.height = mode === "edit" && column?.type === "textarea" ? `${Math.max(box.height * 3, 72)}px` : `${box.height}px`;
  });

  // A moved selection is scrolled into view, clear of the sticky header and row numbers.
  useEffect(() => {
    const scroller = scrollRef.current;
    const cell = cellAt(bodyRef.current, focus);
    if (!scroller || !cell) return;
    const frame = scroller.getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    const headerHeight = headRef.current?.offsetHeight ?? 0;
    const top = box.top - frame.top;
    const left = box.left - frame.left;
    if (top < headerHeight) scroller.scrollTop -= headerHeight - top;
    else if (top + box.height > scroller.clientHeight) scroller.scrollTop += top + box.height - scroller.clientHeight;
    if (left < ROW_HEADER_WIDTH) scroller.scrollLeft -= ROW_HEADER_WIDTH - left;
    else if (left + box.width > scroller.clientWidth) scroller.scrollLeft += left + box.width - scroller.clientWidth;
    // Only a move of the active cell scrolls.
  }, [focus.row, focus.col]);

  // The grid's box changing size (a window resize stretches the columns) moves the cells under the editor.
  const [, setLayoutTick] = useState(0);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setLayoutTick((tick) => tick + 1));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollRef]);
}
