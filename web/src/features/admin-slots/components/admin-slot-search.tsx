import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { SelectField } from "@/components/select-field";
import { LabelledField } from "@/components/text-field";
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
  /** At a desk, the free-text search box (`AdminFreeTextSearch`) first in the header: one search area. */
  freeText?: ReactNode;
}

const PANEL_LABELS: Record<Panel, string> = { plain: messages.plainToggle, advanced: messages.advancedToggle };

/**
 * The list's search area: at a desk the free-text box, then the collapsible search: a plain panel (keyword, advertiser, URL, applied-date range) and an
 * advanced panel (keyword, URL, product name, user id, slot number, date range with shortcuts,
 * status). They are mutually exclusive: while one is open the other's toggle is disabled, and
 * opening one clears the other's criteria.
 */
export function AdminSlotSearch({ filters, onApply, today, preAllocation, freeText }: AdminSlotSearchProps) {
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
  /** A text input of a panel's draft (id `${prefix}-${suffix}`), in its Field, marked invalid when the error names it. */
  const draftInput =
    <D extends object>(draft: D, set: (next: D) => void, prefix: string) =>
    (key: keyof D & string, suffix: string, label: string, props?: InputHTMLAttributes<HTMLInputElement>) => (
      <LabelledField id={`${prefix}-${suffix}`} label={label}>
        <input
          id={`${prefix}-${suffix}`}
          className="input"
          {...props}
          value={String(draft[key])}
          aria-invalid={invalid(key)}
          onChange={(e) => set({ ...draft, [key]: e.target.value })}
        />
      </LabelledField>
    );
  const dates = <D extends { dateFrom: string; dateTo: string }>(input: ReturnType<typeof draftInput<D>>, draft: D) => (
    <>
      {input("dateFrom", "from", messages.dateFrom, { type: "date", max: draft.dateTo || undefined })}
      {input("dateTo", "to", messages.dateTo, { type: "date", min: draft.dateFrom || undefined })}
    </>
  );
  /** A panel's form, shown while that panel is open. */
  const panelForm = (panel: Panel, grid: ReactNode, extra?: ReactNode) =>
    open === panel && (
      <form id={`${id}-${panel}`} role="search" aria-label={PANEL_LABELS[panel]} className="admin-search-body" onSubmit={submit(panel)} noValidate>
        <div className="admin-search-grid">{grid}</div>
        {extra}
        {errorBox}
        {buttons(panel)}
      </form>
    );
  const plainInput = draftInput(plain, setPlain, `${id}-p`);
  const advancedInput = draftInput(advanced, setAdvanced, `${id}-a`);

  const pressed = activeShortcut(advanced.dateFrom, advanced.dateTo, today);

  return (
    <section className="panel admin-search" aria-label={messages.panelLabel}>
      <div className={freeText ? "admin-search-header admin-search-header-text" : "admin-search-header"}>
        {freeText}
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

      {panelForm(
        "plain",
        <>
          {plainInput("keyword", "keyword", messages.keyword)}
          {plainInput("userSearch", "user", messages.advertiser, { placeholder: messages.advertiserPlaceholder })}
          {plainInput("url", "url", messages.url, { inputMode: "url" })}
          {dates(plainInput, plain)}
        </>,
      )}

      {panelForm(
        "advanced",
        <>
          {advancedInput("keyword", "keyword", messages.keyword)}
          {advancedInput("url", "url", messages.url, { inputMode: "url" })}
          {advancedInput("productName", "product", messages.productName)}
          {advancedInput("userId", "user", messages.userId, { inputMode: "numeric" })}
          {advancedInput("slotNumber", "number", messages.slotNumber, { inputMode: "numeric" })}
          <SelectField
            id={`${id}-a-status`}
            label={messages.status}
            value={advanced.status}
            options={[["", adminSlotsMessages.statusAll], ...adminStatusOptions(preAllocation).map((status) => [status, slotStatusLabels[status]] as const)]}
            onChange={(status) => setAdvanced({ ...advanced, status: status as AdminStatusFilter })}
          />
          <SelectField
            id={`${id}-a-date-field`}
            label={messages.dateField}
            value={advanced.dateField}
            options={[
              ["created", messages.dateFields.created],
              ["work", messages.dateFields.work],
            ]}
            onChange={(dateField) => setAdvanced({ ...advanced, dateField: dateField as DateField })}
          />
          {dates(advancedInput, advanced)}
        </>,
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
        </div>,
      )}
    </section>
  );
}
