import { Modal } from "@/components/modal";
import type { SlotView } from "@/features/slots/api";
import { rankDisplay } from "@/features/slots/format";
import { rankMessages } from "@/features/slots/messages";
import { formatDateTime } from "@/lib/format";
import { commonMessages } from "@/lib/messages";

/** A past rank: missing is "-", not "measuring". */
function pastRank(rank: number | null): string {
  return rank === null || rank === undefined ? commonMessages.empty : rankDisplay(rank).text;
}

type RankSlot = Pick<SlotView, "keyword" | "rank" | "yesterdayRank" | "firstRank" | "lastCheckedAt">;

/**
 * Rank history of one slot. For now it shows the current, yesterday's and first rank the slot
 * carries; the daily history (GET /api/slots/{id}/rank-history) comes with its own issue.
 */
export function RankHistoryModal({ slot, onClose }: { slot: RankSlot; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    [rankMessages.currentRank, rankDisplay(slot.rank, slot.yesterdayRank).text],
    [rankMessages.yesterdayRank, pastRank(slot.yesterdayRank)],
    [rankMessages.firstRank, pastRank(slot.firstRank)],
  ];
  if (slot.lastCheckedAt) rows.push([rankMessages.lastChecked, formatDateTime(slot.lastCheckedAt)]);
  return (
    <Modal title={rankMessages.historyTitle} onClose={onClose} testId="rank-history-modal">
      <div className="modal-body">
        {slot.keyword && <p className="modal-description">{slot.keyword}</p>}
        <dl className="detail-list rank-summary">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="empty-state">
          <p className="empty-state-title">{rankMessages.historyEmpty}</p>
          <p className="field-hint">{rankMessages.historyPending}</p>
        </div>
      </div>
      <div className="modal-footer">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {commonMessages.close}
        </button>
      </div>
    </Modal>
  );
}
