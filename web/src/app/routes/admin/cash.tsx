import { AdminCashApproval } from "@/features/cash/components/admin-cash-approval";
import { CashFeatureGate } from "@/features/cash/components/cash-feature-gate";
import { pageTitles } from "@/lib/messages";

/** /admin/cash: pending charge requests to approve or reject (staff only: the route's gate). */
export function AdminCashRoute() {
  return (
    <CashFeatureGate feature="cash">
      <AdminCashApproval title={pageTitles.adminCash} />
    </CashFeatureGate>
  );
}
