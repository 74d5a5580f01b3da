import { describe, expect, it } from "vitest";
import { replaceSlotInPage, withRequestedStatus } from "@/features/slots/list-cache";
import { pageFixture, slotFixture } from "@/lib/slots/test-fixtures";

describe("the optimistic row of a pause or resume", () => {
  it("shows the requested state at once and keeps the actions the server sent", () => {
    const running = slotFixture({ id: 1, allowedActions: ["edit", "pause", "select"] });
    expect(withRequestedStatus(running, "paused")).toMatchObject({
      status: "paused",
      displayStatus: "paused",
      daysLeft: running.daysLeft,
      endDate: running.endDate,
      allowedActions: ["edit", "pause", "select"],
    });
  });

  it("replaces the row and moves the counters with its display status", () => {
    const running = slotFixture({ id: 1 });
    const page = pageFixture([running, slotFixture({ id: 2 })]);
    const next = replaceSlotInPage(page, withRequestedStatus(running, "paused"));
    expect(next?.items.map((item) => item.displayStatus)).toEqual(["paused", "active"]);
    expect(next?.summary).toMatchObject({ active: 1, paused: 1, total: 2 });
    expect(replaceSlotInPage(page, slotFixture({ id: 9 }))).toBe(page);
  });
});
