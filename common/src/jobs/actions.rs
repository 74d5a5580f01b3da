//! What staff do to jobs from the console or the CLI: retry a failed one or every failed one of a
//! queue, cancel a pending one, run a scheduled one now. Each is one guarded update of
//! `apalis.jobs` (it changes nothing unless the job is still in the state the action needs),
//! written to the audit log in the same transaction. A job made runnable wakes the workers at once
//! through apalis' own notification.

use serde_json::json;
use sqlx::{PgConnection, PgPool};

use super::{
    console::{self, FailedState, JobDetail},
    kinds::RowKind,
};
use crate::{
    actor::{Actor, ClientInfo},
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
    },
    error::AppError,
    messages,
};

pub use crate::values::jobs::CANCELLED;

/// Who acts: a signed-in operator or developer, or the CLI on the server.
pub enum By<'a> {
    Staff(&'a Actor),
    Cli(&'a ClientInfo),
}

impl By<'_> {
    fn audit(&self, event: AuditEvent, detail: serde_json::Value) -> AuditEntry<'_> {
        match self {
            Self::Staff(actor) => AuditEntry::by(actor, event, None, detail),
            Self::Cli(client) => AuditEntry {
                event,
                actor_id: None,
                target_user_id: None,
                login_id: None,
                client,
                detail,
            },
        }
    }

    fn check(&self) -> Result<(), AppError> {
        match self {
            Self::Staff(actor) => actor.require_staff(),
            Self::Cli(_) => Ok(()),
        }
    }
}

/// The job as it is now, or why the action did not apply: 404 when there is no such job, else
/// `refusal`.
async fn after(
    conn: &mut PgConnection,
    id: &str,
    changed: Option<String>,
    refusal: AppError,
) -> Result<JobDetail, AppError> {
    let job = console::find(conn, id)
        .await?
        .ok_or(AppError::JobNotFound)?;
    if changed.is_none() {
        return Err(refusal);
    }
    Ok(job)
}

/// A failed job (attempts left or none) runs again now, with one more attempt when it had none
/// left. A cancelled job stays cancelled: its row was settled when it was cancelled.
pub async fn retry(db: &PgPool, by: By<'_>, id: &str) -> Result<JobDetail, AppError> {
    by.check()?;
    let mut tx = db.begin().await?;
    let queue = db::jobs::retry(&mut tx, id.trim()).await?;
    if let Some(queue) = &queue {
        db::jobs::wake_workers(&mut tx, queue, id.trim()).await?;
        db::audit_log::append(
            &mut tx,
            &by.audit(
                AuditEvent::JobRetried,
                json!({ "jobId": id.trim(), "queue": queue }),
            ),
        )
        .await?;
    }
    let job = after(&mut tx, id.trim(), queue, AppError::JobNotRetryable).await?;
    tx.commit().await?;
    Ok(job)
}

/// Every failed job of `queue` (of `state`, failed or dead; both when `None`) runs again now.
/// Returns how many.
pub async fn retry_failed(
    db: &PgPool,
    by: By<'_>,
    queue: &str,
    state: Option<FailedState>,
) -> Result<u64, AppError> {
    by.check()?;
    let kind = console::queue_kind(queue)?;
    let retryable = state.map(|s| s == FailedState::Failed);
    let mut tx = db.begin().await?;
    let ids = db::jobs::retry_failed(&mut tx, kind.queue, retryable).await?;
    if !ids.is_empty() {
        // One wake-up is enough: a worker that wakes fetches every runnable job of its queue.
        db::jobs::wake_workers(&mut tx, kind.queue, &ids[0]).await?;
        db::audit_log::append(
            &mut tx,
            &by.audit(
                AuditEvent::JobsRetried,
                json!({ "queue": kind.queue, "state": state.map(FailedState::as_str), "count": ids.len() }),
            ),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(ids.len() as u64)
}

/// A pending job no worker holds is cancelled (apalis' `Killed`), and the row of ours it would
/// have worked on is settled in the same transaction, so nothing waits for it: a crawl run fails,
/// a batch's unsettled rows fail with the reason. A notification send cannot be cancelled.
pub async fn cancel(db: &PgPool, by: By<'_>, id: &str) -> Result<JobDetail, AppError> {
    by.check()?;
    let id = id.trim();
    let mut tx = db.begin().await?;
    let job = console::find(&mut tx, id)
        .await?
        .ok_or(AppError::JobNotFound)?;
    if job.job.row_kind == Some(RowKind::NotificationSend) {
        return Err(AppError::JobKindNotCancellable);
    }
    let cancelled = db::jobs::cancel(&mut tx, id, CANCELLED).await?;
    if cancelled.is_none() {
        return Err(AppError::JobNotCancellable);
    }
    if let (Some(kind), Some(row_id)) = (job.job.row_kind, job.job.row_id) {
        settle_cancelled_row(&mut tx, kind, row_id).await?;
    }
    db::audit_log::append(
        &mut tx,
        &by.audit(
            AuditEvent::JobCancelled,
            json!({ "jobId": id, "queue": job.job.queue, "rowId": job.job.row_id }),
        ),
    )
    .await?;
    let job = console::find(&mut tx, id)
        .await?
        .ok_or(AppError::JobNotFound)?;
    tx.commit().await?;
    Ok(job)
}

async fn settle_cancelled_row(
    conn: &mut PgConnection,
    kind: RowKind,
    row_id: i64,
) -> Result<(), AppError> {
    match kind {
        RowKind::CrawlRun => db::crawl_runs::cancel(conn, row_id, CANCELLED).await,
        RowKind::RegistrationBatch | RowKind::ExtensionBatch | RowKind::ReportBatch => {
            db::batches::cancel(conn, row_id, messages::JOB_CANCELLED_REASON).await
        }
        RowKind::NotificationSend => Err(AppError::JobKindNotCancellable),
    }
}

/// A pending job whose run-at is still ahead (a delayed retry, a scheduled job) runs now.
pub async fn run_now(db: &PgPool, by: By<'_>, id: &str) -> Result<JobDetail, AppError> {
    by.check()?;
    let id = id.trim();
    let mut tx = db.begin().await?;
    let queue = db::jobs::run_now(&mut tx, id).await?;
    if let Some(queue) = &queue {
        db::jobs::wake_workers(&mut tx, queue, id).await?;
        db::audit_log::append(
            &mut tx,
            &by.audit(
                AuditEvent::JobRunNow,
                json!({ "jobId": id, "queue": queue }),
            ),
        )
        .await?;
    }
    let job = after(&mut tx, id, queue, AppError::JobNotScheduled).await?;
    tx.commit().await?;
    Ok(job)
}
