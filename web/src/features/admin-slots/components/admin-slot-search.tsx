import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import {
  activeShortcut,
  adminStatusOptions,
  advancedDraftOf,
  applyAdvancedSearch,
  applyPlainSearch,
  clearPanelCriteria,
  DATE_SHORTCUTS,
  dateShortcutRange,
  hasPanelCriteria,
  isPanelToggleEnabled,
  openSearchPanel,
  plainDraftOf,
  type AdminSlotFilters,
  type AdminStatusFilter,
  type AdvancedDraft,
  type PlainDraft,
  type SearchMode,
} from "@/features/admin-slots/list-state";
import { adminSearchMessages as messages, adminSlotsMessages } from "@/features/admin-slots/messages";
import type { DateField } from "@/lib/slots/api";
import { slotStatusLabels } from "@/lib/slots/messages";

type Panel = Exclude<SearchMode, "">;

interface AdminSlotSearchProps {
  /** The filters in force (from the address). */
  filters: AdminSlotFilters;
  /** `replace` for changes that should not add a history entry (opening a panel). */
  onApply: (filters: AdminSlotFilters, replace?: boolean) => void;
  /** Today in Korea, YYYY-MM-DD (date shortcuts). */
  today: string;
  preAllocation: boolean;
}

const PANEL_LABELS: Record<Panel, string> = { plain: messages.plainToggle, advanced: messages.advancedToggle };

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The collapsible search: a plain panel (keyword, advertiser, URL, applied-date range) and an
 * advanced panel (keyword, URL, product name, user id, slot number, date range with shortcuts,
 * status). They are mutually exclusive: while one is open the other's toggle is disabled, and
 * opening one clears the other's criteria.
 */
