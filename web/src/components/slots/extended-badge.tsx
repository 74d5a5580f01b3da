import type { SlotView } from "@/lib/slots/api";
import { expiryMessages } from "@/lib/slots/messages";

/** The extended label when the slot was made by extending a parent slot. */
export function ExtendedBadge({ parentSlotId, extensionDays }: Pick<SlotView, "parentSlotId" | "extensionDays">) {
  if (parentSlotId === null || parentSlotId === undefined) return null;
  return (
    <span className="badge badge-info extended-badge" title={expiryMessages.extendedTitle(extensionDays ?? null)}>
      {expiryMessages.extended}
    </span>
  );
}
