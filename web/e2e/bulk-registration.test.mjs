// Bulk registration seen by a person: an advertiser pastes 50 rows copied from a sheet, sees the two
// bad cells flagged, fixes them by typing, registers, watches the progress and lands on /slots with
// 50 new slots; Korean typed through the input method is committed exactly as composed; an .xlsx
// chosen in the file input fills the grid for review; the template and the slot list's exports
// download as real files.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createSlot, createUser, enableDefaultFields, fund, keyboardFocus, newPage, PASSWORD, productUrl, signIn, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

/** A signed-in advertiser with enough cash for 50 slots at the default price (charges top out at 1,000,000). */
async function advertiserAt(path, { cash = 0 } = {}) {
  const user = await createUser("bulkadv", "대량 광고주");
  for (let funded = 0; funded < cash; funded += 1_000_000) await fund(user.login, 1_000_000);
  const page = await newPage();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  await signIn(page, user.login, PASSWORD);
  await page.waitForURL("**/slots");
  if (path !== "/slots") await page.goto(`${baseUrl}${path}`);
  return { user, page };
}

const cell = (page, row, col) => page.locator(`td[data-row="${row}"][data-col="${col}"]`);
const editor = (page) => page.getByTestId("sheet-editor");

/** Selects the first cell by keyboard, as a spreadsheet does: into the grid (its editor), then Ctrl+Home. */
async function firstCell(page) {
  await keyboardFocus(editor(page), { ring: false }); // the sheet draws its focus on the active cell, awaited below
  await page.keyboard.press("Control+Home");
  await page.locator('.sheet-focused td.sheet-cell-active[data-row="0"][data-col="0"]').waitFor();
}

/** Pastes tab-separated text at the selected cell the way a person does: clipboard, then Ctrl+V. */
async function pasteText(page, text) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("Control+V");
}

/** The body of a download. */
async function bytesOf(download) {
  return readFile(await download.path());
}

test("50 pasted rows: two bad cells flagged, fixed by typing, registered with progress, 50 new slots on /slots", async () => {
  const { user, page } = await advertiserAt("/slots", { cash: 3_000_000 });
  await page.getByRole("link", { name: "대량 등록" }).click();
  await page.waitForURL("**/slots/bulk");
  const grid = page.getByRole("grid", { name: "슬롯 대량 입력 표" });
  await grid.waitFor();
  assert.equal(await grid.getByRole("row").count(), 6, "a header and the bulk page's 5 rows");

  const base = 60_000 + (Date.now() % 10_000) * 10;
  const rows = Array.from({ length: 50 }, (_, index) => {
    const number = index + 1;
    const keywords = number === 21 ? Array.from({ length: 11 }, (_, k) => `키워드${k}`).join(", ") : `대량 키워드 ${number}, 추가 ${number}`;
    const url = number === 8 ? "coupang.com/vp/products/8" : productUrl(base + number);
    return `${keywords}\t${url}`;
  });
  await firstCell(page);
  await pasteText(page, rows.join("\r\n") + "\r\n");

  await page.getByText("입력 오류 2건").waitFor();
  assert.equal(await grid.locator('td[aria-invalid="true"]').count(), 2, "two flagged cells");
  assert.equal(await cell(page, 7, 1).getAttribute("title"), "URL은 http:// 또는 https://로 시작해야 합니다.");
  assert.equal(await cell(page, 20, 0).getAttribute("title"), "키워드는 최대 10개까지 입력할 수 있습니다.");
  await page.getByText("입력 오류를 먼저 수정해 주세요.").waitFor();

  // Each line of the error list selects its cell; typing replaces the text, Enter commits.
  await page.getByRole("button", { name: "8행 랜딩 URL: URL은 http:// 또는 https://로 시작해야 합니다." }).click();
  await page.keyboard.type(productUrl(base + 8));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "21행 키워드: 키워드는 최대 10개까지 입력할 수 있습니다." }).click();
  await page.keyboard.type("대량 키워드 21, 추가 21");
  await page.keyboard.press("Enter");
  await page.getByText(/입력 오류 \d+건/).waitFor({ state: "detached" });
  assert.equal(await grid.locator('td[aria-invalid="true"]').count(), 0);
  assert.equal(await cell(page, 7, 1).textContent(), productUrl(base + 8));

  // The progress bar may be short-lived on a fast worker: note whether it ever appeared.
  await page.evaluate(() => {
    window.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) window.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "50건 등록하기" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByText("50건의 슬롯을 등록하시겠습니까?").waitFor();
  await confirm.getByText(/총 비용: [\d,]+원/).waitFor();
  await confirm.getByRole("button", { name: "등록", exact: true }).click();

  await page.waitForURL((url) => url.pathname === "/slots", { timeout: 90_000 });
  assert.equal(await page.evaluate(() => window.sawProgress), true, "the progress bar showed while the job ran");
  await page.getByText("50건의 슬롯이 등록되었습니다. 관리자 승인 후 진행됩니다.").first().waitFor();
  await page.getByRole("button", { name: "전체 50", exact: true }).waitFor();

  const token = await apiLogin(user.login, PASSWORD);
  const mine = await api("GET", "/slots?limit=100", { token });
  assert.equal(mine.pagination.total, 50, "50 new slots");
  const first = mine.items.find((slot) => slot.keyword === "대량 키워드 1");
  assert.deepEqual(first?.extraKeywords, ["추가 1"], "the keywords after the first are kept as extra keywords");
  await page.getByRole("list", { name: "추가 키워드" }).first().waitFor();
  await page.context().close();
});

