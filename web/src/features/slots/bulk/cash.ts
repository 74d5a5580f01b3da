/**
 * When the register button stops (spec part 2 §5 "Bulk registration blocked", part 1 §5 "Bulk
 * input"): input errors first, then no rows, then with the cash system on a balance below new rows ×
 * the slot price. Filling issued slots (pre-allocation) is never charged (docs/api-allocations.md).
 */
import { bulkBlockMessages as messages } from "@/features/slots/bulk/messages";

export interface CashContext {
  useCashSystem: boolean;
  /** null while it loads (the server checks again anyway). */
  balance: number | null;
  /** The setting defaultSlotPrice. */
  price: number;
}

/** Won the new rows cost: 0 with the cash system off. */
export function requiredAmount(newRows: number, cash: CashContext): number {
  return cash.useCashSystem ? newRows * Math.max(cash.price, 0) : 0;
}

/** The reason the rows cannot be registered yet, or null. */
export function blockReason(input: { errors: number; rows: number; newRows: number; cash: CashContext }): string | null {
  if (input.errors > 0) return messages.fixErrors;
  if (input.rows === 0) return messages.noRows;
  const required = requiredAmount(input.newRows, input.cash);
  if (input.cash.useCashSystem && input.cash.balance !== null && required > input.cash.balance) {
    return messages.insufficientCash(required, input.cash.balance);
  }
  return null;
}
