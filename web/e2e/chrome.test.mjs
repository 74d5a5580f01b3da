// The frame around every page, in each layout at a desk (1280×860) and a phone (390×844): nothing
// that floats covers a control of the page (at the top and scrolled to the bottom), what floats
// stands on one vertical line, there is one bell, a header is one row, staff without cash get no
// cash box; the minimal layout's menu closes on its backdrop; a pushed toast keeps clear of the
// page's primary action and the announcement bar's close button.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  announcementsMadeHere, api, apiLogin, baseUrl, createUser, demo, developer, mouseClick, PASSWORD, readSettings, restoreSettings, saveSettings, setLook, signedInAt, useBrowser,
} from "./support.mjs";

const LAYOUTS = ["classic", "modern", "minimal", "dashboard"];
const VIEWPORTS = { desk: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

useBrowser();
const announcements = announcementsMadeHere();

/**
 * What a person would see wrong with the frame, measured in the page: the floating controls (the
 * bell, the chat button, the minimal layout's menu button, where they stand fixed on the screen
 * rather than in a bar) that overlap a visible control of the page or stand off one vertical line,
 * the visible bells, the header's height and whether the cash box shows.
 */
function measure(page) {
  return page.evaluate(() => {
    const visible = (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const fixed = (element) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).position === "fixed") return true;
      }
      return false;
    };
    const describe = (element) => `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 24)}"`;
    const floating = [...document.querySelectorAll('[data-testid="chat-widget-button"], [data-testid="notification-bell"], [data-testid="notification-center-button"], .floating-menu-button')]
      .filter((element) => visible(element) && fixed(element));
    const controls = [...document.querySelectorAll("button, a, input, [role=button]")].filter(visible);
    const covered = [];
    for (const control of floating) {
      const a = control.getBoundingClientRect();
      // The badge sticks out of the button: it covers too.
      const badge = control.querySelector(".count-badge");
      const boxes = [a, ...(badge && visible(badge) ? [badge.getBoundingClientRect()] : [])];
      for (const other of controls) {
        if (other === control || control.contains(other) || other.contains(control)) continue;
        const b = other.getBoundingClientRect();
        if (b.bottom <= 0 || b.top >= innerHeight) continue;
        if (boxes.some((box) => Math.min(box.right, b.right) - Math.max(box.left, b.left) > 1 && Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 1)) {
          covered.push(`${describe(control)} covers ${describe(other)}`);
        }
      }
    }
    const centres = floating.map((element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.left + box.width / 2);
    });
    const bells = [...document.querySelectorAll("button")].filter((b) => visible(b) && /^알림/.test(b.getAttribute("aria-label") ?? "")).length;
    const headers = [...document.querySelectorAll(".top-nav, .mobile-bar, .minimal-bar")].filter(visible).map((h) => Math.round(h.getBoundingClientRect().height));
    const cash = [...document.querySelectorAll('[data-testid="sidebar-balance"]')].filter(visible).length;
    return { covered, centres, bells, headers, cash };
  });
}

