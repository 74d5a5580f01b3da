//! `batch_items`: the items of a batch (`db::batches`), each settled once: its outcome is written
//! in the transaction that does its work, and only while it is still pending.

use sqlx::PgConnection;

use crate::error::AppError;

/// An item still to do.
#[derive(Debug, Clone)]
pub struct PendingItem {
    pub item: i64,
    pub input: Option<serde_json::Value>,
}

impl PendingItem {
    /// What the request stored with the item, in the kind's own shape.
    pub fn input<T: serde::de::DeserializeOwned>(&self) -> Result<T, AppError> {
        serde_json::from_value(self.input.clone().unwrap_or_default())
            .map_err(|e| AppError::Internal(e.into()))
    }
}

/// How one item ended: what it made (if anything), or why it failed.
#[derive(Debug, Clone)]
pub struct Settled {
    pub item: i64,
    pub outcome: Result<Option<i64>, String>,
}

/// An item that failed, and why.
#[derive(Debug, Clone)]
pub struct FailedItem {
    pub item: i64,
    pub reason: String,
}

/// A slot a batch could not extend, with its number.
#[derive(Debug, Clone)]
pub struct FailedSlot {
    pub slot_id: i64,
    pub slot_number: i64,
    pub reason: String,
}

/// Writes the items `items` (with their inputs, by position) of batch `batch_id`.
pub async fn insert(
    conn: &mut PgConnection,
    batch_id: i64,
    items: &[i64],
    inputs: &[Option<serde_json::Value>],
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO batch_items (batch_id, item, input)
         SELECT $1, * FROM unnest($2::bigint[], $3::jsonb[])",
        batch_id,
        items,
        inputs as &[Option<serde_json::Value>],
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Writes one item per slot of issue `allocation_id` that has no extension yet (originals and
/// earlier extensions); returns how many.
pub async fn insert_unextended_slots(
    conn: &mut PgConnection,
    batch_id: i64,
    allocation_id: i64,
) -> Result<i32, AppError> {
    Ok(sqlx::query!(
        "INSERT INTO batch_items (batch_id, item)
         SELECT $1, s.id FROM slots s
         WHERE s.allocation_id = $2 AND s.status <> 'deleted'
           AND NOT EXISTS (SELECT 1 FROM slots c WHERE c.parent_slot_id = s.id AND c.status <> 'deleted')",
        batch_id,
        allocation_id,
    )
    .execute(conn)
    .await?
    .rows_affected() as i32)
}

/// Writes one item per recipient of send `batch_id` (its id is its batch's): every active
/// advertiser, or those of them it names.
pub async fn insert_recipients(conn: &mut PgConnection, batch_id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO batch_items (batch_id, item)
         SELECT s.id, u.id FROM notification_sends s JOIN users u
           ON u.role = 'user' AND u.is_active AND u.deleted_at IS NULL
          AND (s.audience = 'all' OR u.id = ANY(s.recipient_ids))
         WHERE s.id = $1
         ON CONFLICT DO NOTHING",
        batch_id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The next `limit` pending items, in item order.
pub async fn pending(
    conn: &mut PgConnection,
    batch_id: i64,
    limit: i64,
) -> Result<Vec<PendingItem>, AppError> {
    Ok(sqlx::query_as!(
        PendingItem,
        "SELECT item, input FROM batch_items WHERE batch_id = $1 AND outcome = 'pending'
         ORDER BY item LIMIT $2",
        batch_id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}

/// Records how items ended (only items still pending) and counts them on the batch, in one
/// statement.
pub async fn settle(
    conn: &mut PgConnection,
    batch_id: i64,
    items: &[Settled],
) -> Result<(), AppError> {
    let keys: Vec<i64> = items.iter().map(|i| i.item).collect();
    let failed: Vec<bool> = items.iter().map(|i| i.outcome.is_err()).collect();
    let results: Vec<Option<i64>> = items
        .iter()
        .map(|i| i.outcome.clone().ok().flatten())
        .collect();
    let reasons: Vec<Option<String>> = items.iter().map(|i| i.outcome.clone().err()).collect();
    sqlx::query!(
        "WITH settled AS (
             UPDATE batch_items i
             SET outcome = CASE WHEN x.failed THEN 'failed' ELSE 'succeeded' END,
                 reason = x.reason, result_id = x.result_id
             FROM unnest($2::bigint[], $3::bool[], $4::bigint[], $5::text[]) AS x(item, failed, result_id, reason)
             WHERE i.batch_id = $1 AND i.item = x.item AND i.outcome = 'pending'
             RETURNING i.outcome
         )
         UPDATE batches
         SET succeeded = succeeded + (SELECT count(*) FROM settled WHERE outcome = 'succeeded')::int,
             failed = failed + (SELECT count(*) FROM settled WHERE outcome = 'failed')::int
         WHERE id = $1",
        batch_id,
        &keys,
        &failed,
        &results as &[Option<i64>],
        &reasons as &[Option<String>],
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The first `limit` items that failed, in item order.
pub async fn failures(
    conn: &mut PgConnection,
    batch_id: i64,
    limit: i64,
) -> Result<Vec<FailedItem>, AppError> {
    Ok(sqlx::query_as!(
        FailedItem,
        r#"SELECT item, reason AS "reason!" FROM batch_items
           WHERE batch_id = $1 AND outcome = 'failed'
           ORDER BY item LIMIT $2"#,
        batch_id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}

/// The first `limit` slots an extension batch could not extend, by slot number.
pub async fn failed_slots(
    conn: &mut PgConnection,
    batch_id: i64,
    limit: i64,
) -> Result<Vec<FailedSlot>, AppError> {
    Ok(sqlx::query_as!(
        FailedSlot,
        r#"SELECT i.item AS slot_id, s.slot_number, i.reason AS "reason!"
           FROM batch_items i JOIN slots s ON s.id = i.item
           WHERE i.batch_id = $1 AND i.outcome = 'failed'
           ORDER BY s.slot_number LIMIT $2"#,
        batch_id,
        limit,
    )
    .fetch_all(conn)
    .await?)
}
