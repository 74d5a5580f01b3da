// Pre-allocation seen by people: the developer switches the mode on, an operator issues five empty
// slots to an advertiser, the advertiser fills one and it waits for approval, the operator approves
// it, marks the issue paid and extends the whole issue by 10 days (the worker runs the batch) and
// reads the result; and the issue history filters, sorts and pages. The mode is put back in
// `finally` (the other files share the stack).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  api, apiLogin, baseUrl, createOperator, createUser, developer, enableDefaultFields, newPage, PASSWORD, productUrl, readSettings, restoreSettings, saveSettings, signIn, uniqueId, useBrowser,
} from "./support.mjs";

useBrowser({ setUp: enableDefaultFields });

/** A signed-in page of `login` at `path`. */
async function pageAt(login, password, path) {
  const page = await newPage();
  await signIn(page, login, password);
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** Confirms the open in-app confirmation. */
async function confirm(page) {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "확인", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

test("an operator issues slots, the advertiser fills one, the operator approves, marks paid and extends all", async () => {
  const saved = await readSettings();
  const advertiser = await createUser("prealloc", uniqueId("선발행광고주"));
  const operator = await createOperator();
  try {
    // The developer turns pre-allocation on in the settings (from normal, whatever another test left).
    await saveSettings("business", { slotOperationMode: "normal" });
    const settings = await pageAt(developer.login, developer.password, "/admin/settings?tab=business");
    await settings.getByLabel("슬롯 운영 방식", { exact: true }).selectOption("pre-allocation");
    await settings.getByRole("button", { name: "저장", exact: true }).click();
    await settings.getByText("비즈니스 설정이 저장되었습니다.").first().waitFor();
    await settings.context().close();

    // The operator issues five slots for seven days from the users page.
    const users = await pageAt(operator.login, PASSWORD, "/admin/users");
    await users.getByLabel("검색", { exact: true }).fill(advertiser.login);
    const userRow = users.getByTestId(`user-row-${advertiser.login}`);
    await userRow.getByRole("button", { name: "선슬롯 발행" }).click();
    const issue = users.getByRole("dialog", { name: "선슬롯 발행" });
    await issue.getByLabel("슬롯 개수").fill("5");
    await issue.getByRole("button", { name: "7일", exact: true }).click();
    await issue.getByRole("button", { name: "발행", exact: true }).click();
    await confirm(users);
    await users.getByText("선슬롯 발행이 완료되었습니다.").first().waitFor();
    await users.context().close();

    const token = await apiLogin(advertiser.login, PASSWORD);
    const mine = await api("GET", "/slots?status=empty", { token });
    assert.equal(mine.pagination.total, 5, "five empty slots issued");
    const slotId = mine.items.at(-1).id;

    // The advertiser fills one; it waits for approval.
    const own = await pageAt(advertiser.login, PASSWORD, "/slots");
    const row = own.getByTestId(`slot-row-${slotId}`);
    await row.getByRole("button", { name: "등록", exact: true }).click();
    const form = own.getByRole("dialog", { name: "슬롯 등록" });
    await form.getByLabel("키워드").fill("무선 충전기");
    await form.getByLabel("랜딩 URL").fill(productUrl(7777));
    await form.getByRole("button", { name: "등록", exact: true }).click();
    await own.getByText("슬롯이 성공적으로 등록되었습니다.").first().waitFor();
    await row.getByText("승인 대기").first().waitFor();
    await own.context().close();

    // The operator approves it.
    const slots = await pageAt(operator.login, PASSWORD, "/admin/slots");
    await slots.getByRole("heading", { name: "슬롯 관리" }).waitFor();
    const adminRow = slots.getByTestId(`admin-slot-row-${slotId}`);
    await adminRow.getByRole("button", { name: "승인", exact: true }).click();
    await slots.getByRole("dialog", { name: "슬롯 승인" }).getByRole("button", { name: "승인", exact: true }).click();
    await slots.getByText("슬롯이 승인되었습니다.").first().waitFor();
    await slots.context().close();

    // On the history page: mark the issue paid, then extend all by 10 days.
    const history = await pageAt(operator.login, PASSWORD, "/admin/slot-allocation-history");
    const issued = await api("GET", `/slots/allocation-history?userSearch=${advertiser.login}`, {
      token: await apiLogin(operator.login, PASSWORD),
    });
    const record = history.getByTestId(`allocation-row-${issued.allocations[0].id}`);
    await record.getByRole("button", { name: "미결제" }).click();
    await confirm(history);
    await history.getByText("결제가 완료 처리되었습니다.").first().waitFor();
    await record.getByText("결제완료").first().waitFor();

    await record.getByRole("button", { name: "전체 연장" }).click();
    const extend = history.getByRole("dialog");
    await extend.getByRole("radio", { name: "10일" }).check();
    await extend.getByRole("button", { name: "10일 연장" }).click();
    await extend.getByText("5개 중 1개 슬롯이 연장되었습니다.").waitFor({ timeout: 30_000 });
    await extend.getByText(/실패 4개/).waitFor();
    await extend.getByText(/승인되어 진행 중인 슬롯만 연장할 수 있습니다/).first().waitFor();
    await history.context().close();

    const after = await api("GET", `/slots/by-allocation/${issued.allocations[0].id}`, {
      token: await apiLogin(operator.login, PASSWORD),
    });
    const extension = after.items.find((s) => s.parentSlotId === slotId);
    assert.ok(extension, "the approved slot has its extension");
    assert.equal(extension.extensionDays, 10);
  } finally {
    await restoreSettings(saved, ["slotOperationMode"]);
  }
});

test("the issue history filters by period and user, sorts by slot count and pages", async () => {
  const saved = await readSettings();
  const name = uniqueId("내역광고주");
  const advertiser = await createUser("history", name);
  const devToken = await apiLogin(developer.login, developer.password);
  try {
    await api("PUT", "/settings", { token: devToken, body: { key: "slotOperationMode", value: "pre-allocation" } });
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    for (let count = 1; count <= 12; count += 1) {
      await api("POST", `/slots/allocate/${advertiser.id}`, {
        token: devToken, body: { slotCount: count, startDate: today, endDate: today, memo: `메모 ${count}번 발급입니다 길게 적은 메모` },
      });
    }
    const page = await pageAt(developer.login, developer.password, "/admin/slot-allocation-history");
    await page.getByRole("heading", { name: "슬롯 발행 내역" }).waitFor();
    await page.getByRole("button", { name: "오늘", exact: true }).click();
    await page.getByLabel("사용자 검색").fill(name);
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await page.getByLabel(/페이지당/).selectOption("10");
    const rows = page.locator("[data-testid^='allocation-row-']");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^='allocation-row-']").length === 10);
    await page.getByText(/12/).first().waitFor();

    await page.getByRole("button", { name: "슬롯 수" }).click(); // sort by count (asc or desc first)
    await page.waitForFunction(() => {
      const first = document.querySelector("[data-testid^='allocation-row-']");
      return first && /(^|\D)(1|12)개?(\D|$)/.test(first.textContent ?? "");
    });
    await page.getByRole("button", { name: "2 페이지", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^='allocation-row-']").length === 2);
    assert.match(page.url(), /page=2/, "the page is in the address");
    assert.equal(await rows.count(), 2);
    await page.context().close();
  } finally {
    await restoreSettings(saved, ["slotOperationMode"]);
  }
});
