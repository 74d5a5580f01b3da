/**
 * The business and feature tabs as data: which settings each section shows in screen order and
 * how each is entered; each setting's rule (its range, length, pattern or choices) is the
 * contract's, `settingRules` (generated from the SettingChange variants the server publishes,
 * spec part 2 §3, §5), never a copy. The form's draft is built from the saved values; the field
 * messages and the changed keys a save sends are computed here. Pure, so the rules are tested
 * without rendering. The rules between settings (minimum ≤ maximum charge, business hours) no schema
 * can state: the server checks them and the form shows its message.
 */
import type { BusinessSettings, FeatureSettings, SettingUpdate } from "@/features/settings/api";
import { settingsMessages as messages } from "@/features/settings/messages";
import { formatWholeNumber, parseWholeNumber } from "@/features/settings/number-text";
import { settingRules } from "@/lib/setting-rules";

export type FormCategory = "business" | "feature";
export type FieldKey = keyof BusinessSettings | keyof FeatureSettings;

/** How a setting is entered, with the contract's rule. */
export type FieldKind =
  | { type: "text"; input: "text" | "url"; required: boolean; max: number; pattern: RegExp | null }
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

/** What the screen adds to a rule: a number's unit, an address's keyboard. */
interface Presentation {
  unit?: keyof typeof messages.units;
  input?: "url";
}

type Rule = { type: string; enum?: readonly string[]; minimum?: number; maximum?: number; maxLength?: number; pattern?: string };

/** A setting's control, from its rule in the contract. */
export function kindOf(key: FieldKey, presentation: Presentation = {}): FieldKind {
  const rule: Rule = settingRules[key];
  if (rule.type === "boolean") return { type: "switch" };
  if (rule.enum) return { type: "select", options: rule.enum };
  if (rule.type === "integer") {
    if (!presentation.unit || rule.minimum === undefined || rule.maximum === undefined) {
      throw new Error(`setting ${key}: a number needs a unit and the contract's range`);
    }
    return { type: "number", min: rule.minimum, max: rule.maximum, unit: presentation.unit };
  }
  if (rule.maxLength === undefined) throw new Error(`setting ${key}: text needs the contract's maxLength`);
  const pattern = rule.pattern === undefined ? null : new RegExp(rule.pattern, "u");
  // A pattern that refuses a blank value is what makes a text setting required.
  const required = pattern !== null && !pattern.test("");
  return { type: "text", input: presentation.input ?? "text", required, max: rule.maxLength, pattern };
}

const field = (key: FieldKey, presentation?: Presentation): FieldSpec => ({ key, kind: kindOf(key, presentation) });
const won = (key: FieldKey) => field(key, { unit: "won" });
const count = (key: FieldKey) => field(key, { unit: "count" });

/** The business tab in screen order. */
export const businessSections: readonly FormSection[] = [
  { id: "site", fields: [field("siteName"), field("siteTitle"), field("logoUrl", { input: "url" })] },
  {
    id: "cash",
    fields: [field("useCashSystem"), field("cashChargeMode"), won("minCashCharge"), won("maxCashCharge"), field("cashAutoApproval")],
  },
  {
    id: "slots",
    fields: [
      field("slotOperationMode"),
      won("defaultSlotPrice"),
      count("maxSlotsPerUser"),
      count("defaultSlotAllocation"),
      field("slotAutoApproval"),
    ],
  },
  { id: "access", fields: [field("registrationEnabled"), field("maintenanceMode")] },
];

/** The feature tab in screen order. */
export const featureSections: readonly FormSection[] = [
  {
    id: "chat",
    fields: [
      field("chatEnabled"),
      count("chatMaxMessages"),
      field("chatSoundEnabled"),
      field("chatEnabledSimple"),
      field("chatEnabledModern"),
      field("chatEnabledLuxury"),
      field("chatAutoReply"),
      count("chatBusinessStart"),
      count("chatBusinessEnd"),
    ],
  },
  {
    id: "notification",
    fields: [field("notificationEnabled"), field("notificationSound"), field("notificationAutoRead"), field("notificationDuration", { unit: "ms" })],
  },
  { id: "menus", fields: [field("featureCashHistory"), field("featureRanking"), field("featureSlotManagement")] },
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
      if (kind.pattern && !kind.pattern.test(value)) {
        return { error: kind.input === "url" ? messages.errors.url(label) : messages.errors.invalid(label) };
      }
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

/** Every field's message (only fields with a problem appear). */
export function validateDraft(category: FormCategory, draft: Draft): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  for (const spec of fieldsOf(category)) {
    const read = readField(spec, draft[spec.key]);
    if ("error" in read) errors[spec.key] = read.error;
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
