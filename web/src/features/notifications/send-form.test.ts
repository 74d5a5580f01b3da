import { describe, expect, it } from "vitest";
import {
  anyInProgress,
  audienceText,
  checkSendForm,
  initialSendForm,
  readHistoryQuery,
  readStatusText,
  toggleRecipient,
  writeHistoryQuery,
  type SendForm,
} from "@/features/notifications/send-form";

const kim = { id: 7, fullName: "김광고", email: "kim" };
const lee = { id: 8, fullName: "이광고", email: "lee" };
const filled = (change: Partial<SendForm> = {}): SendForm => ({ ...initialSendForm(), title: " 점검 안내 ", message: "오늘 밤 점검", ...change });

describe("checkSendForm", () => {
  it("sends to everyone by default with the default five seconds", () => {
    expect(checkSendForm(filled())).toEqual({
      ok: true,
      body: { type: "info", title: "점검 안내", message: "오늘 밤 점검", recipientId: "all", priority: "normal", autoClose: true, duration: 5000 },
    });
  });

  it("asks for a title and a message in the spec's words", () => {
    expect(checkSendForm(filled({ title: "  " }))).toMatchObject({ ok: false, field: "title", message: "제목과 내용을 입력해주세요." });
    expect(checkSendForm(filled({ message: "" }))).toMatchObject({ ok: false, field: "message", message: "제목과 내용을 입력해주세요." });
  });

  it("needs someone when sending to chosen advertisers", () => {
    expect(checkSendForm(filled({ audience: "list" }))).toMatchObject({ field: "recipients", message: "알림을 받을 사용자를 선택해주세요." });
    expect(checkSendForm(filled({ audience: "one", recipients: [kim] }))).toMatchObject({ ok: true, body: { recipientId: 7 } });
    expect(checkSendForm(filled({ audience: "list", recipients: [kim, lee] }))).toMatchObject({ ok: true, body: { recipientId: [7, 8] } });
  });

  it("keeps the duration between 1 and 60 seconds, and leaves it out without auto close", () => {
    expect(checkSendForm(filled({ seconds: "0" }))).toMatchObject({ field: "seconds", message: "표시 시간은 1초에서 60초 사이여야 합니다." });
    expect(checkSendForm(filled({ seconds: "61" }))).toMatchObject({ field: "seconds" });
    expect(checkSendForm(filled({ seconds: "2.5" }))).toMatchObject({ field: "seconds" });
    expect(checkSendForm(filled({ seconds: "60", high: true }))).toMatchObject({ ok: true, body: { duration: 60000, priority: "high" } });
    const manual = checkSendForm(filled({ autoClose: false, seconds: "" }));
    expect(manual).toMatchObject({ ok: true, body: { autoClose: false } });
    expect(manual.ok && "duration" in manual.body).toBe(false);
  });

  it("refuses more than 100 characters of title", () => {
    expect(checkSendForm(filled({ title: "가".repeat(101) }))).toMatchObject({ field: "title", message: "제목은 100자 이하로 입력해 주세요." });
  });
});

describe("toggleRecipient", () => {
  it("keeps one pick in the one-advertiser choice and several otherwise", () => {
    const one = filled({ audience: "one", recipients: [kim] });
    expect(toggleRecipient(one, lee)).toEqual([lee]);
    const list = filled({ audience: "list", recipients: [kim] });
    expect(toggleRecipient(list, lee)).toEqual([kim, lee]);
    expect(toggleRecipient(list, kim)).toEqual([]);
  });

  it("stops at 100", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, fullName: `광고주${i}`, email: `a${i}` }));
    expect(toggleRecipient(filled({ audience: "list", recipients: many }), { id: 500, fullName: "x", email: "x" })).toHaveLength(100);
  });
});

describe("the history's cells", () => {
  const send = { audience: "all" as const, recipientIds: [], recipientName: null, recipientCount: 12, status: "sent" as const, readStatus: "2/12" };
  it("names the audience", () => {
    expect(audienceText(send)).toBe("전체 사용자 (12명)");
    expect(audienceText({ ...send, status: "sending" })).toBe("전체 사용자");
    expect(audienceText({ ...send, audience: "user", recipientIds: [7], recipientName: "김광고" })).toBe("김광고");
    expect(audienceText({ ...send, audience: "list", recipientIds: [7, 8, 9] })).toBe("선택한 사용자 3명");
  });

  it("reads read, dismissed, unread or a count, and nothing before the send is written", () => {
    expect(readStatusText({ readStatus: "read", status: "sent", dismissedCount: 0 })).toBe("읽음");
    expect(readStatusText({ readStatus: "dismissed", status: "sent", dismissedCount: 1 })).toBe("읽지 않고 닫음");
    expect(readStatusText({ readStatus: "unread", status: "sent", dismissedCount: 0 })).toBe("읽지 않음");
    expect(readStatusText({ readStatus: "2/5", status: "sent", dismissedCount: 0 })).toBe("2/5");
    expect(readStatusText({ readStatus: "2/5", status: "sent", dismissedCount: 1 })).toBe("2/5 (읽지 않고 닫음 1)");
    expect(readStatusText({ readStatus: "unread", status: "queued", dismissedCount: 0 })).toBe("-");
  });

  it("polls while a send is still being written", () => {
    expect(anyInProgress([{ status: "sent" }, { status: "sending" }])).toBe(true);
    expect(anyInProgress([{ status: "sent" }])).toBe(false);
  });
});

describe("the history's address", () => {
  it("round-trips and drops what is unknown", () => {
    const q = readHistoryQuery(new URLSearchParams("period=week&type=warning&page=3"));
    expect(q).toEqual({ period: "week", type: "warning", page: 3 });
    expect(writeHistoryQuery(q).toString()).toBe("period=week&type=warning&page=3");
    expect(readHistoryQuery(new URLSearchParams("period=year&type=spam&page=-1"))).toEqual({ period: "all", type: "", page: 1 });
  });
});
