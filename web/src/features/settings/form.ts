/**
 * The business and feature tabs as data: each setting's control and limits (the server's rules,
 * spec part 2 §3, §5), the form's draft built from the saved values, the field messages, and the
 * changed keys a save sends. Pure, so the rules are tested without rendering.
 */
import type { BusinessSettings, FeatureSettings, SettingUpdate } from "@/features/settings/api";
import { settingsMessages as messages } from "@/features/settings/messages";
import { formatWholeNumber, parseWholeNumber } from "@/features/settings/number-text";

/** The largest amount of money a setting may name (the server's limit): ten billion won. */
export const MONEY_MAX = 10_000_000_000;

export type FormCategory = "business" | "feature";
export type FieldKey = keyof BusinessSettings | keyof FeatureSettings;

/** How a setting is entered. */
export type FieldKind =
  | { type: "text"; required: boolean; max: number }
  | { type: "url"; max: number }
  | { type: "number"; min: number; max: number; unit: keyof typeof messages.units }
  | { type: "switch" }
  | { type: "select"; options: readonly string[] };

export interface FieldSpec {
  key: FieldKey;
  kind: FieldKind;
}

export interface FormSection {
  id: keyof typeof messages.sections;
  fields: readonly FieldSpec[];
}

const text = (key: FieldKey, required: boolean, max: number): FieldSpec => ({ key, kind: { type: "text", required, max } });
const money = (key: FieldKey): FieldSpec => ({ key, kind: { type: "number", min: 0, max: MONEY_MAX, unit: "won" } });
const count = (key: FieldKey, min: number, max: number): FieldSpec => ({ key, kind: { type: "number", min, max, unit: "count" } });
const toggle = (key: FieldKey): FieldSpec => ({ key, kind: { type: "switch" } });
const select = (key: FieldKey, options: readonly string[]): FieldSpec => ({ key, kind: { type: "select", options } });

/** The business tab in screen order. */
export const businessSections: readonly FormSection[] = [
  {
    id: "site",
    fields: [text("siteName", true, 50), text("siteTitle", false, 100), { key: "logoUrl", kind: { type: "url", max: 500 } }],
  },
  {
    id: "cash",
    fields: [
      toggle("useCashSystem"),
      select("cashChargeMode", ["modal", "page"]),
      money("minCashCharge"),
      money("maxCashCharge"),
      toggle("cashAutoApproval"),
    ],
  },
  {
    id: "slots",
    fields: [
      select("slotOperationMode", ["normal", "pre-allocation"]),
      money("defaultSlotPrice"),
      count("maxSlotsPerUser", 1, 100_000),
      count("defaultSlotAllocation", 1, 100),
      toggle("slotAutoApproval"),
    ],
  },
  { id: "access", fields: [toggle("registrationEnabled"), toggle("maintenanceMode")] },
];

/** The feature tab in screen order. */
export const featureSections: readonly FormSection[] = [
  {
    id: "chat",
    fields: [
      toggle("chatEnabled"),
      count("chatMaxMessages", 1, 1000),
      toggle("chatSoundEnabled"),
      toggle("chatEnabledSimple"),
      toggle("chatEnabledModern"),
      toggle("chatEnabledLuxury"),
      text("chatAutoReply", false, 500),
      count("chatBusinessStart", 0, 23),
      count("chatBusinessEnd", 1, 24),
    ],
  },
  {
    id: "notification",
    fields: [
      toggle("notificationEnabled"),
      toggle("notificationSound"),
      toggle("notificationAutoRead"),
      { key: "notificationDuration", kind: { type: "number", min: 1000, max: 60_000, unit: "ms" } },
    ],
  },
  { id: "menus", fields: [toggle("featureCashHistory"), toggle("featureRanking"), toggle("featureSlotManagement")] },
];

export const sectionsOf: Record<FormCategory, readonly FormSection[]> = {
  business: businessSections,
  feature: featureSections,
};

export function fieldsOf(category: FormCategory): FieldSpec[] {
  return sectionsOf[category].flatMap((section) => section.fields);
}

/** What the form holds: text for typed and chosen values, booleans for switches. */
export type Draft = Partial<Record<FieldKey, string | boolean>>;
/** The saved values of one tab, as the api sends them. */
export type SavedValues = Partial<Record<FieldKey, string | number | boolean>>;

