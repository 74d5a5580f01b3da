import { expiryMessages } from "@/lib/slots/messages";

/** The extended label when the slot was made by extending a parent slot. */
export function ExtendedBadge({ parentSlotId, extensionDays }: { parentSlotId: number | null; extensionDays?: number | null }) {
  if (parentSlotId === null || parentSlotId === undefined) return null;
  return (
    <span className="badge badge-info extended-badge" title={expiryMessages.extendedTitle(extensionDays ?? null)}>
      {expiryMessages.extended}
    </span>
  );
}
