// Image uploads as people use them (issue 17): an operator uploads a PNG in the announcement
// editor with the keyboard-reachable button, sees its thumbnail, is told in Korean when a text file
// wears an image's name, saves; an advertiser opens the announcement and the image loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateSync } from "node:zlib";

import {
  announcementsMadeHere, baseUrl, createOperator, createUser, newPage, PASSWORD, signedInPage, signIn, useBrowser,
} from "./support.mjs";

useBrowser();
const made = announcementsMadeHere();

/** A real `width` × `height` PNG of one opaque colour, made here so the test needs no file. */
function png(width, height, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const loaded = (image) => image.evaluate((img) => img.complete && img.naturalWidth);

test("an operator uploads a PNG in the editor and the advertiser sees it loaded", async () => {
  const operator = await createOperator();
  const advertiser = await createUser("img", "이미지 광고주");
  const title = `이미지 공지 ${Date.now().toString(36)}`;

  const staff = await newPage();
  const violations = [];
  staff.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(staff, operator.login, PASSWORD);
  await staff.waitForURL("**/admin");
  await staff.goto(`${baseUrl}/admin/announcements`);
  await staff.getByRole("button", { name: "공지 작성" }).click();
  const form = staff.getByRole("dialog", { name: "공지 작성" });
  await form.getByLabel("제목").fill(title);
  await form.getByLabel("내용", { exact: true }).fill("새 배너를 확인해 주세요.");

  // The button is reachable from the keyboard; the file chooser it opens gets the file.
  const button = form.getByRole("button", { name: "이미지 올리기" });
  // Asked for before the key press: Playwright turns on catching the chooser asynchronously.
  const chooser = staff.waitForEvent("filechooser");
  await form.getByLabel("이미지 주소").focus();
  await staff.keyboard.press("Shift+Tab");
  assert.equal(await button.evaluate((el) => el === document.activeElement), true, "the button takes focus");

  // A real PNG with a name that says otherwise, chosen from the keyboard: stored, its address
  // added, its thumbnail shown.
  await staff.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "banner.txt", mimeType: "text/plain", buffer: png(24, 16, [40, 120, 220]) });
  await staff.getByRole("status").filter({ hasText: "이미지를 올렸습니다." }).waitFor();
  const address = await form.getByLabel("이미지 주소").inputValue();
  assert.match(address, /^\/api\/uploads\/[0-9a-f-]{36}$/);
  const thumbnail = form.getByRole("list", { name: "이미지 미리보기" }).getByRole("img", { name: "이미지 1" });
  await staff.waitForFunction((el) => el.complete && el.naturalWidth > 0, await thumbnail.elementHandle());
  assert.equal(await loaded(thumbnail), 24);
  await staff.waitForFunction((el) => el === document.activeElement, await button.elementHandle());

  // Markup named like an image: the server's Korean refusal, nothing added.
  await form.getByTestId("announcement-image-input")
    .setInputFiles({ name: "배너.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
  await staff.getByRole("alert").filter({ hasText: "이미지 파일(PNG, JPEG, GIF, WebP)만 올릴 수 있습니다." }).waitFor();
  assert.equal(await form.getByLabel("이미지 주소").inputValue(), address);

  await form.getByRole("button", { name: "저장" }).click();
  await staff.getByText("공지사항이 등록되었습니다.").waitFor();
  const row = staff.getByRole("row").filter({ hasText: title });
  made.push(Number((await row.getAttribute("data-testid")).replace("announcement-", "")));
  assert.deepEqual(violations, []);

  const page = await signedInPage(advertiser.login, PASSWORD, "/slots", "/announcements");
  await page.getByRole("button", { name: title }).click();
  const image = page.getByRole("dialog", { name: title }).locator(".announcement-images img");
  await image.waitFor();
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await image.elementHandle());
  assert.equal(await image.getAttribute("src"), address);
  assert.equal(await loaded(image), 24);
  await staff.context().close();
  await page.context().close();
});
