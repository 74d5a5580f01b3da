/**
 * What the crawl panel derives from the api's figures: the share of the day's runs that ended
 * (done or failed) and the list order that puts failed runs first.
 */
import type { CrawlRun, CrawlSummary } from "@/features/crawl/api";

/** Runs ended (done + failed) as a whole percentage of all runs; 0 without runs. */
export function finishedPercent(summary: Pick<CrawlSummary, "done" | "failed" | "total">): number {
  if (!summary.total || summary.total <= 0) return 0;
  const ratio = (summary.done + summary.failed) / summary.total;
  return Math.min(100, Math.max(0, Math.floor(ratio * 100)));
}

/** Failed runs first, then the rest; each group keeps the api's order (newest first). */
export function failedFirst(runs: readonly CrawlRun[]): CrawlRun[] {
  return [...runs.filter((run) => run.status === "failed"), ...runs.filter((run) => run.status !== "failed")];
}
