// The operator's approval screen seen by a person: approving a slot with a price and rejecting
// another with a reason, each then seen by the advertiser on their own list.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, approveSlot, baseUrl, createOperator, createSlot, createUser, enableDefaultFields, fund, PASSWORD, productUrl, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

async function operatorOnApprovals() {
  const operator = await createOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/slots");
  await page.getByRole("heading", { name: "슬롯 승인" }).waitFor();
  return page;
}

async function advertiserRow(login, id) {
  const page = await signedInPage(login, PASSWORD, "/slots");
  const row = page.getByTestId(`slot-row-${id}`);
  await row.waitFor();
  return { page, row };
}

test("an operator approves a slot with a price and the advertiser sees it running", async () => {
  const advertiser = await createUser("apprv", "승인 광고주");
  await fund(advertiser.login);
  const id = await createSlot(advertiser.login, "블루투스 스피커", productUrl(8181));
  const page = await operatorOnApprovals();

  const row = page.getByTestId(`admin-slot-row-${id}`);
  await row.getByText("블루투스 스피커").waitFor();
  await row.getByRole("button", { name: "승인", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "슬롯 승인" });
  await dialog.getByLabel("승인 금액 (원)").fill("25000");
  await dialog.getByRole("button", { name: "승인", exact: true }).click();
  await page.getByText("슬롯이 승인되었습니다.").waitFor();
  await row.getByText("진행중").first().waitFor();
  assert.equal(await row.getByRole("button", { name: "승인", exact: true }).count(), 0, "no approve button once approved");
  await page.context().close();

  const seen = await advertiserRow(advertiser.login, id);
  await seen.row.getByText("진행중").first().waitFor();
  await seen.row.getByText(/D-30/).waitFor();
  await seen.row.getByRole("button", { name: "일시정지" }).waitFor();
  await seen.page.context().close();
});

test("an operator rejects a slot with a reason and the advertiser sees the reason", async () => {
  const advertiser = await createUser("rejct", "반려 광고주");
  await fund(advertiser.login);
  const id = await createSlot(advertiser.login, "차량용 방향제", productUrl(8282));
  const page = await operatorOnApprovals();

  const row = page.getByTestId(`admin-slot-row-${id}`);
  await row.getByRole("button", { name: "반려", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "슬롯 반려" });
  const submit = dialog.getByRole("button", { name: "반려", exact: true });
  assert.equal(await submit.isDisabled(), true, "no rejection without a reason");
  await dialog.getByLabel("반려 사유").fill("상품 페이지가 판매 중지 상태입니다");
  await submit.click();
  await page.getByText("슬롯이 반려되었습니다.").waitFor();
  await page.context().close();

  const seen = await advertiserRow(advertiser.login, id);
  await seen.row.getByText("반려").first().waitFor();
  await seen.row.getByText("상품 페이지가 판매 중지 상태입니다").waitFor();
  await seen.page.context().close();
});

test("the dashboard counts the slot waiting for approval", async () => {
  const advertiser = await createUser("dash", "대시보드 광고주");
  await fund(advertiser.login);
  await createSlot(advertiser.login, "요가매트", productUrl(8383));
  const page = await operatorOnApprovals();
  await page.goto(`${baseUrl}/admin`);
  const pending = page.getByRole("region", { name: "승인 대기" });
  await pending.waitFor();
  const text = await pending.innerText();
  assert.match(text, /[1-9]\d*/, `the pending card shows a count (${text})`);
  // The page leads with what needs doing: the pending approvals, a link to that list.
  const todo = page.getByRole("region", { name: "처리할 일" }).getByRole("link", { name: /^승인 대기 슬롯 [\d,]+건$/ });
  await todo.waitFor();
  assert.equal(await todo.getAttribute("href"), "/admin/slots?status=pending");
  await page.getByRole("region", { name: "회원 현황" }).getByText(/활성 비율 \d+(\.\d)?%/).waitFor();
  await page.context().close();
});

test("the refund modal shows the cash that goes back, and the advertiser gets exactly that", async () => {
  const advertiser = await createUser("rfnd", "환불 광고주");
  await fund(advertiser.login, 100000);
  const id = await createSlot(advertiser.login, "전동칫솔", productUrl(8484)); // pays 50,000
  await approveSlot(id); // 30 days from today: today is used, 29 days are not
  const page = await operatorOnApprovals();

  const row = page.getByTestId(`admin-slot-row-${id}`);
  await row.getByRole("button", { name: "더보기" }).click();
  await page.getByRole("menu", { name: "슬롯 관리 메뉴" }).getByRole("menuitem", { name: "환불" }).click();
  const dialog = page.getByRole("dialog", { name: "슬롯 환불" });
  const quote = dialog.getByTestId("refund-quote");
  await quote.getByText("48,333원").waitFor(); // 50,000 x 29 / 30, rounded down
  await dialog.getByLabel("환불 사유").fill("고객 요청");
  await dialog.getByRole("button", { name: "환불", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "확인" }).click();
  await page.getByText("환불이 완료되었습니다.").waitFor();
  await page.context().close();

  const balance = await api("GET", "/cash/balance", { token: await apiLogin(advertiser.login, PASSWORD) });
  assert.equal(balance.balance, 50000 + 48333);
});
