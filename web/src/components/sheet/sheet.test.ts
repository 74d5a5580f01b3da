import { createElement, useState } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Sheet } from "@/components/sheet/sheet";
import type { SheetColumn } from "@/components/sheet/types";

// The grid in jsdom, driven the way a browser drives it: the editor is one focused textarea, so a
// test sets its value and fires the events a browser would fire for that input.

const columns: SheetColumn[] = [
  { key: "keywords", label: "키워드", type: "text", required: true, placeholder: "예: 무선 이어폰" },
  { key: "landingUrl", label: "랜딩 URL", type: "url", normalize: (value) => value.replace(/\s+/g, "") },
  { key: "kind", label: "구분", type: "dropdown", options: ["A", "B"] },
];

interface Setup {
  rows?: string[][];
  maxRows?: number;
  cellError?: (row: number, col: number) => string | null;
  onRowLimit?: (dropped: number) => void;
}

function setup({ rows = [["old", "", ""]], maxRows = 5, cellError, onRowLimit }: Setup = {}) {
  const changes: string[][][] = [];
  function Harness() {
    const [current, setCurrent] = useState(rows);
    return createElement(Sheet, {
      columns,
      rows: current,
      label: "슬롯 입력",
      minRows: 3,
      maxRows,
      cellError,
      onRowLimit,
      onChange: (next: string[][]) => {
        changes.push(next);
        setCurrent(next);
      },
    });
  }
  render(createElement(Harness));
  const editor = screen.getByTestId("sheet-editor") as HTMLTextAreaElement;
  editor.focus();
  const cell = (row: number, col: number) => document.querySelector<HTMLTableCellElement>(`td[data-row="${row}"][data-col="${col}"]`)!;
  const latest = () => changes.at(-1);
  return { editor, cell, changes, latest };
}

/** The browser's part of typing into the focused editor: its text becomes `value`, then `input`. */
function typeInto(editor: HTMLTextAreaElement, value: string) {
  fireEvent.input(editor, { target: { value } });
}

function key(editor: HTMLTextAreaElement, name: string, init: Record<string, unknown> = {}) {
  fireEvent.keyDown(editor, { key: name, keyCode: name === "Enter" ? 13 : 0, ...init });
}

describe("select mode", () => {
  it("holds the active cell's text selected, so typing replaces it with exactly what was typed", () => {
    const { editor, latest } = setup();
    expect(editor.value).toBe("old");
    expect([editor.selectionStart, editor.selectionEnd]).toEqual([0, 3]);
    expect(editor.dataset.mode).toBe("select");

    typeInto(editor, "n"); // the browser replaced the selection with the key's character
    expect(editor.dataset.mode).toBe("edit");
    typeInto(editor, "ne");
    typeInto(editor, "new");
    key(editor, "Enter");

    expect(latest()?.[0][0]).toBe("new");
    expect(editor.dataset.mode).toBe("select");
    expect(editor).toHaveAccessibleName("2행 키워드");
  });

  it("F2, Enter and a double click edit keeping the text; Escape restores it", () => {
    const { editor, cell, changes } = setup();
    key(editor, "F2");
    expect(editor.dataset.mode).toBe("edit");
    expect([editor.selectionStart, editor.selectionEnd]).toEqual([3, 3]);
    typeInto(editor, "older");
    key(editor, "Escape");
    expect(editor.dataset.mode).toBe("select");
    expect(editor.value).toBe("old");
    expect(changes).toHaveLength(0);

    key(editor, "Enter");
    expect(editor.dataset.mode).toBe("edit");
    key(editor, "Escape");
    fireEvent.doubleClick(cell(0, 0));
    expect(editor.dataset.mode).toBe("edit");
  });

  it("arrows move, Shift extends a range, Delete clears it", () => {
    const { editor, cell, latest } = setup({
      rows: [
        ["a", "https://a.com", "A"],
        ["b", "https://b.com", "B"],
      ],
    });
    key(editor, "ArrowRight");
    expect(editor).toHaveAccessibleName("1행 랜딩 URL");
    key(editor, "ArrowDown", { shiftKey: true });
    key(editor, "ArrowRight", { shiftKey: true });
    expect(cell(1, 2)).toHaveClass("sheet-cell-in-range");
    expect(cell(0, 0)).not.toHaveClass("sheet-cell-in-range");
    key(editor, "Delete");
    expect(latest()).toEqual([
      ["a", "", ""],
      ["b", "", ""],
      ["", "", ""],
    ]);
  });

  it("Tab walks along the row into the next one", () => {
    const { editor } = setup();
    key(editor, "Tab");
    key(editor, "Tab");
    expect(editor).toHaveAccessibleName("1행 구분");
    key(editor, "Tab");
    expect(editor).toHaveAccessibleName("2행 키워드");
    key(editor, "Tab", { shiftKey: true });
    expect(editor).toHaveAccessibleName("1행 구분");
  });

  it("a click selects, Shift+click extends, a drag extends", () => {
    const { editor, cell } = setup();
    fireEvent.mouseDown(cell(1, 1));
    expect(editor).toHaveAccessibleName("2행 랜딩 URL");
    fireEvent.mouseDown(cell(2, 2), { shiftKey: true });
    expect(cell(1, 1)).toHaveClass("sheet-cell-in-range");
    expect(cell(2, 2)).toHaveClass("sheet-cell-in-range");
    fireEvent.mouseDown(cell(0, 0));
    fireEvent.mouseOver(cell(1, 1));
    fireEvent.mouseUp(window);
    expect(cell(1, 1)).toHaveClass("sheet-cell-in-range");
    expect(cell(2, 2)).not.toHaveClass("sheet-cell-in-range");
  });
});

