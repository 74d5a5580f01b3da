/**
 * What the jobs console shows, kept in the address (`/admin/jobs?queue=rank_crawl&state=failed`)
 * so a link or a reload opens the same list.
 */
import { apiEnums } from "@/lib/api-enums";

export const JOB_STATES = apiEnums.JobState;
export type JobStateFilter = (typeof JOB_STATES)[number] | "all";

export interface JobsQuery {
  queue: string;
  state: JobStateFilter;
  search: string;
  page: number;
}

export const DEFAULT_QUEUE = "rank_crawl";
export const JOBS_PAGE_SIZE = 20;

export function readJobsQuery(params: URLSearchParams): JobsQuery {
  const state = params.get("state") ?? "all";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    queue: params.get("queue") || DEFAULT_QUEUE,
    state: (JOB_STATES as readonly string[]).includes(state) ? (state as JobStateFilter) : "all",
    search: params.get("search") ?? "",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The address's parameters for `query`, defaults left out. */
export function writeJobsQuery(query: JobsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.queue !== DEFAULT_QUEUE) params.set("queue", query.queue);
  if (query.state !== "all") params.set("state", query.state);
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Every jobs console call starts here (`api.ts` builds the others on it). */
export const JOBS_PATH = "/api/admin/jobs";

/** The api's list address for `query`. */
export function listKey(query: JobsQuery): string {
  const params = new URLSearchParams({ queue: query.queue, page: String(query.page), limit: String(JOBS_PAGE_SIZE) });
  if (query.state !== "all") params.set("state", query.state);
  if (query.search.trim()) params.set("search", query.search.trim());
  return `${JOBS_PATH}?${params}`;
}

/** Which failed jobs "retry all" reaches under the current filter; null when it reaches none. */
export function retryAllScope(state: JobStateFilter): "failed" | "dead" | "both" | null {
  if (state === "failed" || state === "dead") return state;
  if (state === "all") return "both";
  return null;
}
