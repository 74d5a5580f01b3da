import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Features never import each other, and the shared folders never import a feature (STYLE.md,
 * bulletproof-react): what two features share lives in `components`, `hooks` or `lib`, and the
 * route pages in `app` compose features.
 */
const root = join(process.cwd(), "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Static, side-effect and dynamic import specifiers of a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** The feature a source path or import specifier lands in, if any. */
function featureOf(file: string, specifier?: string): string | null {
  let path = file;
  if (specifier?.startsWith("@/")) path = join(root, specifier.slice(2));
  else if (specifier?.startsWith(".")) path = resolve(dirname(file), specifier);
  else if (specifier !== undefined) return null; // a package
  const parts = relative(root, path).split(sep);
  return parts[0] === "features" && parts.length > 1 ? parts[1] : null;
}

function crossings(dir: string): string[] {
  return sourceFiles(join(root, dir)).flatMap((file) => {
    const own = featureOf(file);
    return importsOf(file)
      .filter((specifier) => {
        const target = featureOf(file, specifier);
        return target !== null && target !== own;
      })
      .map((specifier) => `${relative(root, file)} -> ${specifier}`);
  });
}

describe("module boundaries", () => {
  it("no feature imports another feature", () => {
    expect(crossings("features")).toEqual([]);
  });

  it("components, hooks and lib import no feature", () => {
    expect(["components", "hooks", "lib"].flatMap(crossings)).toEqual([]);
  });

  it("sees an import that crosses", () => {
    const file = join(root, "features", "slots", "x.ts");
    expect([featureOf(file, "@/features/cash/api"), featureOf(file, "../cash/api"), featureOf(file, "./api"), featureOf(file, "swr")]).toEqual([
      "cash",
      "cash",
      "slots",
      null,
    ]);
  });
});
