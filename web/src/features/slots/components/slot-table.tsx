import { useEffect, useRef, type ReactNode } from "react";
import { DataTable, type Column } from "@/components/data-table";
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
  emptyText: ReactNode;
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
  const c = slotsMessages.columns;
  const fieldColumns: Array<Column<SlotView>> = columns.map((column) => ({
    header: column.label,
    label: column.label,
    id: column.fieldKey,
    className: "slot-field-cell",
    cell: (slot) => <SlotFieldValue slot={slot} column={column} />,
  }));
  const tableColumns: Array<Column<SlotView>> = [
    {
      header: <HeaderCheckbox slots={slots} selectedIds={selectedIds} onToggleAll={props.onToggleAll} />,
      id: "select",
      headerClassName: "col-select",
      className: "col-select",
      cell: (slot) => <SlotSelectCell slot={slot} checked={selectedIds.has(slot.id)} onToggle={props.onToggle} />,
    },
    { header: c.rank, cell: (slot) => <RankCell slot={slot} onOpen={props.onOpenRankHistory} /> },
    { header: c.thumbnail, cell: (slot) => <SlotThumbnail src={slot.thumbnail} name={slot.productName ?? slot.keyword} /> },
    ...fieldColumns,
    {
      header: c.workPeriod,
      cell: (slot) => (
        <>
          <WorkPeriod startDate={slot.startDate} endDate={slot.endDate} daysLeft={slot.daysLeft} />
          <ExtendedBadge parentSlotId={slot.parentSlotId} extensionDays={slot.extensionDays} />
        </>
      ),
    },
    { header: c.status, cell: (slot) => <SlotStatusCell slot={slot} /> },
    { header: c.actions, cell: (slot) => <SlotRowActions slot={slot} busy={props.busyIds.has(slot.id)} onAction={props.onAction} /> },
  ];
  return (
    <DataTable
      columns={tableColumns}
      rows={slots}
      rowProps={(slot) => ({ "data-testid": `slot-row-${slot.id}`, className: selectedIds.has(slot.id) ? "row-selected" : undefined })}
      className="slot-table"
      caption={slotsMessages.tableCaption}
      loading={props.loading}
      loadingText={slotsMessages.loading}
      emptyText={props.emptyText}
    />
  );
}
