// The rank crawl seen by an operator: a running slot on a product the marketplace simulator ranks
// is crawled once on approval; the operator asks for 순위 재수집 from the admin slot menu, confirms,
// and the dashboard's 순위 수집 panel shows the keyword's run done again (the stack's real worker
// crawls the bundled simulator).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, approveSlot, baseUrl, createSlot, createUser, developer, enableDefaultFields, fund, signedInPage,
  simulatorProducts, simulatorProductUrl, useBrowser,
} from "./support.mjs";

// Keywords no other browser test tracks, so the run is this test's own.
const CANDIDATES = ["접이식 캠핑 의자", "스테인리스 텀블러", "무선 충전 패드"];

useBrowser({ setUp: enableDefaultFields });

/** A keyword the simulator finds products for, and one of its products. */
async function rankedProduct() {
  for (const keyword of CANDIDATES) {
    const items = await simulatorProducts(keyword);
    if (items.length > 5) return { keyword, product: items[4] };
  }
  throw new Error("the simulator finds none of the candidate keywords");
}

async function until(what, check, tries = 80) {
  for (let i = 0; i < tries; i += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test("an operator recrawls a slot from the admin menu and sees the run done on the dashboard panel", async () => {
  const { keyword, product } = await rankedProduct();
  const user = await createUser("crawlpanel", "수집 광고주");
  await fund(user.login);
  const id = await createSlot(user.login, keyword, simulatorProductUrl(product));
  await approveSlot(id); // approval queues today's crawl of the keyword; the worker runs it
  const devToken = await apiLogin(developer.login, developer.password);
  const todaysRun = async () => (await api("GET", "/admin/crawl-runs?size=1000", { token: devToken })).items.find((r) => r.keyword === keyword);
  await until("the approval's crawl to finish", async () => (await todaysRun())?.status === "done");

  const page = await signedInPage(developer.login, developer.password, "/admin", "/admin/slots");
  const row = page.getByTestId(`admin-slot-row-${id}`);
  await row.getByText(keyword).waitFor();
  await row.getByRole("button", { name: "더보기" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "순위 재수집" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByText(keyword, { exact: false }).waitFor();
  await confirm.getByRole("button", { name: "확인", exact: true }).click();
  await page.getByText("순위 재수집을 요청했습니다.").waitFor();

  const requeued = await todaysRun();
  assert.equal(requeued.trigger, "manual", "the recrawl queued the keyword's run again");

  await page.goto(`${baseUrl}/admin`);
  const panel = page.getByRole("region", { name: "순위 수집" });
  await panel.getByRole("progressbar", { name: "수집 진행률" }).waitFor();
  await panel.getByRole("button", { name: "키워드별 수집 내역 보기" }).click();
  const table = panel.getByRole("table", { name: "키워드별 수집 내역" });
  // The panel polls every 5 seconds: the run moves from waiting to done by itself.
  await table.getByRole("row").filter({ hasText: keyword }).filter({ hasText: "완료" }).waitFor({ timeout: 40_000 });
  const done = await panel.getByTestId("crawl-count-done").textContent();
  assert.notEqual(done, "완료0개", "the panel counts the done run");
  const run = await todaysRun();
  assert.equal(run.status, "done");
  assert.equal(run.trigger, "manual");
  await page.context().close();
});
