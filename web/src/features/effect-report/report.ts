/**
 * The effect report's request (POST /api/reports/effect: the file at once, or a job when the
 * report is large): the period the dialog opens with (the
 * api's default, the 30 KST days ending today) and whether a typed period may be sent (the api's
 * rule, `slots::query::history_range`: not backwards, at most 366 days; the server refuses the
 * rest with its own words).
 */
import { addDays, kstToday } from "@/lib/slots/format";

export type ReportFormat = "pdf" | "xlsx";
export const REPORT_FORMATS: readonly ReportFormat[] = ["pdf", "xlsx"];

/** Longest period, in days, counting both ends. */
export const MAX_REPORT_DAYS = 366;

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

/** The 30 days ending `today`, today included. */
export function defaultPeriod(today: string = kstToday()): ReportPeriod {
  return { startDate: addDays(today, -29), endDate: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `period` is a period the api accepts. */
export function isValidPeriod({ startDate, endDate }: ReportPeriod): boolean {
  if (!DATE.test(startDate) || !DATE.test(endDate) || startDate > endDate) return false;
  return addDays(startDate, MAX_REPORT_DAYS - 1) >= endDate;
}

/** The report's address (its query); `userId` only when staff name the advertiser. */
export function reportUrl(period: ReportPeriod, format: ReportFormat, userId?: number): string {
  const query = new URLSearchParams({ startDate: period.startDate, endDate: period.endDate, format });
  if (userId !== undefined) query.set("userId", String(userId));
  return `/api/reports/effect?${query.toString()}`;
}
