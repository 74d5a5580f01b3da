import { describe, expect, it } from "vitest";
import { approvalFormOf, checkApproval, menuItemsOf, rowButtonsOf } from "@/features/admin-slots/actions";
import { slotFixture } from "@/lib/slots/test-fixtures";

describe("row actions come only from allowedActions", () => {
  it("pending: approve and reject on the row, edit and the log in the menu", () => {
    const slot = slotFixture({ displayStatus: "pending", allowedActions: ["edit", "approve", "reject"] });
    expect(rowButtonsOf(slot)).toEqual(["approve", "reject"]);
    expect(menuItemsOf(slot)).toEqual(["edit", "logs"]);
  });

  it("running: no decision buttons; edit, pause, refund, the rank recrawl and the log", () => {
    const slot = slotFixture({ allowedActions: ["edit", "pause", "refund", "recrawl"] });
    expect(rowButtonsOf(slot)).toEqual([]);
    expect(menuItemsOf(slot)).toEqual(["edit", "pause", "refund", "recrawl", "logs"]);
    expect(menuItemsOf(slotFixture({ displayStatus: "waiting", allowedActions: ["edit"] }))).toEqual(["edit", "logs"]);
  });

  it("rejected: delete and the log; nothing at all still leaves the log", () => {
    expect(menuItemsOf(slotFixture({ displayStatus: "rejected", allowedActions: ["delete"] }))).toEqual(["delete", "logs"]);
    expect(menuItemsOf(slotFixture({ displayStatus: "active", allowedActions: ["edit", "refund", "extend", "recrawl"] }))).toEqual([
      "edit", "refund", "extend", "recrawl", "logs",
    ]);
    expect(menuItemsOf(slotFixture({ displayStatus: "rejected", allowedActions: [] }))).toEqual(["logs"]);
  });
});

describe("approval", () => {
  it("starts with the price and the period the server quoted, as typed text", () => {
    expect(approvalFormOf({ price: 50_000, startDate: "2026-11-22", endDate: "2026-12-21", lowestPrice: 0 })).toEqual({
      price: "50000",
      startDate: "2026-11-22",
      endDate: "2026-12-21",
    });
    // What the form starts with is sent back unchanged.
    expect(checkApproval(approvalFormOf({ price: 10_000, startDate: "2026-11-01", endDate: "2026-11-30", lowestPrice: 1 }), 1)).toEqual({
      ok: true,
      input: { approvedPrice: 10_000, startDate: "2026-11-01", endDate: "2026-11-30" },
    });
  });

  it("the price must be at least the quote's lowest price (the server's rule: 1 with the cash system off, 0 with it on or for an issued slot)", () => {
    const period = { startDate: "", endDate: "" };
    expect(checkApproval({ price: "0", ...period }, 1)).toMatchObject({ ok: false, message: "승인 금액은 0원보다 커야 합니다." });
    expect(checkApproval({ price: "", ...period }, 1)).toMatchObject({ ok: false, field: "price" });
    expect(checkApproval({ price: "0", ...period }, 0)).toEqual({ ok: true, input: { approvedPrice: 0 } });
    expect(checkApproval({ price: "1.5", ...period }, 0)).toMatchObject({ ok: false, message: "승인 금액은 0 이상의 정수로 입력해 주세요." });
  });

  it("sends the dates when given and refuses an end before the start", () => {
    expect(checkApproval({ price: "30,000", startDate: "2026-11-22", endDate: "2026-12-21" }, 1)).toEqual({
      ok: true,
      input: { approvedPrice: 30_000, startDate: "2026-11-22", endDate: "2026-12-21" },
    });
    expect(checkApproval({ price: "30000", startDate: "2026-11-22", endDate: "2026-11-01" }, 1)).toMatchObject({
      ok: false,
      field: "endDate",
      message: "종료일은 시작일과 같거나 그 이후여야 합니다.",
    });
  });
});
