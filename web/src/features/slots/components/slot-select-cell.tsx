import { slotsMessages } from "@/features/slots/messages";
import { canSelect, selectMarker } from "@/features/slots/selection";
import type { SlotView } from "@/lib/slots/api";

interface SlotSelectCellProps {
  slot: SlotView;
  checked: boolean;
  onToggle: (slot: SlotView) => void;
}

/** A checkbox when the row may be ticked, the expired label for ended rows, nothing for pending/rejected/refunded. */
export function SlotSelectCell({ slot, checked, onToggle }: SlotSelectCellProps) {
  const marker = selectMarker(slot);
  if (marker === "none") return null;
  if (marker === "ended") return <span className="slot-ended-label">{slotsMessages.ended}</span>;
  const selectable = canSelect(slot);
  return (
    <input
      type="checkbox"
      className="slot-checkbox"
      checked={selectable && checked}
      disabled={!selectable}
      aria-label={slotsMessages.selectSlot(slotsMessages.slotLabel(slot.slotNumber, slot.id))}
      onChange={() => onToggle(slot)}
    />
  );
}
