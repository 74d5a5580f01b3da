//! `notification_sends`: what an operator sent and to whom it was asked to go. A send is a batch of
//! the batch engine (its id is its batch's): its status, count and end are the batch's.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::{
        batches::BatchStatus,
        notifications::{Audience, NotificationKind, Priority, Sender},
    },
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
    pub status: BatchStatus,
    /// Rows written so far.
    pub recipient_count: i32,
    /// Recipients who have read it (counted when listed).
    pub read_count: i64,
    /// Recipients who closed or deleted it without reading it (spec part 2 §4 "dismissed").
    pub dismissed_count: i64,
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

/// Writes send `id` (its batch's id).
pub async fn insert(conn: &mut PgConnection, id: i64, s: &NewSend<'_>) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO notification_sends (id, sender_id, sender, switched_by, type, title, message, priority,
                                         auto_close, duration, audience, recipient_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        id, s.sender_id, s.sender.as_str(), s.switched_by, s.kind.as_str(), s.title, s.message, s.priority.as_str(),
        s.auto_close, s.duration, s.audience.as_str(), s.recipient_ids,
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

/// A page of sends, newest first, each with its read and dismissed counts.
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
                  b.status AS "status: BatchStatus", b.succeeded AS recipient_count,
                  r.read_count AS "read_count!", r.dismissed_count AS "dismissed_count!",
                  s.created_at, b.finished_at
           FROM notification_sends s JOIN batches b ON b.id = s.id JOIN users u ON u.id = s.sender_id
           CROSS JOIN LATERAL (
               SELECT count(*) FILTER (WHERE n.is_read) AS read_count,
                      count(*) FILTER (WHERE NOT n.is_read AND (n.dismissed_at IS NOT NULL OR n.deleted_at IS NOT NULL))
                          AS dismissed_count
               FROM notifications n WHERE n.send_id = s.id) r
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
