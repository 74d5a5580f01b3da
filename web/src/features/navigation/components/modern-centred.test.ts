import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cssFiles, rules, stylesDir } from "@/test/stylesheets";

/**
 * The modern layout's page stands in the middle of a wide window (issue 40): its column is centred
 * (margin-inline auto) and the gutter kept for the floating chat button is kept on both sides, so
 * the column's text is not pushed left. Read from the rules the browser would apply (jsdom lays
 * nothing out).
 */
const headerCss = rules(readFileSync(join(stylesDir, "layout", "top-header.css"), "utf8"));
const bodyOf = (selector: string) => headerCss.find(([s]) => s === selector)?.[1] ?? "";

describe("the modern layout's column", () => {
  it("is centred, its sides equal even beside the floating stack", () => {
    expect(bodyOf(".layout-modern .app-content")).toMatch(/margin-inline:\s*auto/);
    for (const selector of [".layout-modern.layout-floating .app-content", ".layout-modern.layout-floating .top-nav-inner"]) {
      const body = bodyOf(selector);
      expect(body, selector).toMatch(/padding-inline:\s*max\(/);
      expect(body, selector).not.toMatch(/padding-(right|left)\s*:/);
    }
  });

  it("keeps each theme's own sides: --content-padding-inline is the sides of --content-padding", () => {
    const themes = cssFiles(join(stylesDir, "themes"));
    expect(themes.length).toBe(3);
    for (const file of themes) {
      const css = readFileSync(file, "utf8");
      const sides = css.match(/--content-padding:\s*\S+\s+(\S+)/)?.[1];
      const inline = css.match(/--content-padding-inline:\s*([^;\s]+)/)?.[1];
      expect(inline, file).toBe(sides);
    }
  });
});
