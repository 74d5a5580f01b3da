import { CashFeatureGate } from "@/features/cash/components/cash-feature-gate";
import { CashHistory } from "@/features/cash/components/cash-history";
import { pageTitles } from "@/lib/messages";

/** /cash-history and /cash/history: the user's charge requests and cash history (tab in ?tab=usage). */
export function CashHistoryRoute() {
  return (
    <CashFeatureGate feature="history">
      <CashHistory title={pageTitles.cashHistory} />
    </CashFeatureGate>
  );
}
