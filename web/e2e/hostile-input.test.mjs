// Hostile input shown back (issue 17): markup typed into every kind of text a person enters and
// another reads (a name, a keyword, a notification, a chat message, a depositor's name, the site
// name, an announcement) is shown as the text it is on the screens that show it, never run.
// Announcements' HTML content has its own table (common/src/announcements/html.rs, and
// announcements.test.mjs in the browser). Each payload would set
// window.__xss or add an <img src=x> if it were read as HTML; the pages also run under the
// Content-Security-Policy, which would refuse inline handlers anyway (violations are collected).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createSlot, createUser, developer, enableDefaultFields, fund, newPage, PASSWORD, productUrl, readSettings, restoreSettings, saveSettings, signIn, useBrowser,
} from "./support.mjs";

const NAME = `<img src=x onerror="window.__xss='name'">해커`;
const KEYWORD = `<script>window.__xss='keyword'</script>키보드`;
const TITLE = `<svg onload="window.__xss='title'">공지`;

useBrowser({ setUp: enableDefaultFields });

async function watched(login, password) {
  const page = await newPage();
  const violations = [];
  page.on("console", (m) => { if (/Content Security Policy/.test(m.text())) violations.push(m.text()); });
  await signIn(page, login, password);
  return { page, violations };
}

async function assertInert(page, where) {
  assert.equal(await page.evaluate(() => window.__xss), undefined, `${where}: nothing ran`);
  assert.equal(await page.locator('img[src="x"], svg[onload], iframe, [onerror], [onload]').count(), 0,
    `${where}: no element made from input`);
}

/** The shapes markup takes to run: one per field below, each naming its field if it ran. */
const hostile = (field) => [
  `<img src=x onerror="window.__xss='${field}'">`,
  `"><svg onload="window.__xss='${field}'">`,
  `<iframe srcdoc="<script>parent.__xss='${field}'</script>">`,
  `</textarea><script>window.__xss='${field}'</script>`,
];

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

test("markup in a chat message, a depositor's name, the site name and an announcement shows as text", async () => {
  const before = await readSettings();
  const [chat, holder, site, title] = ["chat", "holder", "site", "title"].map((field, i) => hostile(field)[i]);
  try {
    const user = await createUser("xss2", "광고주");
    const userToken = await apiLogin(user.login, PASSWORD);
    const devToken = await apiLogin(developer.login, developer.password);
    await saveSettings("feature", { chatEnabled: true, chatEnabledSimple: true, chatEnabledModern: true, chatEnabledLuxury: true });
    await api("POST", "/chat/messages", { token: userToken, body: { content: chat } });
    await api("POST", "/cash/charges", { token: userToken, body: { amount: 10_000, depositAt: new Date().toISOString(), accountHolder: holder.slice(0, 50) } });
    await api("POST", "/announcements", { token: devToken, body: { title, content: chat, contentType: "text", category: "general" } });
    await saveSettings("business", { siteName: site.slice(0, 50) });

    const staff = await watched(developer.login, developer.password);
    await staff.page.waitForURL("**/admin");
    await staff.page.getByText(site.slice(0, 20), { exact: false }).filter({ visible: true }).first().waitFor();
    await assertInert(staff.page, "the site name in the header");
    await staff.page.goto(`${baseUrl}/admin/cash`);
    await staff.page.getByText(holder.slice(0, 20), { exact: false }).first().waitFor();
    await assertInert(staff.page, "/admin/cash");
    await staff.page.goto(`${baseUrl}/admin/chat`);
    await staff.page.getByText(chat.slice(0, 20), { exact: false }).first().click();
    await staff.page.getByText(chat, { exact: false }).last().waitFor();
    await assertInert(staff.page, "/admin/chat");

    const owner = await watched(user.login, PASSWORD);
    await owner.page.waitForURL("**/slots");
    await owner.page.goto(`${baseUrl}/announcements`);
    await owner.page.getByText(title.slice(0, 20), { exact: false }).first().click();
    await owner.page.getByText(chat, { exact: false }).first().waitFor();
    await assertInert(owner.page, "/announcements");
    assert.deepEqual([...staff.violations, ...owner.violations], [], "the app itself breaks no policy");
  } finally {
    await restoreSettings(before, ["siteName", "chatEnabled", "chatEnabledSimple", "chatEnabledModern", "chatEnabledLuxury"]);
  }
});
