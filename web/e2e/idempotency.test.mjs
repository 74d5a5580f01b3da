// A submission made once however it is repeated (issue 17): the web sends an Idempotency-Key per
// submission. Here the server takes a charge request but its answer never reaches the browser (the
// connection drops); the advertiser sends it again with a double click, and there is one request.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api, apiLogin, createUser, mouseClick, PASSWORD, signedInPage, useBrowser } from "./support.mjs";

useBrowser();

test("a charge request whose answer was lost, sent again with a double click, is made once", async () => {
  const user = await createUser("idem", "한번만");
  const page = await signedInPage(user.login, PASSWORD, "/slots");

  const keys = [];
  let answersLost = 0;
  await page.route("**/api/cash/charges", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"]);
    if (answersLost === 0) {
      answersLost += 1;
      await route.fetch(); // the server does the work …
      return route.abort("connectionreset"); // … and the browser never hears of it
    }
    return route.continue();
  });

  await page.getByRole("button", { name: "캐시충전" }).click();
  const dialog = page.getByRole("dialog", { name: "캐시 충전" });
  await dialog.getByRole("button", { name: "+10,000원" }).click();
  await dialog.getByRole("button", { name: "충전 신청" }).click();
  await page.getByText("서버와 통신 중 오류가 발생했습니다.").first().waitFor();
  // A double click is the mouse's own way of sending twice.
  await mouseClick(dialog.getByRole("button", { name: "충전 신청" }), "a double click", { clickCount: 2 });
  await dialog.getByText("충전 신청이 완료되었습니다. 관리자 확인 후 잔액에 반영됩니다.").waitFor();

  const token = await apiLogin(user.login, PASSWORD);
  const charges = await api("GET", "/cash/charges", { token });
  assert.equal(charges.pagination.total, 1, "one charge request");
  assert.ok(keys.length >= 2, `sent ${keys.length} times`);
  assert.equal(new Set(keys).size, 1, "every sending carried the one key");
  assert.match(keys[0], /^[0-9a-f]{32}$/);
});
