/**
 * The admin row actions (spec part 1 §2 "Admin slot management", §5 "Operator decisions"): which
 * buttons and menu items a row offers comes only from the slot's `allowedActions` (the log is always
 * viewable), and the approval form: it starts with what the server quotes (`ApprovalQuote`: the
 * suggested price and period) and is checked before sending. The server decides again.
 */
import type { ApprovalQuote } from "@/features/admin-slots/api";
import { approveMessages } from "@/features/admin-slots/messages";
import type { SlotAction, SlotView } from "@/lib/slots/api";

/** Buttons shown on the row itself, in order. */
export type RowButton = Extract<SlotAction, "approve" | "reject">;
/** Items of the "더보기" menu, in order. */
export type MenuItemAction = Extract<SlotAction, "edit" | "pause" | "resume" | "refund" | "extend" | "recrawl" | "delete"> | "logs";

const ROW_BUTTONS: readonly RowButton[] = ["approve", "reject"];
const MENU_ITEMS: readonly Exclude<MenuItemAction, "logs">[] = ["edit", "pause", "resume", "refund", "extend", "recrawl", "delete"];

export function rowButtonsOf(slot: Pick<SlotView, "allowedActions">): RowButton[] {
  return ROW_BUTTONS.filter((action) => slot.allowedActions.includes(action));
}

/** Menu items the slot allows (the rank recrawl for a slot the crawl serves), then the log. */
export function menuItemsOf(slot: Pick<SlotView, "allowedActions">): MenuItemAction[] {
  return [...MENU_ITEMS.filter((action) => slot.allowedActions.includes(action)), "logs"];
}

export interface ApprovalForm {
  price: string;
  startDate: string;
  endDate: string;
}

/** The approval form as the server's quote starts it: its price and its period, as typed text. */
export function approvalFormOf(quote: ApprovalQuote): ApprovalForm {
  return { price: String(quote.price), startDate: quote.startDate, endDate: quote.endDate };
}

export type ApprovalCheck =
  | { ok: true; input: { approvedPrice: number; startDate?: string; endDate?: string } }
  | { ok: false; field: "price" | "endDate"; message: string };

/**
 * The approval request, or the first problem: the price is a whole number of won, at least the
 * quote's `lowestPrice` (the server's rule: 0 means "the slot's price" or an issued slot's note);
 * the end is not before the start.
 */
export function checkApproval(form: ApprovalForm, lowestPrice: number): ApprovalCheck {
  const raw = form.price.trim().replace(/,/g, "");
  if (raw !== "" && !/^\d+$/.test(raw)) return { ok: false, field: "price", message: approveMessages.priceInvalid };
  const price = raw === "" ? 0 : Number(raw);
  if (!Number.isSafeInteger(price)) return { ok: false, field: "price", message: approveMessages.priceInvalid };
  if (price < lowestPrice) return { ok: false, field: "price", message: approveMessages.priceRequired };
  if (form.startDate && form.endDate && form.endDate < form.startDate) {
    return { ok: false, field: "endDate", message: approveMessages.periodOrder };
  }
  return {
    ok: true,
    input: {
      approvedPrice: price,
      ...(form.startDate ? { startDate: form.startDate } : {}),
      ...(form.endDate ? { endDate: form.endDate } : {}),
    },
  };
}
