import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One date format per purpose (issue 28): every date, time and day label on screen comes from
 * `src/lib/format.ts`, so no other module formats a date itself, whether with the locale methods
 * of `Date`, an `Intl.DateTimeFormat` or `toLocaleString` given date options.
 */
const HOME = "lib/format.ts";
const DATE_FORMATTING = [
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /Intl\.DateTimeFormat/,
  /\.toLocaleString\([^)]*\b(timeZone|dateStyle|timeStyle|weekday|month|hour)\b/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("date formats", () => {
  it("are written only in src/lib/format.ts", () => {
    const root = join(process.cwd(), "src");
    const offenders = sources(root)
      .filter((file) => relative(root, file) !== HOME)
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return DATE_FORMATTING.some((pattern) => pattern.test(text));
      });
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
