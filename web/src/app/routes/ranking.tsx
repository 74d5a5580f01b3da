import { PageHeader } from "@/components/page-header";
import { RankingPage } from "@/features/ranking/components/ranking-page";
import { pageTitles } from "@/lib/messages";

/** /ranking: keyword and advertiser standings (the route shows the access-denied panel while featureRanking is off). */
export function RankingRoute() {
  return (
    <>
      <PageHeader title={pageTitles.ranking} />
      <RankingPage />
    </>
  );
}
