// Generates web/src/lib/api-types.ts from web/openapi.json (the document the api serves; a Rust
// test keeps that file equal to it) with openapi-typescript; web/src/lib/api-limits.ts: the
// length, value, count, choice and pattern rules of every request schema's properties, every named
// choice list (Theme, Layout, ...) and each setting's rule (the SettingChange variants); and
// web/src/lib/settings-defaults.ts: the default of every public setting, from the server's rules.
//
//   node generate.mjs          writes the three files
//   node generate.mjs --check  exits 1 when a committed file differs from what it would write
//
// This folder is its own npm package (package.json + package-lock.json pin openapi-typescript and
// TypeScript 5) because openapi-typescript builds its output with the TypeScript 5 compiler API,
// which the web app's TypeScript 7 (the native compiler) does not ship. The script installs that
// package itself (`npm ci` here) when node_modules is missing or older than the lock file.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const toolDir = fileURLToPath(new URL(".", import.meta.url));
const lockPath = fileURLToPath(new URL("package-lock.json", import.meta.url));
const installedLockPath = fileURLToPath(new URL("node_modules/.package-lock.json", import.meta.url));
const documentPath = fileURLToPath(new URL("../../openapi.json", import.meta.url));
const outputPath = fileURLToPath(new URL("../../src/lib/api-types.ts", import.meta.url));
const limitsPath = fileURLToPath(new URL("../../src/lib/api-limits.ts", import.meta.url));
const settingsDefaultsPath = fileURLToPath(new URL("../../src/lib/settings-defaults.ts", import.meta.url));
const enumsPath = fileURLToPath(new URL("../../src/lib/api-enums.ts", import.meta.url));
const parametersPath = fileURLToPath(new URL("../../src/lib/api-parameters.ts", import.meta.url));
const settingRulesPath = fileURLToPath(new URL("../../src/lib/setting-rules.ts", import.meta.url));

const HEADER = `// Generated from web/openapi.json by openapi-typescript: do not edit by hand.
// Regenerate with \`npm run api-types\`; \`npm run api-types:check\` (run by scripts/test.sh) fails
// when this file and the document differ. Every response is the { success, data, error }
// envelope; api-client.ts unwraps \`data\`, so screens use components["schemas"][...].

`;

function ensureInstalled() {
  if (existsSync(installedLockPath) && statSync(installedLockPath).mtimeMs >= statSync(lockPath).mtimeMs) return;
  console.error("installing openapi-typescript (npm ci in web/tools/api-types)");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: toolDir, stdio: "inherit" });
}

async function generate(document) {
  ensureInstalled();
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  // defaultNonNullable off: only request schemas carry defaults (the server fills in what is left
  // out), so a default must not make a field required. emptyObjectsUnknown: an object schema
  // without properties (a slot's customFields) is any object, not an empty one.
  const ast = await openapiTS(structuredClone(document), { silent: true, defaultNonNullable: false, emptyObjectsUnknown: true });
  return HEADER + astToString(ast);
}

// The limits module: every request body's schema (and the schemas it refers to) with, for each
// property, the keywords below that the document gives it (through a $ref or a oneOf/anyOf/allOf
// variant too, as for a nullable list). Forms read these instead of repeating the server's rules.
// `pattern` is an ECMA-262 regular expression (JSON Schema's dialect), so `new RegExp(pattern, "u")`.
// `keywords` is the document's `x-keywords`: how many keywords a keywords cell may hold and how long
// each (no schema keyword counts a list inside a text).
const LIMIT_KEYWORDS = ["minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems", "enum", "pattern", "keywords"];
const EXTENSIONS = { keywords: "x-keywords" };

const LIMITS_HEADER = `// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The rules of every request schema's properties (${LIMIT_KEYWORDS.join(", ")}),
// keyed by schema and property, so forms read the server's rules instead of repeating them (src/contract-rules.test.ts fails on a
// copy). The named choice lists are in api-enums.ts, the query parameters' choices in
// api-parameters.ts, each setting's rule in setting-rules.ts: every first load reads this file (the
// sign-in form's limits) and needs none of those.
// Regenerate with \`npm run api-types\`; \`npm run api-types:check\` fails when this file and the
// document differ.

`;

function schemaOf(document, ref) {
  return document.components.schemas[ref.split("/").pop()];
}

/** Names of the schemas request bodies use, directly or through the schemas they refer to. */
function requestSchemaNames(document) {
  const names = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    if (typeof node.$ref === "string") {
      const name = node.$ref.split("/").pop();
      if (names.has(name)) return;
      names.add(name);
      visit(schemaOf(document, node.$ref));
    }
    Object.values(node).forEach(visit);
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const media of Object.values(operation?.requestBody?.content ?? {})) visit(media.schema);
    }
  }
  return [...names].sort();
}

