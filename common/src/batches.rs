//! The batch engine: work on many items (a bulk registration's rows, an issue's slots to extend, a
//! send's recipients), written first as rows of ours (`db::batches`, `db::batch_items`) with its job
//! queued in the same transaction, then done by the job a chunk at a time.
//!
//! [`run`] is the one loop every kind runs: each chunk is one transaction that holds the batch's
//! row lock (two workers on one batch take turns, the second finds the first's items settled),
//! claims the next pending items, lets the kind do them ([`Work::work`]) and settles each item's
//! outcome. An item is settled once, in the transaction that did its work, so a job that is
//! repeated, duplicated or cut off by `kill -9` and taken over by another worker does nothing
//! twice. A kind supplies only what it does to a chunk of items, and optionally how it lists items
//! the request could not ([`Work::expand`]) and what follows the last one ([`Work::finished`]).

use std::future::Future;

use sqlx::{PgConnection, PgPool};

use crate::{
    actor::Actor,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        batch_items::{PendingItem, Settled},
        batches::BatchRow,
    },
    error::AppError,
    jobs::{self, Job},
};

pub use crate::values::batches::{BatchKind, BatchStatus, ItemOutcome};

/// The items one transaction does.
pub type Chunk = Vec<PendingItem>;
/// Each item's outcome, or a failure that rolls the chunk back.
pub type Settlement = Result<Vec<Settled>, AppError>;

/// What one kind of batch does.
pub trait Work: Sync {
    /// The batches it works on.
    const KIND: BatchKind;
    /// Items per transaction: a worker that dies loses at most one chunk's work, redone.
    const CHUNK: i64;

    /// Lists the items the request could not (a send's recipients, read when it first runs), in
    /// the transaction that starts the batch.
    fn expand(
        &self,
        _tx: &mut PgConnection,
        _batch: &BatchRow,
    ) -> impl Future<Output = Result<(), AppError>> + Send {
        async { Ok(()) }
    }

    /// Does `items`, in the batch's transaction, and answers each one's outcome. An `Err` rolls
    /// the whole chunk back (the job fails and is retried); a refused item is an `Err` outcome.
    fn work(
        &self,
        tx: &mut PgConnection,
        batch: &BatchRow,
        items: Chunk,
    ) -> impl Future<Output = Settlement> + Send;

    /// After the last item, in the transaction that marks the batch done.
    fn finished(
        &self,
        _tx: &mut PgConnection,
        _batch: &BatchRow,
    ) -> impl Future<Output = Result<(), AppError>> + Send {
        async { Ok(()) }
    }
}

/// What a caller hits when batch `id` of `kind` does not exist.
pub fn not_found(kind: BatchKind) -> AppError {
    match kind {
        BatchKind::Registration => AppError::RegistrationBatchNotFound,
        BatchKind::Extension => AppError::ExtensionBatchNotFound,
        BatchKind::Notification => AppError::NotificationSendNotFound,
        BatchKind::Report => AppError::ReportJobNotFound,
    }
}

/// Batch `id` of `kind`, or [`not_found`].
pub async fn get(conn: &mut PgConnection, kind: BatchKind, id: i64) -> Result<BatchRow, AppError> {
    db::batches::find(conn, id, kind)
        .await?
        .ok_or_else(|| not_found(kind))
}

/// What a request for a batch writes beside the batch: its items (keys, and inputs by position)
/// and the audit entry (`event`, about `target`, with `details`; the batch's id is added).
pub struct Request<'a> {
    pub items: &'a [i64],
    pub inputs: &'a [Option<serde_json::Value>],
    pub event: AuditEvent,
    pub target: Option<i64>,
    pub details: serde_json::Value,
}

impl<'a> Request<'a> {
    pub fn new(
        (items, inputs): (&'a [i64], &'a [Option<serde_json::Value>]),
        event: AuditEvent,
        target: Option<i64>,
        details: serde_json::Value,
    ) -> Self {
        Self {
            items,
            inputs,
            event,
            target,
            details,
        }
    }
}

/// Writes a batch of `kind` asked for by `actor` (with `params`) and its items, queues its job
/// (`job` of the batch's id) and audits the request, all in the caller's transaction; answers the
/// batch as written.
pub async fn request<J: Job>(
    tx: &mut PgConnection,
    kind: BatchKind,
    actor: &Actor,
    params: &serde_json::Value,
    request: Request<'_>,
    job: impl FnOnce(i64) -> J,
) -> Result<BatchRow, AppError> {
    let total = Some(request.items.len() as i32);
    let id = db::batches::insert(tx, kind, actor, params, total).await?;
    db::batch_items::insert(tx, id, request.items, request.inputs).await?;
    jobs::enqueue(tx, &job(id), None, None).await?;
    let mut details = request.details;
    if let Some(map) = details.as_object_mut() {
        map.insert("batchId".into(), id.into());
    }
    let entry = AuditEntry::by(actor, request.event, request.target, details);
    db::audit_log::append(tx, &entry).await?;
    get(tx, kind, id).await
}

/// The job's work: does the batch's pending items a chunk at a time until none is left, then
/// marks it done. Safe to run again at any point; returns the batch as it ends.
pub async fn run<W: Work>(db: &PgPool, work: &W, batch_id: i64) -> Result<BatchRow, AppError> {
    loop {
        let mut tx = db.begin().await?;
        if !db::batches::lock(&mut tx, batch_id, W::KIND).await? {
            return Err(not_found(W::KIND));
        }
        let batch = get(&mut tx, W::KIND, batch_id).await?;
        match batch.status {
            BatchStatus::Done => {
                tx.commit().await?;
                return Ok(batch);
            }
            BatchStatus::Queued => {
                work.expand(&mut tx, &batch).await?;
                db::batches::start(&mut tx, batch_id).await?;
            }
            BatchStatus::Running => {}
        }
        let items = db::batch_items::pending(&mut tx, batch_id, W::CHUNK).await?;
        if items.is_empty() {
            db::batches::finish(&mut tx, batch_id).await?;
            let batch = get(&mut tx, W::KIND, batch_id).await?;
            work.finished(&mut tx, &batch).await?;
            tx.commit().await?;
            return Ok(batch);
        }
        let settled = work.work(&mut tx, &batch, items).await?;
        db::batch_items::settle(&mut tx, batch_id, &settled).await?;
        tx.commit().await?;
    }
}
