/**
 * Field configuration as the admin screens use it (spec part 1 §3 "Field config", part 2 §5):
 * the developer's settings list (order, flags, new fields) and the operator's slot edit form.
 * Keyword, URL and MID have their own columns and inputs (keys `keywords`, `landingUrl`, `mid` and
 * the spec's other spellings); the derived keys `url_product_id`, `url_item_id`,
 * `url_vendor_item_id` are never shown nor accepted as new keys.
 */
import type { FieldConfig, FieldType, SlotView } from "@/features/slots/api";
import type { FieldConfigInput } from "@/features/slots/admin-api";
import { fieldSettingsMessages as messages } from "@/features/slots/admin-messages";
import { cleanUrl } from "@/features/slots/url-rules";

export const RESERVED_FIELD_KEYS: readonly string[] = ["url_product_id", "url_item_id", "url_vendor_item_id"];

export const FIELD_TYPES: readonly FieldType[] = ["text", "textarea", "number", "email", "url", "select", "date", "boolean"];

const BUILT_IN_KEYS: Record<string, "keyword" | "url" | "mid"> = {
  keywords: "keyword",
  keyword: "keyword",
  landingUrl: "url",
  landing_url: "url",
  url: "url",
  mid: "mid",
};

/** True for the keys the slot carries itself (keyword, URL, MID), which have their own column and input. */
export function isBuiltInFieldKey(fieldKey: string): boolean {
  return fieldKey in BUILT_IN_KEYS;
}

function byOrder(a: FieldConfig, b: FieldConfig): number {
  return a.displayOrder - b.displayOrder || a.id - b.id;
}

/** Enabled dynamic fields (not keyword / URL / MID, never the derived keys), in display order. */
export function dynamicFields(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return (configs ?? [])
    .filter((config) => config.isEnabled && !isBuiltInFieldKey(config.fieldKey) && !RESERVED_FIELD_KEYS.includes(config.fieldKey))
    .sort(byOrder);
}

/** The admin list's dynamic columns: enabled dynamic fields marked "show in list". */
export function dynamicColumns(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return dynamicFields(configs).filter((config) => config.showInList);
}

