import { CashChargePage } from "@/features/cash/components/cash-charge-page";
import { CashFeatureGate } from "@/features/cash/components/cash-feature-gate";
import { pageTitles } from "@/lib/messages";

/** /cash: the cash charge page (where the sidebar's charge button goes in cashChargeMode "page"). */
export function CashRoute() {
  return (
    <CashFeatureGate feature="cash">
      <CashChargePage title={pageTitles.cash} />
    </CashFeatureGate>
  );
}
