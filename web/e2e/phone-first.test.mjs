// A phone shows the work first (issue 28): at 390×844 the demo advertiser's first slot card, titled
// by its keyword, is on the first screen in every layout; every admin table reads as cards with one
// "⋯" row menu and nothing wider than the phone (the approval list's pending card keeps 승인/반려 one
// tap each beside its menu, and is compact enough that five cards fit the screen); the approval
// list's first card starts on the first screen, its filters folded under 더보기. On a desk a pending slot of the
// approval list, an advertiser's slot and a user are each one line high with their actions side by
// side (a user's 효과 보고서, 계정 전환 and 삭제 in its 더보기 menu). The global look is set through the api as the
// developer and put back to simple/classic at the end.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  announcementsMadeHere, api, apiLogin, baseUrl, createSlot, createUser, demo, developer, enableDefaultFields, fund, productUrl, readSettings, restoreSettings, setLook, signedInAt, uniqueId, useBrowser,
} from "./support.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
/** The first card's top stays in the upper part of the first screen, above this many pixels. */
const FIRST_CARD_TOP = 460;

useBrowser({ setUp: enableDefaultFields });
const announcements = announcementsMadeHere();

/** How wide the page is, and whether `locator`'s table box scrolls sideways (a cell off screen). */
async function overflow(page, locator) {
  const page_ = await page.evaluate(() => document.documentElement.scrollWidth);
  const table = await locator.evaluate((row) => {
    const wrapper = row.closest(".table-wrapper");
    return wrapper ? wrapper.scrollWidth - wrapper.clientWidth : 0;
  });
  return { page: page_, table };
}

test("at 390 px the advertiser's first slot card, titled by its keyword, is on the first screen in every layout", async () => {
  const token = await apiLogin(developer.login, developer.password);
  const demoToken = await apiLogin(demo.login, demo.password);
  const first = (await api("GET", "/slots?page=1&limit=10", { token: demoToken })).items[0];
  assert.ok(first?.keyword, "the demo advertiser has a slot with a keyword");
  const page = await signedInAt(PHONE, demo.login, demo.password, "/slots");
  try {
    for (const layout of ["classic", "modern", "minimal", "dashboard"]) {
      await setLook(token, "simple", layout);
      await page.goto(`${baseUrl}/slots`);
      await page.waitForFunction((l) => document.documentElement.dataset.layout === l, layout);
      const card = page.locator('[data-testid^="slot-card-"]').first();
      await card.waitFor();
      await page.evaluate(() => document.fonts.ready);
      const box = await card.boundingBox();
      assert.ok(box.y <= FIRST_CARD_TOP, `${layout}: the first slot card starts at ${Math.round(box.y)}px, below ${FIRST_CARD_TOP}px of an 844px screen`);
      assert.equal((await card.locator(".slot-card-title").textContent()).trim(), first.keyword, `${layout}: the card is titled by its keyword`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `${layout}: the page is ${width}px wide`);
    }

    // The table stays a choice: under "더보기", and kept in the address.
    await page.getByRole("button", { name: "더보기", exact: true }).click();
    await page.getByRole("button", { name: "테이블 보기" }).click();
    await page.locator('[data-testid^="slot-row-"]').first().waitFor();
    assert.match(page.url(), /view=table/);
    await page.reload();
    await page.locator('[data-testid^="slot-row-"]').first().waitFor();
  } finally {
    await setLook(token, "simple", "classic");
    await page.context().close();
  }
});

