import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authMessages } from "@/features/auth/messages";
import { accountFieldMessages, validationMessages } from "@/lib/messages";
import { settingsDefaults } from "@/lib/settings-defaults";

/**
 * /login shows the product's face on its first visit (issue 40) from one small cut of it (the bold
 * text is made bold by the browser), made by tools/login-font/subset.sh from chars-regular.txt:
 * every character the login page's catalogue texts use must be in the list, or it would fall back
 * to the system font beside the others.
 */
const web = process.cwd();
const fontsDir = join(web, "src", "styles", "fonts");

/** The characters a list gives the script (its last line). */
function listed(name: string): Set<string> {
  const text = readFileSync(join(web, "tools", "login-font", name), "utf8");
  return new Set(text.trimEnd().split("\n").at(-1));
}

const year = String(new Date().getFullYear());

/** What the sign-in page shows in weights up to 500. */
const regularTexts = [
  authMessages.loginSubtitle,
  ...authMessages.features.map((feature) => feature.description),
  authMessages.noAccount,
  authMessages.loginFailed,
  authMessages.copyright(Number(year), settingsDefaults.siteName),
  "0123456789", // any year
  accountFieldMessages.loginIdPlaceholder,
  accountFieldMessages.passwordPlaceholder,
  validationMessages.loginIdRequired,
  validationMessages.passwordRequired,
  settingsDefaults.siteTitle,
];

/** What it shows in 600 and up: the heading, the selling points' titles, the labels, the buttons, the brand. */
const boldTexts = [
  authMessages.loginHeading,
  ...authMessages.features.map((feature) => feature.title),
  accountFieldMessages.loginIdLabel,
  accountFieldMessages.passwordLabel,
  authMessages.loginSubmit,
  authMessages.loginSubmitting,
  authMessages.registerToggle,
  settingsDefaults.siteName,
];

const missing = (texts: string[], chars: Set<string>) =>
  [...new Set(texts.join(""))].filter((c) => c.trim() !== "" && !chars.has(c)).join("");

describe("the login page's font subset", () => {
  it("holds every character of the sign-in page's texts, regular and bold", () => {
    expect(missing([...regularTexts, ...boldTexts], listed("chars-regular.txt"))).toBe("");
  });

  it("is ~10 KB of woff2, preloaded by index.html and declared by the login stylesheet", () => {
    const html = readFileSync(join(web, "index.html"), "utf8");
    const css = readFileSync(join(web, "src", "styles", "login.css"), "utf8");
    let total = 0;
    for (const [weight, range] of [["400", "400"]]) {
      const file = join(fontsDir, `login-sans-${weight}.woff2`);
      expect(readFileSync(file).subarray(0, 4).toString("latin1")).toBe("wOF2");
      total += statSync(file).size;
      expect(html).toContain(`<link rel="preload" href="/src/styles/fonts/login-sans-${weight}.woff2" as="font" type="font/woff2" crossorigin />`);
      expect(css).toMatch(
        new RegExp(`font-family: "Slot Login Sans";\\s*src: url\\("\\./fonts/login-sans-${weight}\\.woff2"\\) format\\("woff2"\\);\\s*font-weight: ${range};`),
      );
    }
    // The first visit's budget is 150 KB (bench/first-load.sh); it stood at 132 KB without these.
    expect(total).toBeLessThan(12 * 1024);
    expect(html).not.toContain("login-sans-700");
    expect(readFileSync(join(web, "src", "styles", "themes", "simple.css"), "utf8")).toMatch(/--font-sans: "Pretendard Variable", "Slot Login Sans",/);
  });
});
