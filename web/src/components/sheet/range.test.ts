import { describe, expect, it } from "vitest";
import {
  collapsed,
  columnSelection,
  edgePos,
  extendSelection,
  inRect,
  isSingleCell,
  moveSelection,
  rectOf,
  rowSelection,
  tabTarget,
  wholeGrid,
} from "@/components/sheet/range";

const size = { rows: 10, cols: 3 };

describe("selection rectangles", () => {
  it("spans anchor to focus in any direction", () => {
    const rect = rectOf({ anchor: { row: 4, col: 2 }, focus: { row: 1, col: 0 } });
    expect(rect).toEqual({ top: 1, bottom: 4, left: 0, right: 2 });
    expect(inRect(rect, 1, 0)).toBe(true);
    expect(inRect(rect, 5, 0)).toBe(false);
  });

  it("moves collapse, shift-moves extend, both stop at the edges", () => {
    const start = collapsed({ row: 0, col: 0 });
    expect(moveSelection(start, -1, 0, size)).toEqual(collapsed({ row: 0, col: 0 }));
    expect(moveSelection(start, 1, 5, size)).toEqual(collapsed({ row: 1, col: 2 }));
    const extended = extendSelection(extendSelection(start, 1, 0, size), 0, 1, size);
    expect(extended).toEqual({ anchor: { row: 0, col: 0 }, focus: { row: 1, col: 1 } });
    expect(isSingleCell(extended)).toBe(false);
    expect(moveSelection(extended, 0, 1, size)).toEqual(collapsed({ row: 1, col: 2 }));
  });

  it("selects the whole grid, a row or a column", () => {
    expect(rectOf(wholeGrid(size))).toEqual({ top: 0, bottom: 9, left: 0, right: 2 });
    expect(rectOf(rowSelection(3, size))).toEqual({ top: 3, bottom: 3, left: 0, right: 2 });
    expect(rectOf(columnSelection(1, size))).toEqual({ top: 0, bottom: 9, left: 1, right: 1 });
  });
});

describe("Tab and the edges", () => {
  it("Tab walks the row into the next one and lets go at the last cell", () => {
    expect(tabTarget({ row: 0, col: 1 }, false, size)).toEqual({ row: 0, col: 2 });
    expect(tabTarget({ row: 0, col: 2 }, false, size)).toEqual({ row: 1, col: 0 });
    expect(tabTarget({ row: 9, col: 2 }, false, size)).toBeNull();
    expect(tabTarget({ row: 1, col: 0 }, true, size)).toEqual({ row: 0, col: 2 });
    expect(tabTarget({ row: 0, col: 0 }, true, size)).toBeNull();
  });

  it("Home, End and Ctrl+arrows reach the edges", () => {
    expect(edgePos({ row: 4, col: 1 }, { col: "first" }, size)).toEqual({ row: 4, col: 0 });
    expect(edgePos({ row: 4, col: 1 }, { row: "last", col: "last" }, size)).toEqual({ row: 9, col: 2 });
    expect(edgePos({ row: 4, col: 1 }, { row: "first" }, size)).toEqual({ row: 0, col: 1 });
  });
});
