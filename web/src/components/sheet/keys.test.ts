import { describe, expect, it } from "vitest";
import { commandFor, PAGE_ROWS, type KeyPress } from "@/components/sheet/keys";

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return { key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, keyCode: 0, ...extra };
}

describe("select mode", () => {
  it("arrows move, Shift extends, Ctrl jumps to the edge", () => {
    expect(commandFor("select", "keep", press("ArrowDown"))).toEqual({ kind: "move", rows: 1, cols: 0, extend: false });
    expect(commandFor("select", "keep", press("ArrowLeft", { shiftKey: true }))).toEqual({ kind: "move", rows: 0, cols: -1, extend: true });
    expect(commandFor("select", "keep", press("ArrowUp", { ctrlKey: true }))).toEqual({ kind: "edge", edge: { row: "first" }, extend: false });
    expect(commandFor("select", "keep", press("ArrowRight", { metaKey: true, shiftKey: true }))).toEqual({
      kind: "edge",
      edge: { col: "last" },
      extend: true,
    });
    expect(commandFor("select", "keep", press("PageDown"))).toEqual({ kind: "move", rows: PAGE_ROWS, cols: 0, extend: false });
  });

  it("F2, Enter and Alt+Down begin an edit that keeps the text; Shift+Enter goes up", () => {
    expect(commandFor("select", "keep", press("F2"))).toEqual({ kind: "beginEdit" });
    expect(commandFor("select", "keep", press("Enter"))).toEqual({ kind: "beginEdit" });
    expect(commandFor("select", "keep", press("ArrowDown", { altKey: true }))).toEqual({ kind: "beginEdit" });
    expect(commandFor("select", "keep", press("Enter", { shiftKey: true }))).toEqual({ kind: "move", rows: -1, cols: 0, extend: false });
  });

  it("Tab walks, Delete and Backspace clear, Ctrl+C/X/A are the grid's, Ctrl+V and Escape are not", () => {
    expect(commandFor("select", "keep", press("Tab", { shiftKey: true }))).toEqual({ kind: "tab", backwards: true });
    expect(commandFor("select", "keep", press("Delete"))).toEqual({ kind: "clear" });
    expect(commandFor("select", "keep", press("Backspace"))).toEqual({ kind: "clear" });
    expect(commandFor("select", "keep", press("c", { ctrlKey: true }))).toEqual({ kind: "copy" });
    expect(commandFor("select", "keep", press("X", { metaKey: true, shiftKey: true }))).toEqual({ kind: "cut" });
    expect(commandFor("select", "keep", press("a", { ctrlKey: true }))).toEqual({ kind: "selectAll" });
    expect(commandFor("select", "keep", press("z", { ctrlKey: true }))).toEqual({ kind: "block" });
    expect(commandFor("select", "keep", press("v", { ctrlKey: true }))).toBeNull();
    expect(commandFor("select", "keep", press("Escape"))).toBeNull();
  });

  it("printable keys are no command: the editor receives them and its input event starts the edit", () => {
    expect(commandFor("select", "keep", press("a"))).toBeNull();
    expect(commandFor("select", "keep", press(" "))).toBeNull();
    expect(commandFor("select", "keep", press("ㄱ"))).toBeNull();
  });
});

describe("edit mode", () => {
  it("Enter commits down (Shift up), Tab commits sideways, Escape cancels, Alt+Enter breaks the line", () => {
    expect(commandFor("edit", "keep", press("Enter"))).toEqual({ kind: "commit", rows: 1, cols: 0 });
    expect(commandFor("edit", "keep", press("Enter", { shiftKey: true }))).toEqual({ kind: "commit", rows: -1, cols: 0 });
    expect(commandFor("edit", "keep", press("Tab"))).toEqual({ kind: "commitTab", backwards: false });
    expect(commandFor("edit", "keep", press("Escape"))).toEqual({ kind: "cancel" });
    expect(commandFor("edit", "keep", press("Enter", { altKey: true }))).toEqual({ kind: "newline" });
  });

  it("arrows leave the cell after typing replaced it, and move the caret after F2", () => {
    expect(commandFor("edit", "replace", press("ArrowRight"))).toEqual({ kind: "commit", rows: 0, cols: 1 });
    expect(commandFor("edit", "keep", press("ArrowRight"))).toBeNull();
    expect(commandFor("edit", "replace", press("ArrowRight", { shiftKey: true }))).toBeNull();
  });

  it("never acts while an input method composes: the Enter ending a Korean syllable is the IME's", () => {
    expect(commandFor("edit", "replace", press("Enter", { isComposing: true, keyCode: 229 }))).toBeNull();
    // Safari sends the keydown after compositionend: isComposing is false but keyCode is 229.
    expect(commandFor("edit", "replace", press("Enter", { keyCode: 229 }))).toBeNull();
    expect(commandFor("edit", "replace", press("Escape", { isComposing: true }))).toBeNull();
    expect(commandFor("select", "keep", press("Backspace", { isComposing: true }))).toBeNull();
    expect(commandFor("select", "keep", press("ArrowDown", { keyCode: 229 }))).toBeNull();
  });
});
