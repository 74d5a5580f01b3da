import { describe, expect, it } from "vitest";
import type { CrawlRun } from "@/features/crawl/api";
import { failedFirst, finishedPercent } from "@/features/crawl/runs";

const run = (id: number, status: CrawlRun["status"]): CrawlRun => ({
  id, keyword: `k${id}`, day: "2026-11-22", status, trigger: "schedule", attempts: 1, pagesRead: 1, places: 0,
  complete: null, lastError: null, lastErrorText: null, queuedAt: "2026-11-22T00:00:00Z", startedAt: null, finishedAt: null,
});

describe("crawl panel figures", () => {
  it("counts done and failed as finished, rounding down, and 0 without runs", () => {
    expect(finishedPercent({ done: 1, failed: 1, total: 3 })).toBe(66);
    expect(finishedPercent({ done: 4, failed: 0, total: 4 })).toBe(100);
    expect(finishedPercent({ done: 0, failed: 0, total: 0 })).toBe(0);
  });

  it("puts failed runs first and keeps the order inside each group", () => {
    const sorted = failedFirst([run(1, "done"), run(2, "failed"), run(3, "queued"), run(4, "failed")]);
    expect(sorted.map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });
});
