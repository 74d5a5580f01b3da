// Generates web/src/lib/api-types.ts from web/openapi.json (the document the api serves; a Rust
// test keeps that file equal to it) with openapi-typescript.
//
//   node generate.mjs          writes src/lib/api-types.ts
//   node generate.mjs --check  exits 1 when the committed file differs from what it would write
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

async function generate() {
  ensureInstalled();
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  const document = JSON.parse(await readFile(documentPath, "utf8"));
  // defaultNonNullable off: only request schemas carry defaults (the server fills in what is left
  // out), so a default must not make a field required. emptyObjectsUnknown: an object schema
  // without properties (a slot's customFields) is any object, not an empty one.
  const ast = await openapiTS(document, { silent: true, defaultNonNullable: false, emptyObjectsUnknown: true });
  return HEADER + astToString(ast);
}

const expected = await generate();
if (process.argv.includes("--check")) {
  const committed = await readFile(outputPath, "utf8").catch(() => "");
  if (committed !== expected) {
    const a = committed.split("\n");
    const b = expected.split("\n");
    let line = 0;
    while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
    console.error(
      `src/lib/api-types.ts differs from what openapi-typescript makes from openapi.json ` +
        `(first difference at line ${line + 1}).\n` +
        `  committed: ${JSON.stringify(a[line] ?? "<end of file>")}\n` +
        `  generated: ${JSON.stringify(b[line] ?? "<end of file>")}\n` +
        `Run \`npm run api-types\` in web/ and commit the result.`,
    );
    process.exit(1);
  }
  console.log("src/lib/api-types.ts matches openapi.json");
} else {
  await writeFile(outputPath, expected);
  console.log(`wrote ${outputPath}`);
}
