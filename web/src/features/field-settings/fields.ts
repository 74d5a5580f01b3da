/**
 * The developer's field settings (spec part 1 §3 "Field config", part 2 §5): the list's order and
 * flags, the add / edit form and its checks, and the bodies of the save and add calls. The derived
 * keys `url_product_id`, `url_item_id`, `url_vendor_item_id` are refused as new keys.
 */
import type { FieldConfigInput } from "@/features/field-settings/api";
import { fieldSettingsMessages as messages } from "@/features/field-settings/messages";
import { apiEnums } from "@/lib/api-enums";
import { apiLimits } from "@/lib/api-limits";
import type { FieldConfig, FieldType } from "@/lib/slots/api";
import { byFieldOrder, HIDDEN_FIELD_KEYS } from "@/lib/slots/fields";

export const FIELD_TYPES: readonly FieldType[] = apiEnums.FieldType;

/** The list in display order. */
export function sortFields(fields: readonly FieldConfig[]): FieldConfig[] {
  return [...fields].sort(byFieldOrder);
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

/** The form of the add / edit field modal (`fieldType` as the api sent it, or one of FIELD_TYPES). */
export interface FieldForm {
  fieldKey: string;
  label: string;
  fieldType: FieldConfig["fieldType"];
  placeholder: string;
  description: string;
  optionsText: string;
  isEnabled: boolean;
  isRequired: boolean;
  showInList: boolean;
  isSearchable: boolean;
}

/** The fields the slot search always reads (spec part 1 §2 "keyword, URL, product name or all"), whatever their flag. */
export const ALWAYS_SEARCHED_KEYS: readonly string[] = ["keywords", "landingUrl"];

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
  isSearchable: true,
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
    isSearchable: field.isSearchable,
  };
}

/** A key's shape, the contract's (a letter, then letters, digits or `_`; blank is caught first). */
const KEY_PATTERN = new RegExp(apiLimits.FieldConfigInput.fieldKey.pattern, "u");

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
    if (HIDDEN_FIELD_KEYS.includes(key)) return { field: "fieldKey", message: messages.keyReserved(key) };
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
    isSearchable: form.isSearchable,
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
