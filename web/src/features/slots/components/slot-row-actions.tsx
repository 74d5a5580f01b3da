import { Link } from "react-router-dom";
import { slotsMessages } from "@/features/slots/messages";
import { rowActionsOf, type RowAction } from "@/features/slots/selection";
import { slotMarketPath, type SlotView } from "@/lib/slots/api";

/**
 * Colour belongs to the status pills: the row's actions are neutral, and only filling in a slot
 * that waits for its fields (the one thing the row asks of the advertiser) is filled.
 */
const STYLES: Record<RowAction, string> = {
  fill: "button button-small button-primary",
  edit: "button button-small button-secondary",
  pause: "button button-small button-secondary",
  resume: "button button-small button-secondary",
};

interface SlotRowActionsProps {
  slot: SlotView;
  busy: boolean;
  onAction: (action: RowAction, slot: SlotView) => void;
  /**
   * Also link to the slot's market view (issue 29): on the cards, which have the room. A desk row
   * keeps its actions on one line within the table; it reaches the market through the rank history.
   */
  withMarket?: boolean;
}

/**
 * Register / edit / pause / resume, strictly from the slot's `allowedActions`, then (`withMarket`)
 * the link to the slot's market view once it has a keyword.
 */
export function SlotRowActions({ slot, busy, onAction, withMarket = false }: SlotRowActionsProps) {
  const actions = rowActionsOf(slot);
  const market = withMarket && Boolean(slot.keyword);
  if (actions.length === 0 && !market) return <span className="cell-muted">{slotsMessages.noValue}</span>;
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button key={action} type="button" className={STYLES[action]} disabled={busy} onClick={() => onAction(action, slot)}>
          {slotsMessages.actions[action]}
        </button>
      ))}
      {market && (
        <Link className="button button-small button-secondary" to={slotMarketPath(slot.id, false)}>
          {slotsMessages.market}
        </Link>
      )}
    </div>
  );
}
