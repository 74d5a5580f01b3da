import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /cash-history and /cash/history: the user's cash history. */
export function CashHistoryRoute() {
  return <PageHeader title={pageTitles.cashHistory} />;
}
