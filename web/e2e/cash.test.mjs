// Prepaid cash seen by people: an advertiser asks for a charge in the modal, an operator approves or
// rejects it on /admin/cash, the advertiser's balance and history follow, and a slot is paid for.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createOperator, createUser, developer, enableDefaultFields, PASSWORD, productUrl, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

async function signedIn(user, landing) {
  return signedInPage(user.login, PASSWORD, landing);
}

async function requestCharge(login, amount) {
  const token = await apiLogin(login, PASSWORD);
  return api("POST", "/cash/charges", { token, body: { amount, depositAt: new Date().toISOString(), accountHolder: "입금자" } });
}

test("an advertiser asks for a charge in the modal: presets add up, the modal closes after success", async () => {
  const user = await createUser("cashadv", "김충전");
  const page = await signedIn(user, "/slots");
  await page.getByText("보유 캐시 0원").waitFor();
  await page.getByRole("button", { name: "캐시충전" }).click();
  const dialog = page.getByRole("dialog", { name: "캐시 충전" });
  assert.equal(await dialog.getByLabel("입금자명").inputValue(), "김충전");
  await dialog.getByRole("button", { name: "+10,000원" }).click();
  await dialog.getByRole("button", { name: "+50,000원" }).click();
  await dialog.getByText("충전 신청 금액: 60,000원").waitFor();
  await dialog.getByRole("button", { name: "충전 신청" }).click();
  await dialog.getByText("충전 신청이 완료되었습니다. 관리자 확인 후 잔액에 반영됩니다.").waitFor();
  await dialog.waitFor({ state: "detached" });

  await page.goto(`${baseUrl}/cash/history`);
  await page.getByRole("row").filter({ hasText: "60,000원" }).getByText("대기").waitFor();
  await page.context().close();
});

test("the charge page refuses an amount over the maximum with the server's wording", async () => {
  const user = await createUser("cashpage", "박페이지");
  const page = await signedIn(user, "/slots");
  await page.goto(`${baseUrl}/cash/charge`);
  await page.getByLabel("충전 금액").fill("5000000");
  await page.getByRole("button", { name: "충전 신청" }).click();
  await page.getByText("최대 충전 금액은 1,000,000원입니다.").waitFor();
  assert.equal(await page.getByLabel("충전 금액").inputValue(), "5,000,000");
  await page.context().close();
});

test("an operator approves and rejects; a request handled elsewhere shows the server's 409 text", async () => {
  const user = await createUser("cashop", "최승인");
  await requestCharge(user.login, 60000);
  await requestCharge(user.login, 30000);
  const third = await requestCharge(user.login, 10000);
  const page = await signedIn(await createOperator(), "/admin");
  await page.getByRole("link", { name: "캐시 승인으로 이동" }).click();
  await page.waitForURL("**/admin/cash");

  const rowOf = (amount) => page.getByRole("row").filter({ hasText: user.login }).filter({ hasText: amount });
  await rowOf("60,000원").getByRole("button", { name: "승인" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByText("최승인님의 60,000원 충전 요청을 승인하시겠습니까?").waitFor();
  await confirm.getByRole("button", { name: "승인" }).click();
  await page.getByText("최승인님의 60,000원 충전 요청을 승인했습니다.").waitFor();
  await rowOf("60,000원").waitFor({ state: "detached" });

  await rowOf("30,000원").getByRole("button", { name: "반려" }).click();
  const reject = page.getByRole("dialog", { name: "충전 요청 반려" });
  await reject.getByLabel("반려 사유 (선택)").fill("입금 내역 없음");
  await reject.getByRole("button", { name: "반려" }).click();
  await rowOf("30,000원").waitFor({ state: "detached" });

  const devToken = await apiLogin(developer.login, developer.password);
  await api("POST", `/admin/cash/charges/${third.id}/approve`, { token: devToken });
  await rowOf("10,000원").getByRole("button", { name: "승인" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "승인" }).click();
  await page.getByText("대기 중인 요청만 승인할 수 있습니다.").waitFor();
  await rowOf("10,000원").waitFor({ state: "detached" });
  await page.context().close();

  const mine = await signedIn(user, "/slots");
  await mine.getByText("보유 캐시 70,000원").waitFor();
  await mine.goto(`${baseUrl}/cash/history?tab=usage`);
  await mine.getByText("+60,000원").waitFor();
  await mine.reload();
  assert.equal(await mine.getByRole("tab", { name: "사용 내역" }).getAttribute("aria-selected"), "true");
  await mine.getByRole("tab", { name: "충전 내역" }).click();
  await mine.getByText("반려 사유: 입금 내역 없음").waitFor();
  await mine.context().close();
});

test("a registered slot is paid from the balance; with too little cash the form says so and stays", async () => {
  const user = await createUser("cashslot", "정슬롯");
  const charge = await requestCharge(user.login, 70000);
  const devToken = await apiLogin(developer.login, developer.password);
  await api("POST", `/admin/cash/charges/${charge.id}/approve`, { token: devToken });
  const page = await signedIn(user, "/slots");
  await page.getByText("보유 캐시 70,000원").waitFor();

  const register = async (keyword, product) => {
    await page.getByRole("button", { name: "슬롯 등록" }).click();
    const form = page.getByRole("dialog", { name: "슬롯 등록" });
    await form.getByLabel("키워드").fill(keyword);
    await form.getByLabel("랜딩 URL").fill(productUrl(product));
    await form.getByRole("button", { name: "등록" }).click();
    return form;
  };
  const product = Date.now() % 90000;
  const first = await register("무선 마우스", product);
  await first.waitFor({ state: "detached" });
  await page.getByText("보유 캐시 20,000원").waitFor(); // the default slot price is 50,000

  const second = await register("무선 키보드", product + 1);
  await second.getByRole("alert").getByText("캐시가 부족합니다. 필요한 금액: 50,000원, 현재 잔액: 20,000원").waitFor();
  assert.equal(await second.getByLabel("키워드").inputValue(), "무선 키보드");
  const mine = await api("GET", "/slots", { token: await apiLogin(user.login, PASSWORD) });
  assert.deepEqual(mine.items.map((s) => s.keyword), ["무선 마우스"], "the refused slot was not created");
  await page.context().close();
});
