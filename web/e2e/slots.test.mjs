// The advertiser's slot list seen by a person: registering a slot, pausing and resuming it, the
// search panel with its counters, and the page size surviving a reload.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  approveSlot, createSlot, createUser, enableDefaultFields, fund, PASSWORD, productUrl, signedInPage, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

async function signedInAdvertiser() {
  const user = await createUser("slotadv", "슬롯 광고주");
  await fund(user.login); // slots cost cash (the default settings)
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  return { user, page };
}

test("an advertiser registers a slot and sees it waiting for approval", async () => {
  const { page } = await signedInAdvertiser();
  await page.getByRole("button", { name: "슬롯 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "슬롯 등록" });
  await dialog.getByLabel("키워드").fill("무선 마우스");
  // A search-page link: spaces and the tracking tail are cut as it is typed.
  await dialog.getByLabel("랜딩 URL").fill(`${productUrl(4242)}&q=마우스&rank=3`);
  await dialog.getByRole("button", { name: "등록" }).click();
  await dialog.waitFor({ state: "detached" });

  const row = page.getByRole("row").filter({ hasText: "무선 마우스" });
  await row.getByText("승인 대기").first().waitFor();
  await row.getByText("관리자 승인 대기중").waitFor();
  assert.equal(await row.getByRole("button", { name: "일시정지" }).count(), 0, "a pending slot offers no pause");
  await page.getByRole("button", { name: "전체 1", exact: true }).waitFor();
  await page.context().close();
});

test("a bad URL is refused with the rule and the form keeps what was typed", async () => {
  const { page } = await signedInAdvertiser();
  await page.getByRole("button", { name: "슬롯 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "슬롯 등록" });
  await dialog.getByLabel("키워드").fill("키보드");
  await dialog.getByLabel("랜딩 URL").fill("https://shop.example.com/item/1");
  await dialog.getByRole("button", { name: "등록" }).click();
  await dialog.getByText(/상품 URL만 등록할 수 있습니다/).waitFor();
  assert.equal(await dialog.getByLabel("키워드").inputValue(), "키보드");
  await page.context().close();
});

test("pause and resume from the list", async () => {
  const { user, page } = await signedInAdvertiser();
  const id = await createSlot(user.login, "기계식 키보드", productUrl(5151));
  await approveSlot(id);
  await page.reload();
  const row = page.getByTestId(`slot-row-${id}`);
  await row.getByText("진행중").first().waitFor();

  await row.getByRole("button", { name: "일시정지" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByText("슬롯을 일시정지하시겠습니까? 만료일은 변경되지 않습니다.").waitFor();
  await confirm.getByRole("button", { name: "확인" }).click();
  await row.getByRole("button", { name: "재개" }).waitFor();
  await row.getByText("일시정지", { exact: true }).first().waitFor();

  await row.getByRole("button", { name: "재개" }).click();
  // The list updates at once (optimistically); wait for the server's answer before reloading.
  const resumed = page.waitForResponse((r) => r.url().endsWith(`/api/slots/${id}/status`) && r.request().method() === "PATCH");
  await page.getByRole("alertdialog").getByRole("button", { name: "확인" }).click();
  assert.equal((await resumed).status(), 200);
  await row.getByText("진행중").first().waitFor();
  await page.reload();
  await page.getByTestId(`slot-row-${id}`).getByRole("button", { name: "일시정지" }).waitFor();
  await page.context().close();
});

test("the search panel filters the list and the counters follow", async () => {
  const { user, page } = await signedInAdvertiser();
  const mouse = await createSlot(user.login, "게이밍 마우스", productUrl(6161));
  await createSlot(user.login, "모니터 받침대", productUrl(6262));
  const running = await createSlot(user.login, "무선 마우스 패드", productUrl(6363));
  await approveSlot(running);
  await page.reload();
  await page.getByRole("button", { name: "전체 3", exact: true }).waitFor();

  await page.getByRole("button", { name: "검색 필터" }).click();
  await page.getByLabel("검색어").fill("마우스");
  await page.getByRole("button", { name: "검색", exact: true }).click();

  await page.getByRole("button", { name: "전체 2", exact: true }).waitFor();
  await page.getByRole("button", { name: "진행중 1", exact: true }).waitFor();
  await page.getByText("필터 적용됨").waitFor();
  await page.getByTestId(`slot-row-${mouse}`).waitFor();
  assert.equal(await page.getByRole("row").filter({ hasText: "모니터 받침대" }).count(), 0);
  assert.match(page.url(), /search=/, "the filter lives in the address");

  await page.reload();
  await page.getByRole("button", { name: "전체 2", exact: true }).waitFor();
  await page.getByRole("button", { name: "초기화" }).click();
  await page.getByRole("button", { name: "전체 3", exact: true }).waitFor();
  await page.context().close();
});

test("the page size survives a reload", async () => {
  const { user, page } = await signedInAdvertiser();
  for (let i = 1; i <= 12; i += 1) {
    await createSlot(user.login, `키워드 ${i}`, productUrl(7000 + i));
  }
  await page.reload();
  await page.getByText("총 12개 중 1-10").waitFor();

  await page.getByLabel("표시 개수").selectOption("30");
  await page.getByText("총 12개 중 1-12").waitFor();
  await page.reload();
  await page.getByText("총 12개 중 1-12").waitFor();
  assert.equal(await page.getByLabel("표시 개수").inputValue(), "30");
  await page.context().close();
});
