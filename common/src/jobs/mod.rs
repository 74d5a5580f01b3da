//! Job payloads and their queues. Each payload names its queue here, so producers (api, scheduler)
//! and the worker cannot drift; only this module touches apalis' storage. Our tables are the truth:
//! a job carries the id of the row it works on (or nothing, for sweeps), and every handler is
//! idempotent, so a retry or a duplicate push is harmless.

use std::time::Duration;

use apalis::prelude::TaskBuilder;
use apalis_postgres::PostgresStorage;
use serde::{Serialize, de::DeserializeOwned};
use sqlx::{Connection, PgConnection, PgPool};

use crate::{db, error::AppError};

pub mod actions;
pub mod console;
pub mod kinds;

pub use kinds::{Kind, RowKind};

/// A payload with its queue and retry policy.
pub trait Job: Serialize + DeserializeOwned + Send + Sync + Unpin + 'static {
    /// The apalis queue (`apalis.jobs.job_type`).
    const QUEUE: &'static str;
    /// Attempts before a job is left failed (apalis' own default is 25).
    const MAX_ATTEMPTS: usize = 5;
    /// A worker that stops heartbeating for this long loses its jobs to another worker.
    const ORPHAN_AFTER: Duration = Duration::from_secs(30);
    /// The row of ours the payload names, if any (what the jobs console shows and searches by).
    const ROW: Option<RowKind> = None;
}

/// Deletes refresh tokens that expired or were revoked more than a day ago. Pushed hourly by the
/// scheduler; running it twice deletes nothing more.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct PurgeExpiredTokens {}

impl Job for PurgeExpiredTokens {
    const QUEUE: &'static str = "purge_expired_tokens";
    const MAX_ATTEMPTS: usize = 3;
}

/// Deletes the stored pages of crawl runs finished over a week ago (`rank::runs::prune_pages`).
/// Pushed daily by the scheduler; running it twice deletes nothing more.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct PruneCrawlPages {}

impl Job for PruneCrawlPages {
    const QUEUE: &'static str = "prune_crawl_pages";
    const MAX_ATTEMPTS: usize = 3;
}

/// Crawl one keyword for one KST day: the run row `run_id` in `crawl_runs` says which. Retries of an
/// incomplete crawl are pushed again by the handler with a delay; a worker that dies mid-crawl
/// loses the job to another after [`Job::ORPHAN_AFTER`], which resumes from the stored pages.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RankCrawl {
    pub run_id: i64,
}

impl Job for RankCrawl {
    const QUEUE: &'static str = "rank_crawl";
    const MAX_ATTEMPTS: usize = 5;
    /// Three missed heartbeats: a dead worker's crawl moves on within about 20 s.
    const ORPHAN_AFTER: Duration = Duration::from_secs(15);
    const ROW: Option<RowKind> = Some(RowKind::CrawlRun);
}

/// Extend every slot of an issue: batch `batch_id` (`batches`, kind extension) holds the slots as
/// its items (`slots::extension::run_batch`, on the batch engine). A repeated or duplicated job
/// settles nothing twice.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExtendSlots {
    pub batch_id: i64,
}

impl Job for ExtendSlots {
    const QUEUE: &'static str = "slot_extension";
    const MAX_ATTEMPTS: usize = 5;
    /// Steps are short transactions: a dead worker's batch moves on within about 20 s.
    const ORPHAN_AFTER: Duration = Duration::from_secs(15);
    const ROW: Option<RowKind> = Some(RowKind::ExtensionBatch);
}

/// Register the rows of batch `batch_id` (`batches`, kind registration) as slots
/// (`slots::bulk_registration::run_batch`, on the batch engine). A repeated or duplicated job
/// registers no row twice.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterSlots {
    pub batch_id: i64,
}

impl Job for RegisterSlots {
    const QUEUE: &'static str = "slot_registration";
    const MAX_ATTEMPTS: usize = 5;
    /// Chunks are short transactions: a dead worker's batch moves on within about 20 s.
    const ORPHAN_AFTER: Duration = Duration::from_secs(15);
    const ROW: Option<RowKind> = Some(RowKind::RegistrationBatch);
}

