import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One word for Excel in the web's Korean text (issue 40): "엑셀", never "Excel" or "액셀", in every
 * message catalogue. File-format words (.xlsx, .xls, CSV, PDF) stay as they are; comments may name
 * the program in English.
 */
const root = join(process.cwd(), "src");

function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogues(path);
    return name === "messages.ts" ? [path] : [];
  });
}

/** The string literals of a source file, comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

describe("Excel in Korean text", () => {
  it("is 엑셀 in every catalogue", () => {
    const files = catalogues(root);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      literals(readFileSync(file, "utf8"))
        .filter((text) => /excel|액셀/i.test(text))
        .map((text) => `${relative(root, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the file formats' own names", () => {
    const all = catalogues(root).map((file) => readFileSync(file, "utf8")).join("\n");
    expect(all).toContain("엑셀 파일(.xlsx)");
    expect(all).toContain("엑셀 받기");
  });
});
