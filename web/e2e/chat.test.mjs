// 1:1 support chat as people use it: an advertiser opens the chat button and asks; an operator in
// another browser sees the room's unread badge appear without reloading, opens it and answers; the
// advertiser sees the answer arrive, and their own message turns to the blue double check once the
// operator has opened the room.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  createOperator, createUser, PASSWORD, readSettings, restoreSettings, saveSettings, signedInPage, useBrowser,
} from "./support.mjs";

let settingsBefore;
useBrowser({
  setUp: async () => {
    settingsBefore = await readSettings();
    await saveSettings("feature", { chatEnabled: true, chatEnabledSimple: true, chatEnabledModern: true, chatEnabledLuxury: true });
  },
  tearDown: () => restoreSettings(settingsBefore, ["chatEnabled"]),
});

test("an advertiser asks, an operator sees it arrive and answers, and the advertiser sees it read", async () => {
  const advertiser = await createUser("chat", "채팅 광고주");
  const operator = await createOperator();

  const staff = await signedInPage(operator.login, PASSWORD, "/admin", "/admin/chat");
  await staff.getByRole("heading", { name: "고객 문의 관리" }).waitFor();
  await staff.getByText("채팅방을 선택해 주세요.").waitFor();

  const page = await signedInPage(advertiser.login, PASSWORD, "/slots");
  await page.getByRole("button", { name: "1:1 문의하기" }).click();
  const modal = page.getByRole("dialog", { name: "고객 지원" });
  await modal.getByText("평균 응답시간: 5분").waitFor();
  await modal.getByText("안녕하세요!").waitFor();
  const input = modal.getByLabel("메시지");
  await input.fill("어제부터 순위가 안 보여요.");
  await input.press("Shift+Enter");
  await input.pressSequentially("확인 부탁드립니다.");
  await input.press("Enter");
  const mine = modal.getByTestId("chat-message").filter({ hasText: "확인 부탁드립니다." });
  await mine.waitFor();
  assert.equal(await input.inputValue(), "", "sending clears the input");

  // The operator's list shows the new room with its unread badge, without a reload.
  const room = staff.getByRole("button", { name: /채팅 광고주님의 문의/ });
  await room.waitFor({ timeout: 15_000 });
  await room.getByTestId("chat-room-unread").filter({ hasText: "1" }).waitFor();
  // Delivered once the operator's socket heard it (two checks).
  await mine.locator('[data-delivery="delivered"]').waitFor({ timeout: 15_000 });

  await room.click();
  const window = staff.getByTestId("chat-window");
  await window.getByText("어제부터 순위가 안 보여요.").waitFor();
  // Opening the room read it: the advertiser's message turns blue.
  await mine.locator('[data-delivery="read"]').waitFor({ timeout: 15_000 });
  await staff.getByRole("button", { name: /채팅 광고주님의 문의/ }).getByTestId("chat-room-unread").waitFor({ state: "detached" });

  await window.getByLabel("메시지").fill("확인해 보니 오늘 아침 수집이 늦어졌습니다. 지금은 정상입니다.");
  await window.getByRole("button", { name: "보내기" }).click();
  await modal.getByText("지금은 정상입니다.", { exact: false }).waitFor({ timeout: 15_000 });
  const answer = staff.getByTestId("chat-message").filter({ hasText: "지금은 정상입니다." });
  await answer.locator('[data-delivery="read"]').waitFor({ timeout: 15_000 });

  // Closing the conversation shows a line in the advertiser's window.
  await window.getByRole("button", { name: "상담 종료" }).click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "상담 종료" }).click();
  await modal.getByText("상담이 종료되었습니다.", { exact: false }).waitFor({ timeout: 15_000 });
  await window.getByText("종료된 상담입니다. 답변하려면 다시 열어 주세요.").waitFor();

  await staff.context().close();
  await page.context().close();
});

test("an operator opening the chat button is pointed to the inbox", async () => {
  const operator = await createOperator();
  const staff = await signedInPage(operator.login, PASSWORD, "/admin");
  await staff.getByRole("button", { name: "1:1 문의하기" }).click();
  await staff.getByRole("dialog", { name: "고객 지원" }).getByRole("link", { name: "채팅 관리로 이동" }).click();
  await staff.waitForURL("**/admin/chat");
  // The inbox's screen is fetched on first visit; the address changes first, the screen after it.
  await staff.getByRole("heading", { name: "고객 문의 관리", level: 1 }).waitFor();
  assert.equal(await staff.getByRole("button", { name: "1:1 문의하기" }).count(), 0, "no button on the inbox itself");
  await staff.context().close();
});