test("at 390 px every admin table reads as cards with one row menu, and a pending slot's 승인/반려 are one tap on its card", async () => {
  const saved = await readSettings();
  const devToken = await apiLogin(developer.login, developer.password);
  const advertiser = await createUser("phone", "폰 광고주");
  await fund(advertiser.login);
  const keyword = uniqueId("폰승인");
  const slotId = await createSlot(advertiser.login, keyword, productUrl(91_001));
  const advertiserToken = await apiLogin(advertiser.login, "pass1234");
  const charge = await api("POST", "/cash/charges", {
    token: advertiserToken, body: { amount: 30_000, depositAt: new Date().toISOString(), accountHolder: "폰입금자" },
  });
  announcements.push((await api("POST", "/announcements", { token: devToken, body: { title: uniqueId("폰공지"), content: "본문", category: "general" } })).id);
  await api("POST", "/notifications/send", {
    token: devToken, body: { recipientId: advertiser.id, type: "info", title: "폰 알림", message: "본문", priority: "normal", autoClose: false, duration: 5000 },
  });
  const page = await signedInAt(PHONE, developer.login, developer.password, "/admin");
  try {
    await api("PUT", "/settings", { token: devToken, body: { key: "slotOperationMode", value: "pre-allocation" } });
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    await api("POST", `/slots/allocate/${advertiser.id}`, { token: devToken, body: { slotCount: 1, startDate: today, endDate: today } });
    await restoreSettings(saved, ["slotOperationMode"]);

    // Each table, a row to look at, and what its row menu must offer (none: the table has no actions),
    // and the buttons the card keeps beside its menu (none but the menu when not named).
    const tables = [
      { path: `/admin/slots?search=${encodeURIComponent(keyword)}`, row: `admin-slot-row-${slotId}`, menu: ["수정", "로그 보기"], buttons: ["승인", "반려"] },
      {
        path: "/admin/users", row: `user-row-${advertiser.login}`, menu: ["수정", "슬롯"],
        arrange: () => page.getByLabel("검색", { exact: true }).fill(advertiser.login),
      },
      { path: "/admin/cash", row: `pending-charge-${charge.id}`, menu: ["승인", "반려"] },
      { path: `/admin/slot-allocation-history?userSearch=${advertiser.login}`, row: "allocation-row-", menu: ["결제 완료", "슬롯 보기", "전체 연장"] },
      { path: "/admin/notification-history", row: "send-" },
      { path: "/admin/jobs", row: "job-" },
      { path: "/admin/announcements", row: `announcement-${announcements.at(-1)}`, menu: ["수정", "삭제"] },
      { path: "/admin/settings?tab=fields", row: "field-row-keywords", menu: ["수정"] },
    ];
    for (const { path, row: testId, menu, buttons = [], arrange } of tables) {
      await page.goto(`${baseUrl}${path}`);
      await arrange?.();
      const row = testId.endsWith("-") ? page.locator(`[data-testid^="${testId}"]`).first() : page.getByTestId(testId);
      await row.waitFor();
      const sizes = await overflow(page, row);
      assert.ok(sizes.page <= PHONE.width, `${path}: the page is ${sizes.page}px wide`);
      assert.ok(sizes.table <= 1, `${path}: the table scrolls ${sizes.table}px sideways (a column off screen)`);
      if (!menu) continue;
      const button = row.getByRole("button", { name: "작업 메뉴" });
      const box = await button.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${path}: the row menu button is on screen (${JSON.stringify(box)})`);
      if (buttons.length === 0) assert.equal(await row.locator(".row-actions").count(), 0, `${path}: no action buttons beside the menu`);
      for (const name of buttons) {
        const one = await row.getByRole("button", { name, exact: true }).boundingBox();
        assert.ok(one && one.x >= 0 && one.x + one.width <= PHONE.width, `${path}: ${name} is a button on the card (${JSON.stringify(one)})`);
      }
      await button.click();
      const opened = page.getByRole("menu");
      await opened.waitFor();
      const items = await opened.getByRole("menuitem").allTextContents();
      for (const item of menu) assert.ok(items.includes(item), `${path}: the row menu offers ${item} (has ${items.join(", ")})`);
      for (const item of buttons) assert.ok(!items.includes(item), `${path}: ${item} is on the card, not again in the menu`);
      const menuBox = await opened.boundingBox();
      assert.ok(menuBox.x >= 0 && menuBox.x + menuBox.width <= PHONE.width, `${path}: the open menu is on screen`);
      await page.keyboard.press("Escape");
      await opened.waitFor({ state: "hidden" });
    }

    // 승인 on the card opens the approval in one tap, as the desk's button does; the card is compact
    // enough that five of them fit the 844 px screen.
    await page.goto(`${baseUrl}/admin/slots?search=${encodeURIComponent(keyword)}`);
    const card = page.getByTestId(`admin-slot-row-${slotId}`);
    const cardBox = await card.boundingBox();
    assert.ok(cardBox.height * 5 <= PHONE.height, `a pending slot's card is ${Math.round(cardBox.height)}px high: five do not fit ${PHONE.height}px`);
    await card.getByRole("button", { name: "승인", exact: true }).click();
    await page.getByRole("dialog", { name: "슬롯 승인" }).waitFor();
  } finally {
    await restoreSettings(saved, ["slotOperationMode"]);
    await page.context().close();
  }
});

test("at 1280 px a pending slot of the approval list is one line high, 승인, 반려 and ⋯ side by side", async () => {
  const advertiser = await createUser("rowh", "한줄 광고주");
  await fund(advertiser.login);
  const keyword = uniqueId("한줄");
  const slotId = await createSlot(advertiser.login, keyword, productUrl(91_002));
  const page = await signedInAt(DESKTOP, developer.login, developer.password, "/admin");
  try {
    await page.goto(`${baseUrl}/admin/slots?search=${encodeURIComponent(keyword)}`);
    const row = page.getByTestId(`admin-slot-row-${slotId}`);
    await row.waitFor();
    const height = (await row.boundingBox()).height;
    assert.ok(height <= 64, `a pending row is ${Math.round(height)}px high`);
    const boxes = await Promise.all(["승인", "반려", "더보기"].map((name) => row.getByRole("button", { name, exact: true }).boundingBox()));
    assert.ok(boxes.every((box) => Math.abs(box.y - boxes[0].y) < 4), `the actions are side by side: ${JSON.stringify(boxes)}`);
    assert.ok(boxes.every((box) => box.x + box.width <= DESKTOP.width), "the actions are on screen");
    const scrolls = await row.evaluate((element) => {
      const wrapper = element.closest(".table-wrapper");
      return wrapper.scrollWidth - wrapper.clientWidth;
    });
    assert.ok(scrolls <= 1, `the approval table fits the desk (scrolls ${scrolls}px sideways)`);
  } finally {
    await page.context().close();
  }
});

/** The tallest of `rows` and, per row, whether its buttons `names` sit side by side on one line. */
async function rowsAtDesk(rows, names) {
  // Measured once the page holds still (two looks 150 ms apart agree): on a loaded machine a row
  // can still be taking its last buttons or the look's type when it first shows.
  let last = await measureRows(rows, names);
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = await measureRows(rows, names);
    if (JSON.stringify(again) === JSON.stringify(last)) return again;
    last = again;
  }
  return last;
}

