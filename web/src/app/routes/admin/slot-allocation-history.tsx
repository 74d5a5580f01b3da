import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/slot-allocation-history: slot issue and extension history. */
export function AdminSlotAllocationHistoryRoute() {
  return <PageHeader title={pageTitles.adminSlotAllocationHistory} />;
}
