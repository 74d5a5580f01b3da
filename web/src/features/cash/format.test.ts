import { describe, expect, it } from "vitest";
import {
  bonusText,
  chargeStatusLabel,
  formatWon,
  formatWonNumber,
  historySign,
  historyTone,
  historyTypeLabel,
  signedHistoryAmount,
} from "@/features/cash/format";

describe("won", () => {
  it("uses ko-KR thousands separators and 원", () => {
    expect(formatWon(12000)).toBe("12,000원");
    expect(formatWon(1000000)).toBe("1,000,000원");
    expect(formatWon(0)).toBe("0원");
    expect(formatWon(950)).toBe("950원");
    expect(formatWonNumber(60000)).toBe("60,000");
  });

  it("never shows a fraction and treats missing values as zero", () => {
    expect(formatWon(1234.9)).toBe("1,234원");
    expect(formatWon(undefined)).toBe("0원");
    expect(formatWon(null)).toBe("0원");
    expect(formatWon(Number.NaN)).toBe("0원");
  });

  it("keeps a negative balance's sign (never expected, but not hidden)", () => {
    expect(formatWon(-5000)).toBe("-5,000원");
  });
});

describe("history types", () => {
  const table: Array<[string, "plus" | "minus", "green" | "red", string]> = [
    ["charge", "plus", "green", "충전"],
    ["refund", "plus", "green", "환불"],
    ["purchase", "minus", "red", "구매"],
    ["withdrawal", "minus", "red", "출금"],
    ["bonus", "minus", "red", "보너스"],
    ["expire", "minus", "red", "소멸"],
  ];

  it.each(table)("%s is a %s in %s, labelled %s", (type, sign, tone, label) => {
    expect(historySign(type)).toBe(sign);
    expect(historyTone(type)).toBe(tone);
    expect(historyTypeLabel(type)).toBe(label);
  });

  it("shows the absolute amount with the type's sign, whatever the stored sign", () => {
    expect(signedHistoryAmount("charge", 50000)).toBe("+50,000원");
    expect(signedHistoryAmount("refund", 25000)).toBe("+25,000원");
    expect(signedHistoryAmount("purchase", -50000)).toBe("\u221250,000원");
    expect(signedHistoryAmount("purchase", 50000)).toBe("\u221250,000원");
    expect(signedHistoryAmount("expire", -1200)).toBe("\u22121,200원");
    expect(signedHistoryAmount("bonus", 3000)).toBe("\u22123,000원");
  });

  it("an unknown type is shown as sent, as a minus", () => {
    expect(historyTypeLabel("mystery")).toBe("mystery");
    expect(historySign("mystery")).toBe("minus");
  });
});

describe("charge requests", () => {
  it("status labels", () => {
    expect(["pending", "approved", "rejected", "cancelled"].map(chargeStatusLabel)).toEqual(["대기", "승인", "반려", "취소"]);
  });

  it("bonus: amount with the percentage, or a dash", () => {
    expect(bonusText(5000, 10)).toBe("5,000원 (10%)");
    expect(bonusText(5000, 0)).toBe("5,000원");
    expect(bonusText(0, 0)).toBe("-");
    expect(bonusText(null, null)).toBe("-");
  });
});
