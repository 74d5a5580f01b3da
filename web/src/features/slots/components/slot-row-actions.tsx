import { slotsMessages } from "@/features/slots/messages";
import { rowActionsOf, type RowAction } from "@/features/slots/selection";
import type { SlotView } from "@/lib/slots/api";

const STYLES: Record<RowAction, string> = {
  fill: "button button-small button-primary",
  edit: "button button-small button-secondary",
  pause: "button button-small button-warning-outline",
  resume: "button button-small button-info",
};

interface SlotRowActionsProps {
  slot: SlotView;
  busy: boolean;
  onAction: (action: RowAction, slot: SlotView) => void;
}

/** Register / edit / pause / resume, strictly from the slot's `allowedActions`. */
export function SlotRowActions({ slot, busy, onAction }: SlotRowActionsProps) {
  const actions = rowActionsOf(slot);
  if (actions.length === 0) return <span className="cell-muted">{slotsMessages.noValue}</span>;
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button key={action} type="button" className={STYLES[action]} disabled={busy} onClick={() => onAction(action, slot)}>
          {slotsMessages.actions[action]}
        </button>
      ))}
    </div>
  );
}
