//! `crawl_runs` and `crawl_pages`: one rank crawl per keyword and KST day, and the pages it read.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::rank::{RunStatus, Trigger},
};

/// [`CrawlRunRow`]'s columns, written once: `SELECT` them from `crawl_runs`, then `$rest` (the
/// `WHERE`, order and lock), with `$args`.
macro_rules! crawl_run_rows {
    ($rest:tt, $($args:expr),* $(,)?) => {
        sqlx::query_as!(
            CrawlRunRow,
            r#"SELECT id, keyword, day, status AS "status: RunStatus", trigger AS "trigger: Trigger", attempts,
                  pages_read, places, complete, last_error, queued_at, started_at, finished_at
           FROM crawl_runs
           "# + $rest,
            $($args),*
        )
    };
}

/// A crawl run.
#[derive(Debug, Clone)]
pub struct CrawlRunRow {
    pub id: i64,
    pub keyword: String,
    pub day: NaiveDate,
    pub status: RunStatus,
    pub trigger: Trigger,
    pub attempts: i32,
    pub pages_read: i32,
    pub places: i32,
    pub complete: Option<bool>,
    pub last_error: Option<String>,
    pub queued_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// How far a run is, for the jobs console.
#[derive(Debug, Clone)]
pub struct RunProgress {
    pub status: RunStatus,
    pub keyword: String,
    pub pages_read: i32,
}

/// A stored page: its number, cards (JSON) and whether the results ended there.
pub struct StoredPage {
    pub page: i32,
    pub cards: serde_json::Value,
    pub last: bool,
}

/// Creates the run of `keyword` on `day` unless it exists; returns the new id.
pub async fn insert(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
    trigger: &str,
) -> Result<Option<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO crawl_runs (keyword, day, trigger) VALUES ($1, $2, $3)
         ON CONFLICT (keyword, day) DO NOTHING RETURNING id",
        keyword,
        day,
        trigger,
    )
    .fetch_optional(conn)
    .await?)
}

/// Locks the run of `keyword` on `day`.
pub async fn lock_by_key(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
) -> Result<Option<CrawlRunRow>, AppError> {
    Ok(
        crawl_run_rows!("WHERE keyword = $1 AND day = $2 FOR UPDATE", keyword, day,)
            .fetch_optional(conn)
            .await?,
    )
}

pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<CrawlRunRow>, AppError> {
    Ok(crawl_run_rows!("WHERE id = $1 FOR UPDATE", id,)
        .fetch_optional(conn)
        .await?)
}

/// Puts a finished run back in the queue from scratch (a manual recrawl, an edited slot).
/// How far run `id` is.
pub async fn progress(conn: &mut PgConnection, id: i64) -> Result<Option<RunProgress>, AppError> {
    Ok(sqlx::query_as!(
        RunProgress,
        r#"SELECT status AS "status: RunStatus", keyword, pages_read FROM crawl_runs WHERE id = $1"#,
        id,
    )
    .fetch_optional(conn)
    .await?)
}

