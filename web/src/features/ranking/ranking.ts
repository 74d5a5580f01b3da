/** How the ranking page words ranks, movement and competition (pure, tested). */
import type { BadgeTone } from "@/components/badge";
import type { Competition } from "@/features/ranking/api";
import { rankingMessages as m } from "@/features/ranking/messages";
import { formatNumber } from "@/lib/format";
import { directionClass, placesChange } from "@/lib/slots/format";

export type RankingTab = "keywords" | "advertisers";
export const RANKING_TABS: readonly RankingTab[] = ["keywords", "advertisers"];

/** "12위", or "순위 없음" when there is no rank within 500. */
export function rankText(rank: number | null | undefined): string {
  return rank && rank > 0 && rank <= 500 ? m.rank(rank) : m.noRank;
}

export interface Movement {
  text: string;
  /** What a screen reader says. */
  label: string;
  /** The shared direction class (red up, blue down, grey same), or the new entry's own. */
  className: string;
}

/**
 * Places gained over seven days as every rank change reads: "▲3" (up, red), "▼2" (down, blue),
 * "-" (same), "신규" (no old rank).
 */
export function movement(change: number | null | undefined, bestRank: number | null | undefined): Movement {
  if (change === null || change === undefined) {
    return bestRank
      ? { text: m.newEntry, label: m.newEntry, className: "ranking-move ranking-move-new" }
      : { text: m.noChange, label: m.noChange, className: `ranking-move ${directionClass("flat")}` };
  }
  const moved = placesChange(change, m.moved);
  return { text: moved.text, label: moved.description, className: `ranking-move ${directionClass(moved.direction)}` };
}

/** The badge of a competition level. */
export function competitionBadge(level: Competition | null | undefined): { text: string; tone: BadgeTone } {
  switch (level) {
    case "low":
      return { text: m.competition.low, tone: "success" };
    case "medium":
      return { text: m.competition.medium, tone: "warning" };
    case "high":
      return { text: m.competition.high, tone: "danger" };
    default:
      return { text: m.competition.unknown, tone: "neutral" };
  }
}

/** "상품 1,534개", or "-" before a crawl read the count. */
export function productCount(total: number | null | undefined): string {
  return total === null || total === undefined ? "-" : m.products(formatNumber(total));
}

/** The medal class of the top three places. */
export function podiumClass(place: number): string {
  return place >= 1 && place <= 3 ? `ranking-podium ranking-podium-${place}` : "";
}

/** The tab named in `?tab=`, keywords otherwise. */
export function tabFrom(value: string | null): RankingTab {
  return value === "advertisers" ? "advertisers" : "keywords";
}
