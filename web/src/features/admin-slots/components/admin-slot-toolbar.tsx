import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { DisclosureButton } from "@/components/disclosure-button";
import { ExportButtons } from "@/components/export-buttons";
import { SearchBox } from "@/components/search-box";
import { SelectField } from "@/components/select-field";
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_DEBOUNCE_MS,
  adminStatusOptions,
  freeTextOf,
  hasPanelCriteria,
  type AdminSlotFilters,
  type AdminStatusFilter,
} from "@/features/admin-slots/list-state";
import { adminSearchMessages, adminSlotsMessages as messages } from "@/features/admin-slots/messages";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { usePhone } from "@/hooks/use-phone";
import type { ExportFormat } from "@/lib/download";
import { commonMessages } from "@/lib/messages";
import { slotStatusLabels } from "@/lib/slots/messages";

interface AdminFreeTextSearchProps {
  filters: AdminSlotFilters;
  onFreeText: (text: string) => void;
}

/**
 * The list's one free-text search box, applied 500 ms after the last keystroke: in the toolbar on a
 * phone, at a desk in the search area beside the plain and advanced search toggles.
 */
export function AdminFreeTextSearch({ filters, onFreeText }: AdminFreeTextSearchProps) {
  const external = freeTextOf(filters);
  const [text, setText] = useState(external);
  const debounced = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS);
  const lastExternal = useRef(external);
  const filtersRef = useRef(filters);
  const onFreeTextRef = useRef(onFreeText);
  filtersRef.current = filters;
  onFreeTextRef.current = onFreeText;

  // The address changed elsewhere (a panel's text criterion, back button): show it.
  useEffect(() => {
    if (external !== lastExternal.current) {
      lastExternal.current = external;
      setText(external);
    }
  }, [external]);

  useEffect(() => {
    if (debounced.trim() !== freeTextOf(filtersRef.current).trim()) onFreeTextRef.current(debounced);
  }, [debounced]);

  return (
    <SearchBox
      label={adminSearchMessages.freeTextLabel}
      className="admin-toolbar-search"
      placeholder={adminSearchMessages.freeTextPlaceholder}
      value={text}
      onChange={setText}
    />
  );
}

interface AdminSlotToolbarProps {
  filters: AdminSlotFilters;
  onStatusChange: (status: AdminStatusFilter) => void;
  preAllocation: boolean;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  rangeText: string | null;
  onRefresh: () => void;
  refreshing: boolean;
  /** The export of the list under its current filters. */
  exportUrl: (format: ExportFormat) => string;
  /**
   * On a phone, the search box first (`AdminFreeTextSearch`) and the search panels (plain and
   * advanced) opened under "more" with the rest; at a desk both are the search area above the list.
   */
  phoneSearch?: { box: ReactNode; panels: ReactNode };
}

/**
 * Above the list: the status dropdown (buttons without pending in pre-allocation mode), the page
 * size, the range text, the Excel and CSV exports of the filtered list, and refresh. On a phone the
 * search box, the range and one "more" button stay; the rest (with the search panels) opens under
 * it, so the first slot shows on the first screen.
 */
export function AdminSlotToolbar(props: AdminSlotToolbarProps) {
  const id = useId();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  // Folded on a phone, a filter in force beyond the search box still shows (a badge beside "more").
  const filtered = Boolean(props.filters.status) || hasPanelCriteria(props.filters);
  const range = props.rangeText && (
    <p className="admin-toolbar-range" aria-live="polite">
      {props.rangeText}
    </p>
  );
  return (
    <div className={phone ? "admin-toolbar admin-toolbar-phone" : "admin-toolbar"}>
      {phone && props.phoneSearch?.box}
      {phone && (
        <div className="admin-toolbar-summary">
          {range}
          {filtered && !open && <span className="badge badge-primary">{adminSearchMessages.filterApplied}</span>}
          <DisclosureButton
            open={open}
            onToggle={() => setOpen((current) => !current)}
            controls={`${id}-more`}
            label={commonMessages.more}
            className="admin-toolbar-more-button"
          />
        </div>
      )}
      <div className="admin-toolbar-more" id={`${id}-more`} hidden={phone && !open}>
        {props.preAllocation ? (
          <div className="field admin-status-buttons-field">
            <span className="field-label" id={`${id}-status`}>
              {messages.statusLabel}
            </span>
            <div className="admin-status-buttons" role="group" aria-labelledby={`${id}-status`}>
              {(["", ...adminStatusOptions(true)] as AdminStatusFilter[]).map((status) => (
                <button
                  key={status || "all"}
                  type="button"
                  className={props.filters.status === status ? "admin-chip admin-chip-active" : "admin-chip"}
                  aria-pressed={props.filters.status === status}
                  onClick={() => props.onStatusChange(status)}
                >
                  {status ? slotStatusLabels[status] : messages.statusAll}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <SelectField
            label={messages.statusLabel}
            value={props.filters.status}
            onChange={(value) => props.onStatusChange(value as AdminStatusFilter)}
            options={[["", messages.statusAll], ...adminStatusOptions(false).map((status) => [status, slotStatusLabels[status]] as const)]}
          />
        )}
        <SelectField
          label={messages.pageSizeLabel}
          value={props.pageSize}
          onChange={(value) => props.onPageSizeChange(Number(value))}
          options={ADMIN_PAGE_SIZES.map((size) => [size, messages.pageSizeOption(size)] as const)}
        />
        <div className="admin-toolbar-end">
          {!phone && range}
          <ExportButtons urlFor={props.exportUrl} fallbackName={(format) => `slots.${format}`} />
          <button type="button" className="button button-secondary" onClick={props.onRefresh} disabled={props.refreshing}>
            {props.refreshing ? messages.refreshing : messages.refresh}
          </button>
        </div>
        {phone && props.phoneSearch?.panels}
      </div>
    </div>
  );
}