async function measureRows(rows, names) {
  const measured = [];
  for (const row of await rows.all()) {
    const height = (await row.boundingBox()).height;
    const boxes = [];
    for (const name of names) {
      const button = row.getByRole("button", { name, exact: true });
      if (await button.count()) boxes.push(await button.boundingBox());
    }
    measured.push({ height, oneLine: boxes.every((box) => Math.abs(box.y - boxes[0].y) < 4), onScreen: boxes.every((box) => box.x + box.width <= DESKTOP.width) });
  }
  return measured;
}

/**
 * Signs in as `login` at `viewport` (landed on `landing`) and, for each [theme, layout] of `looks`,
 * sets that look and runs `visit(page, label)`; the look returns to simple/classic and the page closes after.
 */
async function acrossLooks(viewport, [login, password, landing], looks, visit) {
  const token = await apiLogin(developer.login, developer.password);
  const page = await signedInAt(viewport, login, password, landing);
  try {
    for (const [theme, layout] of looks) {
      await setLook(token, theme, layout);
      await visit(page, `${theme}/${layout}`);
    }
  } finally {
    await setLook(token, "simple", "classic");
    await page.context().close();
  }
}

/** How far `row`'s table box scrolls sideways (a column cut off). */
const sideways = (row) => row.evaluate((element) => {
  const wrapper = element.closest(".table-wrapper");
  return wrapper.scrollWidth - wrapper.clientWidth;
});

