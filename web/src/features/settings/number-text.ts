/**
 * Whole numbers as the settings form shows them: digits grouped by thousands while typing
 * ("50,000"), read back into a number the way the server reads them (commas ignored, nothing else
 * but digits allowed).
 */

/** "50000" → "50,000". Anything but digits is dropped first; leading zeros go ("007" → "7"). */
export function groupThousands(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A whole number ≥ 0 from "50,000" or "50000"; null when blank or not digits (and commas) only. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.trim().replace(/,/g, "");
  if (!/^\d+$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}

/** A number as the form first shows it: 50000 → "50,000". */
export function formatWholeNumber(value: number): string {
  return groupThousands(String(Math.trunc(Math.abs(value))));
}

/**
 * Regroups what the person typed and says where the caret goes: after the same number of digits
 * it followed before, so typing in the middle of "1,000,000" does not throw the caret to the end.
 */
export function regroupAtCaret(typed: string, caret: number): { text: string; caret: number } {
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, "").length;
  const leadingZeros = (typed.replace(/\D/g, "").match(/^0+(?=\d)/)?.[0].length ?? 0);
  const text = groupThousands(typed);
  let wanted = Math.max(0, digitsBefore - leadingZeros);
  let position = 0;
  while (wanted > 0 && position < text.length) {
    if (/\d/.test(text[position])) wanted -= 1;
    position += 1;
  }
  return { text, caret: position };
}
