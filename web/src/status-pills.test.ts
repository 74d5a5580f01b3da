import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createElement } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "@/components/badge";
import { StatusBadge } from "@/components/slots/status-badge";
import { cssFiles, rules, stylesDir as styles } from "@/test/stylesheets";

/**
 * Status pills never look like buttons, in any theme (issue 40): a pill (`.badge`, D-n's `.expiry`)
 * is a tinted label with no outline (luxury wore gold ones, which read as small buttons), no
 * pointer cursor, and is never in the Tab order.
 */



/** A selector whose subject is a pill: `.badge`, `.badge-success`, `.expiry`, `.expiry-red` (not `.count-badge`). */
const PILL = /(?:^|[\s,>+~(])\.(?:badge|expiry)(?:-[a-z]+)?(?![\w-])[^\s,]*$/;
const targetsPill = (selector: string) => selector.split(",").some((part) => PILL.test(part.trim()));

describe("status pills are labels, not buttons", () => {
  it("no stylesheet gives a pill an outline, a shadow or a pointer cursor", () => {
    const offenders: string[] = [];
    let pillRules = 0;
    for (const file of cssFiles(styles)) {
      for (const [selector, body] of rules(readFileSync(file, "utf8"))) {
        if (!targetsPill(selector)) continue;
        pillRules += 1;
        const where = `${relative(styles, file)} ${selector}`;
        for (const declaration of body.split(";").map((d) => d.trim()).filter(Boolean)) {
          const [property, ...rest] = declaration.split(":");
          const value = rest.join(":").trim();
          const name = property.trim();
          if (name === "cursor" && value === "pointer") offenders.push(`${where}: cursor ${value}`);
          if (/^(border|outline)(-(top|right|bottom|left))?(-(width|style|color))?$/.test(name) && !/^(0|none|transparent)$/.test(value)) {
            offenders.push(`${where}: ${name} ${value}`);
          }
          if (name === "box-shadow" && value !== "none") offenders.push(`${where}: box-shadow ${value}`);
        }
      }
    }
    expect(pillRules).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it("no theme outlines its pills (luxury's gold outline is gone)", () => {
    for (const file of cssFiles(join(styles, "themes"))) {
      expect(readFileSync(file, "utf8"), relative(styles, file)).not.toMatch(/--badge-border/);
    }
  });

  it("a pill is a plain label: not a button, not focusable", () => {
    render(createElement("div", null, createElement(StatusBadge, { status: "active" }), createElement(Badge, { tone: "primary", children: "필터 적용" })));
    for (const pill of [screen.getByText("진행중"), screen.getByText("필터 적용")]) {
      expect(pill.tagName).toBe("SPAN");
      expect(pill).not.toHaveAttribute("tabindex");
      expect(pill).not.toHaveAttribute("role");
      pill.focus();
      expect(pill).not.toHaveFocus();
    }
    expect(screen.queryByRole("button")).toBeNull();
  });
});
