import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** Korean text belongs in message catalogues, never inline in components (STYLE.md). */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith(".tsx") && !name.includes("messages") ? [path] : [];
  });
}

describe("message catalogues", () => {
  it("no .tsx component contains Hangul", () => {
    const root = join(process.cwd(), "src");
    const offenders = tsxFiles(root).filter((file) => /[\u3131-\u318E\uAC00-\uD7A3]/.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
