import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rules, stylesDir } from "@/test/stylesheets";

/**
 * The bell's panel has room (issue 40): at 390 px (the panel is the phone's width less 16 px) and in
 * the 380 px panel at a desk, a button keeps its one line and buttons wrap whole, an item's actions
 * stand on a row of their own, and the time ("3시간 전", "2026-11-26") never breaks inside itself.
 * jsdom lays nothing out, so these hold the stylesheet's rules.
 */
const css = ["bell.css", "center-toasts.css"].flatMap((name) => rules(readFileSync(join(stylesDir, "notifications", name), "utf8")));
const components = rules(readFileSync(join(stylesDir, "components", "buttons.css"), "utf8"));

function declarations(all: Array<[string, string]>, selector: string): Record<string, string> {
  const found = all.filter(([s]) => s.split(",").map((part) => part.trim()).includes(selector));
  expect(found.length, selector).toBeGreaterThan(0);
  return Object.fromEntries(
    found.flatMap(([, body]) =>
      body.split(";").map((d) => d.trim()).filter(Boolean).map((d) => {
        const [name, ...value] = d.split(":");
        return [name.trim(), value.join(":").trim()];
      }),
    ),
  );
}

describe("the bell's panel has room", () => {
  it("never breaks a date or a time", () => {
    expect(declarations(css, ".notification-meta time")).toMatchObject({ "white-space": "nowrap", flex: "none" });
  });

  it("gives an item's actions a row that wraps whole buttons", () => {
    expect(declarations(css, ".notification-actions")).toMatchObject({ display: "flex", "flex-wrap": "wrap" });
    expect(declarations(css, ".notification-actions .button")).toMatchObject({ flex: "none" });
    expect(declarations(components, ".button")).toMatchObject({ "white-space": "nowrap" });
  });

  it("lets the header's tools wrap under the title rather than squeeze", () => {
    expect(declarations(css, ".notification-center-header")).toMatchObject({ "flex-wrap": "wrap" });
    expect(declarations(css, ".notification-center-tools")).toMatchObject({ display: "flex", "flex-wrap": "wrap" });
  });
});
