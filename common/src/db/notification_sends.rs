//! `notification_sends`: one row per operator send, fanned out to its recipients by a job.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::notifications::{Audience, NotificationKind, Priority, SendStatus, Sender},
};

/// A send with its author's name and its recipients' read state.
#[derive(Debug, Clone)]
pub struct SendRow {
    pub id: i64,
    pub sender_id: i64,
    pub sender_name: String,
    pub sender: Sender,
    pub kind: NotificationKind,
    pub title: String,
    pub message: String,
    pub priority: Priority,
    pub auto_close: bool,
    pub duration: i32,
    pub audience: Audience,
    pub recipient_ids: Vec<i64>,
    /// The advertiser's name when the send went to one.
    pub recipient_name: Option<String>,
    pub status: SendStatus,
    pub recipient_count: i32,
    /// Recipients who have read it (counted when listed).
    pub read_count: i64,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// A send as requested.
pub struct NewSend<'a> {
    pub sender_id: i64,
    pub sender: Sender,
    pub switched_by: Option<i64>,
    pub kind: NotificationKind,
    pub title: &'a str,
    pub message: &'a str,
    pub priority: Priority,
    pub auto_close: bool,
    pub duration: i32,
    pub audience: Audience,
    pub recipient_ids: &'a [i64],
}

pub async fn insert(conn: &mut PgConnection, s: &NewSend<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO notification_sends (sender_id, sender, switched_by, type, title, message, priority, auto_close,
                                         duration, audience, recipient_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        s.sender_id, s.sender.as_str(), s.switched_by, s.kind.as_str(), s.title, s.message, s.priority.as_str(),
        s.auto_close, s.duration, s.audience.as_str(), s.recipient_ids,
    )
    .fetch_one(conn)
    .await?)
}

/// Locks send `id` for its fan-out (a second worker on the same send waits, then sees it sent).
pub async fn lock_status(conn: &mut PgConnection, id: i64) -> Result<Option<SendStatus>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT status AS "status: SendStatus" FROM notification_sends WHERE id = $1 FOR UPDATE"#,
        id
    )
    .fetch_optional(conn)
    .await?)
}

pub async fn set_status(
    conn: &mut PgConnection,
    id: i64,
    status: SendStatus,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE notification_sends SET status = $2 WHERE id = $1",
        id,
        status.as_str()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks send `id` sent with the number of rows it has.
pub async fn finish(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE notification_sends
         SET status = 'sent', finished_at = now(),
             recipient_count = (SELECT count(*) FROM notifications WHERE send_id = $1)
         WHERE id = $1",
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// What the history shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct SendFilter<'a> {
    /// One send only.
    pub id: Option<i64>,
    pub since: Option<DateTime<Utc>>,
    pub kind: Option<&'a str>,
}

/// A page of sends, newest first, each with its read count.
pub async fn list(
    conn: &mut PgConnection,
    filter: SendFilter<'_>,
    limit: i64,
    offset: i64,
) -> Result<Vec<SendRow>, AppError> {
    Ok(sqlx::query_as!(
        SendRow,
        r#"SELECT s.id, s.sender_id, COALESCE(NULLIF(u.full_name, ''), u.email) AS "sender_name!",
                  s.sender AS "sender: Sender", s.type AS "kind: NotificationKind", s.title, s.message,
                  s.priority AS "priority: Priority", s.auto_close, s.duration, s.audience AS "audience: Audience",
                  s.recipient_ids,
                  (SELECT COALESCE(NULLIF(r.full_name, ''), r.email) FROM users r
                   WHERE s.audience = 'user' AND r.id = s.recipient_ids[1]) AS recipient_name,
                  s.status AS "status: SendStatus", s.recipient_count,
                  (SELECT count(*) FROM notifications n WHERE n.send_id = s.id AND n.is_read) AS "read_count!",
                  s.created_at, s.finished_at
           FROM notification_sends s JOIN users u ON u.id = s.sender_id
           WHERE ($1::timestamptz IS NULL OR s.created_at >= $1) AND ($2::text IS NULL OR s.type = $2)
             AND ($5::bigint IS NULL OR s.id = $5)
           ORDER BY s.created_at DESC, s.id DESC LIMIT $3 OFFSET $4"#,
        filter.since,
        filter.kind,
        limit,
        offset,
        filter.id,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count(conn: &mut PgConnection, filter: SendFilter<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM notification_sends
           WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::text IS NULL OR type = $2)"#,
        filter.since,
        filter.kind,
    )
    .fetch_one(conn)
    .await?)
}

/// One send (for its progress).
pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<SendRow>, AppError> {
    let filter = SendFilter {
        id: Some(id),
        ..SendFilter::default()
    };
    Ok(list(conn, filter, 1, 0).await?.pop())
}
