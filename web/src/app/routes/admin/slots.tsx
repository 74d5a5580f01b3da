import { AdminSlotManagement } from "@/features/admin-slots/components/admin-slot-management";
import { RankHistoryModal } from "@/features/rank-history/components/rank-history-modal";
import { pageTitles } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";
import "@/styles/pre-allocation.css";

/** /admin/slots: slot approval (slot management in pre-allocation mode); staff only (the route's gate). */
export function AdminSlotsRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  if (!user) return null;
  const preAllocation = settings.slotOperationMode === "pre-allocation";
  return (
    <AdminSlotManagement
      title={preAllocation ? pageTitles.adminSlotsPreAllocation : pageTitles.adminSlots}
      userId={user.id}
      preAllocation={preAllocation}
      useCashSystem={settings.useCashSystem}
      defaultAllocation={settings.defaultSlotAllocation}
      renderRankHistory={(slot, onClose) => <RankHistoryModal slot={slot} onClose={onClose} />}
    />
  );
}
