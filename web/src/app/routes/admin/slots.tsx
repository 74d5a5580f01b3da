import { PageHeader } from "@/components/page-header";
import { isPreAllocationMode } from "@/features/navigation/menu";
import { pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";

/** /admin/slots: slot approval (slot management in pre-allocation mode). */
export function AdminSlotsRoute() {
  const { settings } = useSiteSettings();
  const title = isPreAllocationMode(settings.slotOperationMode)
    ? pageTitles.adminSlotsPreAllocation
    : pageTitles.adminSlots;
  return <PageHeader title={title} />;
}
