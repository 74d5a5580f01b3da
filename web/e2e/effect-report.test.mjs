// The effect report seen by a person (issue 29; the advertiser's own download from /slots is in
// market.test.mjs): an operator downloads an advertiser's from that row's menu on /admin/users as a
// workbook; on a phone the dialog fits the screen and its period is refused before asking when it
// runs backwards; a report over the stack's limit (REPORT_JOB_SLOTS=5 in scripts/test.sh) is made
// by a job whose progress the dialog shows before it offers the file.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";

import {
  approveSlot, createOperator, createSlot, createUser, enableDefaultFields, fund, PASSWORD, productUrl, signedInAt, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

/** One advertiser with an approved slot, made once for the three tests. */
let advertiser;
function advertiserWithASlot() {
  advertiser ??= (async () => {
    const user = await createUser("effect", "효과 광고주");
    await fund(user.login);
    const id = await createSlot(user.login, "효과 보고서 키워드", productUrl(8_800_000 + (Date.now() % 100_000)));
    await approveSlot(id);
    return user;
  })();
  return advertiser;
}

test("an operator downloads an advertiser's report as a workbook from the user's row menu", async () => {
  const user = await advertiserWithASlot();
  const operator = await createOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/users");
  await page.getByRole("searchbox", { name: "검색" }).or(page.getByLabel("검색")).first().fill(user.login);
  const row = page.getByTestId(`user-row-${user.login}`);
  await row.getByRole("button", { name: "더보기" }).click();
  await page.getByRole("menuitem", { name: "효과 보고서" }).click();
  const dialog = page.getByRole("dialog", { name: `효과 보고서 · ${user.fullName} (${user.login})` });

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "엑셀 받기" }).click()]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 2).toString(), "PK", "a zip, as every .xlsx is");
  await page.context().close();
});

test("on a phone the dialog fits the screen and shows the server's refusal of a backwards period", async () => {
  const user = await advertiserWithASlot();
  const page = await signedInAt({ width: 390, height: 844 }, user.login, PASSWORD, "/slots");
  await page.getByRole("button", { name: "더보기" }).first().click();
  await page.getByRole("button", { name: "효과 보고서" }).click();
  const dialog = page.getByRole("dialog", { name: "효과 보고서" });
  const box = await dialog.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the dialog within the screen: ${JSON.stringify(box)}`);
  // Which periods are allowed is the server's rule (no schema states it): the dialog sends and shows its words.
  await dialog.getByLabel("시작일").fill("2099-01-01");
  await dialog.getByRole("button", { name: "PDF 받기" }).click();
  await dialog.getByRole("alert").filter({ hasText: "조회 기간이 올바르지 않습니다" }).waitFor();
  assert.equal(await dialog.isVisible(), true);
  await page.context().close();
});

test("a report over the limit is made by a job: the dialog shows it being made, then downloads it", async () => {
  const user = await createUser("bigfx", "큰 보고서 광고주");
  await fund(user.login);
  const base = 8_900_000 + (Date.now() % 100_000);
  const ids = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => createSlot(user.login, `큰 보고서 키워드 ${i}`, productUrl(base + i))));
  for (const id of ids) await approveSlot(id);
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  await page.getByRole("button", { name: "효과 보고서" }).click();
  const dialog = page.getByRole("dialog", { name: "효과 보고서" });
  await dialog.getByRole("button", { name: "PDF 받기" }).click();

  await dialog.getByText("슬롯이 6개라 보고서를 작업으로 만들고 있습니다", { exact: false }).waitFor({ timeout: 5_000 })
    .catch(() => assert.fail("the report was not made by a job: the stack needs REPORT_JOB_SLOTS=5 (scripts/test.sh)"));
  await dialog.getByRole("progressbar", { name: "보고서 작성 진행률" }).waitFor();
  await dialog.getByText("보고서가 준비되었습니다.").waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "PDF 받기" }).click()]);
  assert.match(download.suggestedFilename(), new RegExp(`^효과보고서_${user.login}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 4).toString(), "%PDF");
  await page.context().close();
});