export function labelOf(key: FieldKey): string {
  return messages.fields[key].label;
}

/** The draft that shows `saved` (numbers grouped by thousands). */
export function draftOf(category: FormCategory, saved: SavedValues): Draft {
  const draft: Draft = {};
  for (const { key, kind } of fieldsOf(category)) {
    const value = saved[key];
    if (kind.type === "switch") draft[key] = value === true;
    else if (kind.type === "number") draft[key] = typeof value === "number" ? formatWholeNumber(value) : "";
    else draft[key] = typeof value === "string" ? value : value === undefined ? "" : String(value);
  }
  return draft;
}

/** The value a field would send, or the message saying why it cannot. */
function readField(spec: FieldSpec, raw: string | boolean | undefined): { value: string | number | boolean } | { error: string } {
  const label = labelOf(spec.key);
  const { kind } = spec;
  if (kind.type === "switch") return { value: raw === true };
  const input = typeof raw === "string" ? raw : "";
  switch (kind.type) {
    case "text": {
      const value = input.trim();
      if (kind.required && !value) return { error: messages.errors.required(label) };
      if ([...value].length > kind.max) return { error: messages.errors.tooLong(label, kind.max) };
      return { value };
    }
    case "url": {
      const value = input.trim();
      if ([...value].length > kind.max) return { error: messages.errors.tooLong(label, kind.max) };
      if (value && !/^https?:\/\/\S+$/.test(value)) return { error: messages.errors.url(label) };
      return { value };
    }
    case "number": {
      if (!input.trim()) return { error: messages.errors.required(label) };
      const value = parseWholeNumber(input);
      if (value === null) return { error: messages.errors.wholeNumber(label) };
      if (value < kind.min || value > kind.max) return { error: messages.errors.range(label, kind.min, kind.max) };
      return { value };
    }
    case "select":
      return kind.options.includes(input) ? { value: input } : { error: messages.errors.choice(label) };
  }
}

/** Every field's message (only fields with a problem appear), including the minimum ≤ maximum rule. */
export function validateDraft(category: FormCategory, draft: Draft): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  const values: Partial<Record<FieldKey, string | number | boolean>> = {};
  for (const spec of fieldsOf(category)) {
    const read = readField(spec, draft[spec.key]);
    if ("error" in read) errors[spec.key] = read.error;
    else values[spec.key] = read.value;
  }
  const min = values.minCashCharge;
  const max = values.maxCashCharge;
  if (typeof min === "number" && typeof max === "number" && min > max) {
    errors.minCashCharge = messages.errors.cashRange;
  }
  return errors;
}

/**
 * The changes a save sends: only keys whose value differs from `saved`, each as the server stores it
 * (trimmed text, whole numbers, booleans). Fields that do not read are left out (validate first).
 */
export function changesOf(category: FormCategory, draft: Draft, saved: SavedValues): SettingUpdate[] {
  const changes: SettingUpdate[] = [];
  for (const spec of fieldsOf(category)) {
    const read = readField(spec, draft[spec.key]);
    if ("value" in read && read.value !== saved[spec.key]) changes.push({ key: spec.key, value: read.value, category });
  }
  return changes;
}

/** Whose saved and failed alerts a save gets (spec part 2 §8): the site information's when it changes only that section, else the tab's. */
export type AlertGroup = FormCategory | "site";

export function alertGroupOf(category: FormCategory, changes: readonly SettingUpdate[]): AlertGroup {
  const site = sectionsOf[category].find((section) => section.id === "site");
  const inSite = (change: SettingUpdate) => site?.fields.some((spec) => spec.key === change.key) ?? false;
  return changes.length > 0 && changes.every(inSite) ? "site" : category;
}

/** Whether the person changed a field, valid or not (drives "unsaved changes" and the save button). */
function isEdited(spec: FieldSpec, raw: string | boolean | undefined, saved: string | number | boolean | undefined): boolean {
  const read = readField(spec, raw);
  if ("value" in read) return read.value !== saved;
  return true;
}

/** The keys the person changed. */
export function editedKeys(category: FormCategory, draft: Draft, saved: SavedValues): FieldKey[] {
  return fieldsOf(category)
    .filter((spec) => isEdited(spec, draft[spec.key], saved[spec.key]))
    .map((spec) => spec.key);
}
