/**
 * What a key press means to the grid, as a pure function of the mode and the key. Two modes:
 * select (arrows move, Shift extends, typing starts an edit) and edit (the text is being changed).
 * A key pressed while an input method is composing is never the grid's: the Enter that ends a
 * Korean syllable belongs to the IME (`isComposing`, or keyCode 229 where the browser sends the
 * keydown after compositionend), so it must not commit the cell.
 *
 * Typing itself is no command here: it reaches the focused editor natively and its `input` or
 * `compositionstart` event starts the edit, so the first character is never lost or doubled.
 */

export type SheetMode = "select" | "edit";

/**
 * How edit mode began: typing replaced the text (arrows then commit and move, as in Excel's enter
 * mode), or F2/Enter/double-click kept it (arrows move the caret).
 */
export type EditEntry = "replace" | "keep";

/** The parts of a keydown the grid reads. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing: boolean;
  keyCode: number;
}

export type Edge = { row?: "first" | "last"; col?: "first" | "last" };

/** A command of the grid; null from `commandFor` means the browser keeps the key. */
export type SheetCommand =
  | { kind: "move"; rows: number; cols: number; extend: boolean }
  | { kind: "edge"; edge: Edge; extend: boolean }
  | { kind: "tab"; backwards: boolean }
  | { kind: "beginEdit" }
  | { kind: "clear" }
  | { kind: "selectAll" }
  | { kind: "copy" }
  | { kind: "cut" }
  | { kind: "block" }
  | { kind: "commit"; rows: number; cols: number }
  | { kind: "commitTab"; backwards: boolean }
  | { kind: "cancel" }
  | { kind: "newline" };

/** Rows PageUp/PageDown move. */
export const PAGE_ROWS = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** True while an input method composes: the key is the IME's, whatever it is. */
export function isComposingKey(press: Pick<KeyPress, "isComposing" | "keyCode">): boolean {
  return press.isComposing || press.keyCode === 229;
}

function selectCommand(press: KeyPress): SheetCommand | null {
  const command = press.ctrlKey || press.metaKey;
  const { key, shiftKey: shift } = press;
  if (key in ARROWS) {
    const [rows, cols] = ARROWS[key];
    if (press.altKey) return key === "ArrowDown" ? { kind: "beginEdit" } : null; // Alt+Down opens a dropdown
    if (command) {
      const edge: Edge = rows !== 0 ? { row: rows < 0 ? "first" : "last" } : { col: cols < 0 ? "first" : "last" };
      return { kind: "edge", edge, extend: shift };
    }
    return { kind: "move", rows, cols, extend: shift };
  }
  if (command && !press.altKey) {
    switch (key.toLowerCase()) {
      case "c":
        return { kind: "copy" };
      case "x":
        return { kind: "cut" };
      case "a":
        return { kind: "selectAll" };
      case "z":
      case "y":
        return { kind: "block" }; // the editor's own undo would bring back stale text
      case "home":
        return { kind: "edge", edge: { row: "first", col: "first" }, extend: shift };
      case "end":
        return { kind: "edge", edge: { row: "last", col: "last" }, extend: shift };
      default:
        return null; // Ctrl+V pastes through the paste event; other shortcuts are the browser's
    }
  }
  switch (key) {
    case "Tab":
      return { kind: "tab", backwards: shift };
    case "Enter":
      return shift ? { kind: "move", rows: -1, cols: 0, extend: false } : { kind: "beginEdit" };
    case "F2":
      return { kind: "beginEdit" };
    case "Delete":
    case "Backspace":
      return { kind: "clear" };
    case "Home":
      return { kind: "edge", edge: { col: "first" }, extend: shift };
    case "End":
      return { kind: "edge", edge: { col: "last" }, extend: shift };
    case "PageUp":
      return { kind: "move", rows: -PAGE_ROWS, cols: 0, extend: shift };
    case "PageDown":
      return { kind: "move", rows: PAGE_ROWS, cols: 0, extend: shift };
    default:
      return null;
  }
}

function editCommand(press: KeyPress, entry: EditEntry): SheetCommand | null {
  const { key, shiftKey: shift } = press;
  if (key === "Enter") {
    if (press.altKey) return { kind: "newline" };
    if (press.ctrlKey || press.metaKey) return null;
    return { kind: "commit", rows: shift ? -1 : 1, cols: 0 };
  }
  if (key === "Tab") return { kind: "commitTab", backwards: shift };
  if (key === "Escape") return { kind: "cancel" };
  if (entry === "replace" && key in ARROWS && !shift && !press.altKey && !press.ctrlKey && !press.metaKey) {
    const [rows, cols] = ARROWS[key];
    return { kind: "commit", rows, cols };
  }
  return null;
}

/** The grid's command for a keydown, or null when the key is left to the browser (or the IME). */
export function commandFor(mode: SheetMode, entry: EditEntry, press: KeyPress): SheetCommand | null {
  if (isComposingKey(press)) return null;
  return mode === "select" ? selectCommand(press) : editCommand(press, entry);
}
