import { ExtendedBadge } from "@/components/slots/extended-badge";
import { ExtraKeywords } from "@/components/slots/extra-keywords";
import { RankCell } from "@/components/slots/rank-cell";
import { SlotFieldValue } from "@/components/slots/slot-field-value";
import { SlotThumbnail } from "@/components/slots/slot-thumbnail";
import { WorkPeriod } from "@/components/slots/work-period";
import { SlotRowActions } from "@/features/slots/components/slot-row-actions";
import { SlotSelectCell } from "@/features/slots/components/slot-select-cell";
import { SlotStatusCell } from "@/features/slots/components/slot-status-cell";
import { HeaderCheckbox, type SlotListProps } from "@/features/slots/components/slot-table";
import { slotsMessages } from "@/features/slots/messages";
import type { SlotView } from "@/lib/slots/api";
import { extraKeywordsOf, fieldRole } from "@/lib/slots/fields";

/** The card's tooltip: why the slot was refunded or rejected. */
function reasonOf(slot: SlotView): string | undefined {
  if (slot.refundReason) return slotsMessages.refundNote(slot.refundReason);
  if (slot.rejectionReason) return slotsMessages.rejectionNote(slot.rejectionReason);
  return undefined;
}

/** The same information as the table, one card per slot, titled by its keyword (its number beside it). */
export function SlotCards(props: SlotListProps) {
  const { slots, columns, selectedIds } = props;
  if (slots.length === 0) {
    return <div className="table-empty slot-cards-empty">{props.loading ? slotsMessages.loading : props.emptyText}</div>;
  }
  return (
    <>
      <div className="slot-cards-toolbar">
        <HeaderCheckbox slots={slots} selectedIds={selectedIds} onToggleAll={props.onToggleAll} />
        <span aria-hidden="true">{slotsMessages.selectAll}</span>
      </div>
      <ul className="slot-cards" aria-label={slotsMessages.cardsLabel} aria-busy={props.loading || undefined}>
      {slots.map((slot) => (
        <li
          key={slot.id}
          className={selectedIds.has(slot.id) ? "slot-card slot-card-selected" : "slot-card"}
          data-testid={`slot-card-${slot.id}`}
          title={reasonOf(slot)}
        >
          <div className="slot-card-header">
            <SlotSelectCell slot={slot} checked={selectedIds.has(slot.id)} onToggle={props.onToggle} />
            <div className="slot-card-heading">
              <strong className="slot-card-title">{slot.keyword?.trim() || slotsMessages.slotLabel(slot.slotNumber, slot.id)}</strong>
              {slot.keyword?.trim() && <span className="slot-card-number">{slotsMessages.slotNumber(slot.slotNumber ?? slot.id)}</span>}
              <ExtendedBadge parentSlotId={slot.parentSlotId} extensionDays={slot.extensionDays} />
            </div>
            <span className="slot-card-status">
              <SlotStatusCell slot={slot} />
            </span>
          </div>
          <ExtraKeywords keywords={extraKeywordsOf(slot)} />
          <div className="slot-card-body">
            <SlotThumbnail src={slot.thumbnail} name={slot.productName ?? slot.keyword} size="large" />
            <dl className="slot-card-fields">
              {columns.filter((column) => fieldRole(column.fieldKey) !== "keyword").map((column) => (
                <div key={column.fieldKey}>
                  <dt>{column.label}</dt>
                  <dd>
                    <SlotFieldValue slot={slot} column={column} />
                  </dd>
                </div>
              ))}
              <div>
                <dt>{slotsMessages.columns.rank}</dt>
                <dd>
                  <RankCell slot={slot} onOpen={props.onOpenRankHistory} />
                </dd>
              </div>
              <div>
                <dt>{slotsMessages.columns.workPeriod}</dt>
                <dd>
                  <WorkPeriod startDate={slot.startDate} endDate={slot.endDate} daysLeft={slot.daysLeft} />
                </dd>
              </div>
            </dl>
          </div>
          <div className="slot-card-footer">
            <SlotRowActions slot={slot} busy={props.busyIds.has(slot.id)} onAction={props.onAction} withMarket />
          </div>
        </li>
      ))}
      </ul>
    </>
  );
}