test("Korean typed through the input method is committed exactly as composed", async () => {
  const { page } = await advertiserAt("/slots/bulk");
  await page.getByRole("grid").waitFor();
  await firstCell(page);
  const cdp = await page.context().newCDPSession(page);

  // ㄱ → 가 → 감, then the IME commits the syllable; Enter then commits the cell.
  for (const text of ["ㄱ", "가", "감"]) await cdp.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
  assert.equal(await editor(page).getAttribute("data-mode"), "edit", "the composition started the edit in place");
  await cdp.send("Input.insertText", { text: "감" });
  await page.keyboard.press("Enter");
  assert.equal(await cell(page, 0, 0).textContent(), "감");
  assert.equal(await editor(page).getAttribute("aria-label"), "2행 키워드", "Enter moved down");

  // An Enter pressed while still composing belongs to the IME: the cell is still being edited.
  for (const text of ["ㅎ", "하", "한"]) await cdp.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
  await page.keyboard.press("Enter");
  assert.equal(await editor(page).getAttribute("data-mode"), "edit", "no commit during the composition");
  await cdp.send("Input.insertText", { text: "한" });
  await page.keyboard.press("Enter");
  assert.equal(await cell(page, 1, 0).textContent(), "한");

  // Latin typing replaces the selected cell's text, first letter included.
  await firstCell(page);
  await page.keyboard.type("abc");
  await page.keyboard.press("Tab");
  assert.equal(await cell(page, 0, 0).textContent(), "abc");
  await page.context().close();
});

test("an .xlsx chosen in the file input fills the grid for review; other files are refused at once", async () => {
  const { user, page } = await advertiserAt("/slots/bulk");
  await page.getByRole("grid").waitFor();
  const input = page.getByTestId("bulk-import-input");

  await input.setInputFiles({ name: "rows.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") });
  await page.getByText("엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.").waitFor();

  // The test's workbook is built by the api itself (the grid's export of two rows).
  const token = await apiLogin(user.login, PASSWORD);
  const response = await fetch(`${baseUrl}/api/slots/grid-export`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ rows: [{ keywords: "엑셀 키워드, 둘째", landingUrl: productUrl(4711) }, { keywords: "엑셀 둘째 행", landingUrl: productUrl(4712) }] }),
  });
  assert.equal(response.status, 200);
  const workbook = Buffer.from(await response.arrayBuffer());
  assert.equal(workbook.subarray(0, 2).toString("latin1"), "PK");

  await input.setInputFiles({ name: "rows.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: workbook });
  await page.getByText("2행을 불러왔습니다. 내용을 확인한 뒤 등록해 주세요.").waitFor();
  assert.equal(await cell(page, 0, 0).textContent(), "엑셀 키워드, 둘째");
  assert.equal(await cell(page, 1, 1).textContent(), productUrl(4712));
  await page.getByRole("button", { name: "2건 등록하기" }).waitFor();
  await page.context().close();
});

test("the template and the slot list's exports download as files", async () => {
  const { user, page } = await advertiserAt("/slots/bulk", { cash: 1_000_000 });
  await createSlot(user.login, "내보내기 키워드", productUrl(5511));

  const [template] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "템플릿 다운로드" }).click()]);
  assert.match(template.suggestedFilename(), /\.xlsx$/);
  assert.equal((await bytesOf(template)).subarray(0, 2).toString("latin1"), "PK", "an .xlsx is a zip");

  await page.goto(`${baseUrl}/slots`);
  await page.getByText("내보내기 키워드").first().waitFor();
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV", exact: true }).click()]);
  const csvBytes = await bytesOf(csv);
  assert.deepEqual([...csvBytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "the CSV starts with the byte-order mark");
  assert.match(csvBytes.toString("utf8"), /내보내기 키워드/);

  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "엑셀", exact: true }).click()]);
  assert.equal((await bytesOf(xlsx)).subarray(0, 2).toString("latin1"), "PK");
  await page.context().close();
});

test("rows beyond the slots an advertiser may still hold are counted in the summary and blocked before sending", async () => {
  const { user, page } = await advertiserAt("/slots/bulk", { cash: 6_000_000 }); // 98 slots and 3 more at 50,000
  // 98 of the 100 slots an advertiser may hold (the default maxSlotsPerUser) are taken.
  const base = 80_000 + (Date.now() % 10_000) * 10;
  for (let n = 0; n < 98; n += 1) await createSlot(user.login, `보유 슬롯 ${n}`, productUrl(base + n));
  await page.reload();
  const grid = page.getByRole("grid", { name: "슬롯 대량 입력 표" });
  await grid.waitFor();
  await firstCell(page);
  const rows = [1, 2, 3].map((n) => `새 키워드 ${n}\t${productUrl(base + 100 + n)}`);
  await pasteText(page, rows.join("\r\n") + "\r\n");

  const summary = page.getByLabel("등록 요약");
  await summary.getByText("추가 등록 가능").waitFor();
  assert.equal(await summary.locator(".bulk-summary-item", { hasText: "추가 등록 가능" }).locator("dd").textContent(), "2개");
  let sent = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/slots/bulk-registrations")) sent = true;
  });
  await page.getByRole("button", { name: "3건 등록하기" }).click();
  await page.getByText("슬롯은 2개만 더 등록할 수 있습니다. 등록할 행을 2개 이하로 줄여 주세요.").first().waitFor();
  assert.equal(sent, false, "nothing is sent that the server would refuse");
  const token = await apiLogin(user.login, PASSWORD);
  const mine = await api("GET", "/slots?limit=1", { token });
  assert.equal(mine.pagination.total, 98);
  await page.context().close();
});
