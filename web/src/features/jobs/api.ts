/**
 * The jobs console's calls (`/api/admin/jobs…`, api contract: docs/api-jobs.md), staff only: every
 * queue's counts and the workers, a queue's jobs, one job, and the actions on them. Lists and the
 * open job are polled so the console follows the workers without a reload.
 */
import useSWR, { mutate } from "swr";
import { JOBS_PATH, listKey, type JobsQuery } from "@/features/jobs/jobs-query";
import { postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";

export type JobsOverview = components["schemas"]["JobsOverview"];
export type QueueCounts = components["schemas"]["QueueCounts"];
export type WorkerProcess = components["schemas"]["WorkerProcess"];
export type JobPage = components["schemas"]["JobPageView"];
export type JobSummary = components["schemas"]["JobSummary"];
export type JobDetail = components["schemas"]["JobDetail"];
export type JobState = components["schemas"]["JobState"];
export type RowKind = components["schemas"]["RowKind"];
type Retried = components["schemas"]["RetriedView"];
type RetryFailedRequest = components["schemas"]["RetryFailedRequest"];

const BASE = JOBS_PATH;
export const OVERVIEW_KEY = `${BASE}/overview`;
/** How often the console asks again (ms). */
export const JOBS_POLL_MS = 5000;
/** The open job, a little more often: an action's effect shows at once. */
export const JOB_POLL_MS = 2000;

export function useJobsOverview() {
  return useSWR<JobsOverview>(OVERVIEW_KEY, { refreshInterval: JOBS_POLL_MS });
}

export function useJobs(query: JobsQuery | null) {
  return useSWR<JobPage>(query ? listKey(query) : null, { refreshInterval: JOBS_POLL_MS, keepPreviousData: true });
}

export function useJob(id: string | null) {
  return useSWR<JobDetail>(id ? `${BASE}/${encodeURIComponent(id)}` : null, { refreshInterval: JOB_POLL_MS });
}

/** Refetches the counts, every list and the open job after an action. */
export function refreshJobs(): Promise<unknown> {
  return mutate((key) => typeof key === "string" && key.startsWith(BASE));
}

export type JobAction = "retry" | "cancel" | "run-now";

export function runJobAction(id: string, action: JobAction): Promise<JobDetail> {
  return postJson<undefined, JobDetail>(`${BASE}/${encodeURIComponent(id)}/${action}`);
}

/** Every failed job of `queue` (of `state`, or failed and dead alike) runs again; answers how many. */
export async function retryFailed(queue: string, state?: "failed" | "dead"): Promise<number> {
  // A queue name the overview listed; the server refuses any other with a Korean 400.
  const name = queue as RetryFailedRequest["queue"];
  const body: RetryFailedRequest = state ? { queue: name, state } : { queue: name };
  const answer = await postJson<RetryFailedRequest, Retried>(`${BASE}/retry-failed`, { arg: body });
  return answer.retried;
}
