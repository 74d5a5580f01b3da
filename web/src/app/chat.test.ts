import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// The support chat window as an advertiser sees it, against a stubbed api (no socket: it polls).

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });
const at = "2026-11-22T00:00:00Z";
const person = { name: "홍길동", email: "advertiser01", role: "user" };
const room = {
  id: 5, userId: 3, name: "고객 지원", status: "active", unreadCount: 0, participantCount: 2, lastMessage: "안녕하세요",
  lastMessageAt: at, lastMessageId: 2, createdAt: at, updatedAt: at, createdBy: person,
};
const message = (id: number, content: string) => ({
  id, roomId: 5, content, createdAt: at, deliveredAt: null, readAt: null, isRead: false, fromOwner: true, senderId: 3,
  senderName: "홍길동", senderRole: "user", sender: person, status: "sent", type: "normal",
});

isolateAppTests();

describe("the chat window without a socket", () => {
  it("reads the room's first page once and polls only the latest 10 messages", async () => {
    const { calls } = stubApi(signedInAs(advertiser, { siteName: "Simple Slot", chatEnabled: true, chatMaxMessages: 100 }), (call) => {
      if (call.url.startsWith("/api/chat/rooms?")) return ok({ rooms: [room], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } });
      if (call.url === "/api/chat/rooms/5/messages?limit=100") return ok({ messages: [message(1, "첫 문의")], hasMore: false });
      if (call.url === "/api/chat/rooms/5/messages?limit=10") return ok({ messages: [message(1, "첫 문의"), message(2, "새 메시지")], hasMore: true });
      if (call.url === "/api/chat/unread-count") return ok({ count: 0 });
      return undefined;
    });
    renderSignedIn("/chat-test", advertiser);
    expect(await screen.findByText("새 메시지")).toBeInTheDocument();
    expect(screen.getByText("첫 문의")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === "/api/chat/rooms/5/messages?limit=10")).toBe(true));
    expect(calls.filter((call) => call.url === "/api/chat/rooms/5/messages?limit=100")).toHaveLength(1);
  });
});
