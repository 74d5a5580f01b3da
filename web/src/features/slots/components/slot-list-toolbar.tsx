import { useId } from "react";
import { SLOT_PAGE_SIZES, type ViewMode } from "@/features/slots/list-state";
import { slotsMessages } from "@/features/slots/messages";

interface SlotListToolbarProps {
  rangeText: string | null;
  selectedCount: number;
  onBulkEdit: () => void;
  onClearSelection: () => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Above the list: the "N in total, a-b" range, the selection and bulk edit, page size, view toggle, refresh. */
export function SlotListToolbar(props: SlotListToolbarProps) {
  const id = useId();
  return (
    <div className="slot-toolbar">
      <div className="slot-toolbar-left">
        {props.rangeText && <p className="slot-toolbar-range" aria-live="polite">{props.rangeText}</p>}
        {props.selectedCount > 0 && (
          <div className="slot-toolbar-selection">
            <span className="badge badge-primary" aria-live="polite">{slotsMessages.selectedCount(props.selectedCount)}</span>
            <button type="button" className="button button-small button-primary" onClick={props.onBulkEdit}>
              {slotsMessages.bulkEditButton}
            </button>
            <button type="button" className="button button-small button-ghost" onClick={props.onClearSelection}>
              {slotsMessages.clearSelection}
            </button>
          </div>
        )}
      </div>
      <div className="slot-toolbar-right">
        <div className="field field-inline">
          <label className="field-label" htmlFor={`${id}-size`}>{slotsMessages.pageSizeLabel}</label>
          <select
            id={`${id}-size`}
            className="input input-compact"
            value={props.pageSize}
            onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
          >
            {SLOT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>{slotsMessages.pageSizeOption(size)}</option>
            ))}
          </select>
        </div>
        <div className="segmented" role="group" aria-label={slotsMessages.viewLabel}>
          {(["table", "card"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={props.view === mode ? "segmented-item segmented-item-active" : "segmented-item"}
              aria-pressed={props.view === mode}
              onClick={() => props.onViewChange(mode)}
            >
              {mode === "table" ? slotsMessages.tableView : slotsMessages.cardView}
            </button>
          ))}
        </div>
        <button type="button" className="button button-secondary" onClick={props.onRefresh} disabled={props.refreshing}>
          {props.refreshing ? slotsMessages.refreshing : slotsMessages.refresh}
        </button>
      </div>
    </div>
  );
}
