import { useEffect, useRef } from "react";
import { ExtendedBadge } from "@/components/slots/extended-badge";
import { RankCell, type RankSlot } from "@/components/slots/rank-cell";
import { SlotFieldValue } from "@/components/slots/slot-field-value";
import { SlotThumbnail } from "@/components/slots/slot-thumbnail";
import { WorkPeriod } from "@/components/slots/work-period";
import { SlotRowActions } from "@/features/slots/components/slot-row-actions";
import { SlotSelectCell } from "@/features/slots/components/slot-select-cell";
import { SlotStatusCell } from "@/features/slots/components/slot-status-cell";
import { slotsMessages } from "@/features/slots/messages";
import { canSelect, type RowAction } from "@/features/slots/selection";
import type { SlotView } from "@/lib/slots/api";
import type { ListColumn } from "@/lib/slots/fields";

export interface SlotListProps {
  slots: SlotView[];
  columns: ListColumn[];
  selectedIds: ReadonlySet<number>;
  onToggle: (slot: SlotView) => void;
  onToggleAll: (slots: SlotView[]) => void;
  busyIds: ReadonlySet<number>;
  onAction: (action: RowAction, slot: SlotView) => void;
  /** The rank cell was clicked: show that slot's rank history. */
  onOpenRankHistory: (slot: RankSlot) => void;
  loading: boolean;
  /** The no-data text, or the no-search-results text when filters are in force. */
  emptyText: string;
}

/** Ticks every selectable row of the page (indeterminate when only some are). */
export function HeaderCheckbox({ slots, selectedIds, onToggleAll }: Pick<SlotListProps, "slots" | "selectedIds" | "onToggleAll">) {
  const ref = useRef<HTMLInputElement>(null);
  const selectable = slots.filter(canSelect);
  const ticked = selectable.filter((slot) => selectedIds.has(slot.id)).length;
  const all = selectable.length > 0 && ticked === selectable.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="slot-checkbox"
      checked={all}
      disabled={selectable.length === 0}
      aria-label={slotsMessages.selectAll}
      onChange={() => onToggleAll(slots)}
    />
  );
}

/** The slot table: select, rank, thumbnail, the configured field columns, period, status, actions. */
export function SlotTable(props: SlotListProps) {
  const { slots, columns, selectedIds } = props;
  const columnCount = 6 + columns.length;
  return (
    <div className="table-wrapper">
      <table className="table slot-table" aria-busy={props.loading || undefined}>
        <caption className="visually-hidden">{slotsMessages.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-select">
              <HeaderCheckbox slots={slots} selectedIds={selectedIds} onToggleAll={props.onToggleAll} />
            </th>
            <th scope="col">{slotsMessages.columns.rank}</th>
            <th scope="col">{slotsMessages.columns.thumbnail}</th>
            {columns.map((column) => (
              <th key={column.fieldKey} scope="col">
                {column.label}
                {column.required && (
                  <span className="field-required" title={slotsMessages.requiredColumn(column.label)} aria-hidden="true">
                    {slotsMessages.requiredMark}
                  </span>
                )}
              </th>
            ))}
            <th scope="col">{slotsMessages.columns.workPeriod}</th>
            <th scope="col">{slotsMessages.columns.status}</th>
            <th scope="col">{slotsMessages.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {slots.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="table-empty">
                {props.loading ? slotsMessages.loading : props.emptyText}
              </td>
            </tr>
          ) : (
            slots.map((slot) => (
              <tr
                key={slot.id}
                data-testid={`slot-row-${slot.id}`}
                className={selectedIds.has(slot.id) ? "row-selected" : undefined}
              >
                <td className="col-select">
                  <SlotSelectCell slot={slot} checked={selectedIds.has(slot.id)} onToggle={props.onToggle} />
                </td>
                <td>
                  <RankCell slot={slot} onOpen={props.onOpenRankHistory} />
                </td>
                <td>
                  <SlotThumbnail src={slot.thumbnail} name={slot.productName ?? slot.keyword} />
                </td>
                {columns.map((column) => (
                  <td key={column.fieldKey} className="slot-field-cell">
                    <SlotFieldValue slot={slot} column={column} />
                  </td>
                ))}
                <td>
                  <WorkPeriod startDate={slot.startDate} endDate={slot.endDate} daysLeft={slot.daysLeft} />
                  <ExtendedBadge parentSlotId={slot.parentSlotId} extensionDays={slot.extensionDays} />
                </td>
                <td>
                  <SlotStatusCell slot={slot} />
                </td>
                <td>
                  <SlotRowActions slot={slot} busy={props.busyIds.has(slot.id)} onAction={props.onAction} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
