// Type, colour and controls as a person notices them (issue 28), in each theme on the classic
// layout: the headings are set in the theme's own typeface, which the app ships and the browser
// really loaded (no name left for the system to substitute); no Hangul is letter-spaced; a disabled
// checkbox (a paused row's) looks disabled; the row's actions do not wear a status pill's colour, and
// a pill has no outline, no pointer and no place in the Tab order.
// The global look is set through the api as the developer and put back to simple/classic at the end.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, approveSlot, baseUrl, createSlot, createUser, developer, enableDefaultFields, fund, PASSWORD, productUrl, setLook, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

const THEMES = ["simple", "modern", "luxury"];

/** The first family the h1 asks for, and whether a face of it has loaded (within a few seconds). */
async function headingFace(page) {
  const family = await page.evaluate(() =>
    getComputedStyle(document.querySelector("h1")).fontFamily.split(",")[0].trim().replace(/^["']|["']$/g, ""),
  );
  const loaded = await page
    .waitForFunction(
      (name) => [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, "") === name && face.status === "loaded"),
      family,
      { timeout: 5_000 },
    )
    .then(() => true, () => false);
  return { family, loaded };
}

/** Elements holding Hangul text of their own whose computed letter-spacing is positive. */
function trackedHangul(page) {
  return page.evaluate(() => {
    const hangul = /[\uAC00-\uD7A3]/;
    const offenders = [];
    for (const element of document.body.querySelectorAll("*")) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && hangul.test(node.textContent));
      if (!own || element.getClientRects().length === 0) continue;
      const spacing = getComputedStyle(element).letterSpacing;
      if (spacing !== "normal" && parseFloat(spacing) > 0) offenders.push(`${element.tagName}.${element.className} "${element.textContent.trim().slice(0, 12)}" ${spacing}`);
    }
    return offenders;
  });
}

/** The computed look of an element that a person sees as its colour. */
function colours(locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, border: style.borderTopColor, opacity: style.opacity };
  });
}

test("each theme ships its typeface, leaves Hangul untracked, and keeps colour for states", async () => {
  const user = await createUser("typeadv", "글꼴 광고주");
  await fund(user.login);
  const running = await createSlot(user.login, "무선 키보드", productUrl(7171));
  const paused = await createSlot(user.login, "무선 마우스", productUrl(7272));
  await approveSlot(running);
  await approveSlot(paused);
  await api("PATCH", `/slots/${paused}/status`, { token: await apiLogin(user.login, PASSWORD), body: { status: "paused" } });

  const token = await apiLogin(developer.login, developer.password);
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  try {
    for (const theme of THEMES) {
      await setLook(token, theme, "classic");
      await page.goto(`${baseUrl}/slots`);
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      const runningRow = page.getByTestId(`slot-row-${running}`);
      const pausedRow = page.getByTestId(`slot-row-${paused}`);
      await pausedRow.getByRole("button", { name: "재개" }).waitFor();

      const face = await headingFace(page);
      assert.ok(face.loaded, `${theme}: the headings ask for ${face.family}, and no face of it loaded`);

      assert.deepEqual(await trackedHangul(page), [], `${theme}: Hangul set with positive letter-spacing`);

      const enabledBox = await colours(runningRow.getByRole("checkbox"));
      const disabledBox = pausedRow.getByRole("checkbox");
      assert.ok(await disabledBox.isDisabled(), `${theme}: the paused row's checkbox is disabled`);
      const disabled = await colours(disabledBox);
      assert.ok(
        Number(disabled.opacity) <= 0.6 * Number(enabledBox.opacity) || disabled.color !== enabledBox.color,
        `${theme}: a disabled checkbox looks like an enabled one (${JSON.stringify(disabled)} vs ${JSON.stringify(enabledBox)})`,
      );

      // The pills' colours on the page (진행중, 일시정지) against the row's action buttons.
      const pills = [];
      for (const row of [runningRow, pausedRow]) {
        const pill = row.locator(".badge").filter({ hasText: /^(진행중|일시정지)$/ }).first();
        pills.push(await colours(pill));
        // A pill is a label: no outline that reads as a button (luxury's gold one), no pointer, not tabbable.
        const look = await pill.evaluate((element) => {
          const style = getComputedStyle(element);
          return { border: style.borderTopWidth, outline: style.outlineStyle, cursor: style.cursor, tabIndex: element.tabIndex };
        });
        assert.deepEqual(look, { border: "0px", outline: "none", cursor: "default", tabIndex: -1 }, `${theme}: a status pill looks like a control`);
      }
      const pillColours = new Set(pills.map((pill) => pill.color));
      for (const [row, name] of [[runningRow, "수정"], [runningRow, "일시정지"], [pausedRow, "재개"]]) {
        const button = await colours(row.getByRole("button", { name, exact: true }));
        for (const part of ["color", "border"]) {
          assert.ok(!pillColours.has(button[part]), `${theme}: the ${name} button's ${part} ${button[part]} is a status pill's colour`);
        }
      }
      const [edit, pause] = [await colours(runningRow.getByRole("button", { name: "수정" })), await colours(runningRow.getByRole("button", { name: "일시정지" }))];
      const resume = await colours(pausedRow.getByRole("button", { name: "재개" }));
      assert.deepEqual([pause, resume], [edit, edit], `${theme}: 수정, 일시정지 and 재개 are actions of one rank`);
    }
  } finally {
    await setLook(token, "simple", "classic");
    await page.context().close();
  }
});
