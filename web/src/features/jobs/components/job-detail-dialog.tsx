import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { Fact } from "@/components/fact";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import { runJobAction, useJob, type JobAction, type JobDetail } from "@/features/jobs/api";
import { JobStateBadge } from "@/features/jobs/components/job-state-badge";
import { jobsMessages as m } from "@/features/jobs/messages";
import { useJobAction } from "@/features/jobs/use-job-action";
import { errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { commonMessages } from "@/lib/messages";

/** The actions a job allows now, as the server will judge them. */
function actionsOf(job: JobDetail): JobAction[] {
  const actions: JobAction[] = [];
  if (job.status === "Failed") actions.push("retry");
  if (job.scheduled) actions.push("run-now");
  if (job.status === "Pending" && !job.lockBy && job.rowKind !== "notificationSend") actions.push("cancel");
  return actions;
}

function Facts({ job }: { job: JobDetail }) {
  const row = job.row;
  return (
    <dl className="jobs-detail-facts">
      <Fact label={m.detail.queue}>{job.queueName}</Fact>
      <Fact label={m.detail.state}>
        <JobStateBadge state={job.state} /> {job.scheduled && <span className="jobs-scheduled">{m.scheduledNote}</span>}
      </Fact>
      <Fact label={m.detail.attempts}>{m.attempts(job.attempts, job.maxAttempts)}</Fact>
      <Fact label={m.detail.runAt}>{formatDateTime(job.runAt)}</Fact>
      <Fact label={m.detail.worker} valueProps={{ className: "jobs-mono" }}>{job.lockBy ?? m.none}</Fact>
      <Fact label={m.detail.lockAt}>{formatDateTime(job.lockAt)}</Fact>
      <Fact label={m.detail.doneAt}>{formatDateTime(job.doneAt)}</Fact>
      <Fact label={m.detail.error} className="jobs-detail-wide" valueProps={{ "data-testid": "job-error" }}>
        {job.lastErrorText ?? m.none}
        {job.lastError && (
          <>
            <br />
            <span className="jobs-stored-error">
              {m.detail.storedError}: <code>{job.lastError}</code>
            </span>
          </>
        )}
      </Fact>
      {job.rowKind && job.rowId != null && (
        <Fact label={m.detail.row} className="jobs-detail-wide" valueProps={{ "data-testid": "job-row" }}>
          {m.rowLabel(job.rowKind, job.rowId)}
          {row ? (
            <>
              {row.subject ? ` · ${row.subject}` : ""} · {m.rowStatus(row.status)} · {m.progress(row.processed, row.total, row.failed)}
            </>
          ) : (
            ` · ${m.rowGone}`
          )}
        </Fact>
      )}
      <Fact label={m.detail.payload} className="jobs-detail-wide">
        <code className="jobs-payload">{JSON.stringify(job.payload)}</code>
      </Fact>
    </dl>
  );
}

/** One job in full, polled while open, with the actions it allows (destructive ones confirmed). */
export function JobDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error, isLoading } = useJob(id);
  const confirm = useConfirm();
  const { busy, run } = useJobAction();

  async function act(action: JobAction) {
    if (action === "cancel" && !(await confirm({ message: m.cancelConfirm, confirmLabel: m.cancel, danger: true }))) return;
    if (action === "retry" && !(await confirm({ message: m.retryConfirm, confirmLabel: m.retry }))) return;
    await run(async () => {
      await runJobAction(id, action);
      return m.done[action];
    });
  }

  let body;
  if (data) body = <Facts job={data} />;
  else if (error) body = <AlertBox>{errorMessageOf(error, m.loadFailed)}</AlertBox>;
  else if (isLoading) body = <Loading label={m.detailLoading} />;

  return (
    <Modal title={m.detailTitle} onClose={onClose} size="large" busy={busy} testId="job-detail">
      <div className="modal-body">
        <p className="jobs-mono jobs-detail-id">{id}</p>
        {body}
      </div>
      <div className="modal-footer">
        {data &&
          actionsOf(data).map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === "cancel" ? "button-danger" : "button-primary"}`}
              disabled={busy}
              onClick={() => void act(action)}
            >
              {action === "retry" ? m.retry : action === "cancel" ? m.cancel : m.runNow}
            </button>
          ))}
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {commonMessages.close}
        </button>
      </div>
    </Modal>
  );
}
