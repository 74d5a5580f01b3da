import { useEffect, useId, useState, type FormEvent } from "react";
import { Checkbox } from "@/components/checkbox";
import { SearchBox } from "@/components/search-box";
import { SelectField } from "@/components/select-field";
import {
  DATE_FIELDS,
  isFilterActive,
  SEARCH_FIELDS,
  USER_STATUS_FILTERS,
  type SlotFilters,
} from "@/features/slots/list-state";
import { slotSearchMessages as messages } from "@/features/slots/messages";
import type { DateField, DisplayStatus, SearchField } from "@/lib/slots/api";
import { slotStatusLabels } from "@/lib/slots/messages";

interface SlotSearchPanelProps {
  /** The filters in force (from the address). */
  filters: SlotFilters;
  onApply: (filters: SlotFilters) => void;
  onReset: () => void;
}

/**
 * The collapsible search panel: search text and its field, status, a work-period or creation date
 * range, hide expired; search applies, reset clears. The header badge shows when a filter is in force.
 */
export function SlotSearchPanel({ filters, onApply, onReset }: SlotSearchPanelProps) {
  const id = useId();
  const active = isFilterActive(filters);
  const [open, setOpen] = useState(active);
  const [draft, setDraft] = useState<SlotFilters>(filters);
  const [error, setError] = useState<string | null>(null);

  // The address changed (back button, counters, reset): show what is in force.
  useEffect(() => {
    setDraft(filters);
    setError(null);
  }, [filters]);

  const set = <K extends keyof SlotFilters>(key: K, value: SlotFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) {
      setError(messages.dateOrder);
      return;
    }
    setError(null);
    onApply({ ...draft, search: draft.search.trim() });
  };

  return (
    <section className="panel slot-search">
      <div className="slot-search-header">
        <button
          type="button"
          className="slot-search-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((current) => !current)}
        >
          <span className={open ? "chevron chevron-open" : "chevron"} aria-hidden="true" />
          {messages.toggle}
        </button>
        {active && <span className="badge badge-primary">{messages.filterApplied}</span>}
      </div>
      <form id={`${id}-body`} role="search" className="slot-search-body" hidden={!open} onSubmit={submit} noValidate>
        <div className="slot-search-grid">
          <SelectField
            id={`${id}-field`}
            label={messages.searchFieldLabel}
            value={draft.searchField}
            onChange={(value) => set("searchField", value as SearchField)}
            options={SEARCH_FIELDS.map((field) => [field, messages.searchFields[field]] as const)}
          />
          <SearchBox
            id={`${id}-search`}
            label={messages.searchLabel}
            className="slot-search-text"
            placeholder={messages.searchPlaceholder}
            value={draft.search}
            onChange={(value) => set("search", value)}
          />
          <SelectField
            id={`${id}-status`}
            label={messages.statusLabel}
            value={draft.status}
            onChange={(value) => set("status", value as DisplayStatus | "")}
            options={[["", messages.statusAll], ...USER_STATUS_FILTERS.map((status) => [status, slotStatusLabels[status]] as const)]}
          />
          <SelectField
            id={`${id}-date-field`}
            label={messages.dateFieldLabel}
            value={draft.dateField}
            onChange={(value) => set("dateField", value as DateField)}
            options={DATE_FIELDS.map((field) => [field, messages.dateFields[field]] as const)}
          />
          <div className="field">
            <label className="field-label" htmlFor={`${id}-from`}>{messages.dateFromLabel}</label>
            <input id={`${id}-from`} className="input" type="date" value={draft.dateFrom} max={draft.dateTo || undefined} onChange={(e) => set("dateFrom", e.target.value)} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-to`}>{messages.dateToLabel}</label>
            <input id={`${id}-to`} className="input" type="date" value={draft.dateTo} min={draft.dateFrom || undefined} onChange={(e) => set("dateTo", e.target.value)} />
          </div>
        </div>
        {error && <p role="alert" className="field-error">{error}</p>}
        <div className="slot-search-actions">
          <Checkbox label={messages.hideExpired} checked={draft.hideExpired} onChange={(checked) => set("hideExpired", checked)} />
          <div className="slot-search-buttons">
            <button type="button" className="button button-secondary" onClick={onReset}>{messages.reset}</button>
            <button type="submit" className="button button-primary">{messages.submit}</button>
          </div>
        </div>
      </form>
    </section>
  );
}
