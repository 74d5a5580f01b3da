/**
 * The configured slot fields as every slot screen reads them (spec part 1 §3 "Field config"): the
 * keyword, URL and MID live on the slot itself (field keys `keywords`, `landingUrl`, `mid`, with the
 * spec's other spellings); every other key is a value in `customFields`. The keys the server derives
 * from the URL are never shown nor accepted as new keys.
 */
import type { FieldConfig, SlotView } from "@/lib/slots/api";
import { cleanUrl } from "@/lib/slots/url-rules";

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
  return Object.hasOwn(ROLE_BY_KEY, fieldKey) ? ROLE_BY_KEY[fieldKey] : "custom";
}

/** True for the keys the slot carries itself (keyword, URL, MID), which have their own column and input. */
export function isBuiltInFieldKey(fieldKey: string): boolean {
  return fieldRole(fieldKey) !== "custom";
}

/** Display order, then id: the order of the settings list and the operator's dynamic fields. */
export function byFieldOrder(a: FieldConfig, b: FieldConfig): number {
  return a.displayOrder - b.displayOrder || a.id - b.id;
}

/** A stored value as text ("" when absent). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A dynamic value of a slot as text ("" when absent). */
export function customValue(slot: Pick<SlotView, "customFields">, fieldKey: string): string {
  return valueText(slot.customFields?.[fieldKey]);
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
      return customValue(slot, fieldKey);
  }
}

/** The keywords a slot tracks besides its keyword (a keywords cell holds up to 10; the first is `keyword`). */
export function extraKeywordsOf(slot: Pick<SlotView, "extraKeywords">): readonly string[] {
  // Read as optional: an api from before extra keywords sends none.
  return slot.extraKeywords ?? [];
}

/** How a typed value is kept: URL fields lose spaces and everything from `&q=` at once. */
export function normalizeInput(field: FieldConfig, value: string): string {
  return fieldRole(field.fieldKey) === "url" || field.fieldType === "url" ? cleanUrl(value) : value;
}

/** A field column of a slot list. */
export interface ListColumn {
  fieldKey: string;
  label: string;
  fieldType: FieldConfig["fieldType"];
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

/** True when both the keyword and the URL field are enabled: a slot cannot be registered without them. */
export function hasCoreFields(fields: readonly FieldConfig[]): boolean {
  return fields.some((field) => fieldRole(field.fieldKey) === "keyword") && fields.some((field) => fieldRole(field.fieldKey) === "url");
}
