import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// /notifications as an advertiser sees it, against a stubbed api.

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });

function notification(id: number, isRead: boolean, sender = "system") {
  return {
    id, isRead, title: `알림 ${id}`, message: "내용", type: "info", sender, senderId: null, sendId: null, recipientId: 3,
    createdAt: "2026-11-22T00:00:00Z", readAt: isRead ? "2026-11-22T01:00:00Z" : null, dismissedAt: null, priority: "normal",
    autoClose: true, duration: 5000, icon: null, metadata: {}, actions: [],
  };
}

function serve() {
  const all = [notification(1, false, "developer"), notification(2, true, "operator"), notification(3, true)];
  return stubApi(signedInAs(advertiser, { siteName: "광고센터" }), (call) => {
    if (call.url === "/api/notifications/unread-count") return ok({ count: 1 });
    if (call.url.startsWith("/api/notifications?")) {
      const query = new URL(call.url, "http://x").searchParams;
      const unreadOnly = query.get("isRead") === "false";
      const rows = unreadOnly ? all.filter((n) => !n.isRead) : all;
      const limit = Number(query.get("limit"));
      return ok({ notifications: rows.slice(0, limit), unreadCount: 1, pagination: { page: 1, limit, total: rows.length, totalPages: 1 } });
    }
    return undefined;
  });
}

isolateAppTests();

describe("/notifications", () => {
  it("keeps the all tab's count on the unread tab", async () => {
    serve();
    renderSignedIn("/notifications", advertiser);
    expect(await screen.findByRole("tab", { name: "전체 (3)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "읽지 않음 (1)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "읽지 않음 (1)" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "읽지 않음 (1)" })).toHaveAttribute("aria-selected", "true"));
    expect(await screen.findByRole("tab", { name: "전체 (3)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "읽은 알림 삭제" })).toBeEnabled();
  });

  it("tags a notice from staff with the site's team, never with the sender's role", async () => {
    serve();
    renderSignedIn("/notifications", advertiser);
    const items = await screen.findAllByTestId("notification-item");
    expect(items.map((item) => item.querySelector(".badge")?.textContent ?? null)).toEqual(["광고센터 운영팀", "광고센터 운영팀", null]);
    expect(screen.queryByText("개발자")).not.toBeInTheDocument();
  });
});
