import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteLogo } from "@/components/site-logo";
import { cssFiles, rules, stylesDir } from "@/test/stylesheets";

describe("the brand", () => {
  it("is the product's mark and the site name, the link still named by the name alone", () => {
    render(
      <a href="/">
        <SiteLogo siteName="Simple Slot" logoUrl={null} />
      </a>,
    );
    expect(screen.getByRole("link", { name: "Simple Slot" })).toBeInTheDocument();
    const mark = screen.getByTestId("brand-mark");
    expect(mark.tagName.toLowerCase()).toBe("svg");
    expect(mark).toHaveAttribute("aria-hidden", "true");
    // Drawn in the theme's colour: nothing in it names a colour of its own.
    for (const shape of mark.querySelectorAll("rect")) {
      for (const paint of ["fill", "stroke"]) {
        const value = shape.getAttribute(paint);
        if (value !== null) expect(["none", "currentColor"]).toContain(value);
      }
    }
  });

  it("is the uploaded logo image alone when there is one", () => {
    render(<SiteLogo siteName="Simple Slot" logoUrl="/uploads/logo.png" />);
    expect(screen.getByRole("img", { name: "Simple Slot" })).toHaveAttribute("src", "/uploads/logo.png");
    expect(screen.queryByTestId("brand-mark")).not.toBeInTheDocument();
  });

  it("takes each theme's primary colour", () => {
    const all = cssFiles(stylesDir).flatMap((file) => rules(readFileSync(file, "utf8")));
    expect(all.find(([selector]) => selector === ".site-logo-mark")?.[1]).toMatch(/color:\s*var\(--brand-mark-color\)/);
    const base = readFileSync(join(stylesDir, "themes", "simple.css"), "utf8");
    expect(base).toMatch(/--brand-mark-color:\s*var\(--color-primary\);/);
    // No theme paints the old square or diamond any more.
    expect(all.filter(([selector]) => selector.includes("site-logo-text::before"))).toEqual([]);
  });
});
