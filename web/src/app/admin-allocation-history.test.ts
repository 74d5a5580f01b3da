import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AllocationRecord } from "@/features/allocation-history/api";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { confirmDialog, isolateAppTests, renderSignedIn } from "@/test/render-app";

// /admin/slot-allocation-history as an operator sees it, against a stubbed api.

const operator = userFixture({ id: 9, email: "operator01", fullName: "운영자", role: "operator" });

function record(id: number, payment: boolean): AllocationRecord {
  return {
    id, payment, paidAt: payment ? "2026-11-22T01:00:00Z" : null, createdAt: "2026-11-22T00:00:00Z",
    userId: 3, userName: "홍길동", userEmail: "hong01", operatorId: 9, operatorName: "운영자", operatorEmail: "operator01",
    slotCount: 5, startDate: "2026-11-22", endDate: "2026-11-28", workCount: 0, amount: 0, description: null,
    isTest: false, reason: "선슬롯 발행", memo: null,
  };
}

function serve(payment: Handler) {
  return stubApi(payment, signedInAs(operator, { siteName: "Simple Slot", slotOperationMode: "pre-allocation" }), (call) => {
    if (call.method === "GET" && call.url.startsWith("/api/slots/allocation-history?")) {
      return ok({ allocations: [record(1, false), record(2, true)], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } });
    }
    return undefined;
  });
}

isolateAppTests();

describe("/admin/slot-allocation-history payment", () => {
  it("offers mark-paid in the actions column as well as the payment cell, and cancel for a paid issue", async () => {
    serve(() => undefined);
    renderSignedIn("/admin/slot-allocation-history", operator);
    const unpaid = await screen.findByTestId("allocation-row-1");
    expect(within(unpaid).getByRole("button", { name: "미결제" })).toBeInTheDocument();
    expect(within(unpaid).getByRole("button", { name: "결제 완료" })).toBeInTheDocument();
    const paid = screen.getByTestId("allocation-row-2");
    expect(within(paid).getByText("결제완료")).toBeInTheDocument();
    expect(within(paid).getByRole("button", { name: "결제 취소" })).toBeInTheDocument();
    expect(within(paid).queryByRole("button", { name: "결제 완료" })).not.toBeInTheDocument();
  });

  it("says an error happened during payment processing when the call never reaches the server", async () => {
    const { calls } = serve((call) => {
      if (call.method === "PATCH") throw new TypeError("Failed to fetch");
      return undefined;
    });
    renderSignedIn("/admin/slot-allocation-history", operator);
    fireEvent.click(within(await screen.findByTestId("allocation-row-1")).getByRole("button", { name: "미결제" }));
    await confirmDialog();
    expect(await screen.findByText("결제 처리 중 오류가 발생했습니다.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({ url: "/api/slots/allocation-history/1/payment", body: { payment: true } });
  });

  it("shows the server's text when it refuses", async () => {
    serve((call) => (call.method === "PATCH" ? fail(409, "이미 결제 완료된 발행 내역입니다.") : undefined));
    renderSignedIn("/admin/slot-allocation-history", operator);
    fireEvent.click(within(await screen.findByTestId("allocation-row-1")).getByRole("button", { name: "결제 완료" }));
    await confirmDialog();
    await waitFor(() => expect(screen.getByText("이미 결제 완료된 발행 내역입니다.")).toBeInTheDocument());
  });
});
