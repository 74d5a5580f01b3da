import { lazy, Suspense, useState } from "react";
import { DashboardPanel } from "@/components/dashboard-panel";
import { DataTable, type Column } from "@/components/data-table";
import { DisclosureButton } from "@/components/disclosure-button";
import { EmptyState } from "@/components/empty-state";
import { ExportButtons } from "@/components/export-buttons";
import { LoadError } from "@/components/load-error";
import { Loading } from "@/components/loading";
import { useBusinessFigures } from "@/features/dashboard/api";
import {
  BUSINESS_UNITS,
  businessExportUrl,
  chartPoints,
  hasActivity,
  periodLabel,
  renewalText,
  type BusinessFigures,
  type BusinessQuery,
  type BusinessUnit,
  type Figures,
} from "@/features/dashboard/business";
import { dashboardMessages } from "@/features/dashboard/messages";

const messages = dashboardMessages.business;
const BusinessCharts = lazy(() =>
  import("@/features/dashboard/components/business-charts").then((m) => ({ default: m.BusinessCharts })),
);

/** A table row: a period, or the totals (no active advertisers: they are counted per period). */
interface Row {
  key: string;
  label: string;
  figures: Figures;
  activeAdvertisers: number | null;
  total: boolean;
}

function rowsOf(data: BusinessFigures): Row[] {
  const periods: Row[] = data.periods.map((p) => ({
    key: p.period,
    label: periodLabel(data.unit, p.period),
    figures: p.figures,
    activeAdvertisers: p.activeAdvertisers,
    total: false,
  }));
  return [...periods, { key: "total", label: messages.total, figures: data.totals, activeAdvertisers: null, total: true }];
}

const DATE_KEYS = ["startDate", "endDate"] as const;
const c = messages.columns;
const COLUMNS: Array<Column<Row>> = [
  { header: c.period, cell: (r) => r.label, rowHeader: true, phone: "title" },
  { header: c.cashCharged, className: "cell-number", cell: (r) => messages.withCount(messages.won(r.figures.cashCharged), r.figures.charges) },
  { header: c.refunded, className: "cell-number", cell: (r) => messages.withCount(messages.won(r.figures.refunded), r.figures.refunds) },
  { header: c.slotsSold, className: "cell-number", cell: (r) => messages.slotsWithWon(r.figures.slotsSold, messages.won(r.figures.slotsSoldWon)) },
  { header: c.slotsExtended, className: "cell-number", cell: (r) => messages.slots(r.figures.slotsExtended) },
  {
    header: c.activeAdvertisers,
    className: "cell-number",
    cell: (r) => (r.activeAdvertisers === null ? messages.none : messages.advertisers(r.activeAdvertisers)),
  },
  {
    header: c.renewal,
    className: "cell-number",
    cell: (r) =>
      r.figures.slotsEnded === 0
        ? messages.none
        : messages.renewed(renewalText(r.figures.renewalRate), r.figures.slotsRenewed, r.figures.slotsEnded),
  },
];

/** The period's totals as they read first: every column with a total (not the period, not the advertisers counted per period). */
const TOTAL_COLUMNS = COLUMNS.filter((column) => column.header !== c.period && column.header !== c.activeAdvertisers);

function Totals({ data }: { data: BusinessFigures }) {
  const total = rowsOf(data).at(-1)!;
  return (
    <dl className="business-totals" aria-label={messages.totalsLabel}>
      {TOTAL_COLUMNS.map((column) => (
        <div key={String(column.header)}>
          <dt>{column.header}</dt>
          <dd>{column.cell(total, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The business section on /admin: the unit (day, week, month) and the period, the period's totals
 * first, four charts, then the table per period (cards on a phone) folded until asked for, and the
 * same figures as Excel and CSV. A blank date is the server's default for the unit (30 days, 12
 * weeks, 12 months up to today).
 */
export function BusinessSection() {
  const [query, setQuery] = useState<BusinessQuery>({ unit: "day", startDate: "", endDate: "" });
  const figures = useBusinessFigures(query);
  // The table is a row per period (30 for the days; a card each on a phone): folded under the charts until asked for.
  const [tableOpen, setTableOpen] = useState(false);
  const { data } = figures;
  const shown = data && data.unit === query.unit ? data : undefined;

  const setUnit = (unit: BusinessUnit) => setQuery({ unit, startDate: "", endDate: "" });
  const setDate = (key: "startDate" | "endDate", value: string) =>
    setQuery((q) => ({ ...q, startDate: shown?.startDate ?? q.startDate, endDate: shown?.endDate ?? q.endDate, [key]: value }));

  const controls = (
    <div className="business-controls">
      <div className="business-units" role="group" aria-label={messages.unitLabel}>
        {BUSINESS_UNITS.map((unit) => (
          <button
            key={unit}
            type="button"
            className={`button button-small ${query.unit === unit ? "button-primary" : "button-secondary"}`}
            aria-pressed={query.unit === unit}
            onClick={() => setUnit(unit)}
          >
            {messages.units[unit]}
          </button>
        ))}
      </div>
      {DATE_KEYS.map((key) => (
        <label key={key} className="business-date">
          <span>{messages[key]}</span>
          <input
            type="date"
            className="input input-small"
            value={query[key] || shown?.[key] || ""}
            min={key === "endDate" ? query.startDate || shown?.startDate : undefined}
            max={key === "startDate" ? query.endDate || shown?.endDate : undefined}
            onChange={(e) => setDate(key, e.target.value)}
          />
        </label>
      ))}
      <ExportButtons small urlFor={(format) => businessExportUrl(query, format)} fallbackName={messages.exportName} />
    </div>
  );

  let body;
  if (!shown) {
    body = figures.error ? (
      <LoadError error={figures.error} fallback={messages.loadFailed} onRetry={figures.mutate} />
    ) : (
      <Loading label={messages.loading} />
    );
  } else if (!hasActivity(shown)) {
    body = <EmptyState title={messages.empty} />;
  } else {
    body = (
      <>
        <Totals data={shown} />
        <Suspense fallback={<Loading label={messages.loading} />}>
          <BusinessCharts points={chartPoints(shown)} />
        </Suspense>
        <DisclosureButton
          open={tableOpen}
          onToggle={() => setTableOpen((open) => !open)}
          controls="business-table"
          label={messages.tableToggle(shown.periods.length)}
          className="business-table-toggle"
        />
        <div id="business-table" hidden={!tableOpen}>
          <DataTable
            columns={COLUMNS}
            rows={rowsOf(shown)}
            rowKey={(r) => r.key}
            rowProps={(r) => ({ className: r.total ? "business-total" : undefined })}
            caption={messages.tableCaption}
            className="business-table"
            loading={figures.isLoading}
            stack
          />
        </div>
        <p className="business-hint">{messages.hint}</p>
      </>
    );
  }

  return (
    <DashboardPanel
      titleId="dashboard-business-title"
      title={messages.title}
      className="business-panel"
      testId="business-section"
    >
      {controls}
      {body}
    </DashboardPanel>
  );
}
