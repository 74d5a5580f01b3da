/**
 * Rank crawl progress for operators (api contract: docs/api-crawl.md): the day's figures, polled
 * every 5 seconds by the dashboard panel, and the runs of a day. Each request is declared once here.
 */
import useSWR from "swr";
import type { components } from "@/lib/api-types";

/** GET /api/admin/crawl-runs/summary: today's crawl (KST day), or the last day's when none ran today. */
export type CrawlSummary = components["schemas"]["CrawlSummary"];

/** One keyword's crawl on one day (`lastErrorText`: the last error in Korean for operators). */
export type CrawlRun = components["schemas"]["CrawlRunView"];

export type CrawlRunPage = components["schemas"]["CrawlRunPage"];

/** How often the panel asks again (ms). */
export const CRAWL_POLL_MS = 5000;
/** Runs the panel's list shows at most. */
export const CRAWL_RUNS_SHOWN = 50;

export const crawlKeys = {
  summary: "/api/admin/crawl-runs/summary",
  runs: (day: string, size = CRAWL_RUNS_SHOWN): string => `/api/admin/crawl-runs?day=${day}&size=${size}`,
};

export function useCrawlSummary() {
  return useSWR<CrawlSummary>(crawlKeys.summary, { refreshInterval: CRAWL_POLL_MS });
}

/** The runs of `day`, fetched while the list is open (`day` null: not fetched), kept fresh with the summary. */
export function useCrawlRuns(day: string | null) {
  return useSWR<CrawlRunPage>(day ? crawlKeys.runs(day) : null, { refreshInterval: CRAWL_POLL_MS });
}
