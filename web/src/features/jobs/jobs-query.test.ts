import { describe, expect, it } from "vitest";
import { listKey, readJobsQuery, retryAllScope, writeJobsQuery } from "@/features/jobs/jobs-query";

describe("the jobs console's address", () => {
  it("reads defaults and refuses what it does not know", () => {
    expect(readJobsQuery(new URLSearchParams(""))).toEqual({ queue: "rank_crawl", state: "all", search: "", page: 1 });
    expect(readJobsQuery(new URLSearchParams("state=lost&page=-2")).state).toBe("all");
    expect(readJobsQuery(new URLSearchParams("state=lost&page=-2")).page).toBe(1);
  });

  it("round-trips a filter, leaving defaults out", () => {
    const query = { queue: "slot_registration", state: "dead" as const, search: " 42 ", page: 3 };
    const params = writeJobsQuery(query);
    expect(params.toString()).toBe("queue=slot_registration&state=dead&search=42&page=3");
    expect(readJobsQuery(params)).toEqual({ ...query, search: "42" });
    expect(writeJobsQuery({ queue: "rank_crawl", state: "all", search: "", page: 1 }).toString()).toBe("");
  });

  it("asks the api for one page of one queue", () => {
    expect(listKey({ queue: "rank_crawl", state: "failed", search: "", page: 2 })).toBe(
      "/api/admin/jobs?queue=rank_crawl&page=2&limit=20&state=failed",
    );
  });

  it("retries every failed job only where the filter shows failed ones", () => {
    expect(retryAllScope("all")).toBe("both");
    expect(retryAllScope("dead")).toBe("dead");
    expect(retryAllScope("done")).toBeNull();
    expect(retryAllScope("pending")).toBeNull();
  });
});
