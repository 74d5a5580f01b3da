// Announcements as people see them: an operator writes a pinned one on the management screen; an
// advertiser sees the pinned bar turn between the pinned ones, opens one from it and from the list
// page; an announcement written with hostile HTML runs nothing in the reader's page.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  announcementsMadeHere, api, apiLogin, baseUrl, createOperator, createUser, mouseClick, newPage, PASSWORD, signedInPage, signIn, useBrowser,
} from "./support.mjs";

useBrowser();
const made = announcementsMadeHere();

/** How often the pinned bar turns to its next announcement. */
const BAR_TURN_MS = 5_000;

/** Moves the page's (installed) clock on a turn of the bar at a time until `locator` shows. */
async function turnUntilShown(page, locator) {
  for (let turn = 0; turn < 20 && !(await locator.isVisible()); turn += 1) {
    await page.clock.fastForward(BAR_TURN_MS);
    await page.waitForTimeout(50);
  }
  await locator.waitFor({ timeout: 2_000 });
}

test("an operator pins an announcement and an advertiser sees it turn in the bar and opens it", async () => {
  const operator = await createOperator();
  const advertiser = await createUser("notice", "공지 광고주");
  const stamp = Date.now().toString(36);
  const title = `12월 정기 점검 안내 ${stamp}`;
  const event = `연말 충전 이벤트 ${stamp}`;
  const token = await apiLogin(operator.login, PASSWORD);
  made.push((await api("POST", "/announcements", { token, body: { title: event, content: "5% 보너스", category: "event", isPinned: true } })).id);

  const staff = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/announcements");
  await staff.getByRole("button", { name: "공지 작성" }).click();
  const form = staff.getByRole("dialog", { name: "공지 작성" });
  await form.getByLabel("제목").fill(title);
  await form.getByLabel("분류").selectOption("maintenance");
  await form.getByLabel("HTML").check();
  await form.getByLabel("내용", { exact: true }).fill("<p>12월 3일 <strong>새벽 2시</strong>부터 점검합니다.</p>");
  await form.frameLocator("iframe").getByText("새벽 2시").waitFor();
  await form.getByLabel("상단 고정").check();
  await form.getByRole("button", { name: "저장" }).click();
  await staff.getByText("공지사항이 등록되었습니다.").waitFor();
  const row = staff.getByRole("row").filter({ hasText: title });
  await row.getByText("게시 중").waitFor();
  made.push(Number((await row.getAttribute("data-testid")).replace("announcement-", "")));

  // The bar turns every 5 s: the page's clock is moved on a turn at a time instead of waited for.
  const page = await newPage();
  await page.clock.install();
  await signIn(page, advertiser.login, PASSWORD);
  await page.waitForURL("**/slots");
  const bar = page.getByRole("region", { name: "고정 공지" });
  await bar.waitFor();
  const first = await bar.getByRole("button", { name: /\(공지 열기\)$/ }).textContent();
  await page.clock.fastForward(BAR_TURN_MS);
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="pinned-bar"] .pinned-bar-title')?.textContent !== before,
    first,
    { timeout: 8000 },
  );
  // It goes on turning until ours comes round.
  const ours = bar.getByRole("button", { name: `${title} (공지 열기)` });
  await turnUntilShown(page, ours);
  await ours.click();
  const detail = page.getByRole("dialog", { name: title });
  await detail.locator("strong", { hasText: "새벽 2시" }).waitFor();
  await detail.getByText("조회 1").waitFor();
  await detail.getByRole("button", { name: "닫기" }).last().click();

  // The list page marks it read; the other is still new.
  await page.goto(`${baseUrl}/announcements`);
  await page.getByRole("row").filter({ hasText: title }).getByText("읽음").waitFor();
  await page.getByRole("row").filter({ hasText: event }).getByText("새 글").waitFor();

  // Switching it off on the management screen takes it out of the bar.
  await staff.getByRole("switch", { name: `${title} 공개` }).click();
  await row.getByText("비공개").waitFor();
  await row.getByRole("img", { name: /비공개라서/ }).waitFor();
  await page.reload();
  await page.getByRole("region", { name: "고정 공지" }).getByRole("button", { name: `${event} (공지 열기)` }).waitFor();
  assert.equal(await page.getByRole("button", { name: `${title} (공지 열기)` }).count(), 0);

  // Closing the bar's announcement hides it for the session (a reload keeps it closed).
  const closeWhileShown = async () => {
    await turnUntilShown(page, page.getByRole("button", { name: `${event} (공지 열기)` }));
    await page.getByRole("button", { name: "이 공지 닫기" }).click();
  };
  await closeWhileShown();
  await page.reload();
  await page.getByRole("heading", { name: "공지사항" }).waitFor();
  await page.clock.fastForward(BAR_TURN_MS + 1_000); // longer than one turn of the bar
  await page.waitForTimeout(200); // the turn's render
  assert.equal(await page.getByRole("button", { name: `${event} (공지 열기)` }).count(), 0);
  await staff.context().close();
  await page.context().close();
});

test("a hostile announcement runs no script in the reader's page", async () => {
  const operator = await createOperator();
  const advertiser = await createUser("xss", "보안 광고주");
  const token = await apiLogin(operator.login, PASSWORD);
  const hostile = [
    "<p>안전한 문단</p>",
    "<script>window.__xss = 'script'</script>",
    "<img src=x onerror=\"window.__xss = 'onerror'\">",
    "<a href=\"javascript:window.__xss='link'\">눌러 보세요</a>",
    "<svg onload=\"window.__xss = 'svg'\"></svg>",
    "<iframe srcdoc=\"<script>parent.__xss='frame'</script>\"></iframe>",
    "<div style=\"background:url(javascript:window.__xss='css')\">배경</div>",
  ].join("");
  const id = (await api("POST", "/announcements", { token, body: { title: "보안 점검", content: hostile, contentType: "html" } })).id;
  made.push(id);

  const page = await newPage();
  const dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, advertiser.login, PASSWORD);
  await page.waitForURL("**/slots");
  await page.goto(`${baseUrl}/announcements`);
  await page.getByRole("button", { name: "보안 점검" }).click();
  const detail = page.getByRole("dialog", { name: "보안 점검" });
  await detail.getByText("안전한 문단").waitFor();
  // The sanitized link keeps no href, so no key reaches it: only a click on its words could run a leftover handler.
  await mouseClick(detail.getByText("눌러 보세요"), "the words of a link that lost its href");
  await page.waitForTimeout(500);

  assert.equal(await page.evaluate(() => window.__xss), undefined, "no script ran");
  assert.deepEqual(dialogs, []);
  const html = await detail.locator(".announcement-html").innerHTML();
  for (const gone of ["script", "onerror", "javascript", "svg", "iframe", "style"]) {
    assert.ok(!html.includes(gone), `${gone} left in ${html}`);
  }
  await page.context().close();
});
