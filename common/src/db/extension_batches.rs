//! `extension_batches` and their items: extending every slot of an issue at once, as a job.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::actor::Actor};

#[derive(Debug, Clone)]
pub struct BatchRow {
    pub id: i64,
    pub allocation_id: i64,
    pub extension_days: i32,
    pub requested_by: i64,
    pub switched_by: Option<i64>,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    pub status: String,
    pub total: i32,
    pub extended: i32,
    pub failed: i32,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// A slot the batch could not extend, and why.
#[derive(Debug, Clone)]
pub struct FailedItem {
    pub slot_id: i64,
    pub slot_number: i64,
    pub reason: String,
}

/// How one item ended.
#[derive(Debug, Clone)]
pub struct Settled {
    pub slot_id: i64,
    /// The extension made, or why there is none.
    pub outcome: Result<i64, String>,
}

/// Writes a batch for `allocation_id` by `actor`, with one item per slot of the issue that has no
/// extension yet (originals and earlier extensions), in one statement. Returns the id and total.
pub async fn insert(
    conn: &mut PgConnection,
    allocation_id: i64,
    days: i32,
    actor: &Actor,
) -> Result<(i64, i32), AppError> {
    let id = sqlx::query_scalar!(
        "INSERT INTO extension_batches (allocation_id, extension_days, requested_by, switched_by, ip_address,
                                        user_agent, total)
         VALUES ($1, $2, $3, $4, $5, $6, 0) RETURNING id",
        allocation_id, days, actor.user_id, actor.switched_by, actor.client.ip, actor.client.user_agent,
    )
    .fetch_one(&mut *conn)
    .await?;
    let total = sqlx::query!(
        "INSERT INTO extension_batch_items (batch_id, slot_id)
         SELECT $1, s.id FROM slots s
         WHERE s.allocation_id = $2 AND s.status <> 'deleted'
           AND NOT EXISTS (SELECT 1 FROM slots c WHERE c.parent_slot_id = s.id AND c.status <> 'deleted')",
        id,
        allocation_id,
    )
    .execute(&mut *conn)
    .await?
    .rows_affected() as i32;
    sqlx::query!(
        "UPDATE extension_batches SET total = $2, status = CASE WHEN $2 = 0 THEN 'done' ELSE status END,
                finished_at = CASE WHEN $2 = 0 THEN now() END
         WHERE id = $1",
        id,
        total,
    )
    .execute(conn)
    .await?;
    Ok((id, total))
}

pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<BatchRow>, AppError> {
    Ok(sqlx::query_as!(
        BatchRow,
        "SELECT id, allocation_id, extension_days, requested_by, switched_by, ip_address, user_agent, status,
                total, extended, failed, created_at, started_at, finished_at
         FROM extension_batches WHERE id = $1",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// Locks the batch for the rest of the transaction: two workers on one batch take turns.
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<BatchRow>, AppError> {
    Ok(sqlx::query_as!(
        BatchRow,
        "SELECT id, allocation_id, extension_days, requested_by, switched_by, ip_address, user_agent, status,
                total, extended, failed, created_at, started_at, finished_at
         FROM extension_batches WHERE id = $1 FOR UPDATE",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// The next `limit` unsettled items, by slot id.
pub async fn pending_slots(
    conn: &mut PgConnection,
    id: i64,
    limit: i64,
) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT slot_id FROM extension_batch_items WHERE batch_id = $1 AND outcome = 'pending'
         ORDER BY slot_id LIMIT $2",
        id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}

/// Records how items ended and counts them on the batch (which runs from now on).
pub async fn settle(conn: &mut PgConnection, id: i64, items: &[Settled]) -> Result<(), AppError> {
    let slot_ids: Vec<i64> = items.iter().map(|i| i.slot_id).collect();
    let extension_ids: Vec<Option<i64>> = items.iter().map(|i| i.outcome.clone().ok()).collect();
    let reasons: Vec<Option<String>> = items.iter().map(|i| i.outcome.clone().err()).collect();
    sqlx::query!(
        "UPDATE extension_batch_items i
         SET outcome = CASE WHEN x.extension_id IS NULL THEN 'failed' ELSE 'extended' END,
             reason = x.reason, extension_slot_id = x.extension_id
         FROM unnest($2::bigint[], $3::bigint[], $4::text[]) AS x(slot_id, extension_id, reason)
         WHERE i.batch_id = $1 AND i.slot_id = x.slot_id AND i.outcome = 'pending'",
        id,
        &slot_ids,
        &extension_ids as &[Option<i64>],
        &reasons as &[Option<String>],
    )
    .execute(&mut *conn)
    .await?;
    let extended = extension_ids.iter().filter(|e| e.is_some()).count() as i32;
    let failed = items.len() as i32 - extended;
    sqlx::query!(
        "UPDATE extension_batches
         SET extended = extended + $2, failed = failed + $3, status = 'running',
             started_at = COALESCE(started_at, now())
         WHERE id = $1",
        id,
        extended,
        failed,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks the batch done (every item settled).
pub async fn finish(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE extension_batches SET status = 'done', started_at = COALESCE(started_at, now()),
                finished_at = COALESCE(finished_at, now())
         WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The first `limit` slots the batch could not extend, by slot number.
pub async fn failures(
    conn: &mut PgConnection,
    id: i64,
    limit: i64,
) -> Result<Vec<FailedItem>, AppError> {
    Ok(sqlx::query_as!(
        FailedItem,
        r#"SELECT i.slot_id, s.slot_number, i.reason AS "reason!"
           FROM extension_batch_items i JOIN slots s ON s.id = i.slot_id
           WHERE i.batch_id = $1 AND i.outcome = 'failed'
           ORDER BY s.slot_number LIMIT $2"#,
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
             UPDATE extension_batch_items SET outcome = 'failed', reason = $2
             WHERE batch_id = $1 AND outcome = 'pending'
             RETURNING 1
         )
         UPDATE extension_batches SET failed = failed + (SELECT count(*) FROM failed),
                status = 'done', started_at = COALESCE(started_at, now()), finished_at = now()
         WHERE id = $1 AND status <> 'done'",
    )
    .bind(id)
    .bind(reason)
    .execute(conn)
    .await?;
    Ok(())
}
