import { StatusBadge } from "@/components/slots/status-badge";
import { adminSlotsMessages as messages } from "@/features/admin-slots/messages";
import type { SlotView } from "@/lib/slots/api";

/** The slot a modal is about: number, keyword, status and advertiser, at the top of the modal body. */
export function AdminSlotBrief({ slot }: { slot: SlotView }) {
  return (
    <div className="admin-slot-brief">
      <div className="admin-slot-brief-main">
        {slot.slotNumber !== null && <span className="admin-muted">{messages.slotNumber(slot.slotNumber)}</span>}
        <strong>{slot.keyword || messages.noKeyword}</strong>
        <StatusBadge status={slot.displayStatus} />
      </div>
      {(slot.userName || slot.userEmail) && (
        <p className="admin-muted">
          {slot.userName ?? messages.noValue}
          {slot.userEmail && ` (${slot.userEmail})`}
        </p>
      )}
    </div>
  );
}
