import { describe, expect, it } from "vitest";
import table from "../../../../common/fixtures/slot_status_cases.json";
import type { SlotStatus } from "@/features/slots/api";
import {
  allowedActionsOf,
  daysLeftOf,
  displayStatusOf,
  operationModeOf,
  withStoredStatus,
  type SlotRole,
} from "@/features/slots/status";
import { slotFixture } from "@/features/slots/test-fixtures";

interface Case {
  name: string;
  status: SlotStatus;
  keyword: boolean;
  url: boolean;
  startDate: string | null;
  endDate: string | null;
  today: string;
  role: SlotRole;
  mode: string;
  hasExtension: boolean;
  expect: { displayStatus: string; daysLeft: number | null; actions: string[] };
}

const cases = (table as { cases: Case[] }).cases;

describe("the shared slot status case table (common/fixtures/slot_status_cases.json)", () => {
  it("has cases", () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))("%s", (_name, testCase) => {
    const slot = {
      status: testCase.status,
      hasKeyword: testCase.keyword,
      hasUrl: testCase.url,
      startDate: testCase.startDate,
      endDate: testCase.endDate,
      hasExtension: testCase.hasExtension,
    };
    const mode = operationModeOf(testCase.mode);
    expect({
      displayStatus: displayStatusOf(slot, testCase.today),
      daysLeft: daysLeftOf(testCase.endDate, testCase.today),
      actions: allowedActionsOf(slot, testCase.today, testCase.role, mode),
    }).toEqual(testCase.expect);
  });
});

describe("optimistic pause and resume", () => {
  const context = { today: "2026-11-22", role: "user" as const, mode: "normal" as const };

  it("pausing a running slot keeps the end date and offers resume", () => {
    const running = slotFixture({ status: "active", startDate: "2026-11-01", endDate: "2026-12-01" });
    const paused = withStoredStatus(running, "paused", context);
    expect(paused).toMatchObject({
      status: "paused",
      displayStatus: "paused",
      daysLeft: 10,
      endDate: "2026-12-01",
      allowedActions: ["edit", "resume"],
    });
  });

  it("resuming brings pause and select back", () => {
    const paused = slotFixture({ status: "paused", displayStatus: "paused", startDate: "2026-11-01", endDate: "2026-12-01" });
    expect(withStoredStatus(paused, "active", context).allowedActions).toEqual(["edit", "pause", "select"]);
  });
});
