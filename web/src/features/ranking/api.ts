/**
 * The ranking page's calls (api contract: docs/api-settings.md "Ranking"): keywords by best current
 * rank, advertisers by active slots. Each request is declared once here.
 */
import useSWR from "swr";
import type { components } from "@/lib/api-types";

export type KeywordRanking = components["schemas"]["KeywordRankingView"];
export type AdvertiserRanking = components["schemas"]["AdvertiserRankingView"];
export type KeywordRankingPage = components["schemas"]["KeywordRankingPage"];
export type AdvertiserRankingPage = components["schemas"]["AdvertiserRankingPage"];
export type Competition = components["schemas"]["Competition"];

/** Rows per page of either tab. */
export const RANKING_PAGE_SIZE = 20;

export const rankingKeys = {
  keywords: (page: number) => `/api/ranking/keywords?page=${page}&limit=${RANKING_PAGE_SIZE}`,
  advertisers: (page: number) => `/api/ranking/advertisers?page=${page}&limit=${RANKING_PAGE_SIZE}`,
};

export function useKeywordRanking(page: number, enabled: boolean) {
  return useSWR<KeywordRankingPage>(enabled ? rankingKeys.keywords(page) : null);
}

export function useAdvertiserRanking(page: number, enabled: boolean) {
  return useSWR<AdvertiserRankingPage>(enabled ? rankingKeys.advertisers(page) : null);
}
