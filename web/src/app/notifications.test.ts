import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// /notifications as an advertiser sees it, against a stubbed api.

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });

function notification(id: number, isRead: boolean, sender = "system", actions: unknown[] = []) {
  return {
    id, isRead, title: `알림 ${id}`, message: "내용", type: "info", sender, senderId: null, sendId: null, recipientId: 3,
    createdAt: "2026-11-22T00:00:00Z", readAt: isRead ? "2026-11-22T01:00:00Z" : null, dismissedAt: null, priority: "normal",
    autoClose: true, duration: 5000, icon: null, metadata: {}, actions,
  };
}

function serve() {
  const all = [
    notification(1, false, "developer"),
    notification(2, true, "operator"),
    notification(3, true),
    notification(4, false, "system", [{ label: "순위 보기", href: "/slots?rankHistory=7", style: "primary" }]),
  ];
  return stubApi(signedInAs(advertiser, { siteName: "광고센터" }), (call) => {
    const read = call.url.match(/^\/api\/notifications\/(\d+)\/read$/);
    if (read && call.method === "PUT") return ok({ ...all.find((n) => n.id === Number(read[1])), isRead: true });
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
    expect(await screen.findByRole("tab", { name: "전체 (4)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "읽지 않음 (1)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "읽지 않음 (1)" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "읽지 않음 (1)" })).toHaveAttribute("aria-selected", "true"));
    expect(await screen.findByRole("tab", { name: "전체 (4)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "읽은 알림 삭제" })).toBeEnabled();
  });

  it("tags a notice from staff with the site's team, never with the sender's role", async () => {
    serve();
    renderSignedIn("/notifications", advertiser);
    const items = await screen.findAllByTestId("notification-item");
    expect(items.map((item) => item.querySelector(".badge")?.textContent ?? null)).toEqual(["광고센터 운영팀", "광고센터 운영팀", null, null]);
    expect(screen.queryByText("개발자")).not.toBeInTheDocument();
  });
});

describe("the bell's panel", () => {
  async function openPanel() {
    fireEvent.click(await screen.findByTestId("notification-bell"));
    const panel = await screen.findByRole("dialog", { name: "알림 센터" });
    await within(panel).findByText("알림 1");
    return panel;
  }

  const readCalls = (calls: Array<{ url: string; method: string }>) =>
    calls.filter((call) => call.method === "PUT" && /\/read$/.test(call.url)).map((call) => call.url);

  it("marks an unread item read when it is opened, and shows its whole message", async () => {
    const { calls } = serve();
    renderSignedIn("/notifications", advertiser);
    const panel = await openPanel();
    const item = within(panel).getByText("알림 1").closest("li") as HTMLElement;
    const open = within(item).getByRole("button", { name: /알림 1/ });
    expect(open).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(readCalls(calls)).toEqual(["/api/notifications/1/read"]));
    // A read one opens without another call.
    fireEvent.click(within(within(panel).getByText("알림 2").closest("li") as HTMLElement).getByRole("button", { name: /알림 2/ }));
    expect(readCalls(calls)).toEqual(["/api/notifications/1/read"]);
  });

  it("has no read button per item: opening it is how it is read; the actions keep a row of their own", async () => {
    serve();
    renderSignedIn("/notifications", advertiser);
    const panel = await openPanel();
    expect(within(panel).queryByRole("button", { name: "읽음 표시" })).not.toBeInTheDocument();
    const action = within(panel).getByRole("button", { name: "순위 보기" });
    expect(action.parentElement).toHaveClass("notification-actions");
    expect(action.closest(".notification-meta")).toBeNull();
    expect(within(panel).getAllByRole("button", { name: "모두 읽음" })).toHaveLength(1);
  });

  it("marks an item read when its action opens the page", async () => {
    const { calls } = serve();
    renderSignedIn("/notifications", advertiser);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "순위 보기" }));
    await waitFor(() => expect(readCalls(calls)).toEqual(["/api/notifications/4/read"]));
  });

  it("the list page keeps its read button", async () => {
    serve();
    renderSignedIn("/notifications", advertiser);
    const items = await screen.findAllByTestId("notification-item");
    expect(within(items[0]).getByRole("button", { name: "읽음 표시" })).toBeInTheDocument();
  });
});
