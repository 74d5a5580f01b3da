/**
 * Slot input fields driven by the field configuration (spec part 1 §3 "Field config", §5): which
 * configs a form or list shows, a slot's value for each, the client checks, and the request bodies.
 * The keyword, URL and MID live on the slot itself (field keys `keywords`, `landingUrl`, `mid`, with
 * the spec's other spellings); every other key goes in `customFields`. The derived id keys are never shown.
 */
import type { FieldConfig, SlotView } from "@/features/slots/api";
import { slotValidationMessages as messages } from "@/features/slots/messages";
import { cleanUrl, hasHttpProtocol, productUrlProblem } from "@/features/slots/url-rules";

/** Keys extracted from the URL by the server, hidden everywhere. */
export const HIDDEN_FIELD_KEYS: readonly string[] = ["url_product_id", "url_item_id", "url_vendor_item_id"];

export type FieldRole = "keyword" | "url" | "mid" | "custom";

const ROLE_BY_KEY: Record<string, FieldRole> = {
  keywords: "keyword",
  keyword: "keyword",
  landingUrl: "url",
  landing_url: "url",
  url: "url",
  mid: "mid",
};

/** Which slot property a field key stands for. */
export function fieldRole(fieldKey: string): FieldRole {
  return ROLE_BY_KEY[fieldKey] ?? "custom";
}

function byDisplayOrder(a: FieldConfig, b: FieldConfig): number {
  return a.displayOrder - b.displayOrder;
}

/** Enabled, visible configs in display order: what the forms render. */
export function enabledFields(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return (configs ?? [])
    .filter((config) => config.isEnabled && !HIDDEN_FIELD_KEYS.includes(config.fieldKey))
    .sort(byDisplayOrder);
}

/** The dynamic list columns: enabled configs marked showInList. */
export function listColumns(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return enabledFields(configs).filter((config) => config.showInList);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The slot's value for a field: keyword, URL and MID from the slot, the rest from customFields. */
export function slotFieldValue(slot: SlotView, fieldKey: string): string {
  switch (fieldRole(fieldKey)) {
    case "keyword":
      return slot.keyword ?? "";
    case "url":
      return slot.url ?? "";
    case "mid":
      return slot.mid ?? "";
    default:
      return text(slot.customFields?.[fieldKey]);
  }
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

/** How a typed value is kept: URL fields lose spaces and everything from `&q=` at once. */
export function normalizeInput(field: FieldConfig, value: string): string {
  return fieldRole(field.fieldKey) === "url" || field.fieldType === "url" ? cleanUrl(value) : value;
}

export interface FieldProblem {
  fieldKey: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemOf(field: FieldConfig, raw: string, domain: string): string | null {
  const value = raw.trim();
  const blank = field.fieldType === "boolean" ? false : value === "";
  if (blank) return field.isRequired ? messages.required(field.label) : null;
  if (fieldRole(field.fieldKey) === "url") return productUrlProblem(value, domain);
  switch (field.fieldType) {
    case "url":
      return hasHttpProtocol(value) ? null : messages.urlProtocol;
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

/** A dynamic column of the slot lists. */
export interface ListColumn {
  fieldKey: string;
  label: string;
  required: boolean;
  fieldType: FieldConfig["fieldType"];
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
    required: config.isRequired,
    fieldType: config.fieldType,
  }));
  if (columns.length > 0) return columns;
  return [
    { fieldKey: "keywords", label: fallback.keyword, required: false, fieldType: "text" },
    { fieldKey: "landingUrl", label: fallback.url, required: false, fieldType: "url" },
  ];
}
