import { lazy, Suspense, useMemo, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { DataTable, type Column } from "@/components/data-table";
import { ExportButtons } from "@/components/export-buttons";
import { CloseModalFooter } from "@/components/form-modal-footer";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import type { RankSlot } from "@/components/slots/rank-cell";
import { rankHistoryKeys, useRankHistory, type RankHistoryRange } from "@/features/rank-history/api";
import { RankChangeMark } from "@/features/rank-history/components/rank-change-mark";
import { RankReport } from "@/features/rank-history/components/rank-report";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import {
  DEFAULT_RANGE_DAYS,
  RANGE_SHORTCUTS,
  chartPoints,
  isValidRange,
  lastDaysRange,
  periodMark,
  rankAxis,
  tableRows,
  type RankTableRow,
} from "@/features/rank-history/rank-history";
import { kstToday } from "@/lib/slots/format";

/** recharts is only needed here, so it loads with the first chart instead of with the app. */
const RankHistoryChart = lazy(() =>
  import("@/features/rank-history/components/rank-history-chart").then((module) => ({ default: module.RankHistoryChart })),
);

type View = "chart" | "report";

const TABLE_COLUMNS: Array<Column<RankTableRow>> = [
  { header: rankHistoryMessages.columnDate, cell: (row) => row.date },
  { header: rankHistoryMessages.columnRank, cell: (row) => row.rank },
  { header: rankHistoryMessages.columnBest, cell: (row) => row.best },
  { header: rankHistoryMessages.columnWorst, cell: (row) => row.worst },
  { header: rankHistoryMessages.columnAverage, cell: (row) => row.average },
  { header: rankHistoryMessages.columnChange, cell: (row) => <RankChangeMark change={row.change} /> },
];

/** One end of the date range: a date input, named by its (hidden) label, bounded by the other end. */
function RangeDate(props: { label: string; value: string; min?: string; max: string; onChange: (value: string) => void }) {
  return (
    <label className="rank-range-field">
      <span className="visually-hidden">{props.label}</span>
      <input type="date" className="input" value={props.value} min={props.min} max={props.max} onChange={(event) => props.onChange(event.target.value)} />
    </label>
  );
}

/**
 * Rank history of one slot (GET /api/slots/{id}/rank-history): a KST date range (last 30 days by
 * default, 7/30/90-day shortcuts), the daily rank as a chart (its axis fitted to the ranks, the slot's
 * period shaded) and a table newest first, and the rank analysis report (summary figures and daily
 * cards, seven per row) behind a button; the history downloads as .xlsx or .csv. Without a ranked
 * day an empty state takes the chart's place. It opens focused on its title and scrolls as one body,
 * the table's header stuck under the title bar.
 */
export function RankHistoryModal({ slot, onClose }: { slot: RankSlot; onClose: () => void }) {
  const today = useMemo(() => kstToday(), []);
  const [range, setRange] = useState<RankHistoryRange>(() => lastDaysRange(DEFAULT_RANGE_DAYS, today));
  const [view, setView] = useState<View>("chart");
  const valid = isValidRange(range);
  const history = useRankHistory(slot.id, valid ? range : null);
  const items = history.data?.items ?? [];
  const hasRows = items.length > 0;
  const points = chartPoints(items);
  const axis = rankAxis(points.map((point) => point.rank));
  const period = periodMark(points, slot);

  let content;
  if (!valid) {
    content = <AlertBox>{rankHistoryMessages.invalidRange}</AlertBox>;
  } else if (history.error) {
    content = <AlertBox>{rankHistoryMessages.loadFailed}</AlertBox>;
  } else if (!history.data) {
    content = <Loading label={rankHistoryMessages.loading} />;
  } else if (view === "report" && hasRows) {
    content = <RankReport items={items} />;
  } else {
    content = (
      <>
        {axis ? (
          <figure className="rank-chart" aria-label={rankHistoryMessages.chart}>
            <Suspense fallback={<Loading />}>
              <RankHistoryChart points={points} axis={axis} period={period} />
            </Suspense>
            {period && slot.startDate && slot.endDate && (
              <figcaption className="rank-chart-caption">
                <span className="rank-chart-period-swatch" aria-hidden="true" />
                {rankHistoryMessages.period(slot.startDate, slot.endDate)}
              </figcaption>
            )}
          </figure>
        ) : (
          <div className="empty-state rank-history-empty" role="status">
            <p className="empty-state-title">{rankHistoryMessages.noRankYet}</p>
            <p>{hasRows ? rankHistoryMessages.unrankedHint : rankHistoryMessages.noRankYetHint}</p>
          </div>
        )}
        {hasRows && (
          <DataTable
            columns={TABLE_COLUMNS}
            rows={tableRows(items)}
            rowKey={(row) => row.date}
            className="rank-history-table"
            wrapperClassName="rank-history-table-wrapper"
            caption={rankHistoryMessages.table}
            busy={history.isValidating}
          />
        )}
      </>
    );
  }

  return (
    <Modal title={rankHistoryMessages.title} onClose={onClose} size="large" testId="rank-history-modal" focusTitle>
      <div className="modal-body rank-history">
        {slot.keyword && <p className="modal-description">{slot.keyword}</p>}
        <div className="rank-history-toolbar">
          <fieldset className="rank-range">
            <legend className="visually-hidden">{rankHistoryMessages.rangeGroup}</legend>
            <div className="rank-range-dates">
              <RangeDate
                label={rankHistoryMessages.startDate}
                value={range.startDate}
                max={range.endDate || today}
                onChange={(startDate) => setRange((current) => ({ ...current, startDate }))}
              />
              <span aria-hidden="true">~</span>
              <RangeDate
                label={rankHistoryMessages.endDate}
                value={range.endDate}
                min={range.startDate || undefined}
                max={today}
                onChange={(endDate) => setRange((current) => ({ ...current, endDate }))}
              />
            </div>
            <div className="segmented rank-range-shortcuts">
              {RANGE_SHORTCUTS.map((days) => {
                const shortcut = lastDaysRange(days, today);
                const active = shortcut.startDate === range.startDate && shortcut.endDate === range.endDate;
                return (
                  <button
                    key={days}
                    type="button"
                    className={active ? "segmented-item segmented-item-active" : "segmented-item"}
                    aria-pressed={active}
                    onClick={() => setRange(shortcut)}
                  >
                    {rankHistoryMessages.lastDays(days)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="rank-history-actions">
            <ExportButtons
              urlFor={(format) => rankHistoryKeys.export(slot.id, format)}
              fallbackName={(format) => `rank-history-${slot.id}.${format}`}
            />
            {view === "chart" ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={!valid || !hasRows}
                onClick={() => setView("report")}
              >
                {rankHistoryMessages.openReport}
              </button>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => setView("chart")}>
                {rankHistoryMessages.backToChart}
              </button>
            )}
          </div>
        </div>
        {view === "report" && hasRows && <h3 className="rank-report-title">{rankHistoryMessages.reportTitle}</h3>}
        {content}
      </div>
      <CloseModalFooter onClose={onClose} />
    </Modal>
  );
}
