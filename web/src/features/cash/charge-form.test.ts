import { describe, expect, it } from "vitest";
import {
  addPreset,
  CHARGE_PRESETS,
  chargeInputOf,
  chargeLimitsOf,
  DEFAULT_CHARGE_LIMITS,
  depositAtIso,
  formatAmountInput,
  localDateTimeValue,
  MAX_AMOUNT_INPUT,
  parseAmountInput,
  validateChargeForm,
  type ChargeFormValues,
  type ChargeLimits,
} from "@/features/cash/charge-form";

describe("preset buttons", () => {
  it("are the spec's six amounts", () => {
    expect(CHARGE_PRESETS).toEqual([10000, 30000, 50000, 100000, 300000, 500000]);
  });

  it("add to the amount instead of replacing it", () => {
    expect(addPreset(0, 10000)).toBe(10000);
    expect(addPreset(10000, 50000)).toBe(60000);
    expect(CHARGE_PRESETS.reduce(addPreset, 0)).toBe(990000);
    expect(addPreset(12345, 30000)).toBe(42345);
  });

  it("start from zero when the amount is not a positive whole number", () => {
    expect(addPreset(Number.NaN, 10000)).toBe(10000);
    expect(addPreset(-5, 10000)).toBe(10000);
  });

  it("never grow past the input's ten digits", () => {
    expect(addPreset(MAX_AMOUNT_INPUT - 1, 500000)).toBe(MAX_AMOUNT_INPUT);
  });
});

describe("the amount input", () => {
  it("keeps digits only", () => {
    expect(parseAmountInput("60,000")).toBe(60000);
    expect(parseAmountInput("6만원")).toBe(6);
    expect(parseAmountInput("1.5")).toBe(15);
    expect(parseAmountInput("-3000")).toBe(3000);
    expect(parseAmountInput("abc")).toBe(0);
    expect(parseAmountInput("")).toBe(0);
    expect(parseAmountInput("000500")).toBe(500);
  });

  it("caps at ten digits", () => {
    expect(parseAmountInput("123456789012345")).toBe(1234567890);
  });

  it("shows separators, and nothing for zero", () => {
    expect(formatAmountInput(60000)).toBe("60,000");
    expect(formatAmountInput(0)).toBe("");
  });
});

describe("client validation", () => {
  const valid: ChargeFormValues = { amount: 60000, depositAt: "2026-11-22T14:00", accountHolder: "홍길동" };
  const problem = (values: Partial<ChargeFormValues>, limits: ChargeLimits = DEFAULT_CHARGE_LIMITS) =>
    validateChargeForm({ ...valid, ...values }, limits);

  it("accepts a complete form within the limits", () => {
    expect(problem({})).toBeNull();
    expect(problem({ amount: 10000 })).toBeNull();
    expect(problem({ amount: 1000000 })).toBeNull();
  });

  it("requires the amount", () => {
    expect(problem({ amount: 0 })).toEqual({ field: "amount", message: "충전 금액을 입력해 주세요." });
  });

  it("checks the minimum and maximum with the server's wording", () => {
    expect(problem({ amount: 9999 })).toEqual({ field: "amount", message: "최소 충전 금액은 10,000원입니다." });
    expect(problem({ amount: 1000001 })).toEqual({ field: "amount", message: "최대 충전 금액은 1,000,000원입니다." });
  });

  it("follows other limits when the settings give them", () => {
    const limits = { min: 5000, max: 2000000 };
    expect(problem({ amount: 5000 }, limits)).toBeNull();
    expect(problem({ amount: 1500000 }, limits)).toBeNull();
    expect(problem({ amount: 4000 }, limits)?.message).toBe("최소 충전 금액은 5,000원입니다.");
  });

  it("requires the deposit time and a valid one", () => {
    expect(problem({ depositAt: "" })).toEqual({ field: "depositAt", message: "입금 예정 일시를 입력해 주세요." });
    expect(problem({ depositAt: "not a date" })?.field).toBe("depositAt");
  });

  it("requires the depositor, blanks do not count", () => {
    expect(problem({ accountHolder: "   " })).toEqual({ field: "accountHolder", message: "입금자명을 입력해 주세요." });
  });

  it("reports the first problem in field order", () => {
    expect(validateChargeForm({ amount: 0, depositAt: "", accountHolder: "" })?.field).toBe("amount");
  });
});

describe("limits from the settings", () => {
  it("use sane values and fall back to 10,000..1,000,000", () => {
    expect(chargeLimitsOf({ minCashCharge: 5000, maxCashCharge: 500000 })).toEqual({ min: 5000, max: 500000 });
    expect(chargeLimitsOf({})).toEqual({ min: 10000, max: 1000000 });
    expect(chargeLimitsOf(null)).toEqual({ min: 10000, max: 1000000 });
    expect(chargeLimitsOf({ minCashCharge: "x", maxCashCharge: 0.5 })).toEqual({ min: 10000, max: 1000000 });
    expect(chargeLimitsOf({ minCashCharge: 900000, maxCashCharge: 100000 })).toEqual({ min: 10000, max: 1000000 });
    expect(chargeLimitsOf({ minCashCharge: 0, maxCashCharge: 100000 })).toEqual({ min: 1, max: 100000 });
  });
});

describe("the request body", () => {
  it("sends the amount, the deposit time as ISO and the trimmed depositor", () => {
    const local = "2026-11-22T14:05";
    expect(chargeInputOf({ amount: 60000, depositAt: local, accountHolder: " 홍길동 " })).toEqual({
      amount: 60000,
      depositAt: new Date(local).toISOString(),
      accountHolder: "홍길동",
    });
  });

  it("the default deposit time is now, to the minute, in the datetime-local format", () => {
    const date = new Date(2026, 10, 22, 9, 7, 45);
    expect(localDateTimeValue(date)).toBe("2026-11-22T09:07");
    expect(depositAtIso(localDateTimeValue(date))).toBe(new Date(2026, 10, 22, 9, 7).toISOString());
    expect(depositAtIso("")).toBeNull();
  });
});
