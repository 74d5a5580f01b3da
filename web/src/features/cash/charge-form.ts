/**
 * The rules of the charge form (spec part 1 §2 "Cash", §5 "Cash", §9): preset buttons add to the
 * amount, the free input keeps digits only, and the client checks (all three fields required, amount
 * within minCashCharge..maxCashCharge) run before the call. The server is the authority: whatever it
 * answers is shown as is.
 */
import type { ChargeInput } from "@/features/cash/api";
import { formatWon, formatWonNumber } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { apiLimits } from "@/lib/api-limits";
import { settingsDefaults } from "@/lib/settings-defaults";

/** Spec part 1 §9: the preset amounts, in won. */
export const CHARGE_PRESETS: readonly number[] = [10_000, 30_000, 50_000, 100_000, 300_000, 500_000];

/** The limits when the settings do not say otherwise: the settings' own defaults, from the contract. */
export const DEFAULT_CHARGE_LIMITS: Readonly<ChargeLimits> = {
  min: settingsDefaults.minCashCharge,
  max: settingsDefaults.maxCashCharge,
};

/** The smallest amount the server ever takes (a charge of nothing is none), from the contract. */
const LOWEST_CHARGE = apiLimits.ChargeRequestBody.amount.minimum;

export interface ChargeLimits {
  min: number;
  max: number;
}

/** The input never holds more than this (ten digits), so sums stay exact integers. */
export const MAX_AMOUNT_INPUT = 9_999_999_999;

/**
 * The limits from the settings (minCashCharge, maxCashCharge) when they are sane, else the defaults;
 * the minimum never below the contract's (a setting of 0 still refuses a charge of 0, as the server does).
 */
export function chargeLimitsOf(settings: { minCashCharge?: unknown; maxCashCharge?: unknown } | null | undefined): ChargeLimits {
  const whole = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);
  const setMin = whole(settings?.minCashCharge);
  const min = setMin === null ? DEFAULT_CHARGE_LIMITS.min : Math.max(setMin, LOWEST_CHARGE);
  const max = whole(settings?.maxCashCharge) ?? DEFAULT_CHARGE_LIMITS.max;
  return max >= min ? { min, max } : { ...DEFAULT_CHARGE_LIMITS };
}

/** What the amount input holds: digits only ("60,000", "6만" → 60000 / 6), 0 when empty. */
export function parseAmountInput(text: string): number {
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  if (!digits) return 0;
  return Math.min(Number(digits.slice(0, 10)), MAX_AMOUNT_INPUT);
}

/** The amount as the input shows it: "60,000", or "" for none. */
export function formatAmountInput(amount: number): string {
  return amount > 0 ? formatWonNumber(amount) : "";
}

/** A preset button adds its value to the amount (10,000 then 50,000 makes 60,000). */
export function addPreset(amount: number, preset: number): number {
  const current = Number.isInteger(amount) && amount > 0 ? amount : 0;
  return Math.min(current + preset, MAX_AMOUNT_INPUT);
}

/** `datetime-local` value ("2026-11-22T14:05") of `date` in the browser's time zone. */
export function localDateTimeValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The `datetime-local` value as an ISO timestamp, or null when blank or invalid. */
export function depositAtIso(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface ChargeFormValues {
  amount: number;
  /** `datetime-local` value. */
  depositAt: string;
  accountHolder: string;
}

export type ChargeField = keyof ChargeFormValues;

export interface ChargeProblem {
  field: ChargeField;
  message: string;
}

/** The first problem of the form in field order, or null when it may be sent. */
export function validateChargeForm(values: ChargeFormValues, limits: ChargeLimits = DEFAULT_CHARGE_LIMITS): ChargeProblem | null {
  if (!values.amount || values.amount <= 0) return { field: "amount", message: cashMessages.errors.amountRequired };
  if (values.amount < limits.min) return { field: "amount", message: cashMessages.errors.amountMin(formatWon(limits.min)) };
  if (values.amount > limits.max) return { field: "amount", message: cashMessages.errors.amountMax(formatWon(limits.max)) };
  if (!values.depositAt.trim()) return { field: "depositAt", message: cashMessages.errors.depositAtRequired };
  if (!depositAtIso(values.depositAt)) return { field: "depositAt", message: cashMessages.errors.depositAtInvalid };
  if (!values.accountHolder.trim()) return { field: "accountHolder", message: cashMessages.errors.accountHolderRequired };
  return null;
}

/** The POST /api/cash/charges body of a valid form. */
export function chargeInputOf(values: ChargeFormValues): ChargeInput {
  return {
    amount: values.amount,
    depositAt: depositAtIso(values.depositAt) ?? values.depositAt,
    accountHolder: values.accountHolder.trim(),
  };
}
