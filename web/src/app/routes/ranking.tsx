import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /ranking: the ranking sample page. */
export function RankingRoute() {
  return <PageHeader title={pageTitles.ranking} />;
}
