// Rank history seen by a person: a slot on a product the marketplace simulator ranks is approved,
// the worker crawls the simulator, and the advertiser opens the rank-history modal from the rank
// cell and sees the chart and the day's row with the simulator's true rank. Then the modal read
// closely (issue 28): a chart whose axis fits the ranks and marks the slot's period, one scrolling
// body with a sticky table header and dates on one line, and an empty state for a slot without ranks.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";

import {
  baseUrl, crawledSlot, createSlot, createUser, enableDefaultFields, fund, PASSWORD, rankHistoryFromRow, signedInPage, simulatorProductUrl,
  useBrowser,
} from "./support.mjs";

const KEYWORD = "블루투스 스피커";

useBrowser({ setUp: enableDefaultFields });

test("the advertiser opens the rank history of a crawled slot and sees the chart and the table", async () => {
  const { user, id, product, rank } = await crawledSlot(KEYWORD, { prefix: "rankhist", fullName: "순위 광고주" });
  assert.equal(rank, product.rank, "the crawl recorded the simulator's true rank");

  const { page, dialog } = await rankHistoryFromRow(user, id, rank);
  await dialog.getByRole("region", { name: "순위 추이 차트" }).or(dialog.getByRole("figure", { name: "순위 추이 차트" })).first().waitFor();
  const table = dialog.getByRole("table", { name: "일별 순위" });
  await table.getByRole("row").filter({ hasText: `${rank}위` }).first().waitFor();
  await page.context().close();
});

const databaseUrl = process.env.E2E_DATABASE_URL;
const KST_TODAY = "(now() AT TIME ZONE 'Asia/Seoul')::date";

/**
 * A pending slot (no crawl touches it) given 30 days of ranks between 417위 and 421위, ending
 * yesterday, and a period that started 10 days ago: written straight into the database.
 */
async function slotRankedAround419(login) {
  const id = await createSlot(login, "노트북 거치대", simulatorProductUrl({ productId: 9_100_001, itemId: 1, vendorItemId: 2 }));
  execFileSync("psql", [databaseUrl, "-qc", `
    INSERT INTO rank_history (slot_id, day, rank, min_rank, max_rank, avg_rank, prev_rank)
    SELECT ${id}, day, rank, rank, rank, rank, lag(rank) OVER (ORDER BY day)
    FROM (SELECT ${KST_TODAY} - g AS day, 417 + (g * 7) % 5 AS rank FROM generate_series(1, 30) AS g) AS days;
    UPDATE slots SET start_date = ${KST_TODAY} - 10, end_date = ${KST_TODAY} + 19 WHERE id = ${id};`]);
  return id;
}

/** The rank-history modal of slot `id`, opened by its link (`/slots?rankHistory=`), once loaded. */
async function openHistory(page, id) {
  await page.goto(`${baseUrl}/slots?rankHistory=${id}`);
  const dialog = page.getByRole("dialog", { name: "순위 이력" });
  await dialog.waitFor();
  return dialog;
}

