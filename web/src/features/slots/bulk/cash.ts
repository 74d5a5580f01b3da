/**
 * When the register button stops (spec part 2 §5 "Bulk registration blocked", part 1 §5 "Bulk
 * input"): input errors first, then no rows, then, with the cash system on, a balance below what
 * the new rows cost, then more new rows than the advertiser may still hold (the per-user limit).
 * What they cost, whether the balance covers it and how many more slots fit is the server's quote
 * (`GET /api/cash/slot-quote`, the same rules the registration decides with); the web prices and
 * counts nothing. Filling issued slots (pre-allocation) is never charged and adds no slot
 * (docs/api-allocations.md).
 */
import type { SlotsQuote } from "@/features/slots/bulk/api";
import { bulkBlockMessages as messages } from "@/features/slots/bulk/messages";

export interface CashContext {
  useCashSystem: boolean;
  /** null while it loads. */
  balance: number | null;
}

/** The cash side of the grid for `newRows` new rows: the quote that prices them, and what they cost. */
export interface CashState {
  /** The server's quote for exactly these rows; null while it loads, or when nothing is priced. */
  quote: SlotsQuote | null;
  /** Won the new rows cost: 0 with the cash system off or no new rows; null until quoted. */
  required: number | null;
  /** The balance does not cover them (as quoted). */
  short: boolean;
}

/** The server's quote for exactly `newRows` new rows from the last one it answered (`latest`), or null. */
export function quoteFor(newRows: number, latest: SlotsQuote | undefined): SlotsQuote | null {
  return newRows > 0 && latest && latest.count === newRows ? latest : null;
}

/** The cash state of `newRows` new rows from the last quote the server answered (`latest`). */
export function cashStateOf(useCashSystem: boolean, newRows: number, latest: SlotsQuote | undefined): CashState {
  if (!useCashSystem || newRows === 0) return { quote: null, required: 0, short: false };
  const quote = quoteFor(newRows, latest);
  return { quote, required: quote ? quote.required : null, short: quote !== null && !quote.sufficient };
}

/** The reason the rows cannot be registered yet, or null (a quote still loading blocks nothing). */
export function blockReason(input: { errors: number; rows: number; quote: SlotsQuote | null }): string | null {
  if (input.errors > 0) return messages.fixErrors;
  if (input.rows === 0) return messages.noRows;
  if (input.quote && !input.quote.sufficient) return messages.insufficientCash(input.quote.required, input.quote.balance);
  if (input.quote && !input.quote.withinLimit) return messages.overLimit(input.quote.room);
  return null;
}
