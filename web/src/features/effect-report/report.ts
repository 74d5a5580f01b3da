/**
 * The effect report's request (POST /api/reports/effect: the file at once, or a job when the
 * report is large): the period the dialog opens with (the
 * api's default, the 30 KST days ending today) and whether a typed period may be sent: both days
 * written. Which periods the api accepts (not backwards, at most 366 days: `rank::history::
 * history_range`) no schema can state, so the dialog sends and shows the server's own words.
 */
import { apiParameters } from "@/lib/api-parameters";
import { addDays, kstToday } from "@/lib/slots/format";

export const REPORT_FORMATS = apiParameters["/api/reports/effect"].format;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

/** The 30 days ending `today`, today included. */
export function defaultPeriod(today: string = kstToday()): ReportPeriod {
  return { startDate: addDays(today, -29), endDate: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether both days of `period` are written (what the api then makes of them is its answer). */
export function isCompletePeriod({ startDate, endDate }: ReportPeriod): boolean {
  return DATE.test(startDate) && DATE.test(endDate);
}

/** The report's address (its query); `userId` only when staff name the advertiser. */
export function reportUrl(period: ReportPeriod, format: ReportFormat, userId?: number): string {
  const query = new URLSearchParams({ startDate: period.startDate, endDate: period.endDate, format });
  if (userId !== undefined) query.set("userId", String(userId));
  return `/api/reports/effect?${query.toString()}`;
}
