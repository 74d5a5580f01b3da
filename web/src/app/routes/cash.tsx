import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /cash: cash charge page. */
export function CashRoute() {
  return <PageHeader title={pageTitles.cash} />;
}
