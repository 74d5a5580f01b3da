/**
 * Money and cash-history display rules (spec part 1 §2 "Cash"): whole won with ko-KR thousands
 * separators and 원; a history entry's sign and colour come from its type, not from the stored sign
 * (charge and refund are a green plus; purchase, withdrawal, bonus and expire a red minus), and the
 * amount is always shown as its absolute value next to that sign.
 */
import type { CashHistoryType, ChargeStatus } from "@/features/cash/api";
import { cashMessages } from "@/features/cash/messages";
import { formatWon, toWholeWon } from "@/lib/format";

/** Money is formatted where every feature formats it (lib/format.ts). */
export { formatWon, formatWonNumber, toWholeWon } from "@/lib/format";

export type HistorySign = "plus" | "minus";
export type HistoryTone = "green" | "red";

const PLUS_TYPES: readonly string[] = ["charge", "refund"];

/** charge and refund add to the balance; every other type (purchase, withdrawal, bonus, expire) takes away. */
export function historySign(type: CashHistoryType | string): HistorySign {
  return PLUS_TYPES.includes(type) ? "plus" : "minus";
}

/** Green for a plus, red for a minus. */
export function historyTone(type: CashHistoryType | string): HistoryTone {
  return historySign(type) === "plus" ? "green" : "red";
}

/** The signs shown: "+" and the minus sign U+2212 "−". */
export const SIGN_TEXT: Record<HistorySign, string> = { plus: "+", minus: "\u2212" };

/** "+50,000원" for a charge, "−50,000원" for a purchase (the absolute amount with the type's sign). */
export function signedHistoryAmount(type: CashHistoryType | string, amount: number): string {
  return `${SIGN_TEXT[historySign(type)]}${formatWon(Math.abs(toWholeWon(amount)))}`;
}

/** The Korean label of a history type (충전, 구매, ...); an unknown type shows as sent. */
export function historyTypeLabel(type: CashHistoryType | string): string {
  return (cashMessages.historyTypes as Record<string, string>)[type] ?? type;
}

/** The Korean label of a charge status (대기, 승인, 반려, 취소). */
export function chargeStatusLabel(status: ChargeStatus | string): string {
  return (cashMessages.chargeStatuses as Record<string, string>)[status] ?? status;
}

/** "5,000원 (10%)" when a bonus was given, "-" otherwise. */
export function bonusText(bonusAmount: number | null | undefined, bonusPercentage: number | null | undefined): string {
  const amount = toWholeWon(bonusAmount);
  if (amount <= 0) return cashMessages.none;
  const percentage = Number(bonusPercentage) || 0;
  return percentage > 0 ? cashMessages.bonusWithPercentage(formatWon(amount), percentage) : formatWon(amount);
}