test("the rank modal fits its chart to the ranks, marks the period and scrolls as one body", { skip: !databaseUrl }, async () => {
  const user = await createUser("rankfit", "순위 광고주");
  await fund(user.login);
  const id = await slotRankedAround419(user.login);
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  const dialog = await openHistory(page, id);

  // Focus starts on the title, not in the start date with its month selected.
  const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
  assert.deepEqual(focused, { tag: "H2", text: "순위 이력" }, "the modal opens focused on its title");

  // The Y axis spans about 417..421, not 1..421, and every tick reads as a rank.
  const tickLabels = dialog.locator(".recharts-yAxis-tick-labels text");
  await tickLabels.first().waitFor();
  const ticks = await tickLabels.allTextContents();
  assert.ok(ticks.every((tick) => /^\d+위$/.test(tick)), `ticks read as ranks: ${ticks.join(", ")}`);
  const places = ticks.map((tick) => Number.parseInt(tick, 10));
  assert.ok(Math.min(...places) >= 407 && Math.min(...places) <= 417, `the top tick is near 417위: ${ticks.join(", ")}`);
  assert.ok(Math.max(...places) >= 421 && Math.max(...places) <= 431, `the bottom tick is near 421위: ${ticks.join(", ")}`);

  // The slot's period: its start drawn on the chart, the caption naming it.
  const chart = dialog.getByRole("figure", { name: "순위 추이 차트" });
  await chart.getByText("시작", { exact: true }).waitFor();
  assert.match(await chart.locator("figcaption").textContent(), /^슬롯 기간 \d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);

  // The tooltip reads "순위: 419위", no space before the colon.
  await chart.locator(".recharts-line-dot").nth(20).hover();
  const tooltip = chart.locator(".recharts-default-tooltip");
  await tooltip.waitFor();
  assert.match(await tooltip.textContent(), /순위: 4(1[7-9]|2[01])위/);

  // One scrolling body: the table has no scroll box of its own; scrolled to its end, the body keeps
  // the table's header in view right under the title bar.
  const table = dialog.getByRole("table", { name: "일별 순위" });
  const layout = await table.evaluate((element) => {
    const body = element.closest(".modal-body");
    const wrapper = element.parentElement;
    body.scrollTop = body.scrollHeight;
    const head = element.querySelector("thead th").getBoundingClientRect();
    const lastRow = element.querySelector("tbody tr:last-child").getBoundingClientRect();
    const box = body.getBoundingClientRect();
    return {
      bodyScrolled: body.scrollTop > 0,
      wrapperScrolls: wrapper.scrollHeight > wrapper.clientHeight + 1,
      headGap: head.top - box.top,
      lastRowInView: lastRow.bottom <= box.bottom + 1,
    };
  });
  assert.equal(layout.wrapperScrolls, false, "the table does not scroll inside the modal");
  assert.ok(layout.bodyScrolled && layout.lastRowInView, "the modal's body scrolls to the table's last row");
  assert.ok(Math.abs(layout.headGap) <= 1, `the header sticks to the top of the scrolled body (${layout.headGap}px off)`);

  // On a phone: every date on one line, and the change column inside the modal.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await table.evaluate((element) => {
    const line = (cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const body = element.closest(".modal-body").getBoundingClientRect();
    const change = element.querySelector("thead th:last-child").getBoundingClientRect();
    return {
      wrapped: [...element.querySelectorAll("tbody tr td:first-child")].filter((cell) => line(cell) > 1).map((cell) => cell.textContent),
      changeInside: change.right <= body.right + 1 && change.left >= body.left,
      sideways: element.parentElement.scrollWidth > element.parentElement.clientWidth + 1,
    };
  });
  assert.deepEqual(phone.wrapped, [], "no date wraps at 390 px");
  assert.ok(phone.changeInside && !phone.sideways, "the change column is whole at 390 px, no sideways scroll");
  await page.context().close();
});

test("a slot without a rank yet shows one empty state saying why, not a bare chart or rows of 순위 없음", { skip: !databaseUrl }, async () => {
  const user = await createUser("ranknone", "순위 광고주");
  await fund(user.login);
  const fresh = await createSlot(user.login, "새 상품", simulatorProductUrl({ productId: 9_100_002, itemId: 3, vendorItemId: 4 }));
  // Measured for three days, never within 500위.
  const unranked = await createSlot(user.login, "먼 상품", simulatorProductUrl({ productId: 9_100_003, itemId: 5, vendorItemId: 6 }));
  execFileSync("psql", [databaseUrl, "-qc",
    `INSERT INTO rank_history (slot_id, day, rank) SELECT ${unranked}, ${KST_TODAY} - g, 0 FROM generate_series(1, 3) AS g`]);
  const page = await signedInPage(user.login, PASSWORD, "/slots");

  let dialog = await openHistory(page, fresh);
  await dialog.getByText("아직 측정된 순위가 없습니다", { exact: true }).waitFor();
  // Not approved yet (a new slot waits for an operator), so never measured.
  await dialog.getByText("승인 전인 슬롯입니다. 승인되면 매일 순위를 측정합니다.").waitFor();
  assert.equal(await dialog.getByRole("figure").count(), 0, "no empty chart");
  assert.equal(await dialog.getByRole("table").count(), 0, "no empty table");

  dialog = await openHistory(page, unranked);
  await dialog.getByText("아직 측정된 순위가 없습니다", { exact: true }).waitFor();
  await dialog.getByText("측정했지만 검색 결과 500위 안에서 상품을 찾지 못했습니다.").waitFor();
  assert.equal(await dialog.getByRole("figure").count(), 0, "no bare chart grid for days without a rank");
  assert.equal(await dialog.getByRole("table").count(), 0, "no table of 순위 없음 rows");
  await page.context().close();
});
