/**
 * The bulk grid's columns from the enabled field configuration (spec part 2 §3 "Spreadsheet
 * column"): a select field becomes a dropdown, a yes/no field a true/false dropdown, a date a text
 * column in YYYY-MM-DD. Keyword and URL are always required here, as a slot needs both; widths
 * follow the type, and the URL keeps typed text as the single form does (spaces and `&q=` cut).
 */
import type { SheetColumn, SheetColumnType } from "@/components/sheet/types";
import { bulkGridMessages as messages } from "@/features/slots/bulk/messages";
import { apiLimits } from "@/lib/api-limits";
import type { FieldConfig } from "@/lib/slots/api";
import { fieldRole, normalizeInput } from "@/lib/slots/fields";

/**
 * The rows the grid starts with: 5 on the bulk page (spec part 2 §9 "5 on bulk page") and 5 in the
 * slot list's bulk input (part 1 §9 "minimum 5 rows shown"; part 2's grid default of 10 is not used,
 * see docs/api-bulk-registration.md). It holds 1,000.
 */
export const BULK_MIN_ROWS = 5;
export const BULK_INPUT_MIN_ROWS = 5;
export const BULK_MAX_ROWS = apiLimits.BulkRegistrationRequest.rows.maxItems;
/** Rows "add rows" appends at once. */
export const ADD_ROWS_STEP = 10;

/** The values a yes/no field takes in the grid (the server's). */
export const BOOLEAN_OPTIONS: readonly string[] = ["true", "false"];

const TYPE_OF: Record<string, SheetColumnType> = {
  text: "text",
  textarea: "textarea",
  number: "number",
  email: "email",
  url: "url",
  select: "dropdown",
  boolean: "dropdown",
  date: "text",
};

const WIDTH_OF: Record<SheetColumnType, number> = {
  text: 180,
  textarea: 240,
  number: 120,
  email: 220,
  url: 300,
  dropdown: 150,
  file: 180,
};

function placeholderOf(field: FieldConfig): string | undefined {
  if (field.placeholder?.trim()) return field.placeholder;
  const role = fieldRole(field.fieldKey);
  if (role === "keyword") return messages.keywordsPlaceholder;
  if (role === "url") return messages.urlPlaceholder;
  if (field.fieldType === "date") return messages.datePlaceholder;
  return undefined;
}

/** Whether the grid requires `field`: keyword and URL always, the rest as configured (never a yes/no). */
export function isRequiredInGrid(field: FieldConfig): boolean {
  const role = fieldRole(field.fieldKey);
  if (role === "keyword" || role === "url") return true;
  return field.isRequired && field.fieldType !== "boolean";
}

/** One grid column per enabled field, in the fields' order. */
export function sheetColumnsOf(fields: readonly FieldConfig[]): SheetColumn[] {
  return fields.map((field) => {
    const role = fieldRole(field.fieldKey);
    const type = TYPE_OF[field.fieldType] ?? "text";
    const options = field.fieldType === "boolean" ? BOOLEAN_OPTIONS : field.fieldType === "select" ? field.options : undefined;
    const width = role === "keyword" ? 240 : role === "url" ? 360 : WIDTH_OF[type];
    return {
      key: field.fieldKey,
      label: field.label,
      required: isRequiredInGrid(field),
      placeholder: placeholderOf(field),
      width,
      type,
      options,
      normalize: role === "url" || field.fieldType === "url" ? (value: string) => normalizeInput(field, value) : undefined,
    };
  });
}
