import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cssFiles, rules, stylesDir } from "@/test/stylesheets";

/**
 * The chat button (and what floats with it) stands in the same corner in every layout, the window's
 * bottom right (issue 40: the dashboard's stood mid-screen, left of its right sidebar), and what
 * lies under that corner keeps room for it. jsdom lays nothing out, so this reads the rules the
 * browser would; web/e2e/chrome.test.mjs measures the real thing.
 */
const allRules = cssFiles(stylesDir).flatMap((file) => rules(readFileSync(file, "utf8")));
const floatingCss = rules(readFileSync(join(stylesDir, "layout", "floating.css"), "utf8"));

const bodyOf = (selector: string) => floatingCss.find(([s]) => s === selector)?.[1] ?? "";

describe("the floating stack's corner", () => {
  it("stands at the window's right edge, no layout moving it inwards", () => {
    expect(bodyOf(".floating-stack")).toMatch(/right:\s*var\(--floating-right\)/);
    expect(bodyOf(".floating-stack")).toMatch(/bottom:\s*var\(--floating-edge\)/);
    const setters = allRules.filter(([, body]) => /--floating-right\s*:/.test(body));
    expect(setters.map(([selector, body]) => [selector, body.match(/--floating-right\s*:\s*([^;]+);/)?.[1]])).toEqual([
      [".layout", "var(--floating-edge)"],
    ]);
  });

  it("in the dashboard, over the right sidebar's footer, which keeps room beside logout", () => {
    const footer = bodyOf(".layout-dashboard.layout-floating .sidebar-footer");
    expect(footer).toMatch(/padding-right:\s*calc\(var\(--floating-right\) \+ var\(--floating-size\) \+ \d+px\)/);
    expect(footer).toMatch(/min-height:\s*calc\(var\(--floating-size\) \+ 2 \* var\(--floating-edge\)\)/);
  });
});
