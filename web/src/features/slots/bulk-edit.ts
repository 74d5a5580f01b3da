/**
 * Bulk edit rules (spec part 1 §5 "Bulk edit", §9): blank means no change, keyword or URL is
 * required, the URL follows the marketplace rules (a non-marketplace http address gets the
 * marketplace-only message, text without http the protocol message), and the selected list shows
 * 50 slots then "외 N개".
 */
import { bulkEditMessages } from "@/features/slots/messages";
import type { FieldConfig, SlotView } from "@/lib/slots/api";
import { cleanUrl, productUrlProblem } from "@/lib/slots/url-rules";

/** Selected slots listed by name before "외 N개". */
export const BULK_LIST_LIMIT = 50;

export interface BulkEditValues {
  keyword: string;
  url: string;
  /** Extra plain-text fields by field key. */
  extra: Record<string, string>;
}

export const EMPTY_BULK_VALUES: BulkEditValues = { keyword: "", url: "", extra: {} };

export interface BulkChange {
  key: string;
  label: string;
  value: string;
}

/** The changes to send, labelled for the confirmation step; blanks are left out. */
export function bulkChanges(values: BulkEditValues, extraFields: readonly FieldConfig[], labels: { keyword: string; url: string }): BulkChange[] {
  const changes: BulkChange[] = [];
  const keyword = values.keyword.trim();
  const url = cleanUrl(values.url);
  if (keyword) changes.push({ key: "keyword", label: labels.keyword, value: keyword });
  if (url) changes.push({ key: "url", label: labels.url, value: url });
  for (const field of extraFields) {
    const value = (values.extra[field.fieldKey] ?? "").trim();
    if (value) changes.push({ key: field.fieldKey, label: field.label, value });
  }
  return changes;
}

/** The `updates` body of PUT /api/slots/user/bulk-update. */
export function bulkUpdates(changes: readonly BulkChange[]): Record<string, string> {
  return Object.fromEntries(changes.map((change) => [change.key, change.value]));
}

/** The first problem of step 1, or null. */
export function bulkEditProblem(values: BulkEditValues, domain: string): { field: "keyword" | "url"; message: string } | null {
  const keyword = values.keyword.trim();
  const url = cleanUrl(values.url);
  if (!keyword && !url) return { field: "keyword", message: bulkEditMessages.keywordOrUrlRequired };
  if (url) {
    const problem = productUrlProblem(url, domain);
    if (problem) return { field: "url", message: problem };
  }
  return null;
}

/** The first 50 selected slots and how many more there are. */
export function bulkListPreview(slots: readonly SlotView[]): { shown: SlotView[]; rest: number } {
  return { shown: slots.slice(0, BULK_LIST_LIMIT), rest: Math.max(0, slots.length - BULK_LIST_LIMIT) };
}
