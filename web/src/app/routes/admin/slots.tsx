import { useState } from "react";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/toast";
import { AdminSlotManagement } from "@/features/admin-slots/components/admin-slot-management";
import { PreAllocationModal } from "@/features/pre-allocation/components/pre-allocation-modal";
import { preAllocationMessages } from "@/features/pre-allocation/messages";
import { RankHistoryModal } from "@/features/rank-history/components/rank-history-modal";
import { pageTitles } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { revalidateSlotLists, slotMarketPath } from "@/lib/slots/api";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";
import "@/styles/pre-allocation.css";

/**
 * /admin/slots: slot approval (slot management in pre-allocation mode, with the button that issues
 * empty slots); staff only (the route's gate).
 */
export function AdminSlotsRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [issuing, setIssuing] = useState(false);
  if (!user) return null;
  const preAllocation = settings.slotOperationMode === "pre-allocation";
  return (
    <>
      <AdminSlotManagement
        title={preAllocation ? pageTitles.adminSlotsPreAllocation : pageTitles.adminSlots}
        userId={user.id}
        preAllocation={preAllocation}
        headerActions={
          preAllocation && (
            <button type="button" className="button button-primary" onClick={() => setIssuing(true)}>
              {preAllocationMessages.button}
            </button>
          )
        }
        renderRankHistory={(slot, onClose) => <RankHistoryModal slot={slot} onClose={onClose} marketHref={slotMarketPath(slot.id, true)} />}
      />
      {issuing && (
        <PreAllocationModal
          variant="slots"
          defaultAllocation={settings.defaultSlotAllocation}
          onClose={() => setIssuing(false)}
          onDone={(message) => {
            setIssuing(false);
            toast.success(message);
            void revalidateSlotLists(mutate);
          }}
        />
      )}
    </>
  );
}
