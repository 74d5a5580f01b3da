import { AllocationHistoryPage } from "@/features/allocation-history/components/allocation-history-page";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";
import "@/styles/allocation-history.css";

/** /admin/slot-allocation-history: slot issue and extension history (staff; the route's gate). */
export function AdminSlotAllocationHistoryRoute() {
  return <AllocationHistoryPage title={pageTitles.adminSlotAllocationHistory} />;
}
