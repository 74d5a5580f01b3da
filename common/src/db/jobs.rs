//! apalis' queue tables (`apalis.jobs`, `apalis.workers`) as the jobs console reads them and its
//! actions change them. apalis owns these tables; we only read them and move a job between its
//! states the way apalis itself does. Every read stays on an index with 1,000,000 done jobs
//! (migrations `jobs_console`, `jobs_console_done_list`; `bench/jobs.sh`).
//!
//! Each page's statement names its columns in full: the checked macros take a literal only.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::error::AppError;

/// A job as listed: apalis' columns and the id of the row of ours its payload names.
#[derive(Debug, Clone)]
pub struct JobRow {
    pub id: String,
    pub job_type: String,
    pub status: String,
    pub attempts: i32,
    pub max_attempts: i32,
    pub run_at: DateTime<Utc>,
    pub done_at: Option<DateTime<Utc>>,
    pub lock_by: Option<String>,
    pub last_result: Option<serde_json::Value>,
    pub row_id: Option<i64>,
}

/// A job in full: its row, when it was locked, and its payload as text.
#[derive(Debug, Clone)]
pub struct JobDetailRow {
    pub job: JobRow,
    pub lock_at: Option<DateTime<Utc>>,
    pub payload: Option<String>,
}

/// A queue's jobs that are not done, counted by state.
#[derive(Debug, Clone)]
pub struct OpenCounts {
    pub job_type: String,
    pub pending: i64,
    pub scheduled: i64,
    pub running: i64,
    pub failed: i64,
    pub dead: i64,
}

/// A queue worker (apalis registers one per queue, named `<process>-<queue>`) and the jobs it holds.
#[derive(Debug, Clone)]
pub struct QueueWorkerRow {
    pub id: String,
    pub worker_type: String,
    pub last_seen: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub running: i64,
}

/// Every queue's jobs that are not done, by state (through the partial index of jobs not done).
pub async fn open_counts(conn: &mut PgConnection) -> Result<Vec<OpenCounts>, AppError> {
    Ok(sqlx::query_as!(
        OpenCounts,
        r#"SELECT job_type,
                  count(*) FILTER (WHERE status = 'Pending') AS "pending!",
                  count(*) FILTER (WHERE status = 'Pending' AND run_at > now()) AS "scheduled!",
                  count(*) FILTER (WHERE status IN ('Queued', 'Running')) AS "running!",
                  count(*) FILTER (WHERE status = 'Failed' AND attempts < max_attempts) AS "failed!",
                  count(*) FILTER (WHERE status = 'Killed'
                                      OR (status = 'Failed' AND attempts >= max_attempts)) AS "dead!"
           FROM apalis.jobs WHERE status <> 'Done' GROUP BY job_type"#
    )
    .fetch_all(conn)
    .await?)
}

/// Jobs of each of `queues` done in the last 24 hours (over the last day's range of the done index).
pub async fn done_last_day(
    conn: &mut PgConnection,
    queues: &[String],
) -> Result<Vec<(String, i64)>, AppError> {
    Ok(sqlx::query!(
        r#"SELECT q AS "queue!", (SELECT count(*) FROM apalis.jobs
                                 WHERE job_type = q AND status = 'Done' AND done_at > now() - interval '24 hours')
                                AS "done!"
           FROM unnest($1::text[]) AS q"#,
        queues,
    )
    .fetch_all(conn)
    .await?
    .into_iter()
    .map(|r| (r.queue, r.done))
    .collect())
}

/// The queue workers seen in the last 10 minutes, with the jobs each holds.
pub async fn recent_workers(conn: &mut PgConnection) -> Result<Vec<QueueWorkerRow>, AppError> {
    Ok(sqlx::query_as!(
        QueueWorkerRow,
        r#"SELECT w.id, w.worker_type, w.last_seen, w.started_at,
                  (SELECT count(*) FROM apalis.jobs j
                   WHERE j.lock_by = w.id AND j.status IN ('Queued', 'Running')) AS "running!"
           FROM apalis.workers w
           WHERE w.last_seen > now() - interval '10 minutes'
           ORDER BY w.id"#
    )
    .fetch_all(conn)
    .await?)
}