test("at 1280 px an advertiser's slot row is one line high, 수정 and 일시정지 side by side, the table whole beside a sidebar", async () => {
  // The narrowest table (modern type beside the classic sidebar) and the other sidebar.
  const looks = [["modern", "classic"], ["luxury", "dashboard"]];
  await acrossLooks(DESKTOP, [demo.login, demo.password, "/slots"], looks, async (page, look) => {
    await page.goto(`${baseUrl}/slots?view=table`);
    await page.waitForFunction((l) => `${document.documentElement.dataset.theme}/${document.documentElement.dataset.layout}` === l, look);
    const rows = page.locator('[data-testid^="slot-row-"]');
    await rows.first().getByRole("button", { name: "일시정지", exact: true }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    for (const [index, row] of (await rowsAtDesk(rows, ["수정", "일시정지", "재개"])).entries()) {
      assert.ok(row.height <= 64, `${look}: slot row ${index + 1} is ${Math.round(row.height)}px high`);
      assert.ok(row.oneLine && row.onScreen, `${look}: slot row ${index + 1}'s actions are side by side on screen`);
    }
    const scrolls = await sideways(rows.first());
    assert.ok(scrolls <= 1, `${look}: the slot table scrolls ${scrolls}px sideways (a column cut off)`);
  });
});

test("at 1280 px a user row is one line high in every theme, 효과 보고서, 계정 전환 and 삭제 in its 더보기 menu", async () => {
  const saved = await readSettings();
  const token = await apiLogin(developer.login, developer.password);
  const advertiser = await createUser("userrow", "한줄 사용자");
  // Pre-allocation adds 선슬롯 발행 to an advertiser's row: the most a row carries.
  await api("PUT", "/settings", { token, body: { key: "slotOperationMode", value: "pre-allocation" } });
  try {
    const looks = [["simple", "classic"], ["modern", "dashboard"], ["luxury", "classic"]];
    await acrossLooks(DESKTOP, [developer.login, developer.password, "/admin"], looks, async (page, look) => {
      await page.goto(`${baseUrl}/admin/users`);
      await page.waitForFunction((l) => `${document.documentElement.dataset.theme}/${document.documentElement.dataset.layout}` === l, look);
      await page.getByLabel("검색", { exact: true }).fill(advertiser.login);
      const row = page.getByTestId(`user-row-${advertiser.login}`);
      await row.getByRole("button", { name: "선슬롯 발행" }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const [measured] = await rowsAtDesk(row, ["수정", "슬롯", "선슬롯 발행", "더보기"]);
      assert.ok(measured.height <= 64, `${look}: the user row is ${Math.round(measured.height)}px high`);
      assert.ok(measured.oneLine && measured.onScreen, `${look}: the row's actions are side by side on screen`);
      if (look !== "luxury/classic") return;
      assert.equal(await row.getByRole("button", { name: "계정 전환" }).count(), 0, "계정 전환 is not on the row");
      await row.getByRole("button", { name: "더보기", exact: true }).click();
      const menu = page.getByRole("menu");
      assert.deepEqual(await menu.getByRole("menuitem").allTextContents(), ["효과 보고서", "계정 전환", "삭제"]);
      // 삭제 still asks first; cancelling keeps the user.
      await menu.getByRole("menuitem", { name: "삭제" }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByRole("button", { name: "취소" }).click();
      await confirm.waitFor({ state: "hidden" });
      await row.waitFor();
    });
  } finally {
    await restoreSettings(saved, ["slotOperationMode"]);
  }
});

test("at 390 px the approval list's first card starts on the first screen, its filters folded under 더보기", async () => {
  await acrossLooks(PHONE, [developer.login, developer.password, "/admin"], [["simple", "classic"]], async (page) => {
    await page.goto(`${baseUrl}/admin/slots`);
    const card = page.locator('[data-testid^="admin-slot-row-"]').first();
    await card.waitFor();
    await page.evaluate(() => document.fonts.ready);
    const top = (await card.boundingBox()).y;
    assert.ok(top <= 420, `the first card starts at ${Math.round(top)}px of an 844px screen`);
    await page.getByLabel("검색", { exact: true }).waitFor();
    // The status, the page size and the search panels open under 더보기.
    await page.getByRole("button", { name: "더보기", exact: true }).click();
    await page.getByLabel("상태", { exact: true }).waitFor();
    await page.getByRole("button", { name: "고급 검색" }).waitFor();
  });
});
