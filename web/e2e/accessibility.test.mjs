// Accessibility checked by machine (issue 27): axe-core runs over every route of the router, in each
// theme, at desktop (1280) and phone (390) width, and no critical or serious violation may remain;
// in each theme every Tab stop up to the first button draws a focus ring; the phone drawer, the
// minimal layout's floating menu and a modal keep Tab inside, close on Escape and give focus back to
// what opened them. One browser, one page per role, each route reached client-side (pushState), so
// the file takes under a minute against debug binaries. The global look is set through the api
// between passes and put back.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";

import {
  announcementsMadeHere, api, apiLogin, baseUrl, currentBrowser, demo, developer, flaggedOperator, PASSWORD, readSettings, restoreSettings, saveSettings, signIn,
  useBrowser,
} from "./support.mjs";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * Each theme with a layout of its own, so the frames are checked too; the minimal layout (the
 * floating menu instead of a sidebar) once more for the advertiser, with its menu opened.
 */
const PASSES = [
  { theme: "simple", layout: "classic" },
  { theme: "modern", layout: "modern" },
  { theme: "luxury", layout: "dashboard" },
  { theme: "luxury", layout: "minimal", roles: ["advertiser"] },
];
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/**
 * Every route of web/src/app/router.tsx by who sees it (/cash-history is /cash/history's alias, and
 * "/" only redirects). The first of each list is loaded in full, the rest reached from it.
 */
const ROUTES = {
  signedOut: ["/login", "/no-such-page"],
  firstSignIn: ["/change-password"],
  advertiser: ["/slots", "/slots/bulk", "/cash", "/cash/charge", "/cash/history", "/profile", "/announcements",
    "/notifications", "/chat-test", "/ranking"],
  developer: ["/admin", "/admin/slots", "/admin/cash", "/admin/users", "/admin/notifications",
    "/admin/notification-history", "/admin/announcements", "/admin/slot-allocation-history", "/admin/jobs",
    "/admin/settings", "/admin/chat", "/notification-test", "/login-preview"],
};

useBrowser();
const announcements = announcementsMadeHere();

async function pageAt(viewport) {
  const context = await currentBrowser().newContext({ viewport, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** A page signed in as `login` that has landed on `landing`. */
async function signedIn(login, password, landing, viewport = DESKTOP) {
  const page = await pageAt(viewport);
  await signIn(page, login, password);
  await page.waitForURL(`**${landing}`);
  return page;
}

/** Waits for the screen to be in: a heading not marked stale by `visit`, no spinner, nothing busy. */
async function settled(page) {
  await page.waitForFunction(() =>
    document.querySelector("h1:not([data-a11y-stale])") && !document.querySelector(".loading, [aria-busy='true']"));
}

/** Goes to `path` inside the loaded app (pushState + popstate, as the router's links do) and waits for it. */
async function visit(page, path) {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    for (const heading of document.querySelectorAll("h1")) heading.dataset.a11yStale = "1";
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settled(page);
}

/** axe over the page: one line per node of a critical or serious violation. */
async function axe(page, where) {
  const violations = await page.evaluate(async ([source, tags]) => {
    if (!window.axe) window.eval(source);
    // A table refetching (SWR revalidates when the tab regains focus or a live event arrives) is
    // dimmed on purpose while busy: wait for it, and leave out one that is still busy after that.
    for (let i = 0; i < 20 && document.querySelector("[aria-busy='true']"); i += 1) await new Promise((r) => setTimeout(r, 100));
    const context = { exclude: [["[aria-busy='true']"]] };
    const result = await window.axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")), summary: v.nodes[0]?.failureSummary }));
  }, [AXE_SOURCE, AXE_TAGS]);
  return violations.flatMap((v) => v.targets.map((target) => ({ where, id: v.id, target, summary: v.summary })));
}

/** What has focus: its tag, text or name, and whether a ring (outline or box shadow) is drawn around it. */
function focusState(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !/transparent|rgba\(.*, 0\)$/.test(style.outlineColor);
    // A halo (a spread shadow without offset or blur, as focused fields have), not a button's drop shadow.
    const halo = /0px 0px 0px [1-9]/.test(style.boxShadow);
    return {
      tag: element.tagName,
      name: element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30),
      ring: outline || halo,
    };
  });
}

/** Tabs from the top of the page to its first button; every stop on the way must show a ring. */
async function tabStopsShowFocus(page, where) {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  const missing = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (!state) continue;
    if (!state.ring) missing.push(`${where}: ${state.tag} "${state.name}" has no focus ring`);
    if (state.tag === "BUTTON") return missing;
  }
  return [...missing, `${where}: no button within 12 Tab presses`];
}

