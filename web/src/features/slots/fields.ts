/**
 * The advertiser's slot forms driven by the field configuration (spec part 1 §3 "Field config", §5):
 * which configs a form or list shows, the client checks and the request bodies. Which key is the
 * keyword, URL or MID, and a slot's value for each, is in `src/lib/slots/fields.ts`.
 */
import { slotValidationMessages as messages } from "@/features/slots/messages";
import type { FieldConfig, SlotView } from "@/lib/slots/api";
import { enabledFields, fieldRole, slotFieldValue, type ListColumn } from "@/lib/slots/fields";
import { slotFieldMessages, urlMessages } from "@/lib/slots/messages";
import { cleanUrl, hasHttpProtocol, productUrlProblem } from "@/lib/slots/url-rules";

/** The dynamic list columns: enabled configs marked showInList. */
export function listColumns(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return enabledFields(configs).filter((config) => config.showInList);
}

/** Form state: one string per field key ("true"/"false" for booleans). */
export type FieldValues = Record<string, string>;

export function initialFieldValues(fields: readonly FieldConfig[], slot?: SlotView | null): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = slot ? slotFieldValue(slot, field.fieldKey) : "";
    values[field.fieldKey] = field.fieldType === "boolean" ? (value === "true" ? "true" : "false") : value;
  }
  return values;
}

export interface FieldProblem {
  fieldKey: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The problem of one value of `field`, or null: required, the marketplace URL rules for the URL
 * field, the protocol for other URL fields, number, email and select values.
 */
export function problemOf(field: FieldConfig, raw: string, domain: string): string | null {
  const value = raw.trim();
  const blank = field.fieldType === "boolean" ? false : value === "";
  if (blank) return field.isRequired ? slotFieldMessages.required(field.label) : null;
  if (fieldRole(field.fieldKey) === "url") return productUrlProblem(value, domain);
  switch (field.fieldType) {
    case "url":
      return hasHttpProtocol(value) ? null : urlMessages.protocol;
    case "number":
      return Number.isFinite(Number(value)) ? null : messages.number(field.label);
    case "email":
      return EMAIL.test(value) ? null : messages.email(field.label);
    case "select":
      return field.options.length === 0 || field.options.includes(value) ? null : messages.option(field.label);
    default:
      return null;
  }
}

/**
 * The first problem of the form, in field order: required fields, the URL rules, number, email and
 * select values. Fill mode also needs at least one non-blank value (spec part 1 §5).
 */
export function validateFields(
  fields: readonly FieldConfig[],
  values: FieldValues,
  options: { domain: string; requireAny?: boolean },
): FieldProblem | null {
  for (const field of fields) {
    const message = problemOf(field, values[field.fieldKey] ?? "", options.domain);
    if (message) return { fieldKey: field.fieldKey, message };
  }
  if (options.requireAny) {
    const anyValue = fields.some((field) => field.fieldType !== "boolean" && (values[field.fieldKey] ?? "").trim() !== "");
    if (!anyValue) return { fieldKey: fields[0]?.fieldKey ?? "", message: messages.fillNeedsValue };
  }
  return null;
}

export interface SplitValues {
  keyword: string;
  url: string;
  mid: string;
  customFields: Record<string, string>;
}

/**
 * Keyword, URL and MID out of the form; the rest by key. `fallback` supplies the three when their
 * field is not enabled (an edit keeps the slot's own). Blank custom values are kept only with `keepBlank`.
 */
export function splitFieldValues(
  fields: readonly FieldConfig[],
  values: FieldValues,
  options: { fallback?: SlotView | null; keepBlank?: boolean } = {},
): SplitValues {
  const split: SplitValues = {
    keyword: options.fallback?.keyword ?? "",
    url: options.fallback?.url ?? "",
    mid: options.fallback?.mid ?? "",
    customFields: {},
  };
  for (const field of fields) {
    const raw = values[field.fieldKey] ?? "";
    const role = fieldRole(field.fieldKey);
    const value = role === "url" ? cleanUrl(raw) : raw.trim();
    if (role === "keyword") split.keyword = value;
    else if (role === "url") split.url = value;
    else if (role === "mid") split.mid = value;
    else if (value !== "" || options.keepBlank) split.customFields[field.fieldKey] = value;
  }
  return split;
}

/** True when an edit changes the keyword or the URL (which resets the rank data). */
export function changesKeywordOrUrl(slot: SlotView, split: SplitValues): boolean {
  return split.keyword !== (slot.keyword ?? "") || split.url !== (slot.url ?? "");
}

/** Bulk edit offers keyword and URL plus the enabled plain-text fields other than those two. */
export function bulkEditExtraFields(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return enabledFields(configs).filter(
    (field) => field.fieldType === "text" && fieldRole(field.fieldKey) !== "keyword" && fieldRole(field.fieldKey) !== "url",
  );
}

/**
 * The list's field columns; when no config is enabled for the list (the defaults start disabled)
 * the keyword and URL still show, so a list is never without them.
 */
export function listColumnsOrFallback(
  configs: readonly FieldConfig[] | undefined,
  fallback: { keyword: string; url: string },
): ListColumn[] {
  const columns = listColumns(configs).map((config) => ({
    fieldKey: config.fieldKey,
    label: config.label,
    fieldType: config.fieldType,
  }));
  if (columns.length > 0) return columns;
  return [
    { fieldKey: "keywords", label: fallback.keyword, fieldType: "text" },
    { fieldKey: "landingUrl", label: fallback.url, fieldType: "url" },
  ];
}
