import type { ReactNode } from "react";
import { RankChangeMark } from "@/components/slots/rank-change-mark";
import type { SlotView } from "@/lib/slots/api";
import { rankChange, slotRankDisplay } from "@/lib/slots/format";
import { rankMessages } from "@/lib/slots/messages";

/** What a rank cell shows and the rank history needs of a slot (its period is marked on the chart). */
export type RankSlot = Pick<
  SlotView,
  "id" | "status" | "keyword" | "rank" | "yesterdayRank" | "firstRank" | "lastCheckedAt" | "startDate" | "endDate"
>;

/**
 * Renders the rank history of a slot (the rank-history feature's modal). The route page passes it
 * to the slot lists, so a list opens it without importing that feature.
 */
export type RenderRankHistory = (slot: RankSlot, onClose: () => void) => ReactNode;

/**
 * The rank with its change since yesterday (`slotRankDisplay`: a slot not approved yet says so
 * instead of "measuring"); clicking asks for the slot's rank history.
 */
export function RankCell({ slot, onOpen }: { slot: RankSlot; onOpen: (slot: RankSlot) => void }) {
  const display = slotRankDisplay(slot);
  const change = rankChange(slot.rank, slot.yesterdayRank);
  return (
    <button
      type="button"
      className={`rank-cell rank-${display.kind}`}
      title={rankMessages.openHistory}
      aria-haspopup="dialog"
      onClick={() => onOpen(slot)}
    >
      <span className="rank-value">{display.text}</span>
      {change && <RankChangeMark change={change} />}
    </button>
  );
}