pub async fn requeue(conn: &mut PgConnection, id: i64, trigger: &str) -> Result<(), AppError> {
    sqlx::query!("DELETE FROM crawl_pages WHERE run_id = $1", id)
        .execute(&mut *conn)
        .await?;
    sqlx::query!(
        "UPDATE crawl_runs SET status = 'queued', trigger = $2, attempts = 0, pages_read = 0, places = 0, complete = NULL,
                last_error = NULL, queued_at = now(), started_at = NULL, finished_at = NULL
         WHERE id = $1",
        id, trigger,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn mark_running(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE crawl_runs SET status = 'running', attempts = attempts + 1, started_at = COALESCE(started_at, now()) WHERE id = $1",
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes the stored pages of runs that finished (done or failed) for a day before `before`.
/// Returns how many pages went.
pub async fn delete_finished_pages(
    conn: &mut PgConnection,
    before: NaiveDate,
) -> Result<u64, AppError> {
    Ok(sqlx::query!(
        "DELETE FROM crawl_pages p USING crawl_runs r
         WHERE p.run_id = r.id AND r.day < $1 AND r.status IN ('done', 'failed')",
        before,
    )
    .execute(conn)
    .await?
    .rows_affected())
}

/// Stores a page read; a page stored before (a retried job) is kept as it was.
/// How many products the marketplace lists for the run's keyword (the first page that says).
pub async fn note_total_results(
    conn: &mut PgConnection,
    id: i64,
    total: i64,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE crawl_runs SET total_results = $2 WHERE id = $1 AND total_results IS NULL",
        id,
        total,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn save_page(
    conn: &mut PgConnection,
    id: i64,
    page: i32,
    cards: &serde_json::Value,
    last: bool,
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO crawl_pages (run_id, page, cards, last) VALUES ($1, $2, $3, $4) ON CONFLICT (run_id, page) DO NOTHING",
        id, page, cards, last,
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE crawl_runs SET pages_read = GREATEST(pages_read, $2) WHERE id = $1",
        id,
        page
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The pages a run has read, in order.
pub async fn pages(conn: &mut PgConnection, id: i64) -> Result<Vec<StoredPage>, AppError> {
    Ok(sqlx::query_as!(
        StoredPage,
        "SELECT page, cards, last FROM crawl_pages WHERE run_id = $1 ORDER BY page",
        id
    )
    .fetch_all(conn)
    .await?)
}

/// Records how a run ended (`status` done, failed, or queued again for a retry).
pub async fn finish(
    conn: &mut PgConnection,
    id: i64,
    status: RunStatus,
    complete: bool,
    places: i32,
    error: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE crawl_runs SET status = $2, complete = $3, places = $4, last_error = $5,
                finished_at = CASE WHEN $2 IN ('done', 'failed') THEN now() END
         WHERE id = $1",
        id,
        status.as_str(),
        complete,
        places,
        error,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Which runs [`counts`] counts.
#[derive(Debug, Clone, Copy)]
pub enum Runs<'a> {
    OfDay(NaiveDate),
    Among(&'a [i64]),
}

/// The runs per status: `(status, count)`. Plans are made per call (the pool's
/// `force_custom_plan`), so each form keeps to its index.
pub async fn counts(
    conn: &mut PgConnection,
    runs: Runs<'_>,
) -> Result<Vec<(RunStatus, i64)>, AppError> {
    let (day, ids) = match runs {
        Runs::OfDay(day) => (Some(day), None),
        Runs::Among(ids) => (None, Some(ids)),
    };
    let rows = sqlx::query!(
        r#"SELECT status AS "status: RunStatus", count(*) AS "n!" FROM crawl_runs
           WHERE ($1::date IS NULL OR day = $1) AND ($2::bigint[] IS NULL OR id = ANY($2))
           GROUP BY status"#,
        day,
        ids,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.status, r.n)).collect())
}

/// The run of `keyword` on `day`, unlocked (what an operator is shown).
pub async fn find_by_key(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
) -> Result<Option<CrawlRunRow>, AppError> {
    Ok(
        crawl_run_rows!("WHERE keyword = $1 AND day = $2", keyword, day,)
            .fetch_optional(conn)
            .await?,
    )
}

/// The latest day on or before `up_to` that has runs (`crawl_runs_day_status_idx` read backwards).
pub async fn latest_day(
    conn: &mut PgConnection,
    up_to: NaiveDate,
) -> Result<Option<NaiveDate>, AppError> {
    Ok(
        sqlx::query_scalar!("SELECT max(day) FROM crawl_runs WHERE day <= $1", up_to)
            .fetch_one(conn)
            .await?,
    )
}

/// A day's crawl in figures (see `crawl_runs_day_totals.sql`).
#[derive(Debug, Clone, Default)]
pub struct DayTotals {
    pub queued: i64,
    pub running: i64,
    pub done: i64,
    pub failed: i64,
    pub pages_read: i64,
    pub first_started_at: Option<DateTime<Utc>>,
    pub last_finished_at: Option<DateTime<Utc>>,
    pub slots_ranked: i64,
    pub slots_unranked: i64,
}

/// Runs of `day` per status, pages read, first start and last finish, and the slots they track
/// with and without that day's rank, in one statement.
pub async fn day_totals(conn: &mut PgConnection, day: NaiveDate) -> Result<DayTotals, AppError> {
    Ok(
        sqlx::query_file_as!(DayTotals, "src/db/crawl_runs_day_totals.sql", day)
            .fetch_one(conn)
            .await?,
    )
}

/// The runs of `day` (optionally in one status), newest queued first.
pub async fn list_for_day(
    conn: &mut PgConnection,
    day: NaiveDate,
    status: Option<RunStatus>,
    limit: i64,
    offset: i64,
) -> Result<Vec<CrawlRunRow>, AppError> {
    Ok(crawl_run_rows!(
        "WHERE day = $1 AND ($2::text IS NULL OR status = $2)
         ORDER BY queued_at DESC, id DESC LIMIT $3 OFFSET $4",
        day,
        status.map(RunStatus::as_str),
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many runs [`list_for_day`] pages through.
pub async fn count_for_day(
    conn: &mut PgConnection,
    day: NaiveDate,
    status: Option<RunStatus>,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM crawl_runs WHERE day = $1 AND ($2::text IS NULL OR status = $2)"#,
        day,
        status.map(RunStatus::as_str),
    )
    .fetch_one(conn)
    .await?)
}

/// Staff cancelled the run's pending job: the run fails with `reason` so nothing waits for it (a
/// recrawl may queue it again). A finished run stays as it is.
pub async fn cancel(conn: &mut PgConnection, id: i64, reason: &str) -> Result<(), AppError> {
    sqlx::query(
        "UPDATE crawl_runs SET status = 'failed', last_error = $2, finished_at = now()
         WHERE id = $1 AND status IN ('queued', 'running')",
    )
    .bind(id)
    .bind(reason)
    .execute(conn)
    .await?;
    Ok(())
}
