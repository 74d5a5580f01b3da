import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { DataTable, type Column } from "@/components/data-table";
import { ExportButtons } from "@/components/export-buttons";
import { CloseModalFooter } from "@/components/form-modal-footer";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import { NoRankState } from "@/components/slots/no-rank-state";
import { RankChangeMark } from "@/components/slots/rank-change-mark";
import type { RankSlot } from "@/components/slots/rank-cell";
import { rankHistoryKeys, useRankHistory, type RankHistoryRange } from "@/features/rank-history/api";
import { RankChartFigure } from "@/features/rank-history/components/rank-chart-figure";
import { RankRangeControl } from "@/features/rank-history/components/rank-range-control";
import { RankReport } from "@/features/rank-history/components/rank-report";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { DEFAULT_RANGE_DAYS, isValidRange, lastDaysRange, showsSpread, tableRows, type RankTableRow } from "@/features/rank-history/rank-history";
import { isRanked, kstToday, noRankReason } from "@/lib/slots/format";

type View = "chart" | "report";

const DATE_AND_RANK: Array<Column<RankTableRow>> = [
  { header: rankHistoryMessages.columnDate, cell: (row) => row.date },
  { header: rankHistoryMessages.columnRank, cell: (row) => row.rank },
];
/** Best, worst and average of a day: only when some day of the range had ranks that differ. */
const SPREAD: Array<Column<RankTableRow>> = [
  { header: rankHistoryMessages.columnBest, cell: (row) => row.best },
  { header: rankHistoryMessages.columnWorst, cell: (row) => row.worst },
  { header: rankHistoryMessages.columnAverage, cell: (row) => row.average },
];
const CHANGE: Column<RankTableRow> = { header: rankHistoryMessages.columnChange, cell: (row) => <RankChangeMark change={row.change} /> };
const WITH_SPREAD = [...DATE_AND_RANK, ...SPREAD, CHANGE];
const WITHOUT_SPREAD = [...DATE_AND_RANK, CHANGE];

/**
 * Rank history of one slot (GET /api/slots/{id}/rank-history): a KST date range (last 30 days by
 * default, 7/30/90-day shortcuts), the daily rank as a chart (its axis fitted to the ranks, the slot's
 * period shaded) and a table newest first (a day's best, worst and average only where they differ
 * from its rank), and the rank analysis report (summary figures and daily cards, seven per row)
 * behind a button; the history downloads as .xlsx or .csv. Without a ranked day one empty state
 * saying why (not approved yet, first crawl to come, no measurement in the range, not within 500)
 * takes the place of the chart and the table. It opens focused on its title and scrolls as one
 * body, the table's header stuck under the title bar. With `marketHref` its toolbar links to the slot's market view (issue 29).
 */
export function RankHistoryModal({ slot, onClose, marketHref }: { slot: RankSlot; onClose: () => void; marketHref?: string }) {
  const today = useMemo(() => kstToday(), []);
  const [range, setRange] = useState<RankHistoryRange>(() => lastDaysRange(DEFAULT_RANGE_DAYS, today));
  const [view, setView] = useState<View>("chart");
  const valid = isValidRange(range);
  const history = useRankHistory(slot.id, valid ? range : null);
  const items = history.data?.items ?? [];
  // A range without a ranked day is one empty state saying why, not a table of rows without a rank.
  const hasRanks = items.some((item) => isRanked(item.rank));

  let content;
  if (!valid) {
    content = <AlertBox>{rankHistoryMessages.invalidRange}</AlertBox>;
  } else if (history.error) {
    content = <AlertBox>{rankHistoryMessages.loadFailed}</AlertBox>;
  } else if (!history.data) {
    content = <Loading label={rankHistoryMessages.loading} />;
  } else if (!hasRanks) {
    content = <NoRankState reason={noRankReason(slot, items.length)} />;
  } else if (view === "report") {
    content = <RankReport items={items} />;
  } else {
    content = (
      <>
        <RankChartFigure items={items} period={slot} />
        <DataTable
          columns={showsSpread(items) ? WITH_SPREAD : WITHOUT_SPREAD}
          rows={tableRows(items)}
          rowKey={(row) => row.date}
          className="rank-history-table"
          wrapperClassName="rank-history-table-wrapper"
          caption={rankHistoryMessages.table}
          busy={history.isValidating}
        />
      </>
    );
  }

  return (
    <Modal title={rankHistoryMessages.title} onClose={onClose} size="large" testId="rank-history-modal" focusTitle>
      <div className="modal-body rank-history">
        {slot.keyword && <p className="modal-description">{slot.keyword}</p>}
        <div className="rank-history-toolbar">
          <RankRangeControl range={range} today={today} onChange={setRange} />
          <div className="rank-history-actions">
            {marketHref && (
              <Link className="button button-secondary" to={marketHref} data-testid="open-market">
                {rankHistoryMessages.openMarket}
              </Link>
            )}
            <ExportButtons
              urlFor={(format) => rankHistoryKeys.export(slot.id, format)}
              fallbackName={(format) => `rank-history-${slot.id}.${format}`}
            />
            {view === "chart" ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={!valid || !hasRanks}
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
        {view === "report" && hasRanks && <h3 className="rank-report-title">{rankHistoryMessages.reportTitle}</h3>}
        {content}
      </div>
      <CloseModalFooter onClose={onClose} />
    </Modal>
  );
}
