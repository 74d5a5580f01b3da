//! Crawl runs: queueing one crawl per keyword and KST day (with its job, in the same
//! transaction), recrawls, their progress and the pruning of stored pages. Running one is
//! [`crate::rank_crawl`], above the notifications its complete crawl sends.

use std::time::Duration;

use chrono::NaiveDate;
use sqlx::{PgConnection, PgPool};

use crate::{
    db,
    error::AppError,
    jobs::{self, RankCrawl},
};

pub use crate::values::rank::{RunStatus, Trigger};

/// Queues the crawl of `keyword` on `day` in the caller's transaction. A run already queued or
/// running is left alone (`None`); a finished one is queued again only when not scheduled (a
/// manual recrawl, an edited slot). Returns the run id when a job was pushed.
pub async fn queue(
    tx: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
    trigger: Trigger,
) -> Result<Option<i64>, AppError> {
    queue_after(tx, keyword, day, trigger, None).await
}

/// [`queue`], with the job starting no earlier than `delay` from now.
pub async fn queue_after(
    tx: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
    trigger: Trigger,
    delay: Option<Duration>,
) -> Result<Option<i64>, AppError> {
    let id = match db::crawl_runs::insert(tx, keyword, day, trigger.as_str()).await? {
        Some(id) => id,
        None => {
            let run = db::crawl_runs::lock_by_key(tx, keyword, day)
                .await?
                .ok_or(AppError::CrawlRunNotFound)?;
            let finished = matches!(run.status, RunStatus::Done | RunStatus::Failed);
            if !finished || trigger == Trigger::Schedule {
                return Ok(None);
            }
            db::crawl_runs::requeue(tx, run.id, trigger.as_str()).await?;
            run.id
        }
    };
    jobs::enqueue(tx, &RankCrawl { run_id: id }, None, delay).await?;
    Ok(Some(id))
}

/// The daily crawl: one run per keyword tracked on `day`, their starts spread evenly over
/// `window` so the marketplace sees a steady trickle. Keywords already queued today are skipped.
/// Returns how many runs were queued.
pub async fn queue_daily(db: &PgPool, day: NaiveDate, window: Duration) -> Result<usize, AppError> {
    let mut conn = db.acquire().await?;
    let keywords = db::slots::tracked_keywords(&mut conn, day, None, None).await?;
    drop(conn);
    let mut queued = 0;
    for (i, keyword) in keywords.iter().enumerate() {
        let delay = window.mul_f64(i as f64 / keywords.len().max(1) as f64);
        let mut tx = db.begin().await?;
        if queue_after(&mut tx, keyword, day, Trigger::Schedule, Some(delay))
            .await?
            .is_some()
        {
            queued += 1;
        }
        tx.commit().await?;
    }
    Ok(queued)
}

/// What an operator asks to recrawl now.
#[derive(Debug, Clone)]
pub enum RecrawlScope {
    Slot(i64),
    Keyword(String),
    User(i64),
    All,
}

/// Queues today's crawl again for the keywords in `scope` (manual trigger: finished runs restart).
/// Returns the run ids queued (runs already queued or running are not queued twice).
pub async fn recrawl(db: &PgPool, scope: &RecrawlScope) -> Result<Vec<i64>, AppError> {
    let day = crate::time::today_kst();
    let mut conn = db.acquire().await?;
    let keywords = match scope {
        RecrawlScope::Keyword(k) => vec![k.trim().to_owned()],
        RecrawlScope::All => db::slots::tracked_keywords(&mut conn, day, None, None).await?,
        RecrawlScope::Slot(id) => {
            db::slots::tracked_keywords(&mut conn, day, Some(*id), None).await?
        }
        RecrawlScope::User(id) => {
            db::slots::tracked_keywords(&mut conn, day, None, Some(*id)).await?
        }
    };
    drop(conn);
    let mut ids = Vec::new();
    for keyword in keywords.iter().filter(|k| !k.is_empty()) {
        let mut tx = db.begin().await?;
        if let Some(id) = queue(&mut tx, keyword, day, Trigger::Manual).await? {
            ids.push(id);
        }
        tx.commit().await?;
    }
    Ok(ids)
}

/// Runs by status among `ids`: `(queued, running, done, failed)`.
pub async fn progress(db: &PgPool, ids: &[i64]) -> Result<(i64, i64, i64, i64), AppError> {
    let mut conn = db.acquire().await?;
    let rows = db::crawl_runs::counts(&mut conn, db::crawl_runs::Runs::Among(ids)).await?;
    let get = |s: RunStatus| {
        rows.iter()
            .find(|(status, _)| *status == s)
            .map_or(0, |(_, n)| *n)
    };
    Ok((
        get(RunStatus::Queued),
        get(RunStatus::Running),
        get(RunStatus::Done),
        get(RunStatus::Failed),
    ))
}

/// Days a finished run keeps its stored pages (for looking into a crawl) before they are pruned.
pub const KEEP_PAGES_DAYS: u64 = 7;

/// Deletes the stored pages of runs finished more than [`KEEP_PAGES_DAYS`] before `today`. Pages
/// are only needed to resume an unfinished crawl; the run rows, rank checks and history stay.
pub async fn prune_pages(db: &PgPool, today: NaiveDate) -> Result<u64, AppError> {
    let before = today - chrono::Days::new(KEEP_PAGES_DAYS);
    let mut conn = db.acquire().await?;
    db::crawl_runs::delete_finished_pages(&mut conn, before).await
}
