import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChargeRequest } from "@/features/cash/api";
import { cashPageFixture, chargeFixture } from "@/features/cash/test-fixtures";
import type { Role } from "@/lib/session-api";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, openRowDialog, pressIn, renderSignedIn } from "@/test/render-app";

// /admin/cash and the dashboard's cash section as staff see them, against a stubbed api (no network).

const person = (id: number, role: Role, fullName: string) => userFixture({ id, email: `${role}01`, fullName, role });
const operator = person(2, "operator", "운영자");
const advertiser = person(3, "user", "홍길동");

const first = chargeFixture({ id: 7, userName: "홍길동", userEmail: "advertiser01", amount: 50000, accountHolder: "홍길동", requestedAt: "2026-11-21T01:00:00Z" });
const second = chargeFixture({ id: 8, userName: "김철수", userEmail: "kim02", amount: 300000, accountHolder: "김철수", requestedAt: "2026-11-22T01:00:00Z" });


/** Pending requests the stub serves; a decision removes one, as the api does. */
function serve(pending: ChargeRequest[], extra: Handler = () => undefined, settings: Record<string, unknown> = {}, user = operator) {
  let rows = [...pending];
  const stub = stubApi(extra, signedInAs(user, { siteName: "Simple Slot", ...settings }), (call) => {
    if (call.url === "/api/cash/balance") return ok({ balance: 0 });
    if (call.url.startsWith("/api/admin/cash/charges?")) return ok(cashPageFixture(rows));
    if (call.url === "/api/admin/cash/counts") return ok({ pending: rows.length, approved: 4, rejected: 1 });
    const decision = call.url.match(/^\/api\/admin\/cash\/charges\/(\d+)\/(approve|reject)$/);
    if (call.method === "POST" && decision) {
      const charge = rows.find((row) => row.id === Number(decision[1]));
      if (!charge) return fail(409, "대기 중인 요청만 승인할 수 있습니다.");
      rows = rows.filter((row) => row !== charge);
      return ok({ ...charge, status: decision[2] === "approve" ? "approved" : "rejected" });
    }
    if (call.url === "/api/admin/dashboard") {
      return ok({
        slots: { total: 0, active: 0, pending: 0, inactive: 0, byStatus: { empty: 0, pending: 0, waiting: 0, active: 0, paused: 0, completed: 0, rejected: 0, refunded: 0 } },
        members: { total: 1, active: 1, inactive: 0 },
      });
    }
    return undefined;
  });
  return { ...stub, take: (id: number) => (rows = rows.filter((row) => row.id !== id)) };
}

function renderAt(path: string, user = operator) {
  return renderSignedIn(path, user);
}

isolateAppTests();

