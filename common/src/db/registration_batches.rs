//! `registration_batches` and their rows: slots an advertiser registers at once, as a job.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::actor::Actor};

#[derive(Debug, Clone)]
pub struct BatchRow {
    pub id: i64,
    pub user_id: i64,
    pub switched_by: Option<i64>,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    pub marketplace_domain: String,
    pub status: String,
    pub total: i32,
    pub succeeded: i32,
    pub failed: i32,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// A row as the request stored it.
#[derive(Debug, Clone)]
pub struct NewRow {
    pub row_number: i32,
    pub fill_slot_id: Option<i64>,
    pub fields: serde_json::Value,
}

/// A row still to register.
#[derive(Debug, Clone)]
pub struct PendingRow {
    pub row_number: i32,
    pub fill_slot_id: Option<i64>,
    pub fields: serde_json::Value,
}

/// How one row ended: the slot registered (or filled), or why not.
#[derive(Debug, Clone)]
pub struct Settled {
    pub row_number: i32,
    pub outcome: Result<i64, String>,
}

/// A row that failed, and why.
#[derive(Debug, Clone)]
pub struct FailedRow {
    pub row_number: i32,
    pub reason: String,
}

/// Writes a batch by `actor` (its URLs checked against `marketplace_domain`) with its rows, in two
/// statements. Returns its id.
pub async fn insert(
    conn: &mut PgConnection,
    actor: &Actor,
    marketplace_domain: &str,
    rows: &[NewRow],
) -> Result<i64, AppError> {
    let id = sqlx::query_scalar!(
        "INSERT INTO registration_batches (user_id, switched_by, ip_address, user_agent, marketplace_domain, total)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        actor.user_id,
        actor.switched_by,
        actor.client.ip,
        actor.client.user_agent,
        marketplace_domain,
        rows.len() as i32,
    )
    .fetch_one(&mut *conn)
    .await?;
    let numbers: Vec<i32> = rows.iter().map(|r| r.row_number).collect();
    let fills: Vec<Option<i64>> = rows.iter().map(|r| r.fill_slot_id).collect();
    let fields: Vec<serde_json::Value> = rows.iter().map(|r| r.fields.clone()).collect();
    sqlx::query!(
        "INSERT INTO registration_batch_rows (batch_id, row_number, fill_slot_id, fields)
         SELECT $1, * FROM unnest($2::int[], $3::bigint[], $4::jsonb[])",
        id,
        &numbers,
        &fills as &[Option<i64>],
        &fields,
    )
    .execute(conn)
    .await?;
    Ok(id)
}

pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<BatchRow>, AppError> {
    Ok(sqlx::query_as!(
        BatchRow,
        "SELECT id, user_id, switched_by, ip_address, user_agent, marketplace_domain, status, total, succeeded, failed,
                created_at, started_at, finished_at
         FROM registration_batches WHERE id = $1",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// Locks the batch for the rest of the transaction: two workers on one batch take turns.
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<BatchRow>, AppError> {
    Ok(sqlx::query_as!(
        BatchRow,
        "SELECT id, user_id, switched_by, ip_address, user_agent, marketplace_domain, status, total, succeeded, failed,
                created_at, started_at, finished_at
         FROM registration_batches WHERE id = $1 FOR UPDATE",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// The next `limit` rows to register, in row order.
pub async fn pending_rows(
    conn: &mut PgConnection,
    id: i64,
    limit: i64,
) -> Result<Vec<PendingRow>, AppError> {
    Ok(sqlx::query_as!(
        PendingRow,
        "SELECT row_number, fill_slot_id, fields FROM registration_batch_rows
         WHERE batch_id = $1 AND outcome = 'pending'
         ORDER BY row_number LIMIT $2",
        id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}

/// Records how rows ended (only rows still pending) and counts them on the batch, which runs
/// from now on.
pub async fn settle(conn: &mut PgConnection, id: i64, rows: &[Settled]) -> Result<(), AppError> {
    let numbers: Vec<i32> = rows.iter().map(|r| r.row_number).collect();
    let slot_ids: Vec<Option<i64>> = rows.iter().map(|r| r.outcome.clone().ok()).collect();
    let reasons: Vec<Option<String>> = rows.iter().map(|r| r.outcome.clone().err()).collect();
    let counts = sqlx::query!(
        r#"WITH settled AS (
               UPDATE registration_batch_rows r
               SET outcome = CASE WHEN x.slot_id IS NULL THEN 'failed' ELSE 'registered' END,
                   reason = x.reason, slot_id = x.slot_id
               FROM unnest($2::int[], $3::bigint[], $4::text[]) AS x(row_number, slot_id, reason)
               WHERE r.batch_id = $1 AND r.row_number = x.row_number AND r.outcome = 'pending'
               RETURNING r.outcome
           )
           SELECT count(*) FILTER (WHERE outcome = 'registered') AS "succeeded!",
                  count(*) FILTER (WHERE outcome = 'failed') AS "failed!"
           FROM settled"#,
        id,
        &numbers,
        &slot_ids as &[Option<i64>],
        &reasons as &[Option<String>],
    )
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE registration_batches
         SET succeeded = succeeded + $2, failed = failed + $3, status = 'running',
             started_at = COALESCE(started_at, now())
         WHERE id = $1",
        id,
        counts.succeeded as i32,
        counts.failed as i32,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks the batch done (every row settled).
pub async fn finish(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE registration_batches SET status = 'done', started_at = COALESCE(started_at, now()),
                finished_at = COALESCE(finished_at, now())
         WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The first `limit` rows that failed, in row order.
pub async fn failures(
    conn: &mut PgConnection,
    id: i64,
    limit: i64,
) -> Result<Vec<FailedRow>, AppError> {
    Ok(sqlx::query_as!(
        FailedRow,
        r#"SELECT row_number, reason AS "reason!" FROM registration_batch_rows
           WHERE batch_id = $1 AND outcome = 'failed'
           ORDER BY row_number LIMIT $2"#,
        id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}

/// Staff cancelled the batch's pending job: every unsettled item fails with `reason` and the batch
/// is done, in the caller's transaction. A done batch stays as it is.
pub async fn cancel(conn: &mut PgConnection, id: i64, reason: &str) -> Result<(), AppError> {
    sqlx::query(
        "WITH failed AS (
             UPDATE registration_batch_rows SET outcome = 'failed', reason = $2
             WHERE batch_id = $1 AND outcome = 'pending'
             RETURNING 1
         )
         UPDATE registration_batches SET failed = failed + (SELECT count(*) FROM failed),
                status = 'done', started_at = COALESCE(started_at, now()), finished_at = now()
         WHERE id = $1 AND status <> 'done'",
    )
    .bind(id)
    .bind(reason)
    .execute(conn)
    .await?;
    Ok(())
}