/** A dynamic value of a slot as text ("" when absent). */
export function customValue(slot: Pick<SlotView, "customFields">, fieldKey: string): string {
  const value = slot.customFields?.[fieldKey];
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

// Field settings ----------------------------------------------------------------------------------

/** The list in display order. */
export function sortFields(fields: readonly FieldConfig[]): FieldConfig[] {
  return [...fields].sort(byOrder);
}

/** The list with the field at `index` moved one place up (-1) or down (+1); ends stay put. */
export function moveField<T>(fields: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** displayOrder 1..n in list order. */
export function renumber<T extends { displayOrder: number }>(fields: readonly T[]): T[] {
  return fields.map((field, index) => ({ ...field, displayOrder: index + 1 }));
}

/** What PUT /api/admin/field-configs gets for one field. */
export function fieldInputOf(field: FieldConfig): FieldConfigInput {
  return {
    id: field.id,
    fieldKey: field.fieldKey,
    label: field.label,
    fieldType: field.fieldType,
    placeholder: field.placeholder,
    description: field.description,
    options: field.options ?? [],
    isRequired: field.isRequired,
    isEnabled: field.isEnabled,
    showInList: field.showInList,
    isSearchable: field.isSearchable,
    displayOrder: field.displayOrder,
  };
}

/** The body of the save call: every field, in list order, renumbered from 1. */
export function saveBodyOf(fields: readonly FieldConfig[]): FieldConfigInput[] {
  return renumber(fields).map(fieldInputOf);
}

/** True when the draft differs from what the server has (order, flags or texts). */
export function fieldsChanged(draft: readonly FieldConfig[], saved: readonly FieldConfig[] | undefined): boolean {
  return JSON.stringify(saveBodyOf(draft)) !== JSON.stringify(saveBodyOf(sortFields(saved ?? [])));
}

/** Select options typed one per line (commas also separate); blanks and repeats dropped. */
export function parseOptions(text: string): string[] {
  const seen = new Set<string>();
  for (const option of text.split(/[\n,]/)) {
    const trimmed = option.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** The form of the add / edit field modal. */
export interface FieldForm {
  fieldKey: string;
  label: string;
  fieldType: FieldType;
  placeholder: string;
  description: string;
  optionsText: string;
  isEnabled: boolean;
  isRequired: boolean;
  showInList: boolean;
}

export const EMPTY_FIELD_FORM: FieldForm = {
  fieldKey: "",
  label: "",
  fieldType: "text",
  placeholder: "",
  description: "",
  optionsText: "",
  isEnabled: true,
  isRequired: false,
  showInList: false,
};

export function fieldFormOf(field: FieldConfig): FieldForm {
  return {
    fieldKey: field.fieldKey,
    label: field.label,
    fieldType: field.fieldType,
    placeholder: field.placeholder ?? "",
    description: field.description ?? "",
    optionsText: (field.options ?? []).join("\n"),
    isEnabled: field.isEnabled,
    isRequired: field.isRequired,
    showInList: field.showInList,
  };
}

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

export type FieldFormProblem = { field: "fieldKey" | "label" | "optionsText"; message: string };

/**
 * The first problem of a field form: key and label required, the key's shape, the derived keys,
 * a key already in use (new fields only), options for a select.
 */
export function fieldFormProblem(form: FieldForm, options: { isNew: boolean; existingKeys: readonly string[] }): FieldFormProblem | null {
  const key = form.fieldKey.trim();
  if (options.isNew && (!key || !form.label.trim())) {
    return { field: key ? "label" : "fieldKey", message: messages.keyAndLabelRequired };
  }
  if (!form.label.trim()) return { field: "label", message: messages.labelRequired };
  if (options.isNew) {
    if (!KEY_PATTERN.test(key)) return { field: "fieldKey", message: messages.keyInvalid };
    if (RESERVED_FIELD_KEYS.includes(key)) return { field: "fieldKey", message: messages.keyReserved(key) };
    if (options.existingKeys.includes(key)) return { field: "fieldKey", message: messages.keyTaken };
  }
  if (form.fieldType === "select" && parseOptions(form.optionsText).length === 0) {
    return { field: "optionsText", message: messages.optionsRequired };
  }
  return null;
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** POST /api/admin/field-configs for a new field placed after the others. */
export function newFieldInput(form: FieldForm, displayOrder: number): FieldConfigInput {
  return {
    fieldKey: form.fieldKey.trim(),
    label: form.label.trim(),
    fieldType: form.fieldType,
    placeholder: blankToNull(form.placeholder),
    description: blankToNull(form.description),
    options: form.fieldType === "select" ? parseOptions(form.optionsText) : [],
    isRequired: form.isRequired,
    isEnabled: form.isEnabled,
    showInList: form.showInList,
    isSearchable: true,
    displayOrder,
  };
}

/** The field with the edit modal's texts and type applied (flags are toggled in the list). */
export function applyFieldForm(field: FieldConfig, form: FieldForm): FieldConfig {
  return {
    ...field,
    label: form.label.trim(),
    fieldType: form.fieldType,
    placeholder: blankToNull(form.placeholder),
    description: blankToNull(form.description),
    options: form.fieldType === "select" ? parseOptions(form.optionsText) : [],
  };
}

// Operator slot edit ------------------------------------------------------------------------------

export interface AdminEditForm {
  keyword: string;
  url: string;
  mid: string;
  /** Dynamic values by field key ("true"/"false" for booleans). */
  custom: Record<string, string>;
  startDate: string;
  endDate: string;
}

export function adminEditFormOf(slot: SlotView, fields: readonly FieldConfig[]): AdminEditForm {
  const custom: Record<string, string> = {};
  for (const field of fields) {
    const value = customValue(slot, field.fieldKey);
    custom[field.fieldKey] = field.fieldType === "boolean" ? (value === "true" ? "true" : "false") : value;
  }
  return {
    keyword: slot.keyword ?? "",
    url: slot.url ?? "",
    mid: slot.mid ?? "",
    custom,
    startDate: slot.startDate ?? "",
    endDate: slot.endDate ?? "",
  };
}

/** PUT /api/slots/{id}/update-fields: everything in customFields; the period only when it changed. */
export function adminUpdateBody(slot: SlotView, form: AdminEditForm, fields: readonly FieldConfig[]) {
  const customFields: Record<string, string> = {
    keyword: form.keyword.trim(),
    url: cleanUrl(form.url),
    mid: form.mid.trim(),
  };
  for (const field of fields) customFields[field.fieldKey] = (form.custom[field.fieldKey] ?? "").trim();
  const body: { customFields: Record<string, string>; startDate?: string; endDate?: string } = { customFields };
  if (form.startDate && form.startDate !== (slot.startDate ?? "")) body.startDate = form.startDate;
  if (form.endDate && form.endDate !== (slot.endDate ?? "")) body.endDate = form.endDate;
  return body;
}

/** A new keyword or URL deletes the slot's rank data, so it is confirmed first. */
export function changesKeywordOrUrl(slot: SlotView, form: AdminEditForm): boolean {
  return form.keyword.trim() !== (slot.keyword ?? "") || cleanUrl(form.url) !== (slot.url ?? "");
}
