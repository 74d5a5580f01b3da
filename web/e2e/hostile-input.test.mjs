// Hostile input shown back (issue 17): markup typed into a name, a keyword and a notification is
// shown as the text it is on every screen that lists it, never run. Each payload would set
// window.__xss or add an <img src=x> if it were read as HTML; the pages also run under the
// Content-Security-Policy, which would refuse inline handlers anyway (violations are collected).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import {
  PASSWORD, api, apiLogin, baseUrl, createSlot, createUser, developer, enableDefaultFields, fund, launch, newPage, productUrl, signIn,
} from "./support.mjs";

const NAME = `<img src=x onerror="window.__xss='name'">해커`;
const KEYWORD = `<script>window.__xss='keyword'</script>키보드`;
const TITLE = `<svg onload="window.__xss='title'">공지`;

let browser;
before(async () => {
  browser = await launch();
  await enableDefaultFields();
});
after(async () => { await browser?.close(); });

async function watched(login, password) {
  const page = await newPage(browser);
  const violations = [];
  page.on("console", (m) => { if (/Content Security Policy/.test(m.text())) violations.push(m.text()); });
  await signIn(page, login, password);
  return { page, violations };
}

async function assertInert(page, where) {
  assert.equal(await page.evaluate(() => window.__xss), undefined, `${where}: nothing ran`);
  assert.equal(await page.locator('img[src="x"], svg[onload]').count(), 0, `${where}: no element made from input`);
}

test("markup in a name, a keyword and a notification shows as text and never runs", async () => {
  const user = await createUser("xss", NAME);
  await fund(user.login);
  await createSlot(user.login, KEYWORD, productUrl(80_001));
  const devToken = await apiLogin(developer.login, developer.password);
  // A send is a job: the stack's worker writes the notification.
  await api("POST", "/notifications/send", {
    token: devToken,
    body: { recipientId: user.id, type: "info", title: TITLE, message: NAME, priority: "normal", autoClose: false, duration: 5000 },
  });

  const staff = await watched(developer.login, developer.password);
  await staff.page.waitForURL("**/admin");
  await staff.page.goto(`${baseUrl}/admin/users`);
  await staff.page.getByText(NAME, { exact: false }).first().waitFor();
  await assertInert(staff.page, "/admin/users");
  await staff.page.goto(`${baseUrl}/admin/slots`);
  await staff.page.getByText(KEYWORD, { exact: false }).first().waitFor();
  await assertInert(staff.page, "/admin/slots");

  const owner = await watched(user.login, PASSWORD);
  await owner.page.waitForURL("**/slots");
  await owner.page.getByText(KEYWORD, { exact: false }).first().waitFor();
  await owner.page.goto(`${baseUrl}/notifications`);
  await owner.page.getByText(TITLE, { exact: false }).first().waitFor();
  await assertInert(owner.page, "/notifications");
  assert.deepEqual([...staff.violations, ...owner.violations], [], "the app itself breaks no policy");
});
