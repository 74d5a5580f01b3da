import { CashChargePage } from "@/features/cash/components/cash-charge-page";
import { CashFeatureGate } from "@/features/cash/components/cash-feature-gate";
import { pageTitles } from "@/lib/messages";

/** /cash/charge: the cash charge request page (the menu's cash charge link). */
export function CashChargeRoute() {
  return (
    <CashFeatureGate feature="cash">
      <CashChargePage title={pageTitles.cashCharge} />
    </CashFeatureGate>
  );
}
