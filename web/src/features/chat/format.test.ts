import { describe, expect, it } from "vitest";
import {
  byDay,
  chatTime,
  mergeMessages,
  nearBottom,
  preview,
  roomTitle,
  senderName,
  shownMessages,
  type ChatMessage,
} from "@/features/chat/format";

const now = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

function message(id: number, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 1,
    senderId: 7,
    type: "normal",
    content: `메시지 ${id}`,
    sender: { name: "홍길동", email: "hong", role: "user" },
    senderName: "홍길동",
    senderRole: "user",
    fromOwner: true,
    status: "sent",
    isRead: false,
    createdAt: "2026-11-24T03:00:00Z",
    deliveredAt: null,
    readAt: null,
    ...change,
  };
}

describe("chat times (spec part 2 §9)", () => {
  it("minutes under an hour, hours under a day, then the date", () => {
    expect(chatTime(ago(30_000), now)).toBe("방금 전");
    expect(chatTime(ago(5 * 60_000), now)).toBe("5분 전");
    expect(chatTime(ago(3 * 3_600_000), now)).toBe("3시간 전");
    expect(chatTime(ago(24 * 3_600_000), now)).toBe("2026-11-23");
  });
});

describe("the window's messages", () => {
  it("groups by KST day", () => {
    const groups = byDay([
      message(1, { createdAt: "2026-11-23T14:59:00Z" }),
      message(2, { createdAt: "2026-11-23T15:00:00Z" }),
      message(3, { createdAt: "2026-11-24T01:00:00Z" }),
    ]);
    expect(groups.map((g) => [g.day, g.messages.map((x) => x.id)])).toEqual([
      ["2026-11-23 (월)", [1]],
      ["2026-11-24 (화)", [2, 3]],
    ]);
  });

  it("marks mine, names senders, and puts my pending and failed ones last", () => {
    const shown = shownMessages(
      [message(1), message(2, { senderId: 3, senderName: "운영자", type: "normal" }), message(3, { senderId: null, type: "auto_reply" })],
      7,
      [{ key: "p1", content: "보내는 중", createdAt: "2026-11-24T03:01:00Z", failed: false }, { key: "p2", content: "실패", createdAt: "2026-11-24T03:02:00Z", failed: true }],
    );
    expect(shown.map((s) => [s.mine, s.senderName, s.delivery])).toEqual([
      [true, "홍길동", "sent"],
      [false, "운영자", "sent"],
      [false, "자동 응답", "sent"],
      [true, "", "pending"],
      [true, "", "failed"],
    ]);
  });

  it("merges by id, oldest first, keeping the newest max", () => {
    const merged = mergeMessages([message(1), message(2)], [message(2, { status: "read" }), message(3)], 2);
    expect(merged.map((x) => [x.id, x.status])).toEqual([[2, "read"], [3, "sent"]]);
  });

  it("follows new messages only within 100 px of the bottom", () => {
    expect(nearBottom({ scrollTop: 400, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(nearBottom({ scrollTop: 399, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

describe("names and labels", () => {
  it("sender names fall back from name to email to Unknown; system speaks as 시스템", () => {
    expect(senderName(message(1, { type: "system" }))).toBe("시스템");
    expect(senderName(message(1, { senderName: "", sender: { name: "", email: "kim", role: "user" } }))).toBe("kim");
    expect(senderName(message(1, { senderName: "", sender: { name: "", email: null, role: "user" } }))).toBe("Unknown");
  });

  it("room titles fall back to 채팅방 and the id's last 4 characters", () => {
    expect(roomTitle({ id: 123456, name: "홍길동님의 문의" })).toBe("홍길동님의 문의");
    expect(roomTitle({ id: 123456, name: " " })).toBe("채팅방 3456");
  });

  it("previews 30 characters", () => {
    expect(preview("가".repeat(31))).toBe(`${"가".repeat(30)}…`);
    expect(preview("줄\n바꿈")).toBe("줄 바꿈");
    expect(preview(null)).toBe("메시지 없음");
  });
});
