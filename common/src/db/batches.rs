//! `batches`: work on many items that a job does a chunk at a time (the engine is
//! `crate::batches`; the items are `db::batch_items`). Who asked, where it stands, its counts.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::{
        actor::{Actor, ClientInfo, Role},
        batches::{BatchKind, BatchStatus},
    },
};

/// A batch as stored.
#[derive(Debug, Clone)]
pub struct BatchRow {
    pub id: i64,
    pub kind: BatchKind,
    pub status: BatchStatus,
    pub requested_by: i64,
    pub switched_by: Option<i64>,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    /// What the kind needs beyond its items (its own shape, read by the kind).
    pub params: serde_json::Value,
    /// Items in all; `None` until known (a send lists its recipients when it first runs).
    pub total: Option<i32>,
    pub succeeded: i32,
    pub failed: i32,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl BatchRow {
    /// The requester as the actor of what the job writes (slot logs, audit), with `role`.
    pub fn requester(&self, role: Role) -> Actor {
        Actor {
            user_id: self.requested_by,
            role,
            switched_by: self.switched_by,
            session_id: uuid::Uuid::nil(),
            client: ClientInfo {
                ip: self.ip_address.clone(),
                user_agent: self.user_agent.clone(),
            },
        }
    }

    /// What the kind stored beyond its items, in the kind's own shape.
    pub fn params<T: serde::de::DeserializeOwned>(&self) -> Result<T, AppError> {
        serde_json::from_value(self.params.clone()).map_err(|e| AppError::Internal(e.into()))
    }
}

/// A batch's progress as the jobs console shows it.
#[derive(Debug, Clone)]
pub struct Progress {
    pub status: BatchStatus,
    /// What it is about: a send's title.
    pub subject: Option<String>,
    pub processed: i64,
    pub failed: i64,
    pub total: Option<i64>,
}

/// Writes a batch of `kind` asked for by `actor`; returns its id.
pub async fn insert(
    conn: &mut PgConnection,
    kind: BatchKind,
    actor: &Actor,
    params: &serde_json::Value,
    total: Option<i32>,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO batches (kind, requested_by, switched_by, ip_address, user_agent, params, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        kind.as_str(),
        actor.user_id,
        actor.switched_by,
        actor.client.ip,
        actor.client.user_agent,
        params,
        total,
    )
    .fetch_one(conn)
    .await?)
}

/// Batch `id` if it is of `kind`.
pub async fn find(
    conn: &mut PgConnection,
    id: i64,
    kind: BatchKind,
) -> Result<Option<BatchRow>, AppError> {
    Ok(sqlx::query_as!(
        BatchRow,
        r#"SELECT id, kind AS "kind: BatchKind", status AS "status: BatchStatus", requested_by, switched_by,
                  ip_address, user_agent, params, total, succeeded, failed, created_at, started_at, finished_at
           FROM batches WHERE id = $1 AND kind = $2"#,
        id,
        kind.as_str(),
    )
    .fetch_optional(conn)
    .await?)
}

/// Locks batch `id` of `kind` for the rest of the transaction (two workers on one batch take
/// turns); whether it exists.
pub async fn lock(conn: &mut PgConnection, id: i64, kind: BatchKind) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT id FROM batches WHERE id = $1 AND kind = $2 FOR UPDATE",
        id,
        kind.as_str(),
    )
    .fetch_optional(conn)
    .await?
    .is_some())
}

/// Sets the number of items of a batch that listed them after it was written.
pub async fn set_total(conn: &mut PgConnection, id: i64, total: i32) -> Result<(), AppError> {
    sqlx::query!("UPDATE batches SET total = $2 WHERE id = $1", id, total)
        .execute(conn)
        .await?;
    Ok(())
}

/// A queued batch runs from now on; a total not known before is the number of its items.
pub async fn start(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE batches SET status = 'running', started_at = COALESCE(started_at, now()),
                total = COALESCE(total, (SELECT count(*) FROM batch_items WHERE batch_id = $1)::int)
         WHERE id = $1 AND status = 'queued'",
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks the batch done (every item settled, or none to do).
pub async fn finish(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE batches SET status = 'done', started_at = COALESCE(started_at, now()),
                total = COALESCE(total, 0), finished_at = COALESCE(finished_at, now())
         WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Staff cancelled the batch's pending job: every unsettled item fails with `reason` and the batch
/// is done, in the caller's transaction. A done batch stays as it is.
pub async fn cancel(conn: &mut PgConnection, id: i64, reason: &str) -> Result<(), AppError> {
    sqlx::query!(
        "WITH failed AS (
             UPDATE batch_items SET outcome = 'failed', reason = $2
             WHERE batch_id = $1 AND outcome = 'pending'
             RETURNING 1
         )
         UPDATE batches SET failed = failed + (SELECT count(*) FROM failed)::int,
                status = 'done', started_at = COALESCE(started_at, now()), finished_at = now()
         WHERE id = $1 AND status <> 'done'",
        id,
        reason,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The progress of batch `id`, whatever its kind.
pub async fn progress(conn: &mut PgConnection, id: i64) -> Result<Option<Progress>, AppError> {
    Ok(sqlx::query_as!(
        Progress,
        r#"SELECT b.status AS "status: BatchStatus", s.title AS "subject?",
                  (b.succeeded + b.failed)::bigint AS "processed!", b.failed::bigint AS "failed!",
                  b.total::bigint AS total
           FROM batches b LEFT JOIN notification_sends s ON s.id = b.id
           WHERE b.id = $1"#,
        id,
    )
    .fetch_optional(conn)
    .await?)
}
