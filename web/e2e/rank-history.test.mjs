// Rank history seen by a person: a slot on a product the marketplace simulator ranks is approved,
// the worker crawls the simulator, and the advertiser opens the rank-history modal from the rank
// cell and sees the chart and the day's row with the simulator's true rank.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, approveSlot, createSlot, createUser, enableDefaultFields, fund, PASSWORD, signedInPage, simulatorProducts,
  simulatorProductUrl, useBrowser,
} from "./support.mjs";

const KEYWORD = "블루투스 스피커";

useBrowser({ setUp: enableDefaultFields });

test("the advertiser opens the rank history of a crawled slot and sees the chart and the table", async () => {
  const product = (await simulatorProducts(KEYWORD))[11];
  const user = await createUser("rankhist", "순위 광고주");
  await fund(user.login);
  const id = await createSlot(user.login, KEYWORD, simulatorProductUrl(product));
  await approveSlot(id); // approval queues today's crawl of the keyword; the worker runs it

  const token = await apiLogin(user.login, PASSWORD);
  let rank = null;
  for (let i = 0; i < 60 && rank === null; i += 1) {
    rank = (await api("GET", `/slots/${id}`, { token })).rank;
    if (rank === null) await new Promise((r) => setTimeout(r, 500));
  }
  assert.equal(rank, product.rank, "the crawl recorded the simulator's true rank");

  const page = await signedInPage(user.login, PASSWORD, "/slots");
  await page.getByTestId(`slot-row-${id}`).getByRole("button", { name: new RegExp(`^${rank}위`) }).click();
  const dialog = page.getByRole("dialog", { name: "순위 이력" });
  await dialog.getByRole("region", { name: "순위 추이 차트" }).or(dialog.getByRole("figure", { name: "순위 추이 차트" })).first().waitFor();
  const table = dialog.getByRole("table", { name: "일별 순위" });
  await table.getByRole("row").filter({ hasText: `${rank}위` }).first().waitFor();
  await page.context().close();
});
