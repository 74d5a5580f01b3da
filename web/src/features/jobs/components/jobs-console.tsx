import { useEffect, useId, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { DataTable, type Column } from "@/components/data-table";
import { LoadError } from "@/components/load-error";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { SearchBox } from "@/components/search-box";
import { SelectField } from "@/components/select-field";
import { retryFailed, useJobs, useJobsOverview, type JobSummary, type QueueCounts } from "@/features/jobs/api";
import { JobDetailDialog } from "@/features/jobs/components/job-detail-dialog";
import { JobStateBadge } from "@/features/jobs/components/job-state-badge";
import { QueueCards } from "@/features/jobs/components/queue-cards";
import { WorkerTable } from "@/features/jobs/components/worker-table";
import { JOB_STATES, readJobsQuery, retryAllScope, writeJobsQuery, type JobsQuery, type JobStateFilter } from "@/features/jobs/jobs-query";
import { jobsMessages as m } from "@/features/jobs/messages";
import { useJobAction } from "@/features/jobs/use-job-action";
import { useUrlQuery } from "@/hooks/use-url-query";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import "@/styles/jobs.css";

function JobRows({ jobs, onOpen }: { jobs: JobSummary[]; onOpen: (id: string) => void }) {
  const c = m.columns;
  const columns: Array<Column<JobSummary>> = [
    {
      header: c.id,
      phone: "title",
      cell: (job) => (
        <button type="button" className="link-button jobs-mono" aria-label={m.openJob(job.id)} onClick={() => onOpen(job.id)}>
          {job.id}
        </button>
      ),
    },
    { header: c.state, cell: (job) => <JobStateBadge state={job.state} /> },
    { header: c.row, cell: (job) => (job.rowKind && job.rowId != null ? m.rowLabel(job.rowKind, job.rowId) : m.none) },
    { header: c.attempts, cell: (job) => m.attempts(job.attempts, job.maxAttempts) },
    { header: c.runAt, cell: (job) => formatDateTime(job.runAt) },
    { header: c.doneAt, cell: (job) => formatDateTime(job.doneAt) },
    { header: c.error, className: "jobs-error", cell: (job) => job.lastErrorText ?? m.none },
  ];
  return (
    <DataTable
      columns={columns}
      rows={jobs}
      rowTestId={(job) => `job-${job.id}`}
      className="jobs-table"
      stack
      caption={m.jobsCaption}
    />
  );
}

/** The chosen queue's jobs: search, state filter, retry-all, the table and its pages. */
function JobList({ query, queue, onChange, onOpen }: { query: JobsQuery; queue: QueueCounts | undefined; onChange: (change: Partial<JobsQuery>) => void; onOpen: (id: string) => void }) {
  const id = useId();
  const [search, setSearch] = useState(query.search);
  const debounced = useDebouncedValue(search, 300);
  const { data, error, isLoading } = useJobs(query);
  const confirm = useConfirm();
  const { busy, run } = useJobAction();
  const scope = retryAllScope(query.state);
  const failedHere = queue ? (scope === "failed" ? queue.failed : scope === "dead" ? queue.dead : queue.failed + queue.dead) : 0;

  useEffect(() => {
    if (debounced.trim() !== query.search.trim()) onChange({ search: debounced, page: 1 });
    // Only the typed text drives this; the query follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  async function retryAll() {
    if (!scope || !queue) return;
    if (!(await confirm({ message: m.retryAllConfirm(queue.name, m.retryAllScopes[scope]), confirmLabel: m.retryAll }))) return;
    await run(async () => m.retriedAll(await retryFailed(queue.queue, scope === "both" ? undefined : scope)));
  }

  let body;
  if (data && data.jobs.length > 0) body = <JobRows jobs={data.jobs} onOpen={onOpen} />;
  else if (data) body = <p className="dashboard-empty">{m.noJobs}</p>;
  else if (error) body = <AlertBox>{errorMessageOf(error, m.loadFailed)}</AlertBox>;
  else if (isLoading) body = <Loading label={m.jobsLoading} />;

  return (
    <section className="panel jobs-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {m.jobsTitle(queue?.name ?? query.queue)}
      </h2>
      <div className="toolbar" role="search">
        <SearchBox
          label={m.searchLabel}
          className="toolbar-search"
          inputMode="search"
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={m.stateLabel}
          value={query.state}
          onChange={(value) => onChange({ state: value as JobStateFilter, page: 1 })}
          options={[["all", m.stateAll], ...JOB_STATES.map((state) => [state, m.states[state]] as const)]}
        />
        {scope && (
          <button type="button" className="button button-secondary jobs-retry-all" disabled={busy || failedHere === 0} onClick={() => void retryAll()}>
            {m.retryAll}
          </button>
        )}
        {data && <p className="toolbar-total">{m.total(data.pagination.total, data.totalCapped)}</p>}
      </div>
      {body}
      {data && <Pagination page={query.page} totalPages={data.pagination.totalPages} onChange={(page) => onChange({ page })} />}
    </section>
  );
}

/** /admin/jobs: every queue's counts, the workers, the chosen queue's jobs and one job's detail. */
export function JobsConsole({ title }: { title: string }) {
  const [query, change] = useUrlQuery(readJobsQuery, writeJobsQuery, { replace: true });
  const [openJob, setOpenJob] = useState<string | null>(null);
  const overview = useJobsOverview();
  const data = overview.data;
  return (
    <section className="jobs-console">
      <PageHeader title={title} description={m.description} />
      {data ? (
        <>
          <p className="jobs-updated">{m.updatedAt(formatDateTime(data.readAt))}</p>
          <section className="panel" aria-labelledby="jobs-queues-title">
            <h2 id="jobs-queues-title" className="panel-title">
              {m.queuesTitle}
            </h2>
            <QueueCards queues={data.queues} selected={query.queue} onSelect={(queue) => change({ queue, state: "all", search: "", page: 1 })} />
          </section>
          <section className="panel" aria-labelledby="jobs-workers-title">
            <h2 id="jobs-workers-title" className="panel-title">
              {m.workersTitle}
            </h2>
            <WorkerTable workers={data.workers} queues={data.queues} readAt={data.readAt} />
          </section>
          <JobList key={query.queue} query={query} queue={data.queues.find((q) => q.queue === query.queue)} onChange={change} onOpen={setOpenJob} />
        </>
      ) : overview.error ? (
        <LoadError error={overview.error} fallback={m.loadFailed} onRetry={overview.mutate} />
      ) : (
        <Loading label={m.loading} />
      )}
      {openJob && <JobDetailDialog id={openJob} onClose={() => setOpenJob(null)} />}
    </section>
  );
}
