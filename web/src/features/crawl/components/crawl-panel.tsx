import { useId, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { Badge, type BadgeTone } from "@/components/badge";
import { DashboardPanel, StatusCount } from "@/components/dashboard-panel";
import { DataTable, type Column } from "@/components/data-table";
import { Loading } from "@/components/loading";
import { CRAWL_RUNS_SHOWN, useCrawlRuns, useCrawlSummary, type CrawlRun, type CrawlSummary } from "@/features/crawl/api";
import { crawlMessages as messages } from "@/features/crawl/messages";
import { failedFirst, finishedPercent } from "@/features/crawl/runs";
import { errorMessageOf } from "@/lib/api-client";
import { apiEnums } from "@/lib/api-enums";
import { formatDateTime } from "@/lib/format";
import "@/styles/crawl.css";

const STATUSES = apiEnums.RunStatus;
const TONES: Record<string, BadgeTone> = { queued: "neutral", running: "primary", done: "success", failed: "danger" };

function RunStatus({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{messages.statuses[status] ?? status}</Badge>;
}

const c = messages.columns;
const RUN_COLUMNS: Array<Column<CrawlRun>> = [
  { header: c.keyword, className: "cell-strong", cell: (run) => run.keyword },
  { header: c.status, cell: (run) => <RunStatus status={run.status} /> },
  { header: c.pages, cell: (run) => messages.pageCount(run.pagesRead) },
  { header: c.attempts, cell: (run) => messages.attempts(run.attempts) },
  { header: c.finishedAt, cell: (run) => formatDateTime(run.finishedAt) },
  {
    header: c.error,
    className: "crawl-run-error",
    cellProps: (run) => ({ title: run.lastError ?? undefined }),
    cell: (run) => run.lastErrorText ?? messages.noError,
  },
];

/** The day's runs, failed first with their error, refreshed with the summary. */
function RunList({ day, id }: { day: string; id: string }) {
  const { data, error, isLoading } = useCrawlRuns(day);
  if (isLoading && !data) return <Loading label={messages.runsLoading} />;
  if (error && !data) return <AlertBox>{errorMessageOf(error, messages.loadFailed)}</AlertBox>;
  const runs: CrawlRun[] = failedFirst(data?.items ?? []);
  const total = data?.pagination.total ?? runs.length;
  return (
    <div id={id} className="crawl-runs">
      <DataTable
        columns={RUN_COLUMNS}
        rows={runs}
        rowProps={(run) => ({ className: run.status === "failed" ? "crawl-run-failed" : undefined, "data-testid": `crawl-run-${run.id}` })}
        className="crawl-run-table"
        caption={messages.runsCaption}
      />
      {total > runs.length && <p className="crawl-note">{messages.runsMore(Math.min(runs.length, CRAWL_RUNS_SHOWN), total)}</p>}
    </div>
  );
}

function Figures({ summary }: { summary: CrawlSummary }) {
  const percent = finishedPercent(summary);
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <dl className="dashboard-status-list crawl-counts" aria-label={messages.countsLabel}>
        {STATUSES.map((status) => (
          <StatusCount
            key={status}
            className={`crawl-count-${status}`}
            testId={`crawl-count-${status}`}
            label={messages.statuses[status]}
            count={summary[status]}
            text={messages.keywordCount(summary[status])}
          />
        ))}
      </dl>
      <div className="crawl-progress">
        <div
          className="dashboard-ratio-bar"
          role="progressbar"
          aria-label={messages.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="crawl-progress-text">{messages.progress(summary.done + summary.failed, summary.total, percent)}</p>
      </div>
      <dl className="crawl-facts">
        <div>
          <dt>{messages.pagesRead}</dt>
          <dd data-testid="crawl-pages-read">{messages.pageCount(summary.pagesRead)}</dd>
        </div>
        <div>
          <dt>{messages.slots}</dt>
          <dd>{messages.slotCount(summary.slotsRanked, summary.slotsUnranked)}</dd>
        </div>
        <div>
          <dt>{messages.lastFinished}</dt>
          <dd>{formatDateTime(summary.lastFinishedAt, messages.notYet)}</dd>
        </div>
      </dl>
      <button type="button" className="link-button crawl-toggle" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((v) => !v)}>
        {open ? messages.hideRuns : messages.showRuns}
      </button>
      {open && <RunList day={summary.day} id={listId} />}
    </>
  );
}

/**
 * The admin dashboard's rank crawl panel: today's runs per status (or the last day's when none ran
 * today), the share ended, pages read and the last finish, polled every 5 seconds; the day's runs
 * open below with failed ones first and their error.
 */
export function CrawlPanel() {
  const summary = useCrawlSummary();
  const { data } = summary;
  return (
    <DashboardPanel
      titleId="dashboard-crawl-title"
      title={messages.title}
      className="crawl-panel"
      testId="crawl-panel"
      aside={data && data.total > 0 && <span className="crawl-day">{data.isToday ? messages.today : messages.lastDay(data.day)}</span>}
      load={{ ...summary, failed: messages.loadFailed, loading: messages.loading }}
    >
      {data && (
        <>
          {!data.isToday || data.total === 0 ? <p className="dashboard-empty">{messages.empty}</p> : null}
          {data.total > 0 && <Figures summary={data} />}
        </>
      )}
    </DashboardPanel>
  );
}
