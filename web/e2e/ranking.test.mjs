// The ranking page with real data: the demo advertiser (seeded with running, ranked slots) sees
// its keywords by rank with their competition, and its own row among masked advertisers; the
// developer sees names; with featureRanking off the page is closed.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, demo, developer, readSettings, restoreSettings, saveSettings, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser();

test("the demo advertiser sees its keywords by rank and its own standing", async () => {
  const token = await apiLogin(demo.login, demo.password);
  const keywords = (await api("GET", "/ranking/keywords?limit=100", { token })).items;
  assert.ok(keywords.length >= 1, "the demo's keywords are ranked");
  const best = keywords[0];

  const page = await signedInPage(demo.login, demo.password, "/slots");
  await page.goto(new URL("/ranking", page.url()).href);
  const keywordRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: best.keyword, exact: true }) });
  await keywordRow.waitFor();
  if (best.bestRank) await keywordRow.getByText(`${best.bestRank}위`, { exact: true }).waitFor();
  assert.equal(await page.locator(".ranking-podium-1").count(), 1, "first place has its medal");

  await page.getByRole("tab", { name: "광고주 순위" }).click();
  await page.waitForURL("**/ranking?tab=advertisers");
  const mine = page.locator(".ranking-row-me");
  await mine.getByText("나", { exact: true }).waitFor();
  const others = await page.locator(".ranking-table tbody tr:not(.ranking-row-me) th").allTextContents();
  for (const name of others) assert.match(name, /^.\*+$/, `another advertiser is masked (${name})`);

  await page.reload();
  await page.getByRole("tab", { name: "광고주 순위", selected: true }).waitFor();
  await page.context().close();
});

test("the developer sees advertisers by name, and nobody sees the page while it is switched off", async () => {
  const page = await signedInPage(developer.login, developer.password, "/admin");
  await page.goto(new URL("/ranking?tab=advertisers", page.url()).href);
  const me = await apiLogin(demo.login, demo.password);
  const profile = await api("GET", "/auth/me", { token: me });
  await page.getByRole("rowheader", { name: profile.fullName, exact: true }).waitFor();

  const before = await readSettings();
  try {
    await saveSettings("feature", { featureRanking: false });
    await page.goto(new URL("/ranking", page.url()).href);
    await page.getByRole("heading", { name: /접근 권한이 없습니다/ }).waitFor();
  } finally {
    await restoreSettings(before, ["featureRanking"]);
  }
  await page.context().close();
});
