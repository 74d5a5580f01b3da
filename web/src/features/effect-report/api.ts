/**
 * The effect report's calls (docs/api-reports.md): `POST /api/reports/effect` answers the file at
 * once when the report is small, or 202 with a job when it is large; the job is polled until it is
 * done, then its file is downloaded.
 */
import useSWR from "swr";
import type { components } from "@/lib/api-types";

export type ReportJob = components["schemas"]["ReportJobView"];

export const reportJobKeys = {
  job: (id: number): string => `/api/reports/effect/jobs/${id}`,
  file: (id: number): string => `/api/reports/effect/jobs/${id}/file`,
};

/** A report job's progress, polled until it is done; `null` reads nothing. */
export function useReportJob(id: number | null) {
  return useSWR<ReportJob>(id === null ? null : reportJobKeys.job(id), {
    refreshInterval: (job) => (job?.status === "done" ? 0 : 500),
  });
}
