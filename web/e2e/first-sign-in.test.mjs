// The first sign-in with a generated password (issue 17): the account sees only the password
// change, every other address brings it back there, and once changed it goes on to /admin. The
// stack's own first developer is made with FIRST_DEV_PASSWORD, so a fresh operator is flagged the
// way a generated password flags the first developer: straight in the database. And an install
// whose slot fields are all off: the advertiser is told to ask their operator, the developer's
// dashboard says what is missing and links to it.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createUser, developer, flaggedOperator, newPage, PASSWORD, pathOf, signedInPage, signIn, useBrowser,
} from "./support.mjs";

const databaseUrl = process.env.E2E_DATABASE_URL;

useBrowser();

test("a first sign-in sees only the password change, then goes on to the dashboard", { skip: !databaseUrl && "E2E_DATABASE_URL is not set" }, async () => {
  const operator = await flaggedOperator();
  const page = await newPage();
  await signIn(page, operator.login, PASSWORD);

  await page.waitForURL("**/change-password");
  await page.getByRole("heading", { name: "비밀번호 변경" }).waitFor();
  await page.getByText("처음 로그인하셨습니다.", { exact: false }).waitFor();
  assert.equal(await page.getByRole("navigation").count(), 0, "no navigation on the change screen");
  assert.equal(await page.getByRole("link", { name: "사용자 관리" }).count(), 0);

  // Any other address lands back on it (a lazily loaded screen: wait for its content).
  await page.goto(`${baseUrl}/admin/users`);
  await page.waitForURL("**/change-password");
  await page.getByRole("heading", { name: "비밀번호 변경" }).waitFor();
  await page.goto(`${baseUrl}/`);
  await page.waitForURL("**/change-password");
  await page.getByRole("heading", { name: "비밀번호 변경" }).waitFor();

  // The profile's rules and messages: a wrong current password is the server's Korean answer.
  await page.getByLabel("현재 비밀번호", { exact: true }).fill("not-the-password");
  await page.getByLabel("새 비밀번호", { exact: true }).fill("my-own-pass");
  await page.getByLabel("새 비밀번호 확인", { exact: true }).fill("my-own-pass");
  await page.getByRole("button", { name: "변경하고 계속하기" }).click();
  await page.getByRole("alert").getByText("현재 비밀번호가 올바르지 않습니다.").waitFor();
  assert.equal(pathOf(page), "/change-password");

  await page.getByLabel("현재 비밀번호", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "변경하고 계속하기" }).click();
  await page.waitForURL("**/admin");
  await page.getByRole("heading", { name: /관리자 대시보드/ }).waitFor();
  await page.getByRole("link", { name: "사용자 관리" }).click();
  await page.waitForURL("**/admin/users");
  await page.getByRole("heading", { name: "사용자 관리" }).waitFor();

  // The new password is the one that signs in now; a reload keeps the full app.
  await apiLogin(operator.login, "my-own-pass");
  await page.reload();
  await page.getByRole("heading", { name: "사용자 관리" }).waitFor();
  assert.equal(pathOf(page), "/admin/users");
  await page.context().close();
});

test("a reload before changing it still shows only the change screen", { skip: !databaseUrl && "E2E_DATABASE_URL is not set" }, async () => {
  const operator = await flaggedOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/change-password");
  await page.reload();
  await page.getByRole("heading", { name: "비밀번호 변경" }).waitFor();
  assert.equal(pathOf(page), "/change-password");

  // Signing out is the other way off the screen.
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.waitForURL("**/login");
  await page.context().close();
});

test("with every slot field off, an advertiser is told to ask their operator and the developer's dashboard links to the setup", async () => {
  const token = await apiLogin(developer.login, developer.password);
  const before = await api("GET", "/field-configs", { token });
  const advertiser = await createUser("nofield");
  try {
    await api("PUT", "/admin/field-configs", { token, body: { fields: before.map((field) => ({ ...field, isEnabled: false })) } });
    const page = await signedInPage(advertiser.login, PASSWORD, "/slots");
    await page.getByRole("button", { name: "슬롯 등록" }).click();
    const notice = page.getByTestId("field-setup-notice");
    await notice.getByText("담당 운영자에게 문의해 주세요.", { exact: false }).waitFor();
    assert.equal(await notice.getByText("개발자 계정으로", { exact: false }).count(), 0, "no developer's step for an advertiser");
    await page.context().close();

    const admin = await signedInPage(developer.login, developer.password, "/admin");
    const setup = admin.getByTestId("field-setup-notice");
    await setup.getByText("슬롯 등록 준비가 끝나지 않았습니다", { exact: false }).waitFor();
    await setup.getByRole("link", { name: "입력 필드 설정 열기" }).click();
    await admin.waitForURL("**/admin/settings?tab=field");
    await admin.context().close();
  } finally {
    await api("PUT", "/admin/field-configs", { token, body: { fields: before } });
  }
});
