/**
 * The operator's slot edit (spec part 1 §5 "Operator decisions"): keyword, URL and MID in their own
 * inputs, the enabled dynamic fields (never the derived keys) in display order, and the work period.
 */
import type { FieldConfig, SlotView } from "@/lib/slots/api";
import { byFieldOrder, customValue, HIDDEN_FIELD_KEYS, isBuiltInFieldKey } from "@/lib/slots/fields";
import { cleanUrl } from "@/lib/slots/url-rules";

/** Enabled dynamic fields (not keyword / URL / MID, never the derived keys), in display order. */
export function dynamicFields(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return (configs ?? [])
    .filter((config) => config.isEnabled && !isBuiltInFieldKey(config.fieldKey) && !HIDDEN_FIELD_KEYS.includes(config.fieldKey))
    .sort(byFieldOrder);
}

/** The admin list's dynamic columns: enabled dynamic fields marked "show in list". */
export function dynamicColumns(configs: readonly FieldConfig[] | undefined): FieldConfig[] {
  return dynamicFields(configs).filter((config) => config.showInList);
}

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
