/**
 * The pre-allocation form's rules (spec part 2 §5, §9): two variants, its defaults, the period a
 * duration sets, the checks before sending (the server checks again) and the confirmation text.
 */
import { preAllocationMessages as m } from "@/features/pre-allocation/messages";
import { apiLimits } from "@/lib/api-limits";
import { addDays } from "@/lib/slots/format";

/** Opened from the slot screen (any advertiser, up to 100) or from one user's row (up to 1000). */
export type Variant = "slots" | "user";
/** The period choices in days (spec part 2 §9): the slot screen's modal 1, 7, 10, 30; user management adds 3. */
export const DURATIONS: Record<Variant, readonly number[]> = { slots: [1, 7, 10, 30], user: [1, 3, 7, 10, 30] };
export const MAX_COUNT: Record<Variant, number> = { slots: 100, user: apiLimits.AllocationRequest.slotCount.maximum };
/** The fewest slots an issue may have (the server's rule). */
export const MIN_COUNT = apiLimits.AllocationRequest.slotCount.minimum;
/** Test slots run this many days, free. */
export const TEST_DAYS = 3;

export interface PreAllocationForm {
  userId: number | null;
  slotCount: string;
  startDate: string;
  endDate: string;
  workCount: string;
  amount: string;
  description: string;
  isTest: boolean;
}

export type FormField = "userId" | "slotCount" | "startDate" | "endDate" | "workCount" | "amount";

/** The end of a period of `days` days starting on `start` (its first day counted). */
export function endFor(start: string, days: number): string {
  return addDays(start, days - 1);
}

/**
 * The form as it opens: the slot screen's modal starts today and ends 7 days later with 10 slots;
 * the user-management one counts `defaultAllocation` slots over 10 days.
 */
export function initialForm(variant: Variant, today: string, defaultAllocation: number, userId: number | null): PreAllocationForm {
  return {
    userId,
    slotCount: String(variant === "user" ? defaultAllocation : 10),
    startDate: today,
    endDate: variant === "user" ? endFor(today, 10) : addDays(today, 7),
    workCount: "0",
    amount: "0",
    description: "",
    isTest: false,
  };
}

/** The end the server will use: a test issue runs 3 days from its start. */
export function effectiveEnd(form: PreAllocationForm): string {
  return form.isTest && form.startDate ? endFor(form.startDate, TEST_DAYS) : form.endDate;
}

const wholeNumber = (raw: string): number | null => {
  const text = raw.replace(/,/g, "").trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
};

export type FormCheck =
  | {
      ok: true;
      body: { slotCount: number; startDate: string; endDate: string; workCount: number; amount: number; description?: string; isTest: boolean };
      userId: number;
    }
  | { ok: false; field: FormField; message: string };

/** The request, or the first problem with the field it belongs to. */
export function checkForm(form: PreAllocationForm, variant: Variant): FormCheck {
  if (form.userId === null) return { ok: false, field: "userId", message: m.errors.advertiser };
  const count = wholeNumber(form.slotCount);
  if (count === null || count < 1) return { ok: false, field: "slotCount", message: m.errors.countTooSmall };
  if (count > MAX_COUNT[variant]) return { ok: false, field: "slotCount", message: m.errors.countTooLarge(MAX_COUNT[variant]) };
  if (!form.startDate) return { ok: false, field: "startDate", message: m.errors.startRequired };
  if (!form.endDate) return { ok: false, field: "endDate", message: m.errors.endRequired };
  if (form.endDate < form.startDate) return { ok: false, field: "endDate", message: m.errors.endBeforeStart };
  const workCount = wholeNumber(form.workCount || "0");
  if (workCount === null || workCount < 0) return { ok: false, field: "workCount", message: m.errors.workCount };
  const amount = wholeNumber(form.amount || "0");
  if (amount === null || amount < 0) return { ok: false, field: "amount", message: m.errors.amount };
  const description = form.description.trim();
  return {
    ok: true,
    userId: form.userId,
    body: {
      slotCount: count,
      startDate: form.startDate,
      endDate: effectiveEnd(form),
      workCount,
      amount: form.isTest ? 0 : amount,
      ...(description ? { description } : {}),
      isTest: form.isTest,
    },
  };
}

/** "Create N empty slots for the period?" */
export function confirmText(body: { slotCount: number; startDate: string; endDate: string }): string {
  return m.confirm(body.slotCount, body.startDate, body.endDate);
}
