/**
 * Keeping keyboard focus inside an open panel (a modal, the phone drawer, the floating menu): what
 * can take focus there, and Tab / Shift+Tab turning round at either end instead of leaving it.
 */

/** What can take focus with Tab. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements in `root` that Tab reaches, in document order. */
export function focusablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * For a Tab key press inside an open panel whose focusable elements are `elements`: from the last
 * Tab goes to the first, from the first Shift+Tab to the last, and from anywhere outside them
 * (the panel itself) into them. Other keys and other presses pass.
 */
export function keepTabWithin(event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">, elements: readonly HTMLElement[]): void {
  if (event.key !== "Tab" || elements.length === 0) return;
  const first = elements[0];
  const last = elements[elements.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && elements.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
