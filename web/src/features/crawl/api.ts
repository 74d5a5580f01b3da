/**
 * Rank crawl progress for operators (api contract: docs/api-crawl.md): the day's figures, polled
 * every 5 seconds by the dashboard panel, and the runs of a day. Each request is declared once here.
 */
import useSWR from "swr";
import type { Pagination } from "@/lib/api-client";

export type CrawlRunStatus = "queued" | "running" | "done" | "failed";

/** GET /api/admin/crawl-runs/summary: today's crawl, or the last day's when none ran today. */
export interface CrawlSummary {
  /** KST YYYY-MM-DD. */
  day: string;
  isToday: boolean;
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  pagesRead: number;
  slotsRanked: number;
  slotsUnranked: number;
  firstStartedAt: string | null;
  lastFinishedAt: string | null;
}

/** One keyword's crawl on one day. */
export interface CrawlRun {
  id: number;
  keyword: string;
  day: string;
  status: CrawlRunStatus | string;
  trigger: string;
  attempts: number;
  pagesRead: number;
  places: number;
  complete: boolean | null;
  lastError: string | null;
  /** The last error in Korean for operators. */
  lastErrorText: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface CrawlRunPage {
  items: CrawlRun[];
  pagination: Pagination;
}

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
