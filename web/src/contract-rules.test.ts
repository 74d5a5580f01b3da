import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldsOf, type FieldKind } from "@/features/settings/form";
import { KEYWORD_MAX_LENGTH, KEYWORDS_MAX } from "@/features/slots/bulk/validation";
import { LAYOUT_NAMES, THEME_NAMES } from "@/lib/site-settings";
import { EXTENSION_CHOICES } from "@/lib/slots/extension";

/**
 * The web and the server keep one set of rules (issue 38): the server publishes them in its
 * OpenAPI document (web/openapi.json, which a Rust test keeps equal to what the api serves), the
 * generator turns them into src/lib/api-limits.ts, and the web derives its forms and choices from
 * that. These tests read the document itself, so they fail when the web's rule and the server's
 * differ, whichever side moved, and when a screen types a copy of one of the server's choice lists.
 */
const root = process.cwd();
type Schema = Record<string, unknown> & { enum?: unknown[]; properties?: Record<string, Schema>; oneOf?: Schema[] };
const document = JSON.parse(readFileSync(join(root, "openapi.json"), "utf8")) as {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { parameters?: Array<{ schema?: Schema }> }>>;
};
const schemas = document.components.schemas;

/** Each setting's value schema and category, from the SettingChange variants. */
const settings = new Map(
  (schemas.SettingChange.oneOf ?? []).map((variant) => {
    const properties = variant.properties ?? {};
    return [String(properties.key.enum?.[0]), { category: String(properties.category.enum?.[0]), value: properties.value }];
  }),
);

/** What the server's rule for a setting says its control must be. */
function expectedKind(value: Schema): Record<string, unknown> {
  if (value.type === "boolean") return { type: "switch" };
  if (value.enum) return { type: "select", options: value.enum as string[] };
  if (value.type === "integer") return { type: "number", min: value.minimum as number, max: value.maximum as number };
  // As the web reads it (RegExp writes "/" as "\/").
  const pattern = typeof value.pattern === "string" ? new RegExp(value.pattern, "u").source : null;
  return { type: "text", max: value.maxLength as number, pattern };
}

function shownKind(kind: FieldKind): Record<string, unknown> {
  switch (kind.type) {
    case "number":
      return { type: "number", min: kind.min, max: kind.max };
    case "text":
      return { type: "text", max: kind.max, pattern: kind.pattern?.source ?? null };
    default:
      return kind;
  }
}

describe("the settings form is the server's rules", () => {
  it("shows every setting of the business and feature tabs once, in its category", () => {
    const shown = (["business", "feature"] as const).flatMap((category) => fieldsOf(category).map((field) => `${category}.${field.key}`));
    const published = [...settings].filter(([, rule]) => rule.category !== "theme").map(([key, rule]) => `${rule.category}.${key}`);
    expect(shown.sort()).toEqual(published.sort());
  });

  it("gives each setting the server's range, length, pattern or choices", () => {
    for (const category of ["business", "feature"] as const) {
      for (const field of fieldsOf(category)) {
        const rule = settings.get(field.key);
        expect(rule, field.key).toBeDefined();
        expect({ key: field.key, ...shownKind(field.kind) }).toEqual({ key: field.key, ...expectedKind(rule!.value) });
      }
    }
  });

  it("offers the server's themes and layouts", () => {
    expect(THEME_NAMES).toEqual(settings.get("globalTheme")?.value.enum);
    expect(LAYOUT_NAMES).toEqual(settings.get("globalLayout")?.value.enum);
  });

  it("caps a keywords cell as the server does", () => {
    const cell = schemas.SlotFieldsRequest.properties?.keyword["x-keywords"];
    expect({ maxItems: KEYWORDS_MAX, maxLength: KEYWORD_MAX_LENGTH }).toEqual(cell);
  });

  it("offers the extension periods both extension calls accept", () => {
    expect(EXTENSION_CHOICES).toEqual(schemas.ExtendRequest.properties?.extensionDays.enum);
    expect(EXTENSION_CHOICES).toEqual(schemas.ExtendBulkRequest.properties?.extensionDays.enum);
  });
});

/** Every choice list of the document with two or more choices: named schemas, properties, parameters. */
function choiceLists(): unknown[][] {
  const lists: unknown[][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const choices = (node as Schema).enum;
    if (Array.isArray(choices) && choices.length >= 2) lists.push(choices);
    Object.values(node).forEach(visit);
  };
  visit(document.components);
  visit(document.paths);
  return lists;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-fixtures|setup-tests/.test(name) ? [path] : [];
  });
}

/** Files the generator writes from the document: they are the one copy. */
const GENERATED = [
  "lib/api-types.ts",
  "lib/api-limits.ts",
  "lib/api-enums.ts",
  "lib/api-parameters.ts",
  "lib/setting-rules.ts",
  "lib/settings-defaults.ts",
];
/** An array literal of string or number literals only, as a screen would type a choice list. */
const LITERAL_LIST = /\[\s*((?:(?:"[^"\n]*"|'[^'\n]*'|-?\d+(?:\.\d+)?)\s*,\s*)+(?:"[^"\n]*"|'[^'\n]*'|-?\d+(?:\.\d+)?)\s*,?\s*)\]/g;

/** The choice lists typed in the web's sources that equal one of the server's, as "file:line [..]". */
export function copiedChoiceLists(files: string[], lists: unknown[][]): string[] {
  const key = (values: unknown[]) => JSON.stringify([...values].map(String).sort());
  const published = new Set(lists.map(key));
  const found: string[] = [];
  for (const path of files) {
    const text = readFileSync(path, "utf8");
    for (const match of text.matchAll(LITERAL_LIST)) {
      const values = match[1]
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => (/^["']/.test(part) ? part.slice(1, -1) : part));
      if (published.has(key(values))) {
        const line = text.slice(0, match.index).split("\n").length;
        found.push(`${relative(root, path)}:${line} ${match[0].replace(/\s+/g, " ")}`);
      }
    }
  }
  return found;
}

/**
 * Lists the web owns that happen to equal one of the server's, each with why it is the web's: the
 * server never sees them as such.
 */
const WEB_OWNED: Record<string, string> = {
  // The issue history's period presets, sent as a `dateFrom` day (the sends history's `period`
  // parameter has the same presets by chance of the spec, not by rule).
  "src/features/allocation-history/history.ts": '["all", "today", "week", "month"]',
  // The pre-allocation form's period presets in days, sent as start and end dates (spec part 2 §9).
  "src/features/pre-allocation/form.ts": "[1, 7, 10, 30]",
};

describe("no screen types a copy of the server's choices", () => {
  const files = sourceFiles(join(root, "src")).filter((path) => !GENERATED.includes(relative(join(root, "src"), path)));

  it("finds none in the web's sources (read them from apiEnums, apiParameters, apiLimits or settingRules)", () => {
    const copies = copiedChoiceLists(files, choiceLists()).filter((found) => {
      const [place, ...list] = found.split(" ");
      return WEB_OWNED[place.replace(/:\d+$/, "")] !== list.join(" ");
    });
    expect(copies).toEqual([]);
  });

  it("would see one", () => {
    // The generated file holds every list, so reading it as a screen's source finds them.
    const probe = join(root, "src", "lib", "api-enums.ts");
    expect(copiedChoiceLists([probe], [["luxury", "modern", "simple"]])).toContainEqual(expect.stringContaining('["simple", "modern", "luxury"]'));
  });
});
