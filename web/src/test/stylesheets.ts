/** Reading the app's stylesheets in tests that hold a rule over every theme (rise-and-fall, status pills). */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** web/src/styles. */
export const stylesDir = join(process.cwd(), "src", "styles");

/** Every .css file under `dir`. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") ? [path] : [];
  });
}

/** Every rule of a stylesheet as [selector, body], comments dropped. */
export function rules(css: string): Array<[string, string]> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => [match[1].trim(), match[2]]);
}
