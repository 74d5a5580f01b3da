// The demo advertiser seen by a newcomer: `scheduler seed-demo` (run by scripts/test.sh, as by
// scripts/run.sh) made it with running slots on products the marketplace simulator ranks and two
// weeks of ranks, so signing in shows ranks at once and the rank-history modal a chart and a table.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api, apiLogin, demo, signedInPage, useBrowser } from "./support.mjs";

const HISTORY_DAYS = 14;

useBrowser();

test("the demo advertiser opens the rank-history modal and sees the chart and the table", async () => {
  const token = await apiLogin(demo.login, demo.password);
  const slots = (await api("GET", "/slots?page=1&limit=50", { token })).items;
  const ranked = slots.filter((s) => s.rank > 0).sort((a, b) => a.rank - b.rank);
  assert.ok(slots.length >= 5, `the demo slots are there (${slots.length})`);
  assert.ok(ranked.length >= 4, `most demo slots have a rank (${ranked.length})`);
  const slot = ranked[0];
  const history = (await api("GET", `/slots/${slot.id}/rank-history`, { token })).items;
  assert.ok(history.length >= HISTORY_DAYS, `two weeks of ranks (${history.length} days)`);

  const page = await signedInPage(demo.login, demo.password, "/slots");
  for (const s of ranked) {
    await page.getByTestId(`slot-row-${s.id}`).getByRole("button", { name: /^\d+위/ }).waitFor();
  }
  await page.getByTestId(`slot-row-${slot.id}`).getByRole("button", { name: /^\d+위/ }).click();

  const dialog = page.getByRole("dialog", { name: "순위 이력" });
  await dialog.getByRole("figure", { name: "순위 추이 차트" }).waitFor();
  const table = dialog.getByRole("table", { name: "일별 순위" });
  const oldest = history[0];
  const oldestRow = table.getByRole("row").filter({ hasText: oldest.date });
  await oldestRow.waitFor();
  assert.equal(await oldestRow.getByRole("cell").nth(1).textContent(), `${oldest.rank}위`, "the first day's rank");
  const rows = await table.getByRole("row").count();
  assert.ok(rows > HISTORY_DAYS, `the table lists every day (${rows - 1} rows)`);
  await page.context().close();
});