describe("Korean through an input method", () => {
  it("commits exactly the composed text; the Enter that ends the composition does not commit", () => {
    const { editor, changes, latest } = setup();

    fireEvent.compositionStart(editor, { data: "" });
    expect(editor.dataset.mode).toBe("edit");
    for (const step of ["ㄱ", "가", "감"]) {
      fireEvent.compositionUpdate(editor, { data: step });
      typeInto(editor, step); // the composition replaced the selected cell text
    }
    // The Enter that confirms the syllable: still composing.
    fireEvent.keyDown(editor, { key: "Enter", keyCode: 229, isComposing: true });
    expect(editor.dataset.mode).toBe("edit");
    expect(changes).toHaveLength(0);
    fireEvent.compositionEnd(editor, { data: "감" });
    // Safari sends that keydown after compositionend, with keyCode 229.
    fireEvent.keyDown(editor, { key: "Enter", keyCode: 229 });
    expect(changes).toHaveLength(0);

    key(editor, "Enter");
    expect(latest()?.[0][0]).toBe("감");
    expect(editor.dataset.mode).toBe("select");
    expect(editor).toHaveAccessibleName("2행 키워드");
  });

  it("keeps a syllable typed after a committed one and ignores arrows while composing", () => {
    const { editor, latest } = setup({ rows: [["", "", ""]] });
    fireEvent.compositionStart(editor);
    typeInto(editor, "한");
    fireEvent.keyDown(editor, { key: "ArrowRight", keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(editor, { data: "한" });
    fireEvent.compositionStart(editor);
    typeInto(editor, "한그");
    typeInto(editor, "한글");
    fireEvent.compositionEnd(editor, { data: "글" });
    fireEvent.blur(editor);
    expect(latest()?.[0][0]).toBe("한글");
  });
});

describe("edit mode", () => {
  it("Tab commits and moves right; blur commits; the column's rule applies", () => {
    const { editor, latest } = setup();
    key(editor, "Tab");
    typeInto(editor, " https://x.com/a b ");
    key(editor, "Tab");
    expect(latest()?.[0][1]).toBe("https://x.com/ab");
    expect(editor).toHaveAccessibleName("1행 구분");
    key(editor, "ArrowLeft");
    key(editor, "F2");
    typeInto(editor, "https://x.com/c");
    fireEvent.blur(editor);
    expect(latest()?.[0][1]).toBe("https://x.com/c");
  });

  it("after typing replaced the text, an arrow commits and moves", () => {
    const { editor, latest } = setup();
    typeInto(editor, "k");
    key(editor, "ArrowRight");
    expect(latest()?.[0][0]).toBe("k");
    expect(editor).toHaveAccessibleName("1행 랜딩 URL");
  });

  it("Enter on the last row adds a row below, up to the maximum", () => {
    const { editor, latest } = setup({ maxRows: 4 });
    for (let row = 0; row < 3; row += 1) key(editor, "ArrowDown");
    expect(editor).toHaveAccessibleName("3행 키워드");
    typeInto(editor, "x");
    key(editor, "Enter");
    expect(latest()).toHaveLength(4);
    expect(editor).toHaveAccessibleName("4행 키워드");
    typeInto(editor, "y");
    key(editor, "Enter");
    expect(latest()).toHaveLength(4);
  });

  it("a dropdown column picks from its options", () => {
    const { editor, latest } = setup();
    key(editor, "Tab");
    key(editor, "Tab");
    key(editor, "Enter");
    const picker = screen.getByTestId("sheet-picker") as HTMLSelectElement;
    expect(within(picker).getAllByRole("option").map((option) => option.textContent)).toEqual(["(비움)", "A", "B"]);
    fireEvent.change(picker, { target: { value: "B" } });
    fireEvent.keyDown(picker, { key: "Enter", keyCode: 13 });
    expect(latest()?.[0][2]).toBe("B");
    expect(screen.queryByTestId("sheet-picker")).not.toBeInTheDocument();
    expect(editor).toHaveAccessibleName("2행 구분");
  });
});

describe("clipboard", () => {
  it("pastes tab-separated text from the active cell, growing rows up to the maximum", () => {
    const onRowLimit = vi.fn();
    const { editor, latest } = setup({ maxRows: 4, onRowLimit });
    const text = ['"무선\n이어폰"\thttps://a.com/ 1', "k2\thttps://b.com", "k3", "k4", "k5"].join("\r\n");
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === "text/plain" ? text : "") } });
    expect(latest()?.map((row) => row.slice(0, 2))).toEqual([
      ["무선 이어폰", "https://a.com/1"],
      ["k2", "https://b.com"],
      ["k3", ""],
      ["k4", ""],
    ]);
    expect(onRowLimit).toHaveBeenCalledWith(1);
  });

  it("one copied value fills a selected range", () => {
    const { editor, latest } = setup();
    key(editor, "ArrowDown", { shiftKey: true });
    fireEvent.paste(editor, { clipboardData: { getData: () => "same" } });
    expect(latest()?.map((row) => row[0])).toEqual(["same", "same", ""]);
  });

  it("copies the range as tab-separated text and an HTML table; cut also clears it", () => {
    const { editor, latest } = setup({ rows: [["a", "b\tc", ""], ["d", "e", ""]] });
    key(editor, "ArrowDown", { shiftKey: true });
    key(editor, "ArrowRight", { shiftKey: true });
    const written: Record<string, string> = {};
    const clipboardData = { setData: (type: string, value: string) => (written[type] = value) };
    fireEvent.copy(editor, { clipboardData });
    expect(written["text/plain"]).toBe('a\t"b\tc"\nd\te');
    expect(written["text/html"]).toContain("<td>d</td>");
    fireEvent.cut(editor, { clipboardData });
    expect(latest()?.slice(0, 2)).toEqual([
      ["", "", ""],
      ["", "", ""],
    ]);
  });
});

describe("what the cells show", () => {
  it("marks invalid cells with the message, required headers and the first row's placeholders", () => {
    setup({ rows: [["", "ftp://x", ""]], cellError: (row, col) => (row === 0 && col === 1 ? "URL은 http:// 또는 https://로 시작해야 합니다." : null) });
    const invalid = document.querySelector('td[data-row="0"][data-col="1"]')!;
    expect(invalid).toHaveClass("sheet-cell-invalid");
    expect(invalid).toHaveAttribute("title", "URL은 http:// 또는 https://로 시작해야 합니다.");
    expect(invalid).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("columnheader", { name: /키워드/ })).toHaveTextContent("*");
    expect(screen.getByText("예: 무선 이어폰")).toHaveClass("sheet-placeholder");
    expect(screen.getAllByRole("row")).toHaveLength(4);
  });
});