/// Write send `send_id`'s notifications to its recipients (`notifications::fanout::run`, on the
/// batch engine: a send's id is its batch's). A repeated or duplicated job notifies nobody twice.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SendNotifications {
    pub send_id: i64,
}

impl Job for SendNotifications {
    const QUEUE: &'static str = "notification_fanout";
    const MAX_ATTEMPTS: usize = 5;
    /// Chunks are short statements: a dead worker's send moves on within about 20 s.
    const ORPHAN_AFTER: Duration = Duration::from_secs(15);
    const ROW: Option<RowKind> = Some(RowKind::NotificationSend);
}

/// Make the effect report of batch `batch_id` (`batches`, kind report): a line per slot, then the
/// file (`market::report::job::run`, on the batch engine). A repeated or duplicated job settles no
/// slot twice and rewrites the one file whole.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MakeReport {
    pub batch_id: i64,
}

impl Job for MakeReport {
    const QUEUE: &'static str = "effect_report";
    const MAX_ATTEMPTS: usize = 5;
    /// Chunks are short transactions: a dead worker's report moves on within about 20 s.
    const ORPHAN_AFTER: Duration = Duration::from_secs(15);
    const ROW: Option<RowKind> = Some(RowKind::ReportBatch);
}

/// The apalis storage of `J`'s queue, as workers consume it.
pub fn storage<J: Job>(pool: &PgPool) -> PostgresStorage<J> {
    const HEARTBEAT: Duration = Duration::from_secs(5);
    let missed = (J::ORPHAN_AFTER.as_secs() / HEARTBEAT.as_secs()).max(2) as usize;
    PostgresStorage::new(pool).with_config(
        apalis_postgres::Config::default()
            .queue(J::QUEUE)
            .batch_size(4)
            .heartbeat_interval(HEARTBEAT)
            .missed_heartbeats(missed),
    )
}

/// Pushes `job` inside the caller's transaction, so the job exists exactly when the rows it needs
/// do; with `run_after`, no worker takes it before that delay. With `idempotency_key`, a job with
/// the same key already queued makes this a no-op (returns false) instead of failing the caller's
/// transaction.
pub async fn enqueue<J: Job>(
    conn: &mut PgConnection,
    job: &J,
    idempotency_key: Option<&str>,
    run_after: Option<Duration>,
) -> Result<bool, AppError> {
    let args = serde_json::to_vec(job).map_err(anyhow::Error::from)?;
    let mut task = TaskBuilder::new(args).max_attempts(J::MAX_ATTEMPTS);
    if let Some(delay) = run_after {
        task = task.run_after(delay);
    }
    if let Some(key) = idempotency_key {
        task = task.idempotency_key(key);
    }
    // A savepoint: a duplicate key aborts only it, not the caller's transaction.
    let mut savepoint = conn.begin().await?;
    match apalis_postgres::queries::push_tasks(&mut *savepoint, J::QUEUE, vec![task.build()]).await
    {
        Ok(()) => {
            savepoint.commit().await?;
            Ok(true)
        }
        Err(apalis_postgres::Error::Database(sqlx::Error::Database(db)))
            if db.is_unique_violation() =>
        {
            savepoint.rollback().await?;
            Ok(false)
        }
        // A lost connection is the database's outage (503), like every other query's.
        Err(apalis_postgres::Error::Database(e)) => Err(e.into()),
        Err(e) => Err(AppError::Internal(e.into())),
    }
}

/// A stopping worker process hands back the jobs it still holds (its queue workers are named
/// `<worker>-<queue>`): pending again, unlocked, so another worker takes them at once instead of
/// after the orphan timeout. Every handler is safe to repeat. Returns how many.
pub async fn hand_back(db: &PgPool, worker: &str) -> Result<u64, AppError> {
    let prefix = format!("{worker}-");
    db::jobs::hand_back(&mut *db.acquire().await?, &prefix).await
}

/// Jobs not done per queue and apalis status: `(queue, status, count)` (for `scheduler status` and
/// the `queue_jobs` gauge). Done jobs pile up forever and are no backlog, so they are left out: the
/// count reads the small "not done" index however many are done.
pub async fn depths(db: &PgPool) -> Result<Vec<(String, String, i64)>, AppError> {
    db::jobs::depths(&mut *db.acquire().await?).await
}
