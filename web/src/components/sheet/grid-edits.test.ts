import { describe, expect, it } from "vitest";
import { cellsOf, fillRect, isBlankRow, normalizeCell, padRows, pasteBlock, setCell } from "@/components/sheet/grid-edits";
import type { SheetColumn } from "@/components/sheet/types";

const columns: SheetColumn[] = [
  { key: "keywords", label: "K", type: "text" },
  { key: "landingUrl", label: "U", type: "url", normalize: (value) => value.replace(/\s+/g, "") },
  { key: "memo", label: "M", type: "textarea" },
];

describe("changing rows", () => {
  it("copies only the changed row", () => {
    const rows = [
      ["a", "", ""],
      ["b", "", ""],
    ];
    const next = setCell(rows, 1, 0, "c");
    expect(next[1]).toEqual(["c", "", ""]);
    expect(next[0]).toBe(rows[0]);
    expect(rows[1][0]).toBe("b");
    expect(setCell(rows, 0, 0, "a")).toBe(rows);
  });

  it("clears a rectangle and keeps untouched rows", () => {
    const rows = [
      ["a", "b", "c"],
      ["d", "e", "f"],
      ["g", "h", "i"],
    ];
    const next = fillRect(rows, { top: 0, bottom: 1, left: 1, right: 2 }, "");
    expect(next).toEqual([
      ["a", "", ""],
      ["d", "", ""],
      ["g", "h", "i"],
    ]);
    expect(next[2]).toBe(rows[2]);
    expect(fillRect([["", ""]], { top: 0, bottom: 0, left: 0, right: 1 }, "")).toEqual([["", ""]]);
    expect(cellsOf(rows, { top: 1, bottom: 2, left: 0, right: 1 })).toEqual([
      ["d", "e"],
      ["g", "h"],
    ]);
  });

  it("pads to the minimum and knows a blank row", () => {
    const rows = [["a", "", ""]];
    const padded = padRows(rows, 3, 3);
    expect(padded).toHaveLength(3);
    expect(padded[0]).toBe(rows[0]);
    expect(padRows(padded, 3, 3)).toBe(padded);
    expect(isBlankRow([" ", ""])).toBe(true);
    expect(isBlankRow(["", "x"])).toBe(false);
  });

  it("keeps one line except in textarea columns, then the column's own rule", () => {
    expect(normalizeCell(columns[0], "a\nb")).toBe("a b");
    expect(normalizeCell(columns[0], "한\n")).toBe("한");
    expect(normalizeCell(columns[1], " https://x.com/ a ")).toBe("https://x.com/a");
    expect(normalizeCell(columns[2], "a\nb")).toBe("a\nb");
  });
});

describe("pasting a block", () => {
  it("writes from the active cell, grows rows, drops columns past the last", () => {
    const rows = [["", "", ""]];
    const result = pasteBlock(
      rows,
      { row: 0, col: 1 },
      [
        ["https://a.com/ 1", "memo", "extra"],
        ["https://b.com/2", "two\nlines"],
      ],
      columns,
      1000,
    );
    expect(result.rows).toEqual([
      ["", "https://a.com/1", "memo"],
      ["", "https://b.com/2", "two\nlines"],
    ]);
    expect(result.rect).toEqual({ top: 0, left: 1, bottom: 1, right: 2 });
    expect(result.droppedRows).toBe(0);
  });

  it("stops at the maximum and says how many rows were left out", () => {
    const rows = [["", "", ""]];
    const block = Array.from({ length: 5 }, (_, index) => [`k${index}`]);
    const result = pasteBlock(rows, { row: 0, col: 0 }, block, columns, 3);
    expect(result.rows.map((row) => row[0])).toEqual(["k0", "k1", "k2"]);
    expect(result.droppedRows).toBe(2);
    expect(result.rect.bottom).toBe(2);
  });
});
