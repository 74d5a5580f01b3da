import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cssFiles, rules, stylesDir as styles } from "@/test/stylesheets";

/**
 * Up is red and down is blue on every screen, for ranks and prices (issue 40): each theme names the
 * two colours once (--color-rise, --color-fall), the direction classes read them, and no stylesheet
 * colours a direction its own way (the old green-up/red-down copies).
 */


/** The hue (0-360) of "#rrggbb". */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}

const tokenIn = (css: string, name: string) => css.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1];


describe("red up, blue down", () => {
  it("every theme names a red rise and a blue fall", () => {
    const themes = cssFiles(join(styles, "themes"));
    expect(themes.length).toBe(3);
    for (const file of themes) {
      const css = readFileSync(file, "utf8");
      const [rise, fall] = [tokenIn(css, "color-rise"), tokenIn(css, "color-fall")];
      expect({ file: relative(styles, file), rise: !!rise, fall: !!fall }).toEqual({ file: relative(styles, file), rise: true, fall: true });
      const riseHue = hue(rise!);
      expect(riseHue >= 340 || riseHue <= 15, `${relative(styles, file)}: ${rise} is red`).toBe(true);
      expect(hue(fall!), `${relative(styles, file)}: ${fall} is blue`).toBeGreaterThanOrEqual(200);
      expect(hue(fall!), `${relative(styles, file)}: ${fall} is blue`).toBeLessThanOrEqual(240);
    }
  });

  it("the direction classes take those colours, and nothing colours a direction otherwise", () => {
    const offenders: string[] = [];
    let upRules = 0;
    for (const file of cssFiles(styles)) {
      for (const [selector, body] of rules(readFileSync(file, "utf8"))) {
        const color = body.match(/(?:^|;)\s*color:\s*([^;]+)/)?.[1]?.trim();
        const where = `${relative(styles, file)} ${selector}`;
        // The former copies: a rank, a move, a chip coloured by its own up/down or gain/loss class.
        if (/-(up|down|gain|loss)\b/.test(selector) && !/\.change-(up|down)\b/.test(selector)) offenders.push(where);
        if (/\.change-up\b/.test(selector) && color) {
          upRules += 1;
          if (color !== "var(--color-rise)") offenders.push(`${where}: ${color}`);
        }
        if (/\.change-down\b/.test(selector) && color && color !== "var(--color-fall)") offenders.push(`${where}: ${color}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(upRules).toBeGreaterThan(0);
  });
});
