import { useState } from "react";
import type { SlotView } from "@/features/slots/api";
import { RankHistoryModal } from "@/features/slots/components/rank-history-modal";
import { rankChange, rankDisplay } from "@/features/slots/format";
import { rankMessages } from "@/features/slots/messages";

type RankSlot = Pick<SlotView, "id" | "keyword" | "rank" | "yesterdayRank" | "firstRank" | "lastCheckedAt">;

/** The rank with its change since yesterday; clicking opens the rank history. */
export function RankCell({ slot }: { slot: RankSlot }) {
  const [open, setOpen] = useState(false);
  const display = rankDisplay(slot.rank, slot.yesterdayRank);
  const change = rankChange(slot.rank, slot.yesterdayRank);
  return (
    <>
      <button
        type="button"
        className={`rank-cell rank-${display.kind}`}
        title={rankMessages.openHistory}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="rank-value">{display.text}</span>
        {change && (
          <span className={change.className} title={change.description}>
            <span aria-hidden="true">{change.text}</span>
            <span className="visually-hidden">{change.description}</span>
          </span>
        )}
      </button>
      {open && <RankHistoryModal slot={slot} onClose={() => setOpen(false)} />}
    </>
  );
}