describe("/admin/cash", () => {
  it("lists pending requests oldest first with the user's name and login id", async () => {
    const { calls } = serve([first, second]);
    renderAt("/admin/cash");
    expect(await screen.findByRole("heading", { level: 1, name: "캐시 승인" })).toBeInTheDocument();
    const row = await screen.findByTestId("pending-charge-7");
    const cells = within(row).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(1, 3)).toEqual(["홍길동 advertiser01", "50,000원"]);
    expect(cells[4]).toBe("홍길동");
    expect(within(row).getByRole("button", { name: "승인" })).toHaveAccessibleDescription("홍길동 advertiser01");
    const rows = screen.getAllByTestId(/^pending-charge-/).map((element) => element.dataset.testid);
    expect(rows).toEqual(["pending-charge-7", "pending-charge-8"]);
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["신청 일시", "사용자", "금액", "입금 예정 일시", "입금자명", "처리"]);
    expect(screen.getByText("대기 2건")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/cash/charges?status=pending&page=1&limit=10")).toBe(true);
  });

  it("approve asks first; cancelling sends nothing, confirming removes the row with a toast", async () => {
    const { calls } = serve([first, second]);
    renderAt("/admin/cash");
    let dialog = await openRowDialog("pending-charge-7", "승인", { name: "충전 요청 승인" });
    expect(dialog).toHaveTextContent("홍길동님의 50,000원 충전 요청을 승인하시겠습니까?");
    await pressIn(dialog, "취소");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    dialog = await openRowDialog("pending-charge-7", "승인", { name: "충전 요청 승인" });
    await pressIn(dialog, "승인");
    expect(await screen.findByText("홍길동님의 50,000원 충전 요청을 승인했습니다.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("pending-charge-7")).not.toBeInTheDocument());
    expect(screen.getByTestId("pending-charge-8")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/admin/cash/charges/7/approve"]);
  });

  it("when another operator was first, the server's 409 text is shown as is and the row leaves", async () => {
    const stub = serve([first, second]);
    renderAt("/admin/cash");
    await screen.findByTestId("pending-charge-7");
    stub.take(7); // handled elsewhere meanwhile
    await pressIn(await openRowDialog("pending-charge-7", "승인"), "승인");
    expect(await screen.findByText("대기 중인 요청만 승인할 수 있습니다.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("pending-charge-7")).not.toBeInTheDocument());
  });

  it("reject opens a modal with an optional reason and sends it", async () => {
    const { calls } = serve([first, second]);
    renderAt("/admin/cash");
    const dialog = await openRowDialog("pending-charge-8", "반려", { role: "dialog", name: "충전 요청 반려" });
    expect(dialog).toHaveTextContent("김철수님의 300,000원 충전 요청을 반려하시겠습니까?");
    const reason = within(dialog).getByLabelText("반려 사유 (선택)");
    expect(reason).toHaveFocus();
    fireEvent.change(reason, { target: { value: " 입금 내역 없음 " } });
    await pressIn(dialog, "반려");
    expect(await screen.findByText("김철수님의 300,000원 충전 요청을 반려했습니다.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "충전 요청 반려" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("pending-charge-8")).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === "POST");
    expect(post).toMatchObject({ url: "/api/admin/cash/charges/8/reject", body: { reason: "입금 내역 없음" } });
  });

  it("reject without a reason sends an empty body; a 409 stays in the modal", async () => {
    const { calls } = serve([first], (call) =>
      call.method === "POST" && call.url.endsWith("/reject") ? fail(409, "대기 중인 요청만 반려할 수 있습니다.") : undefined,
    );
    renderAt("/admin/cash");
    const dialog = await openRowDialog("pending-charge-7", "반려", { role: "dialog", name: "충전 요청 반려" });
    await pressIn(dialog, "반려");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("대기 중인 요청만 반려할 수 있습니다.");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({});
  });

  it("says so when nothing is pending", async () => {
    serve([]);
    renderAt("/admin/cash");
    expect(await screen.findByText("대기 중인 충전 요청이 없습니다.")).toBeInTheDocument();
  });

  it("plain users see the access-denied panel", async () => {
    const { calls } = serve([first], undefined, {}, advertiser);
    renderAt("/admin/cash", advertiser);
    expect(await screen.findByText("접근 권한이 없습니다.")).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith("/api/admin/cash"))).toBe(false);
  });
});

describe("admin dashboard cash section", () => {
  it("shows pending, approved and rejected counts with a link to /admin/cash", async () => {
    serve([first, second]);
    renderAt("/admin");
    const section = await screen.findByRole("region", { name: "캐시 충전 요청" });
    expect(await within(section).findByText("2건")).toBeInTheDocument();
    expect(within(screen.getByTestId("cash-count-pending")).getByText("대기")).toBeInTheDocument();
    expect(within(screen.getByTestId("cash-count-approved")).getByText("4건")).toBeInTheDocument();
    expect(within(screen.getByTestId("cash-count-rejected")).getByText("1건")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "캐시 승인으로 이동" })).toHaveAttribute("href", "/admin/cash");
  });

  it("is absent with the cash system off", async () => {
    const { calls } = serve([first], undefined, { useCashSystem: false });
    renderAt("/admin");
    expect(await screen.findByText("전체 회원")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "캐시 충전 요청" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/cash/counts")).toBe(false);
  });
});
