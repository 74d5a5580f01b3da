import { StatusBadge } from "@/components/slots/status-badge";
import { slotsMessages } from "@/features/slots/messages";
import type { SlotView } from "@/lib/slots/api";

/** Status badge with its note: a pending slot waits for the operator, a rejected one shows why. */
export function SlotStatusCell({ slot }: { slot: SlotView }) {
  return (
    <div className="slot-status-cell">
      <StatusBadge status={slot.displayStatus} />
      {slot.displayStatus === "pending" && <span className="slot-status-note">{slotsMessages.pendingNote}</span>}
      {slot.displayStatus === "rejected" && slot.rejectionReason && (
        <span className="slot-status-note slot-status-note-danger">{slotsMessages.rejectionNote(slot.rejectionReason)}</span>
      )}
    </div>
  );
}
