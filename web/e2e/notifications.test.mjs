// Notifications seen by people: an operator sends to everyone and an advertiser signed in in
// another browser sees the toast and the badge without reloading; the advertiser reads, marks all
// read and deletes the read ones; a browser on one api instance hears a send made through another;
// a crawl that moves a slot by more than the advertiser's threshold produces an alert whose button
// opens the slot's rank chart.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";

import {
  api, apiLogin, approveSlot, baseUrl, createOperator, createSlot, createUser, enableDefaultFields, fund, PASSWORD, signedInPage,
  simulatorProducts, simulatorProductUrl, useBrowser,
} from "./support.mjs";

/** A second api process on the same database (scripts/test.sh starts it). */
const secondUrl = process.env.E2E_SECOND_URL;
const databaseUrl = process.env.E2E_DATABASE_URL;

useBrowser();

async function sendAs(token, body, url = baseUrl) {
  const res = await fetch(`${url}/api/notifications/send`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(res.status, 202, json.error);
  return json.data;
}

/** Signs the advertiser in and waits until their socket is signed in too (the bell is live). */
async function advertiserPage(login) {
  const page = await signedInPage(login, PASSWORD, "/slots");
  await page.getByTestId("notification-bell").waitFor();
  // The socket signs in right after the page loads; give it a moment before anything is sent.
  await page.waitForTimeout(500);
  return page;
}

test("an operator's send to everyone pops up for a signed-in advertiser, who reads and clears it", async () => {
  const advertiser = await createUser("notice", "알림 광고주");
  const operator = await createOperator();
  const page = await advertiserPage(advertiser.login);
  assert.equal(await page.getByTestId("notification-badge").count(), 0);

  // The operator sends from their own browser, through the send modal.
  const staff = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/notifications");
  await staff.getByRole("button", { name: "알림 보내기" }).first().click();
  const modal = staff.getByRole("dialog");
  await modal.getByLabel("전체 사용자").check();
  await modal.getByLabel("제목").fill("정기 점검 안내");
  await modal.getByLabel("내용").fill("오늘 밤 2시부터 30분간 점검합니다.");
  await modal.getByRole("button", { name: "보내기" }).click();
  // A send to everyone asks first.
  await staff.getByRole("alertdialog").getByRole("button", { name: "보내기" }).click();
  await staff.getByText("알림이 성공적으로 전송되었습니다.").waitFor();
  // The latest sends show it, written by the worker.
  await staff.getByRole("table", { name: "보낸 알림" }).getByRole("row").filter({ hasText: "정기 점검 안내" })
    .filter({ hasText: "전송 완료" }).waitFor({ timeout: 15_000 });

  const toast = page.getByTestId("notification-toast").filter({ hasText: "정기 점검 안내" });
  await toast.waitFor({ timeout: 15_000 });
  assert.match(await toast.textContent(), /오늘 밤 2시부터/);
  await page.getByTestId("notification-badge").filter({ hasText: "1" }).waitFor();

  // A second one straight to them, then the list page: read one, mark all read, delete the read.
  const token = await apiLogin(operator.login, PASSWORD);
  await sendAs(token, { title: "개별 안내", message: "입금이 확인되었습니다.", recipientId: advertiser.id });
  await page.getByTestId("notification-badge").filter({ hasText: "2" }).waitFor({ timeout: 15_000 });

  await page.getByTestId("notification-bell").click();
  const dropdown = page.getByRole("dialog", { name: "알림 센터" });
  await dropdown.getByText("개별 안내").waitFor();
  await dropdown.getByRole("link", { name: "전체 알림 보기" }).click();
  await page.waitForURL("**/notifications");
  await page.getByRole("tab", { name: "읽지 않음 (2)" }).waitFor();
  const first = page.getByTestId("notification-item").filter({ hasText: "개별 안내" });
  await first.getByRole("button", { name: "읽음 표시" }).click();
  await page.getByRole("tab", { name: "읽지 않음 (1)" }).waitFor();
  await page.getByRole("button", { name: "모두 읽음" }).click();
  await page.getByRole("tab", { name: "읽지 않음 (0)" }).waitFor();
  assert.equal(await page.getByTestId("notification-badge").count(), 0);
  await page.getByRole("button", { name: "읽은 알림 삭제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "읽은 알림 삭제" }).click();
  await page.getByText("알림이 없습니다").waitFor();

  // The history tells the operator the advertiser read the one sent to them.
  await staff.goto(`${baseUrl}/admin/notification-history?period=today`);
  const row = staff.getByRole("table", { name: "보낸 알림" }).getByRole("row").filter({ hasText: "개별 안내" });
  await row.filter({ hasText: "알림 광고주" }).filter({ hasText: "읽음" }).waitFor();
  await staff.getByRole("combobox", { name: "유형" }).selectOption("warning");
  await staff.waitForURL("**/admin/notification-history?period=today&type=warning");
  await staff.getByText("보낸 알림이 없습니다.").waitFor();
  await staff.context().close();
  await page.context().close();
});

test("a browser on one api instance hears a send made through another", { skip: !secondUrl }, async () => {
  const advertiser = await createUser("twoapi", "두 서버 광고주");
  const page = await advertiserPage(advertiser.login); // on the first instance
  const devToken = await apiLogin(process.env.E2E_DEV_LOGIN ?? "admin", process.env.E2E_DEV_PASSWORD ?? "admin1234");
  await sendAs(devToken, { title: "다른 서버에서", message: "두 번째 api로 보낸 알림", recipientId: [advertiser.id] }, secondUrl);
  await page.getByTestId("notification-toast").filter({ hasText: "다른 서버에서" }).waitFor({ timeout: 15_000 });
  await page.context().close();
});

test("a crawl that moves a slot past the threshold alerts, and the alert opens the rank chart", { skip: !databaseUrl }, async () => {
  await enableDefaultFields();
  const KEYWORD = "무선 충전기";
  const product = (await simulatorProducts(KEYWORD, 40))[29];
  const advertiser = await createUser("alert", "알림 광고주");
  await fund(advertiser.login);
  const id = await createSlot(advertiser.login, KEYWORD, simulatorProductUrl(product));
  // Yesterday it stood 20 places lower (the advertiser's threshold is the default 5).
  execFileSync("psql", [databaseUrl, "-qc",
    `INSERT INTO rank_history (slot_id, day, rank) VALUES (${id}, (now() AT TIME ZONE 'Asia/Seoul')::date - 1, ${product.rank + 20})`]);
  const page = await advertiserPage(advertiser.login);

  await approveSlot(id); // queues today's crawl of the keyword; the worker runs it
  const toast = page.getByTestId("notification-toast").filter({ hasText: "순위 상승" });
  await toast.waitFor({ timeout: 40_000 });
  assert.match(await toast.textContent(), new RegExp(`${product.rank + 20}위 → ${product.rank}위 \\(20위 상승\\)`));

  await page.getByTestId("notification-bell").click();
  const center = page.getByRole("dialog", { name: "알림 센터" });
  await center.getByTestId("notification-item").filter({ hasText: "순위 상승" }).getByRole("button", { name: "순위 보기" }).click();
  await page.waitForURL(`**/slots?rankHistory=${id}`);
  const dialog = page.getByRole("dialog", { name: "순위 이력" });
  await dialog.getByRole("table", { name: "일별 순위" }).getByRole("row").filter({ hasText: `${product.rank}위` }).first().waitFor();
  const token = await apiLogin(advertiser.login, PASSWORD);
  const list = await api("GET", "/notifications?isRead=false", { token });
  assert.ok(!list.notifications.some((n) => n.title === "순위 상승"), "opening the alert's action marked it read");
  await page.context().close();
});