/** The limit keywords of one property schema, its $ref target and its variants (the first found wins). */
function limitsOf(document, schema, limits = {}) {
  if (!schema || typeof schema !== "object") return limits;
  if (typeof schema.$ref === "string") limitsOf(document, schemaOf(document, schema.$ref), limits);
  for (const keyword of LIMIT_KEYWORDS) {
    const value = schema[EXTENSIONS[keyword] ?? keyword];
    if (value !== undefined && !(keyword in limits)) limits[keyword] = value;
  }
  for (const variants of [schema.allOf, schema.oneOf, schema.anyOf]) {
    for (const variant of variants ?? []) limitsOf(document, variant, limits);
  }
  return limits;
}

/** A value as TypeScript source: lists with a space after each comma, like the rest of the code. */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object") {
    return `{ ${Object.entries(value).map(([key, field]) => `${identifier(key)}: ${literal(field)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

const identifier = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function generateLimits(document) {
  const lines = ["export const apiLimits = {"];
  for (const name of requestSchemaNames(document)) {
    const properties = Object.entries(document.components.schemas[name].properties ?? {})
      .map(([property, schema]) => [property, limitsOf(document, schema)])
      .filter(([, limits]) => Object.keys(limits).length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (properties.length === 0) continue;
    lines.push(`  ${identifier(name)}: {`);
    for (const [property, limits] of properties) {
      const fields = LIMIT_KEYWORDS.filter((keyword) => keyword in limits).map((keyword) => `${keyword}: ${literal(limits[keyword])}`);
      lines.push(`    ${identifier(property)}: { ${fields.join(", ")} },`);
    }
    lines.push("  },");
  }
  lines.push("} as const;", "");
  return LIMITS_HEADER + lines.join("\n");
}

// The choice lists module: its own small file, since every screen's first load needs a few of them
// (the themes and layouts) and none needs the forms' rules (the sign-in page's byte budget).
const ENUMS_HEADER = `// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// Every named choice list of the document (Theme, Layout, Role, ...), in the server's order, so
// screens offer the server's choices instead of typing them (src/contract-rules.test.ts fails on a
// copy). Regenerate with \`npm run api-types\`; \`npm run api-types:check\` fails when this file and the
// document differ.

`;

/** Every named schema that is a choice list (`Theme`, `Layout`, ...), in the document's order of choices. */
function generateEnums(document) {
  const lines = ["export const apiEnums = {"];
  for (const name of Object.keys(document.components.schemas).sort()) {
    const choices = document.components.schemas[name].enum;
    if (Array.isArray(choices)) lines.push(`  ${identifier(name)}: ${literal(choices)},`);
  }
  lines.push("} as const;", "");
  return ENUMS_HEADER + lines.join("\n");
}

/** The choices of every query parameter that has them, by path and parameter (a list's filters and sorts). */
const PARAMETERS_HEADER = `// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The choices of every query parameter that has them (a list's filters, sorts and formats), by path
// and parameter name. Regenerate with \`npm run api-types\`; \`npm run api-types:check\` fails when
// this file and the document differ.

`;

function generateParameterChoices(document) {
  const lines = ["export const apiParameters = {"];
  for (const path of Object.keys(document.paths).sort()) {
    const found = new Map();
    for (const operation of Object.values(document.paths[path])) {
      for (const parameter of operation?.parameters ?? []) {
        const choices = limitsOf(document, parameter.schema ?? {}).enum ?? parameter.schema?.items?.enum;
        if (parameter.in === "query" && Array.isArray(choices) && !found.has(parameter.name)) found.set(parameter.name, choices);
      }
    }
    if (found.size === 0) continue;
    lines.push(`  ${JSON.stringify(path)}: {`);
    for (const [name, choices] of found) lines.push(`    ${identifier(name)}: ${literal(choices)},`);
    lines.push("  },");
  }
  lines.push("} as const;", "");
  return PARAMETERS_HEADER + lines.join("\n");
}

const RULES_HEADER = `// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// Each setting's rule: the SettingChange variant for its key (its category, its value's type and
// the rule keywords its schema gives), in the server's order of settings; the settings form makes
// its controls from it. Regenerate with \`npm run api-types\`; \`npm run api-types:check\` fails when
// this file and the document differ.

`;

/**
 * Each setting's rule: the SettingChange variant for its key (its category, its value's type and
 * the rule keywords the value's schema gives), in the server's order of settings.
 */
function generateSettingRules(document) {
  const lines = ["export const settingRules = {"];
  for (const variant of document.components.schemas.SettingChange.oneOf) {
    const [key] = variant.properties.key.enum;
    const [category] = variant.properties.category.enum;
    const value = variant.properties.value;
    const rule = { category, type: value.type, ...limitsOf(document, value) };
    const fields = Object.entries(rule).map(([name, field]) => `${name}: ${literal(field)}`);
    lines.push(`  ${identifier(key)}: { ${fields.join(", ")} },`);
  }
  lines.push("} as const;", "");
  return RULES_HEADER + lines.join("\n");
}

// The settings defaults module: the `default` of every property of the public settings (the
// server's `Default` for each setting, `common::settings`), so the app shows the server's defaults
// until the settings load, and never keeps a copy of its own.
const SETTINGS_HEADER = `// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The default of every public setting (GET /api/settings/public), as the server's rules table
// (common::settings) gives it. Regenerate with \`npm run api-types\`; \`npm run api-types:check\`
// fails when this file and the document differ.

`;

/** Every property of `schema` (through $ref and allOf) with its default, in name order. */
function defaultsOf(document, schema, found = {}) {
  if (!schema || typeof schema !== "object") return found;
  if (typeof schema.$ref === "string") defaultsOf(document, schemaOf(document, schema.$ref), found);
  for (const variant of schema.allOf ?? []) defaultsOf(document, variant, found);
  for (const [property, value] of Object.entries(schema.properties ?? {})) {
    if (!("default" in value)) throw new Error(`PublicSettings.${property} has no default in openapi.json`);
    found[property] = value.default;
  }
  return found;
}

/** The choices of `property` of `schema` (through $ref and allOf), if it has them. */
function choicesOf(document, schema, property) {
  if (!schema || typeof schema !== "object") return null;
  if (typeof schema.$ref === "string") return choicesOf(document, schemaOf(document, schema.$ref), property);
  for (const variant of schema.allOf ?? []) {
    const found = choicesOf(document, variant, property);
    if (found) return found;
  }
  const value = schema.properties?.[property];
  return value ? (limitsOf(document, value).enum ?? null) : null;
}

function generateSettingsDefaults(document) {
  const defaults = defaultsOf(document, document.components.schemas.PublicSettings);
  const lines = ["export const settingsDefaults = {"];
  for (const property of Object.keys(defaults).sort()) {
    lines.push(`  ${identifier(property)}: ${JSON.stringify(defaults[property])},`);
  }
  lines.push("} as const;", "");
  // The choices of the public settings that have them (the look every first load needs).
  lines.push("/** The choices of each public setting that has them, in the server's order. */", "export const settingChoices = {");
  for (const property of Object.keys(defaults).sort()) {
    const choices = choicesOf(document, document.components.schemas.PublicSettings, property);
    if (choices) lines.push(`  ${identifier(property)}: ${literal(choices)},`);
  }
  lines.push("} as const;", "");
  return SETTINGS_HEADER + lines.join("\n");
}

const document = JSON.parse(await readFile(documentPath, "utf8"));
const outputs = [
  { path: outputPath, name: "src/lib/api-types.ts", made: "openapi-typescript makes", text: await generate(document) },
  { path: limitsPath, name: "src/lib/api-limits.ts", made: "generate.mjs makes", text: generateLimits(document) },
  { path: enumsPath, name: "src/lib/api-enums.ts", made: "generate.mjs makes", text: generateEnums(document) },
  { path: parametersPath, name: "src/lib/api-parameters.ts", made: "generate.mjs makes", text: generateParameterChoices(document) },
  { path: settingRulesPath, name: "src/lib/setting-rules.ts", made: "generate.mjs makes", text: generateSettingRules(document) },
  {
    path: settingsDefaultsPath,
    name: "src/lib/settings-defaults.ts",
    made: "generate.mjs makes",
    text: generateSettingsDefaults(document),
  },
];
if (process.argv.includes("--check")) {
  let differs = false;
  for (const { path, name, made, text: expected } of outputs) {
    const committed = await readFile(path, "utf8").catch(() => "");
    if (committed === expected) {
      console.log(`${name} matches openapi.json`);
      continue;
    }
    const a = committed.split("\n");
    const b = expected.split("\n");
    let line = 0;
    while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
    console.error(
      `${name} differs from what ${made} from openapi.json ` +
        `(first difference at line ${line + 1}).\n` +
        `  committed: ${JSON.stringify(a[line] ?? "<end of file>")}\n` +
        `  generated: ${JSON.stringify(b[line] ?? "<end of file>")}\n` +
        `Run \`npm run api-types\` in web/ and commit the result.`,
    );
    differs = true;
  }
  if (differs) process.exit(1);
} else {
  for (const { path, text } of outputs) {
    await writeFile(path, text);
    console.log(`wrote ${path}`);
  }
}
