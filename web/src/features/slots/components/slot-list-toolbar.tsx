import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { DisclosureButton } from "@/components/disclosure-button";
import { bulkInputMessages, bulkPageMessages } from "@/features/slots/bulk/messages";
import { SLOT_PAGE_SIZES, type ViewMode } from "@/features/slots/list-state";
import { slotsMessages } from "@/features/slots/messages";
import { usePhone } from "@/hooks/use-phone";

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
  /** Normal mode: the bulk input table and the bulk registration page (absent in pre-allocation). */
  onBulkInput?: () => void;
  bulkPagePath?: string;
  /** Pre-allocation: how many ticked slots are empty and can be filled at once. */
  fillableCount: number;
  onFillSelected: () => void;
  /** The list's Excel and CSV downloads. */
  exports: ReactNode;
}

/**
 * Above the list: bulk input and bulk registration (normal mode), the "N in total, a-b" range, the
 * selection with bulk edit and, in pre-allocation, filling the ticked empty slots at once; page
 * size, view toggle, the exports and refresh. On a phone the range, the selection and one "more"
 * button stay; the rest opens under that button, so the first slot shows on the first screen.
 */
export function SlotListToolbar(props: SlotListToolbarProps) {
  const id = useId();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const folded = phone && !open;
  const create = (props.onBulkInput || props.bulkPagePath) && (
    <div className="slot-toolbar-create" hidden={folded}>
      {props.onBulkInput && (
        <button type="button" className="button button-secondary" onClick={props.onBulkInput}>
          {bulkInputMessages.openButton}
        </button>
      )}
      {props.bulkPagePath && (
        <Link to={props.bulkPagePath} className="button button-secondary">
          {bulkPageMessages.openButton}
        </Link>
      )}
    </div>
  );
  return (
    <div className={phone ? "slot-toolbar slot-toolbar-phone" : "slot-toolbar"}>
      <div className="slot-toolbar-left">
        {!phone && create}
        {props.rangeText && <p className="slot-toolbar-range" aria-live="polite">{props.rangeText}</p>}
        {phone && (
          <DisclosureButton
            open={open}
            onToggle={() => setOpen((current) => !current)}
            controls={`${id}-more`}
            label={slotsMessages.moreTools}
            className="slot-toolbar-more"
          />
        )}
        {props.selectedCount > 0 && (
          <div className="slot-toolbar-selection">
            <span className="badge badge-primary" aria-live="polite">{slotsMessages.selectedCount(props.selectedCount)}</span>
            <button type="button" className="button button-small button-primary" onClick={props.onBulkEdit}>
              {slotsMessages.bulkEditButton}
            </button>
            {props.fillableCount > 0 && (
              <button type="button" className="button button-small button-primary" onClick={props.onFillSelected}>
                {bulkInputMessages.fillSelectedButton}
              </button>
            )}
            <button type="button" className="button button-small button-ghost" onClick={props.onClearSelection}>
              {slotsMessages.clearSelection}
            </button>
          </div>
        )}
      </div>
      <div className="slot-toolbar-right" id={`${id}-more`} hidden={folded}>
        {phone && create}
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
        {props.exports}
        <button type="button" className="button button-secondary" onClick={props.onRefresh} disabled={props.refreshing}>
          {props.refreshing ? slotsMessages.refreshing : slotsMessages.refresh}
        </button>
      </div>
    </div>
  );
}
