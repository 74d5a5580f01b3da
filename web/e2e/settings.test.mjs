// System settings seen by a person: a developer changes the site name, theme and layout and sees
// them after the reload; maintenance mode closes the app for an advertiser in another browser and
// reopens it when turned off; the login preview frames each theme; an operator is sent to /admin.
// Every setting a test changes is put back in `finally` (the other files share the stack).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  baseUrl, createOperator, createUser, developer, newPage, PASSWORD, pathOf, readSettings, restoreSettings, signedInPage, signIn, uniqueId, useBrowser,
} from "./support.mjs";

useBrowser();

/** A developer's page on the given tab of /admin/settings. */
async function openSettings(tab) {
  const page = await signedInPage(developer.login, developer.password, "/admin", `/admin/settings?tab=${tab}`);
  await page.getByRole("tab", { name: { theme: "테마", business: "비즈니스", feature: "기능" }[tab] }).waitFor();
  return page;
}

/** The frame showing `path` (the modal replaces its frame on every theme switch). */
async function frameAt(page, path) {
  for (let tries = 0; tries < 100; tries += 1) {
    const frame = page.frames().find((candidate) => candidate.url().endsWith(path));
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame at ${path}`);
}

/** Waits for the saved message, then closes its toast so the next save's message is the only one. */
async function closeSavedToast(page, message) {
  const toast = page.locator(".toast", { hasText: message });
  await toast.waitFor();
  await toast.getByRole("button", { name: "알림 닫기" }).click();
  await toast.waitFor({ state: "detached" });
}

const htmlAttribute = (page, name) => page.evaluate((attr) => document.documentElement.getAttribute(attr), name);

test("a developer changes the site name, theme and layout; after the reload the site wears them", async () => {
  const saved = await readSettings();
  const siteName = uniqueId("Site");
  const page = await openSettings("business");
  try {
    const name = page.getByLabel("사이트 이름", { exact: true });
    await name.fill(siteName);
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await closeSavedToast(page, "사이트 정보가 저장되었습니다.");

    await page.getByRole("tab", { name: "테마" }).click();
    const theme = saved.theme.globalTheme === "luxury" ? { name: "모던", value: "modern" } : { name: "럭셔리", value: "luxury" };
    const layout = saved.theme.globalLayout === "dashboard" ? { name: "미니멀", value: "minimal" } : { name: "대시보드", value: "dashboard" };
    await page.getByRole("radio", { name: theme.name, exact: true }).first().check();
    // The pick shows on the page at once, before saving.
    assert.equal(await htmlAttribute(page, "data-theme"), theme.value);
    await page.getByRole("radio", { name: layout.name, exact: true }).check();
    assert.equal(await htmlAttribute(page, "data-layout"), layout.value);

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await page.getByText("테마 설정이 저장되었습니다.").waitFor();
    await reloaded;

    await page.waitForFunction(
      ([t, l]) => document.documentElement.dataset.theme === t && document.documentElement.dataset.layout === l,
      [theme.value, layout.value],
    );
    await page.waitForFunction((name) => document.title.startsWith(name), siteName);
    await page.getByText(siteName).filter({ visible: true }).first().waitFor();

    // Someone else, signing in afresh, gets the same look.
    const other = await newPage();
    await other.goto(`${baseUrl}/login`);
    await other.getByText(siteName).filter({ visible: true }).first().waitFor();
    await other.waitForFunction((t) => document.documentElement.dataset.theme === t, theme.value);
    await other.context().close();
  } finally {
    await page.context().close();
    await restoreSettings(saved, ["siteName", "globalTheme", "globalLayout"]);
  }
});

test("maintenance mode shows an advertiser the maintenance page, and the app again once it is off", async () => {
  const saved = await readSettings();
  const user = await createUser("maint", "점검 대상");
  const page = await openSettings("business");
  const advertiser = await newPage();
  try {
    await signIn(advertiser, user.login, PASSWORD);
    await advertiser.waitForURL("**/slots");
    await advertiser.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();

    const maintenance = page.getByRole("switch", { name: "점검 모드" });
    await maintenance.check();
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await closeSavedToast(page, "비즈니스 설정이 저장되었습니다.");
    // Staff keep working, under the banner.
    await page.getByText("점검 모드가 켜져 있습니다. 일반 사용자는 서비스를 이용할 수 없습니다.").waitFor();

    // The advertiser's open page closes without a reload (pushed over the socket).
    await advertiser.getByRole("heading", { name: "시스템 점검 중입니다" }).waitFor({ timeout: 15_000 });
    await advertiser.getByText("더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요.").waitFor();
    // And stays closed on a fresh load.
    await advertiser.reload();
    await advertiser.getByRole("heading", { name: "시스템 점검 중입니다" }).waitFor();
    await advertiser.getByRole("button", { name: "로그아웃" }).waitFor();

    await maintenance.uncheck();
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await closeSavedToast(page, "비즈니스 설정이 저장되었습니다.");
    await page.getByText("점검 모드가 켜져 있습니다. 일반 사용자는 서비스를 이용할 수 없습니다.").waitFor({ state: "detached" });

    await advertiser.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor({ timeout: 15_000 });
    assert.equal(pathOf(advertiser), "/slots");
  } finally {
    await restoreSettings(saved, ["maintenanceMode"]);
    await advertiser.context().close();
    await page.context().close();
  }
});

test("the login preview frames the login page in each theme", async () => {
  const page = await openSettings("theme");
  try {
    await page.getByRole("button", { name: "로그인 화면 미리보기" }).click();
    const dialog = page.getByRole("dialog", { name: "로그인 화면 미리보기" });
    await dialog.waitFor();
    for (const [name, theme] of [["모던", "modern"], ["럭셔리", "luxury"], ["심플", "simple"]]) {
      await dialog.getByRole("radio", { name, exact: true }).check();
      const iframe = dialog.locator("iframe");
      assert.equal(await iframe.getAttribute("src"), `/login-preview?theme=${theme}`);
      const content = await frameAt(page, `/login-preview?theme=${theme}`);
      await content.getByText("미리보기 모드").first().waitFor();
      await content.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  } finally {
    await page.context().close();
  }
});

test("an operator opening /admin/settings lands on /admin", async () => {
  const operator = await createOperator();
  const page = await newPage();
  try {
    await signIn(page, operator.login, PASSWORD);
    await page.waitForURL("**/admin");
    assert.equal(await page.getByRole("link", { name: "시스템 설정" }).count(), 0);
    await page.goto(`${baseUrl}/admin/settings`);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: /관리자 대시보드/ }).waitFor();
  } finally {
    await page.context().close();
  }
});