/// A page of `queue`'s jobs (done ones only when `done_only`), newest run-at first: the page's ids
/// from an index alone (a deep page walks index entries, not rows), then their rows. Plans are made
/// for each call's values (the pool's `force_custom_plan`), so `done_only` picks the done list's
/// partial index.
pub async fn newest(
    conn: &mut PgConnection,
    queue: &str,
    done_only: bool,
    limit: i64,
    offset: i64,
) -> Result<Vec<JobRow>, AppError> {
    Ok(sqlx::query_as!(
        JobRow,
        r#"SELECT id, job_type, status, attempts, max_attempts, run_at, done_at, lock_by, last_result,
                  job_row_id(job) AS "row_id?"
           FROM apalis.jobs WHERE id IN (
               SELECT id FROM apalis.jobs WHERE job_type = $1 AND (NOT $4 OR status = 'Done')
               ORDER BY run_at DESC, id DESC LIMIT $2 OFFSET $3)
           ORDER BY run_at DESC, id DESC"#,
        queue,
        limit,
        offset,
        done_only,
    )
    .fetch_all(conn)
    .await?)
}

/// How many jobs [`newest`] would page through, counted up to `cap`.
pub async fn count_capped(
    conn: &mut PgConnection,
    queue: &str,
    done_only: bool,
    cap: i64,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM (
               SELECT 1 FROM apalis.jobs WHERE job_type = $1 AND (NOT $3 OR status = 'Done') LIMIT $2) AS capped"#,
        queue,
        cap,
        done_only,
    )
    .fetch_one(conn)
    .await?)
}