export function AdminSlotSearch({ filters, onApply, today, preAllocation }: AdminSlotSearchProps) {
  const id = useId();
  const [open, setOpen] = useState<SearchMode>(() => (filters.searchMode && hasPanelCriteria(filters) ? filters.searchMode : ""));
  const [plain, setPlain] = useState<PlainDraft>(() => plainDraftOf(filters));
  const [advanced, setAdvanced] = useState<AdvancedDraft>(() => advancedDraftOf(filters, today));
  const [error, setError] = useState<{ message: string; field: string } | null>(null);

  // The address changed (back button, reset, another panel): show what is in force.
  useEffect(() => {
    setPlain(plainDraftOf(filters));
    setAdvanced(advancedDraftOf(filters, today));
    setError(null);
  }, [filters, today]);

  const toggle = (panel: Panel) => {
    if (open === panel) {
      setOpen("");
      return;
    }
    if (!isPanelToggleEnabled(open, panel)) return;
    const next = openSearchPanel(filters, panel);
    if (next !== filters) onApply(next, true);
    setOpen(panel);
  };

  const submit = (panel: Panel) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = panel === "plain" ? applyPlainSearch(filters, plain) : applyAdvancedSearch(filters, advanced);
    if (result.error !== undefined) {
      setError({ message: result.error, field: result.field });
      return;
    }
    setError(null);
    onApply(result.filters);
  };

  const reset = (panel: Panel) => {
    setError(null);
    onApply({ ...clearPanelCriteria(filters), ...(panel === "advanced" ? { status: "" as const } : {}), searchMode: panel });
  };

  const active = hasPanelCriteria(filters);
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const errorBox = error && (
    <p role="alert" className="field-error admin-search-error">
      {error.message}
    </p>
  );
  const buttons = (panel: Panel) => (
    <div className="admin-search-buttons">
      <button type="button" className="button button-secondary" onClick={() => reset(panel)}>
        {messages.reset}
      </button>
      <button type="submit" className="button button-primary">
        {messages.submit}
      </button>
    </div>
  );
  const dates = (draft: { dateFrom: string; dateTo: string }, set: (next: { dateFrom?: string; dateTo?: string }) => void, prefix: string) => (
    <>
      <Field id={`${prefix}-from`} label={messages.dateFrom}>
        <input id={`${prefix}-from`} className="input" type="date" value={draft.dateFrom} max={draft.dateTo || undefined} aria-invalid={invalid("dateFrom")} onChange={(e) => set({ dateFrom: e.target.value })} />
      </Field>
      <Field id={`${prefix}-to`} label={messages.dateTo}>
        <input id={`${prefix}-to`} className="input" type="date" value={draft.dateTo} min={draft.dateFrom || undefined} onChange={(e) => set({ dateTo: e.target.value })} />
      </Field>
    </>
  );

  const pressed = activeShortcut(advanced.dateFrom, advanced.dateTo, today);

  return (
    <section className="panel admin-search" aria-label={messages.panelLabel}>
      <div className="admin-search-header">
        {(["plain", "advanced"] as const).map((panel) => {
          const other = panel === "plain" ? "advanced" : "plain";
          const enabled = isPanelToggleEnabled(open, panel);
          return (
            <button
              key={panel}
              type="button"
              className={open === panel ? "admin-search-toggle admin-search-toggle-open" : "admin-search-toggle"}
              aria-expanded={open === panel}
              aria-controls={open === panel ? `${id}-${panel}` : undefined}
              disabled={!enabled}
              title={enabled ? undefined : messages.disabledHint(PANEL_LABELS[other])}
              onClick={() => toggle(panel)}
            >
              <span className={open === panel ? "chevron chevron-open" : "chevron"} aria-hidden="true" />
              {PANEL_LABELS[panel]}
            </button>
          );
        })}
        {active && <span className="badge badge-primary">{messages.filterApplied}</span>}
      </div>

      {open === "plain" && (
        <form id={`${id}-plain`} role="search" aria-label={messages.plainToggle} className="admin-search-body" onSubmit={submit("plain")} noValidate>
          <div className="admin-search-grid">
            <Field id={`${id}-p-keyword`} label={messages.keyword}>
              <input id={`${id}-p-keyword`} className="input" value={plain.keyword} aria-invalid={invalid("keyword")} onChange={(e) => setPlain({ ...plain, keyword: e.target.value })} />
            </Field>
            <Field id={`${id}-p-user`} label={messages.advertiser}>
              <input id={`${id}-p-user`} className="input" placeholder={messages.advertiserPlaceholder} value={plain.userSearch} onChange={(e) => setPlain({ ...plain, userSearch: e.target.value })} />
            </Field>
            <Field id={`${id}-p-url`} label={messages.url}>
              <input id={`${id}-p-url`} className="input" inputMode="url" value={plain.url} onChange={(e) => setPlain({ ...plain, url: e.target.value })} />
            </Field>
            {dates(plain, (next) => setPlain({ ...plain, ...next }), `${id}-p`)}
          </div>
          {errorBox}
          {buttons("plain")}
        </form>
      )}

      {open === "advanced" && (
        <form id={`${id}-advanced`} role="search" aria-label={messages.advancedToggle} className="admin-search-body" onSubmit={submit("advanced")} noValidate>
          <div className="admin-search-grid">
            <Field id={`${id}-a-keyword`} label={messages.keyword}>
              <input id={`${id}-a-keyword`} className="input" value={advanced.keyword} aria-invalid={invalid("keyword")} onChange={(e) => setAdvanced({ ...advanced, keyword: e.target.value })} />
            </Field>
            <Field id={`${id}-a-url`} label={messages.url}>
              <input id={`${id}-a-url`} className="input" inputMode="url" value={advanced.url} onChange={(e) => setAdvanced({ ...advanced, url: e.target.value })} />
            </Field>
            <Field id={`${id}-a-product`} label={messages.productName}>
              <input id={`${id}-a-product`} className="input" value={advanced.productName} onChange={(e) => setAdvanced({ ...advanced, productName: e.target.value })} />
            </Field>
            <Field id={`${id}-a-user`} label={messages.userId}>
              <input id={`${id}-a-user`} className="input" inputMode="numeric" value={advanced.userId} aria-invalid={invalid("userId")} onChange={(e) => setAdvanced({ ...advanced, userId: e.target.value })} />
            </Field>
            <Field id={`${id}-a-number`} label={messages.slotNumber}>
              <input id={`${id}-a-number`} className="input" inputMode="numeric" value={advanced.slotNumber} aria-invalid={invalid("slotNumber")} onChange={(e) => setAdvanced({ ...advanced, slotNumber: e.target.value })} />
            </Field>
            <Field id={`${id}-a-status`} label={messages.status}>
              <select id={`${id}-a-status`} className="input" value={advanced.status} onChange={(e) => setAdvanced({ ...advanced, status: e.target.value as AdminStatusFilter })}>
                <option value="">{adminSlotsMessages.statusAll}</option>
                {adminStatusOptions(preAllocation).map((status) => (
                  <option key={status} value={status}>
                    {slotStatusLabels[status]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-a-date-field`} label={messages.dateField}>
              <select id={`${id}-a-date-field`} className="input" value={advanced.dateField} onChange={(e) => setAdvanced({ ...advanced, dateField: e.target.value as DateField })}>
                <option value="created">{messages.dateFields.created}</option>
                <option value="work">{messages.dateFields.work}</option>
              </select>
            </Field>
            {dates(advanced, (next) => setAdvanced({ ...advanced, ...next }), `${id}-a`)}
          </div>
          <div className="admin-shortcuts" role="group" aria-label={messages.shortcutsLabel}>
            {DATE_SHORTCUTS.map((shortcut) => (
              <button
                key={shortcut}
                type="button"
                className={pressed === shortcut ? "admin-chip admin-chip-active" : "admin-chip"}
                aria-pressed={pressed === shortcut}
                onClick={() => setAdvanced({ ...advanced, ...dateShortcutRange(shortcut, today) })}
              >
                {messages.shortcuts[shortcut]}
              </button>
            ))}
          </div>
          {errorBox}
          {buttons("advanced")}
        </form>
      )}
    </section>
  );
}
