import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { AccessDenied } from "@/components/access-denied";
import { Loading } from "@/components/loading";
import { Pagination } from "@/components/pagination";
import { Tabs } from "@/components/tabs";
import { RANKING_PAGE_SIZE, useAdvertiserRanking, useKeywordRanking } from "@/features/ranking/api";
import { AdvertiserRankingTable, KeywordRankingTable } from "@/features/ranking/components/ranking-tables";
import { rankingMessages as m } from "@/features/ranking/messages";
import { RANKING_TABS, tabFrom, type RankingTab } from "@/features/ranking/ranking";
import { ApiError } from "@/lib/api-client";
import { pageFromParams } from "@/lib/list-page";
import { commonMessages, errorMessages } from "@/lib/messages";
import { isStaff } from "@/lib/roles";
import { useSession } from "@/lib/session";
import "@/styles/ranking.css";

/** Loading, failure, empty or the table, with the pager under it. */
function Outcome(props: {
  error: unknown;
  isLoading: boolean;
  count: number;
  totalPages: number;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { error, isLoading, count, totalPages, page, onPage, onRetry, children } = props;
  if (error instanceof ApiError && error.status === 403 && error.message === errorMessages.featureDisabled) {
    return <AccessDenied message={m.featureOff} />;
  }
  if (error) {
    return (
      <div className="alert alert-error ranking-error" role="alert">
        <span>{error instanceof Error ? error.message : m.loadFailed}</span>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {commonMessages.retry}
        </button>
      </div>
    );
  }
  if (isLoading) return <Loading />;
  if (count === 0) {
    return (
      <div className="ranking-empty">
        <p className="ranking-empty-title">{m.emptyTitle}</p>
        <p>{m.emptyBody}</p>
      </div>
    );
  }
  return (
    <>
      {children}
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={onPage} />}
    </>
  );
}

/** /ranking: keywords and advertisers tabs with real rank data (tab and page in the address). */
export function RankingPage() {
  const { user } = useSession();
  const staff = isStaff(user?.role);
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  const page = pageFromParams(params);
  const keywords = useKeywordRanking(page, tab === "keywords");
  const advertisers = useAdvertiserRanking(page, tab === "advertisers");

  const go = (next: { tab?: RankingTab; page?: number }) => {
    const search = new URLSearchParams();
    search.set("tab", next.tab ?? tab);
    const p = next.page ?? 1;
    if (p > 1) search.set("page", String(p));
    setParams(search);
  };

  const list = tab === "keywords" ? keywords : advertisers;
  const offset = (page - 1) * RANKING_PAGE_SIZE;
  const intro =
    tab === "keywords" ? (staff ? m.intro.keywordsStaff : m.intro.keywords) : staff ? m.intro.advertisersStaff : m.intro.advertisers;

  return (
    <section className="panel ranking-panel">
      <Tabs
        tabs={RANKING_TABS}
        selected={tab}
        onSelect={(name) => go({ tab: name })}
        label={m.tabsLabel}
        tabLabel={(name) => m.tabs[name]}
        listClassName="ranking-tablist"
      >
        <p className="ranking-intro">{intro}</p>
        <Outcome
          error={list.error}
          isLoading={list.isLoading}
          count={list.data?.items.length ?? 0}
          totalPages={list.data?.pagination.totalPages ?? 0}
          page={page}
          onPage={(p) => go({ page: p })}
          onRetry={() => void list.mutate()}
        >
          {tab === "keywords" ? (
            <KeywordRankingTable rows={keywords.data?.items ?? []} offset={offset} />
          ) : (
            <AdvertiserRankingTable rows={advertisers.data?.items ?? []} />
          )}
        </Outcome>
      </Tabs>
    </section>
  );
}
