// The slot list as the demo advertiser sees it in every theme and layout, at desktop (1280×860) and
// phone (390×844) widths, checked for what a person would notice: the look on the page is the one
// the developer set, the menus can be reached, nothing is wider than a phone, and the themes differ.
// The screenshots for people to look at are scripts/screenshots.sh's (web/screenshots/looks/).
// The global look is set through the api as the developer and put back to simple/classic at the end.
import assert from "node:assert/strict";
import { test } from "node:test";

import { apiLogin, baseUrl, demo, developer, setLook, signedInAt, useBrowser } from "./support.mjs";

const THEMES = ["simple", "modern", "luxury"];
const LAYOUTS = ["classic", "modern", "minimal", "dashboard"];
const VIEWPORTS = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
};

useBrowser();

test("the slot list is captured in every theme and layout at desktop and phone widths", async () => {
  const token = await apiLogin(developer.login, developer.password);
  const pages = {};
  const backgrounds = new Map();
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) pages[size] = await signedInAt(viewport, demo.login, demo.password, "/slots");

    for (const [t, theme] of THEMES.entries()) {
      for (const [l, layout] of LAYOUTS.entries()) {
        await setLook(token, theme, layout);
        // A phone in all twelve looks (a theme's type can widen a layout); a desk in each layout
        // once, the themes taking turns (chrome.test.mjs covers the desk's frame per layout).
        const sizes = (l + t) % THEMES.length === 0 ? Object.entries(pages) : [["phone", pages.phone]];
        for (const [size, page] of sizes) {
          const where = `${theme}/${layout} at ${size}`;
          await page.goto(`${baseUrl}/slots`);
          await page.waitForFunction(
            ([t, l]) => document.documentElement.dataset.theme === t && document.documentElement.dataset.layout === l,
            [theme, layout],
          );
          await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();
          // A desk opens the table, a phone the cards.
          await page.locator(size === "phone" ? '[data-testid^="slot-card-"]' : '[data-testid^="slot-row-"]').first().waitFor();
          await page.evaluate(() => document.fonts.ready);

          // The menus are there: beside the page on a desktop (in minimal's top line, the whole
          // menu behind its floating button too), behind one menu button on a phone.
          if (size === "phone" || layout === "minimal") {
            await page.getByRole("button", { name: "메뉴 열기" }).waitFor();
          }
          if (size !== "phone") {
            await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "광고 슬롯" }).waitFor();
          }
          if (size === "phone") {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= VIEWPORTS.phone.width, `${where}: the page is ${width}px wide, wider than the phone`);
          }
          const look = await page.evaluate(() => ({
            background: getComputedStyle(document.body).backgroundColor,
            headingFont: getComputedStyle(document.querySelector("h1")).fontFamily,
          }));
          backgrounds.set(theme, look.background);
          if (theme === "luxury") assert.match(look.headingFont, /Myeongjo/, `${where}: serif headings`);

        }
      }
    }
    assert.equal(new Set(backgrounds.values()).size, THEMES.length, `each theme has its own page colour: ${[...backgrounds]}`);
  } finally {
    await setLook(token, "simple", "classic");
    for (const page of Object.values(pages)) await page.context().close();
  }
});