test("in every layout at a desk and on a phone nothing floats over the page's controls, one bell, a one-row header", async () => {
  const token = await apiLogin(developer.login, developer.password);
  const before = await readSettings();
  const { balance: staffBalance } = await api("GET", "/cash/balance", { token });
  const pages = [];
  const problems = [];
  try {
    await saveSettings("feature", { chatEnabled: true, chatEnabledSimple: true });
    const signIns = Object.entries(VIEWPORTS).flatMap(([size, viewport]) => [
      signedInAt(viewport, demo.login, demo.password, "/slots").then((page) => ({ size, who: "advertiser", path: "/slots", page })),
      signedInAt(viewport, developer.login, developer.password, "/admin").then((page) => ({ size, who: "developer", path: "/admin", page })),
    ]);
    pages.push(...(await Promise.all(signIns)));
    for (const layout of LAYOUTS) {
      await setLook(token, "simple", layout);
      // The four pages at once: each has its own context, and waiting is most of the time.
      await Promise.all(pages.map(async ({ size, who, path, page }) => {
        const where = `${layout} ${size} ${who}`;
        await page.goto(`${baseUrl}${path}`);
        await page.waitForFunction((l) => document.documentElement.dataset.layout === l, layout);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.getByTestId("chat-widget-button").waitFor();
        if (who === "advertiser") await page.getByTestId("notification-bell").waitFor();
        await page.waitForTimeout(300); // the cash box's balance
        for (const scrolled of ["top", "bottom"]) {
          if (scrolled === "bottom") await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const m = await measure(page);
          for (const c of m.covered) problems.push(`${where} (${scrolled}): ${c}`);
          if (new Set(m.centres).size > 1) problems.push(`${where}: the floating controls stand on ${[...new Set(m.centres)]} px, not one line`);
          const bells = who === "advertiser" ? 1 : 0;
          if (m.bells !== bells) problems.push(`${where}: ${m.bells} bells, not ${bells}`);
          for (const height of m.headers) if (height > 72) problems.push(`${where}: a header ${height} px high`);
          if (who === "developer" && staffBalance === 0 && m.cash > 0) problems.push(`${where}: staff without cash see the cash box`);
        }
      }));
    }
    assert.deepEqual(problems, []);

    // The minimal layout's menu on a desk: over a backdrop that closes it, focus back on its button.
    await setLook(token, "simple", "minimal");
    const desk = pages.find((p) => p.size === "desk" && p.who === "advertiser").page;
    await desk.goto(`${baseUrl}/slots`);
    await desk.waitForFunction(() => document.documentElement.dataset.layout === "minimal");
    await desk.getByRole("link", { name: /데모 광고주|demo/ }).first().waitFor();
    const toggle = desk.locator(".floating-menu-button");
    await toggle.click();
    await desk.getByRole("dialog", { name: "메뉴", exact: true }).waitFor();
    await mouseClick(desk.locator(".floating-menu-backdrop"), "the backdrop is a pointer's way out", { position: { x: 20, y: 400 } });
    await desk.getByRole("dialog", { name: "메뉴", exact: true }).waitFor({ state: "detached" });
    assert.ok(await toggle.evaluate((element) => element === document.activeElement), "focus is back on the menu button");
  } finally {
    await setLook(token, "simple", "classic");
    await restoreSettings(before, ["chatEnabled", "chatEnabledSimple"]);
    for (const { page } of pages) await page.context().close();
  }
});

test("a pushed toast keeps clear of the page's primary action and the announcement bar's close button", async () => {
  const token = await apiLogin(developer.login, developer.password);
  announcements.push((await api("POST", "/announcements", { token, body: { title: "크롬 점검", content: "안내", category: "maintenance", isPinned: true } })).id);
  const advertiser = await createUser("toast", "토스트 광고주");
  for (const viewport of Object.values(VIEWPORTS)) {
    const page = await signedInAt(viewport, advertiser.login, PASSWORD, "/slots");
    try {
      await page.getByTestId("pinned-bar").waitFor();
      await page.waitForTimeout(500); // the socket signs in
      await api("POST", "/notifications/send", { token, body: { title: "겹침 확인", message: "토스트", recipientId: advertiser.id } });
      const toast = page.getByTestId("notification-toast").filter({ hasText: "겹침 확인" });
      await toast.waitFor({ timeout: 15_000 });
      await page.waitForTimeout(400); // it has slid in
      const box = await toast.boundingBox();
      for (const control of [page.getByRole("button", { name: "슬롯 등록" }).first(), page.getByRole("button", { name: "이 공지 닫기" })]) {
        const other = await control.boundingBox();
        const overlap = Math.min(box.x + box.width, other.x + other.width) > Math.max(box.x, other.x)
          && Math.min(box.y + box.height, other.y + other.height) > Math.max(box.y, other.y);
        assert.ok(!overlap, `${viewport.width}px: the toast covers ${await control.textContent() || await control.getAttribute("aria-label")}`);
      }
      await toast.getByRole("button", { name: "알림 닫기" }).click();
      await toast.waitFor({ state: "detached" });
    } finally {
      await page.context().close();
    }
  }
});