/// A page of `queue`'s jobs that are not done, in `statuses` (and with attempts left or not, when
/// `retryable` says), through the partial index of jobs not done.
pub async fn open(
    conn: &mut PgConnection,
    queue: &str,
    statuses: &[String],
    retryable: Option<bool>,
    limit: i64,
    offset: i64,
) -> Result<Vec<JobRow>, AppError> {
    Ok(sqlx::query_as!(
        JobRow,
        r#"SELECT id, job_type, status, attempts, max_attempts, run_at, done_at, lock_by, last_result,
                  job_row_id(job) AS "row_id?"
           FROM apalis.jobs
           WHERE status <> 'Done' AND job_type = $1 AND status = ANY($2)
             AND ($3::bool IS NULL OR (status = 'Failed' AND attempts < max_attempts) = $3)
           ORDER BY run_at DESC, id DESC LIMIT $4 OFFSET $5"#,
        queue,
        statuses,
        retryable,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many jobs [`open`] would list, counted up to `cap`.
pub async fn count_open_capped(
    conn: &mut PgConnection,
    queue: &str,
    statuses: &[String],
    retryable: Option<bool>,
    cap: i64,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM (
               SELECT 1 FROM apalis.jobs
               WHERE status <> 'Done' AND job_type = $1 AND status = ANY($2)
                 AND ($3::bool IS NULL OR (status = 'Failed' AND attempts < max_attempts) = $3)
               LIMIT $4) AS capped"#,
        queue,
        statuses,
        retryable,
        cap,
    )
    .fetch_one(conn)
    .await?)
}

/// `queue`'s jobs working on our row `row_id` (its retries), in `statuses`, newest first.
pub async fn for_row(
    conn: &mut PgConnection,
    queue: &str,
    row_id: i64,
    statuses: &[String],
    retryable: Option<bool>,
) -> Result<Vec<JobRow>, AppError> {
    Ok(sqlx::query_as!(
        JobRow,
        r#"SELECT id, job_type, status, attempts, max_attempts, run_at, done_at, lock_by, last_result,
                  job_row_id(job) AS "row_id?"
           FROM apalis.jobs
           WHERE job_type = $1 AND job_row_id(job) = $2 AND status = ANY($3)
             AND ($4::bool IS NULL OR (status = 'Failed' AND attempts < max_attempts) = $4)
           ORDER BY run_at DESC, id DESC"#,
        queue,
        row_id,
        statuses,
        retryable,
    )
    .fetch_all(conn)
    .await?)
}

/// Job `id` of `queue` when it is in `statuses`.
pub async fn by_id(
    conn: &mut PgConnection,
    queue: &str,
    id: &str,
    statuses: &[String],
    retryable: Option<bool>,
) -> Result<Vec<JobRow>, AppError> {
    Ok(sqlx::query_as!(
        JobRow,
        r#"SELECT id, job_type, status, attempts, max_attempts, run_at, done_at, lock_by, last_result,
                  job_row_id(job) AS "row_id?"
           FROM apalis.jobs
           WHERE id = $2 AND job_type = $1 AND status = ANY($3)
             AND ($4::bool IS NULL OR (status = 'Failed' AND attempts < max_attempts) = $4)"#,
        queue,
        id,
        statuses,
        retryable,
    )
    .fetch_all(conn)
    .await?)
}

/// Job `id` in full.
pub async fn find(conn: &mut PgConnection, id: &str) -> Result<Option<JobDetailRow>, AppError> {
    Ok(sqlx::query!(
        r#"SELECT id, job_type, status, attempts, max_attempts, run_at, done_at, lock_by, last_result,
                  job_row_id(job) AS "row_id?", lock_at, convert_from(job, 'UTF8') AS "payload?"
           FROM apalis.jobs WHERE id = $1"#,
        id,
    )
    .fetch_optional(conn)
    .await?
    .map(|r| JobDetailRow {
        job: JobRow {
            id: r.id,
            job_type: r.job_type,
            status: r.status,
            attempts: r.attempts,
            max_attempts: r.max_attempts,
            run_at: r.run_at,
            done_at: r.done_at,
            lock_by: r.lock_by,
            last_result: r.last_result,
            row_id: r.row_id,
        },
        lock_at: r.lock_at,
        payload: r.payload,
    }))
}

/// Failed job `id` runs again now (one more attempt when it had none left); its queue, if it was
/// failed.
pub async fn retry(conn: &mut PgConnection, id: &str) -> Result<Option<String>, AppError> {
    Ok(sqlx::query_scalar!(
        "UPDATE apalis.jobs
         SET status = 'Pending', run_at = now(), lock_by = NULL, lock_at = NULL, done_at = NULL,
             max_attempts = GREATEST(max_attempts, attempts + 1)
         WHERE id = $1 AND status = 'Failed'
         RETURNING job_type",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// Every failed job of `queue` (with attempts left or not, when `retryable` says) runs again now;
/// their ids.
pub async fn retry_failed(
    conn: &mut PgConnection,
    queue: &str,
    retryable: Option<bool>,
) -> Result<Vec<String>, AppError> {
    Ok(sqlx::query_scalar!(
        "UPDATE apalis.jobs
         SET status = 'Pending', run_at = now(), lock_by = NULL, lock_at = NULL, done_at = NULL,
             max_attempts = GREATEST(max_attempts, attempts + 1)
         WHERE status <> 'Done' AND job_type = $1 AND status = 'Failed'
           AND ($2::bool IS NULL OR (attempts < max_attempts) = $2)
         RETURNING id",
        queue,
        retryable,
    )
    .fetch_all(conn)
    .await?)
}

/// Pending job `id` that no worker holds is killed with `error` as its result; its queue, if it
/// was.
pub async fn cancel(
    conn: &mut PgConnection,
    id: &str,
    error: &str,
) -> Result<Option<String>, AppError> {
    Ok(sqlx::query_scalar!(
        "UPDATE apalis.jobs
         SET status = 'Killed', done_at = now(), last_result = jsonb_build_object('Err', $2::text)
         WHERE id = $1 AND status = 'Pending' AND lock_by IS NULL
         RETURNING job_type",
        id,
        error,
    )
    .fetch_optional(conn)
    .await?)
}

/// Pending job `id` whose run-at is still ahead runs now; its queue, if it was.
pub async fn run_now(conn: &mut PgConnection, id: &str) -> Result<Option<String>, AppError> {
    Ok(sqlx::query_scalar!(
        "UPDATE apalis.jobs SET run_at = now()
         WHERE id = $1 AND status = 'Pending' AND run_at > now()
         RETURNING job_type",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// The notification apalis' listeners act on (the same one its insert trigger sends), for job
/// `id` of `queue`.
pub async fn wake_workers(conn: &mut PgConnection, queue: &str, id: &str) -> Result<(), AppError> {
    sqlx::query!(
        "SELECT pg_notify('apalis::job::insert', json_build_object('job_type', $1::text, 'id', $2::text)::text)",
        queue,
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The jobs a stopping worker's queue workers (named `<prefix><queue>`) hold are pending again and
/// unlocked; how many.
pub async fn hand_back(conn: &mut PgConnection, prefix: &str) -> Result<u64, AppError> {
    Ok(sqlx::query!(
        "UPDATE apalis.jobs SET status = 'Pending', lock_by = NULL, lock_at = NULL, run_at = now()
         WHERE left(lock_by, length($1)) = $1 AND status IN ('Queued', 'Running')",
        prefix,
    )
    .execute(conn)
    .await?
    .rows_affected())
}

/// Jobs not done per queue and apalis status: `(queue, status, count)`.
pub async fn depths(conn: &mut PgConnection) -> Result<Vec<(String, String, i64)>, AppError> {
    Ok(sqlx::query!(
        r#"SELECT job_type, status, count(*) AS "n!" FROM apalis.jobs WHERE status <> 'Done'
           GROUP BY 1, 2 ORDER BY 1, 2"#
    )
    .fetch_all(conn)
    .await?
    .into_iter()
    .map(|r| (r.job_type, r.status, r.n))
    .collect())
}
