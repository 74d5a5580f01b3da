/**
 * The business over time on /admin (GET /api/admin/business; the figures and their rules are the
 * server's, `common::cash::business`): the request's address, each period's label, the renewal
 * rate as a percent, the chart points and whether anything happened. Nothing here computes a figure.
 */
import { dashboardMessages as messages } from "@/features/dashboard/messages";
import { apiEnums } from "@/lib/api-enums";
import type { components } from "@/lib/api-types";
import type { ExportFormat } from "@/lib/download";
import { formatMonthDay, formatYearMonth } from "@/lib/format";

export type BusinessFigures = components["schemas"]["BusinessFigures"];
export type BusinessPeriod = components["schemas"]["BusinessPeriod"];
export type BusinessUnit = components["schemas"]["BusinessUnit"];
export type Figures = components["schemas"]["Figures"];

export const BUSINESS_UNITS: readonly BusinessUnit[] = apiEnums.BusinessUnit;

/** What the section asks for; a blank date is the server's default for the unit. */
export interface BusinessQuery {
  unit: BusinessUnit;
  startDate: string;
  endDate: string;
}

function params(query: BusinessQuery, format?: ExportFormat): string {
  const search = new URLSearchParams();
  if (format) search.set("format", format);
  search.set("unit", query.unit);
  if (query.startDate) search.set("startDate", query.startDate);
  if (query.endDate) search.set("endDate", query.endDate);
  return search.toString();
}

export function businessUrl(query: BusinessQuery): string {
  return `/api/admin/business?${params(query)}`;
}

export function businessExportUrl(query: BusinessQuery, format: ExportFormat): string {
  return `/api/admin/business/export?${params(query, format)}`;
}

/** "11.22" for a day, "11.16~" for a week (its Monday), "2026.11" for a month. */
export function periodLabel(unit: BusinessUnit, period: string): string {
  if (unit === "week") return messages.business.weekOf(formatMonthDay(period));
  if (unit === "month") return formatYearMonth(period);
  return formatMonthDay(period);
}

/** The renewal rate (0 to 1) as a percent with one decimal; null stays null (nothing ended). */
export function renewalPercent(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined ? null : Math.round(rate * 1000) / 10;
}

/** "50.0%", or "-" when nothing ended. */
export function renewalText(rate: number | null | undefined): string {
  const percent = renewalPercent(rate);
  return percent === null ? messages.business.none : messages.business.percent(percent.toFixed(1));
}

export interface BusinessChartPoint {
  label: string;
  cashCharged: number;
  refunded: number;
  slotsSold: number;
  slotsExtended: number;
  activeAdvertisers: number;
  renewal: number | null;
}

/** One point per period, oldest first. */
export function chartPoints(data: BusinessFigures): BusinessChartPoint[] {
  return data.periods.map((p) => ({
    label: periodLabel(data.unit, p.period),
    cashCharged: p.figures.cashCharged,
    refunded: p.figures.refunded,
    slotsSold: p.figures.slotsSold,
    slotsExtended: p.figures.slotsExtended,
    activeAdvertisers: p.activeAdvertisers,
    renewal: renewalPercent(p.figures.renewalRate),
  }));
}

/** The figures a chart draws (every point's figure but its label). */
export type BusinessSeriesKey = Exclude<keyof BusinessChartPoint, "label">;

/**
 * True when a chart of `keys` has something to draw over the points: a count or amount above zero,
 * or a renewal rate at all (0% is a rate: slots ended and none was renewed; null is nothing ended).
 */
export function chartHasData(points: BusinessChartPoint[], keys: readonly BusinessSeriesKey[]): boolean {
  return points.some((point) =>
    keys.some((key) => {
      const value = point[key];
      return key === "renewal" ? value !== null : (value ?? 0) > 0;
    }),
  );
}

/** Anything at all in the range: a figure above zero or an advertiser running a slot. */
export function hasActivity(data: BusinessFigures): boolean {
  const t = data.totals;
  const sums = [t.charges, t.refunds, t.slotsSold, t.slotsExtended, t.slotsEnded];
  return sums.some((n) => n > 0) || data.periods.some((p) => p.activeAdvertisers > 0);
}
