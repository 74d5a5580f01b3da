/**
 * The grid's cell rules, as the server checks every row before registering (spec part 2 §5
 * "Spreadsheet cells"; the api's `bulk_registration::check_row`): keyword and URL required in every
 * non-empty row, a keywords cell of at most 10 keywords of at most 100 characters each (blanks
 * between commas dropped, repeats counted once), the marketplace URL rules, numbers digits only,
 * dates YYYY-MM-DD, yes/no true or false, and the single form's rules for e-mail, URL-typed and
 * select fields. Empty rows are skipped. The server stays the authority: its row errors are shown
 * over these until the cell changes.
 */
import { isBlankRow } from "@/components/sheet/grid-edits";
import { BOOLEAN_OPTIONS, isRequiredInGrid } from "@/features/slots/bulk/columns";
import { bulkValidationMessages as messages } from "@/features/slots/bulk/messages";
import { problemOf } from "@/features/slots/fields";
import { slotValidationMessages } from "@/features/slots/messages";
import { apiLimits } from "@/lib/api-limits";
import type { FieldConfig } from "@/lib/slots/api";
import { fieldRole } from "@/lib/slots/fields";
import { slotFieldMessages } from "@/lib/slots/messages";
import { productUrlProblem } from "@/lib/slots/url-rules";

/** Keywords one cell may hold (spec part 2 §9), and the length of each: the contract's (`x-keywords`). */
export const { maxItems: KEYWORDS_MAX, maxLength: KEYWORD_MAX_LENGTH } = apiLimits.SlotFieldsRequest.keyword.keywords;

/** The distinct keywords of a keywords cell, in order. */
export function keywordsOf(raw: string): string[] {
  const keywords: string[] = [];
  for (const part of raw.split(",")) {
    const keyword = part.trim();
    if (keyword && !keywords.includes(keyword)) keywords.push(keyword);
  }
  return keywords;
}

/** A keywords cell's problem beyond being blank: a keyword too long, or more than 10. */
export function keywordsProblem(raw: string): string | null {
  const keywords = keywordsOf(raw);
  if (keywords.some((keyword) => [...keyword].length > KEYWORD_MAX_LENGTH)) return messages.keywordTooLong(KEYWORD_MAX_LENGTH);
  if (keywords.length > KEYWORDS_MAX) return messages.tooManyKeywords(KEYWORDS_MAX);
  return null;
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The problem of one cell of a non-empty row, or null. */
export function cellProblem(field: FieldConfig, raw: string, domain: string): string | null {
  const value = raw.trim();
  const role = fieldRole(field.fieldKey);
  if (value === "") return isRequiredInGrid(field) ? slotFieldMessages.required(field.label) : null;
  if (role === "keyword") {
    if (keywordsOf(value).length === 0) return slotFieldMessages.required(field.label);
    return keywordsProblem(value);
  }
  if (role === "url") return productUrlProblem(value, domain);
  switch (field.fieldType) {
    case "number":
      return /^\d+$/.test(value) ? null : slotValidationMessages.number(field.label);
    case "date":
      return isIsoDate(value) ? null : messages.date(field.label);
    case "boolean":
      return BOOLEAN_OPTIONS.includes(value) ? null : slotValidationMessages.option(field.label);
    default:
      return problemOf(field, value, domain);
  }
}

/** One message (or null) per field of a row. */
export type RowProblems = readonly (string | null)[];

const NO_PROBLEMS: RowProblems = Object.freeze([]);

/**
 * A row checker for these fields that remembers each row it saw: rows keep their identity until
 * edited, so a change in one row of 1,000 checks only that row.
 */
export function rowValidator(fields: readonly FieldConfig[], domain: string): (cells: readonly string[]) => RowProblems {
  const seen = new WeakMap<readonly string[], RowProblems>();
  return (cells) => {
    const known = seen.get(cells);
    if (known) return known;
    const problems = isBlankRow(cells) ? NO_PROBLEMS : fields.map((field, col) => cellProblem(field, cells[col] ?? "", domain));
    seen.set(cells, problems);
    return problems;
  };
}

/** A problem as the error list shows it: the row (0-based), the field it concerns (if any), why. */
export interface ProblemEntry {
  row: number;
  label: string | null;
  message: string;
}

/** "3행 키워드: …" or "3행: …" (the row named by the caller: a number, or a slot number). */
export function problemLine(entry: ProblemEntry, rowName: (row: number) => string): string {
  const row = rowName(entry.row);
  return entry.label ? messages.cellLine(row, entry.label, entry.message) : messages.rowLine(row, entry.message);
}
