// A slot's market view and the effect report, seen by an advertiser (issue 29). The demo advertiser
// (scripts/test.sh seeds it, with 14 days of ranks and of the keywords' market snapshots from the
// simulator's truth) goes from a slot's rank history to 시장 보기 and sees every section with what
// the api says: the effect beside the rank chart, the places around the product with its own row
// marked, who passed it since yesterday and why, and the keyword's shelf; then downloads the
// effect report from the slot list as a PDF.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";

import { api, apiLogin, demo, signedInPage, useBrowser } from "./support.mjs";

useBrowser();

test("the advertiser reads a slot's market from its rank history and downloads the effect report", async () => {
  const token = await apiLogin(demo.login, demo.password);
  const slots = (await api("GET", "/slots?page=1&limit=50", { token })).items;
  // The slot deepest within the first pages: neighbours on both sides.
  const slot = slots.filter((s) => s.rank > 10 && s.rank < 200).sort((a, b) => a.rank - b.rank)[0];
  assert.ok(slot, "a demo slot ranked between 10 and 200");
  const market = await api("GET", `/slots/${slot.id}/market`, { token });
  assert.ok(market.today && market.atStart, "the seed's snapshots reach from the slot's start to today");

  const page = await signedInPage(demo.login, demo.password, "/slots");
  await page.getByTestId(`slot-row-${slot.id}`).getByRole("button", { name: /^\d+위/ }).click();
  await page.getByRole("dialog", { name: "순위 이력" }).getByRole("link", { name: "시장 보기" }).click();
  await page.waitForURL(`**/slots/${slot.id}/market`);

  const effect = page.getByTestId("market-effect");
  await effect.getByRole("figure", { name: "순위 추이 차트" }).waitFor();
  await effect.locator('[data-figure="today"]').getByText(`${market.effect.lastRank}위`).waitFor();

  // Five places each way and the product itself, marked, at its place.
  const neighbourhood = page.getByTestId("market-neighbourhood");
  const own = neighbourhood.locator('tr[data-this-slot="true"]');
  await own.waitFor();
  assert.match(await own.innerText(), new RegExp(`${market.today.rank}위`));
  assert.equal(await neighbourhood.locator("tbody tr").count(), market.today.neighbours.length);

  // Who passed since yesterday, with what changed for them, as the api says.
  const movers = page.getByTestId("market-movers");
  const moved = market.sinceYesterday;
  assert.ok(moved, "yesterday's snapshot is there to compare with");
  const first = moved.passed[0] ?? moved.fellBehind[0];
  if (first) {
    await movers.getByTestId("market-mover").filter({ hasText: first.name }).first().waitFor();
  } else {
    await movers.getByText("나를 추월한 상품이 없습니다.").waitFor();
  }

  const keyword = page.getByTestId("market-keyword");
  await keyword.locator('[data-figure="share"]').waitFor();
  const shelf = keyword.getByRole("table", { name: "상위 10위를 지킨 상품" });
  await shelf.waitFor();
  assert.ok((await shelf.locator("tbody tr").count()) >= 10, "the shelf lists who held the top 10");

  // The effect report of the advertiser's slots, from the slot list.
  await page.goto(page.url().replace(/\/slots\/\d+\/market$/, "/slots"));
  await page.getByRole("button", { name: "효과 보고서" }).click();
  const dialog = page.getByRole("dialog", { name: "효과 보고서" });
  await dialog.getByLabel("시작일").waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "PDF 받기" }).click()]);
  assert.match(download.suggestedFilename(), new RegExp(`^효과보고서_${demo.login}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 4).toString(), "%PDF");
  assert.ok(bytes.length < 1_000_000, `a report of five slots is under 1 MB (${bytes.length} bytes)`);
  await page.context().close();
});
