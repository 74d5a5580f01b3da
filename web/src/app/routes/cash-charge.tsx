import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /cash/charge: cash charge request. */
export function CashChargeRoute() {
  return <PageHeader title={pageTitles.cashCharge} />;
}