test("no page has a critical or serious axe violation, and focus shows, in any theme at desktop or phone width", async () => {
  const before = await readSettings();
  const found = [];
  const noRing = [];
  const pages = {};
  let views = 0;
  const started = Date.now();
  try {
    // A pinned announcement, so its bar (a button named by the title it shows) is checked on every page.
    const token = await apiLogin(developer.login, developer.password);
    announcements.push((await api("POST", "/announcements", { token, body: { title: "접근성 점검 공지", content: "안내", category: "general", isPinned: true } })).id);
    pages.signedOut = await pageAt(DESKTOP);
    pages.advertiser = await signedIn(demo.login, demo.password, "/slots");
    pages.developer = await signedIn(developer.login, developer.password, "/admin");
    if (process.env.E2E_DATABASE_URL) {
      const operator = await flaggedOperator();
      pages.firstSignIn = await signedIn(operator.login, PASSWORD, "/change-password");
    }

    for (const { theme, layout, roles } of PASSES) {
      await saveSettings("theme", { globalTheme: theme, globalLayout: layout });
      for (const [role, page] of Object.entries(pages)) {
        if (roles && !roles.includes(role)) continue;
        await page.setViewportSize(DESKTOP);
        await page.goto(`${baseUrl}${ROUTES[role][0]}`);
        await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
        await settled(page);
        if (role === "advertiser") noRing.push(...(await tabStopsShowFocus(page, `${theme}/${layout} /slots`)));
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const path of ROUTES[role]) {
            const route = path === "/login-preview" ? `${path}?theme=${theme}` : path;
            await visit(page, route);
            found.push(...(await axe(page, `${route} ${theme}/${layout} ${viewport.width}px (${role})`)));
            views += 1;
          }
        }
        if (layout === "minimal") {
          // The floating menu, open on the phone: axe over it, then Tab kept inside and Escape.
          const toggle = page.locator(".floating-menu-button");
          await toggle.focus();
          await page.keyboard.press("Enter");
          const popup = page.getByRole("dialog", { name: "메뉴", exact: true });
          await popup.waitFor();
          found.push(...(await axe(page, `the open floating menu ${theme}/${layout} ${PHONE.width}px (${role})`)));
          await keyboardOnlyInside(page, popup, toggle, "the floating menu");
        }
      }
    }
  } finally {
    await restoreSettings(before, ["globalTheme", "globalLayout"]);
    for (const page of Object.values(pages)) await page.context().close();
  }
  const byRule = {};
  for (const v of found) byRule[v.id] = (byRule[v.id] ?? 0) + 1;
  console.log(`axe: ${views} page views in ${Math.round((Date.now() - started) / 1000)} s; serious or critical nodes by rule: ${JSON.stringify(byRule)}`);
  assert.deepEqual(found.map((v) => `${v.id} ${v.target} on ${v.where}: ${v.summary}`), []);
  assert.deepEqual(noRing, []);
});

/**
 * Tabs (and Shift+Tabs) round the open panel `panel` (a locator) more times than it has stops, then
 * Escape: focus never left it, it is closed, and focus is back on `opener`.
 */
async function keyboardOnlyInside(page, panel, opener, what) {
  const handle = await panel.elementHandle();
  const stops = await panel.evaluate((element) =>
    element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length);
  assert.ok(stops > 1, `${what}: has several stops (${stops})`);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      const inside = await handle.evaluate((element) => element.contains(document.activeElement));
      assert.ok(inside, `${what}: ${key} #${i + 1} left it for ${JSON.stringify(await focusState(page))}`);
    }
  }
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "hidden" });
  assert.ok(await opener.evaluate((element) => element === document.activeElement), `${what}: Escape gives focus back to its opener`);
  assert.ok((await focusState(page)).ring, `${what}: the opener shows its focus ring`);
}

test("on a phone the menu drawer and a modal keep Tab inside, close on Escape and give focus back, by keyboard alone", async () => {
  const page = await signedIn(demo.login, demo.password, "/slots", PHONE);
  try {
    await settled(page);
    // From the top of the page: the skip link, then the menu button.
    const toggle = page.locator(".mobile-bar-button"); // "메뉴 열기", then "메뉴 닫기"
    assert.equal(await toggle.getAttribute("aria-label"), "메뉴 열기");
    for (let i = 0; i < 3 && !(await toggle.evaluate((element) => element === document.activeElement)); i += 1) {
      await page.keyboard.press("Tab");
    }
    assert.ok(await toggle.evaluate((element) => element === document.activeElement), "Tab reaches the menu button");
    await page.keyboard.press("Enter");
    const drawer = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await page.waitForFunction(() => document.querySelector(".mobile-bar-button")?.getAttribute("aria-expanded") === "true");
    assert.equal(await toggle.getAttribute("aria-label"), "메뉴 닫기");
    assert.ok(await drawer.evaluate((element) => element.contains(document.activeElement)), "opening moves focus into the drawer");
    await keyboardOnlyInside(page, drawer, toggle, "the drawer");

    const opener = page.getByRole("button", { name: "슬롯 등록" }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await keyboardOnlyInside(page, dialog, opener, "the slot registration modal");
  } finally {
    await page.context().close();
  }
});
