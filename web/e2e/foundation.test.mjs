// The foundation seen by a person: signing in by role, the Korean error, an operator adding a
// user who then signs in, a developer switching into that user and back, and a 401 ending the
// session with the expiry message, while reloads and an unanswered restore keep it.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createOperator, createUser, developer, newPage, PASSWORD, pathOf, signedInPage, signIn, uniqueId, useBrowser,
} from "./support.mjs";

useBrowser();

test("a developer signs in and lands on the admin dashboard", async () => {
  const page = await signedInPage(developer.login, developer.password, "/admin");
  await page.getByRole("heading", { name: /관리자 대시보드/ }).waitFor();
  assert.equal(pathOf(page), "/admin");
  await page.getByRole("link", { name: "사용자 관리" }).waitFor();
  await page.getByRole("link", { name: "시스템 설정" }).waitFor();
  // A signed-in visitor to /login goes back to their home.
  await page.goto(`${baseUrl}/login`);
  await page.waitForURL("**/admin");
  await page.context().close();
});

test("an advertiser signs in and lands on their slots", async () => {
  const user = await createUser();
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "사용자 관리" }).count(), 0, "no admin menu for a user");
  await page.getByText(user.login).first().waitFor();
  await page.context().close();
});

test("a wrong password shows the Korean error in the red box", async () => {
  const page = await newPage();
  await signIn(page, developer.login, "wrong-password");
  const box = page.getByRole("alert");
  await box.getByText("아이디 또는 비밀번호가 올바르지 않습니다.").waitFor();
  assert.equal(pathOf(page), "/login");
  const color = await box.first().evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g).map(Number);
  assert.ok(r > 150 && g < 100 && b < 100, `the error text is red (${color})`);
  await page.context().close();
});

test("an operator adds a user who then signs in", async () => {
  const operator = await createOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/admin");
  await page.getByRole("link", { name: "사용자 관리" }).click();
  await page.getByRole("button", { name: "사용자 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "사용자 추가" });
  const login = uniqueId("new");
  // A bad id is refused with the rule, and nothing is lost from the form.
  await dialog.getByLabel("아이디", { exact: true }).fill("bad id!");
  await dialog.getByLabel("비밀번호", { exact: true }).fill("secret12");
  await dialog.getByLabel("이름", { exact: true }).fill("신규 광고주");
  await dialog.getByRole("button", { name: "추가" }).click();
  await dialog.getByText("아이디는 영문과 숫자만 사용할 수 있습니다.").waitFor();
  await dialog.getByLabel("아이디", { exact: true }).fill(login);
  await dialog.getByRole("button", { name: "추가" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId(`user-row-${login}`).getByText("신규 광고주").waitFor();
  await page.context().close();

  const newcomer = await signedInPage(login, "secret12", "/slots");
  await newcomer.context().close();
});

test("a developer switches into a user and back", async () => {
  const user = await createUser("switch", "전환 대상");
  const page = await signedInPage(developer.login, developer.password, "/admin", "/admin/users");
  // 계정 전환 waits in the row's "더보기" menu (the row keeps 수정 and 슬롯 inline).
  await page.getByTestId(`user-row-${user.login}`).getByRole("button", { name: "더보기" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "계정 전환" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "확인" }).click();

  await page.waitForURL("**/slots");
  await page.getByText("전환 대상").first().waitFor();
  const back = page.getByRole("button", { name: "개발자 계정으로 돌아가기" });
  await back.waitFor();
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem("user")));
  assert.equal(me.email, user.login);

  await back.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "확인" }).click();
  await page.waitForURL("**/admin");
  await page.getByRole("link", { name: "사용자 관리" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "개발자 계정으로 돌아가기" }).count(), 0);
  const restored = await page.evaluate(() => JSON.parse(localStorage.getItem("user")));
  assert.equal(restored.email, developer.login);
  await page.context().close();
});

test("a 401 sends the browser to the login page with the session-expired message", async () => {
  const operator = await createOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/users");
  await page.getByRole("button", { name: "사용자 추가" }).waitFor();

  // The account is deleted elsewhere: its token now gets 401 and its refresh token is revoked.
  const devToken = await apiLogin(developer.login, developer.password);
  await api("DELETE", `/users/${operator.id}`, { token: devToken });
  await page.getByLabel("검색").fill("anything");

  await page.waitForURL("**/login");
  await page.getByText("세션이 만료되었습니다. 다시 로그인해 주세요.").waitFor();
  const stored = await page.evaluate(() => [localStorage.getItem("accessToken"), localStorage.getItem("user")]);
  assert.deepEqual(stored, [null, null]);
  await page.context().close();
});

test("two quick reloads while the session is being restored keep the user signed in", async () => {
  const user = await createUser("reload");
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();

  // A slow restore: the first reload's /api/auth/me is still out when the second reload unloads
  // the page under it (F5 twice).
  let asked = 0;
  await page.route("**/api/auth/me", async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue().catch(() => undefined); // the page that asked may be gone
  });
  await page.evaluate(() => location.reload());
  // The second F5 comes while the first load's ask is out: wait for that ask, not a fixed time (a
  // busy machine may take longer than any fixed wait to boot the first load).
  for (const deadline = Date.now() + 15_000; asked < 1 && Date.now() < deadline; ) await page.waitForTimeout(25);
  await page.reload();
  await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();
  assert.ok(asked >= 2, `both loads asked who is signed in (${asked})`);
  assert.equal(pathOf(page), "/slots");
  assert.notEqual(await page.evaluate(() => localStorage.getItem("accessToken")), null);

  // No answer at all: the stored user stays, the page says it is reconnecting, and the session
  // is confirmed once the server answers again.
  await page.unroute("**/api/auth/me");
  await page.route("**/api/auth/me", (route) => route.abort("internetdisconnected"));
  await page.reload();
  await page.getByTestId("session-reconnecting").waitFor();
  await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();
  await page.unroute("**/api/auth/me");
  await page.getByTestId("session-reconnecting").waitFor({ state: "detached" });
  assert.equal(pathOf(page), "/slots");
  await page.context().close();
});

test("the profile page changes the name and the password", async () => {
  const user = await createUser("prof", "이전 이름");
  const page = await signedInPage(user.login, PASSWORD, "/slots", "/profile");
  await page.getByRole("button", { name: "수정" }).click();
  await page.getByLabel("이름", { exact: true }).fill("새 이름");
  await page.getByTestId("profile-save").click();
  await page.getByText("정보가 성공적으로 수정되었습니다.").waitFor();

  await page.getByLabel("현재 비밀번호").fill(PASSWORD);
  await page.getByLabel("새 비밀번호", { exact: true }).fill("changed99");
  await page.getByLabel("새 비밀번호 확인").fill("different");
  await page.getByTestId("password-save").click();
  await page.getByText("새 비밀번호가 일치하지 않습니다.").waitFor();
  await page.getByLabel("새 비밀번호 확인").fill("changed99");
  await page.getByTestId("password-save").click();
  await page.getByText("비밀번호가 성공적으로 변경되었습니다.").waitFor();
  await page.context().close();

  await assert.rejects(apiLogin(user.login, PASSWORD));
  assert.ok(await apiLogin(user.login, "changed99"));
});
