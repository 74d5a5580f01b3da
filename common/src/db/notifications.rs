//! `notifications`: messages to one user. Every read and change here is scoped to one recipient;
//! the callers pass the caller's own id, so nobody reaches another's rows.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, types::Json};

use crate::{
    error::AppError,
    values::notifications::{NotificationAction, NotificationKind, Priority, Sender},
};

/// [`NotificationRow`]'s columns, written once: `SELECT` them from `notifications`, then `$rest`
/// (the `WHERE` and order), with `$args`.
macro_rules! notification_rows {
    ($rest:tt, $($args:expr),* $(,)?) => {
        sqlx::query_as!(
            NotificationRow,
            r#"SELECT id, type AS "kind: NotificationKind", title, message, sender AS "sender: Sender",
                  sender_id, send_id, user_id, priority AS "priority: Priority", auto_close, duration, icon,
                  actions AS "actions: Json<Vec<NotificationAction>>", metadata, is_read, read_at,
                  dismissed_at, created_at
           FROM notifications
           "# + $rest,
            $($args),*
        )
    };
}

/// A notification (spec part 2 §3 Notification).
// (Sent as it is read.)
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = NotificationView)]
pub struct NotificationRow {
    pub id: i64,
    #[serde(rename = "type")]
    pub kind: NotificationKind,
    pub title: String,
    pub message: String,
    /// system for the product's own, operator or developer for a send (the operator badge).
    pub sender: Sender,
    pub sender_id: Option<i64>,
    /// The send it came from, if an operator sent it.
    pub send_id: Option<i64>,
    /// The recipient (always the caller).
    #[serde(rename = "recipientId")]
    pub user_id: i64,
    pub priority: Priority,
    pub auto_close: bool,
    /// Milliseconds a toast shows when it closes by itself.
    pub duration: i32,
    pub icon: Option<String>,
    /// Buttons: label, style and the path inside the app they open.
    #[schema(value_type = Vec<NotificationAction>)]
    pub actions: Json<Vec<NotificationAction>>,
    /// What it is about (`slotId`, `chargeRequestId`, `previousRank` …).
    #[schema(value_type = Object)]
    pub metadata: serde_json::Value,
    pub is_read: bool,
    pub read_at: Option<DateTime<Utc>>,
    /// Hidden from toasts (set when read, or when a toast is closed).
    pub dismissed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A notification to one user, written by the system (a product event or an alert).
pub struct NewNotification<'a> {
    pub user_id: i64,
    pub kind: NotificationKind,
    pub title: &'a str,
    pub message: &'a str,
    pub priority: Priority,
    pub sender: Sender,
    pub sender_id: Option<i64>,
    pub auto_close: bool,
    pub duration: i32,
    pub metadata: serde_json::Value,
    pub actions: serde_json::Value,
    /// What it is about; a second row with the same key for the same user is not written.
    pub dedupe_key: Option<&'a str>,
}

/// Writes `n` unless the user already has one with its dedupe key; returns the new id.
pub async fn insert(
    conn: &mut PgConnection,
    n: &NewNotification<'_>,
) -> Result<Option<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO notifications (user_id, type, title, message, priority, metadata, actions, dedupe_key, sender,
                                    sender_id, auto_close, duration)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT DO NOTHING RETURNING id",
        n.user_id, n.kind.as_str(), n.title, n.message, n.priority.as_str(), n.metadata, n.actions, n.dedupe_key,
        n.sender.as_str(), n.sender_id, n.auto_close, n.duration,
    )
    .fetch_optional(conn)
    .await?)
}

/// Writes many system notifications in one statement (skipping those whose dedupe key exists),
/// each with the sender, auto close and duration their columns default to; returns the new ids.
pub async fn insert_many(
    conn: &mut PgConnection,
    rows: &[NewNotification<'_>],
) -> Result<Vec<i64>, AppError> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let user_ids: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    let kinds: Vec<&str> = rows.iter().map(|r| r.kind.as_str()).collect();
    let titles: Vec<&str> = rows.iter().map(|r| r.title).collect();
    let messages: Vec<&str> = rows.iter().map(|r| r.message).collect();
    let priorities: Vec<&str> = rows.iter().map(|r| r.priority.as_str()).collect();
    let metadata: Vec<serde_json::Value> = rows.iter().map(|r| r.metadata.clone()).collect();
    let actions: Vec<serde_json::Value> = rows.iter().map(|r| r.actions.clone()).collect();
    let keys: Vec<Option<&str>> = rows.iter().map(|r| r.dedupe_key).collect();
    Ok(sqlx::query_scalar!(
        r#"INSERT INTO notifications (user_id, type, title, message, priority, metadata, actions, dedupe_key)
           SELECT * FROM UNNEST($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[],
                                $7::jsonb[], $8::text[])
           ON CONFLICT DO NOTHING RETURNING id"#,
        &user_ids, &kinds as &[&str], &titles as &[&str], &messages as &[&str], &priorities as &[&str],
        &metadata, &actions, &keys as &[Option<&str>],
    )
    .fetch_all(conn)
    .await?)
}

/// What a recipient's list shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct InboxFilter<'a> {
    pub is_read: Option<bool>,
    pub kind: Option<&'a str>,
}

/// A page of `user_id`'s notifications (deleted ones never), newest first.
pub async fn list(
    conn: &mut PgConnection,
    user_id: i64,
    filter: InboxFilter<'_>,
    limit: i64,
    offset: i64,
) -> Result<Vec<NotificationRow>, AppError> {
    Ok(notification_rows!(
        "WHERE user_id = $1 AND deleted_at IS NULL
           AND ($2::boolean IS NULL OR is_read = $2) AND ($3::text IS NULL OR type = $3)
         ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5",
        user_id,
        filter.is_read,
        filter.kind,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many rows [`list`] pages over.
pub async fn count(
    conn: &mut PgConnection,
    user_id: i64,
    filter: InboxFilter<'_>,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM notifications
           WHERE user_id = $1 AND deleted_at IS NULL
             AND ($2::boolean IS NULL OR is_read = $2) AND ($3::text IS NULL OR type = $3)"#,
        user_id,
        filter.is_read,
        filter.kind,
    )
    .fetch_one(conn)
    .await?)
}

/// `user_id`'s unread, undeleted notifications.
pub async fn unread_count(conn: &mut PgConnection, user_id: i64) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM notifications
           WHERE user_id = $1 AND NOT is_read AND deleted_at IS NULL"#,
        user_id,
    )
    .fetch_one(conn)
    .await?)
}

/// Marks one of `user_id`'s notifications read (and so dismissed); false when it is not theirs.
pub async fn mark_read(conn: &mut PgConnection, user_id: i64, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE notifications SET is_read = TRUE, read_at = COALESCE(read_at, now()),
                dismissed_at = COALESCE(dismissed_at, now())
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL",
        id,
        user_id,
    )
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Marks every unread notification of `user_id` read and dismissed; returns how many.
pub async fn mark_all_read(conn: &mut PgConnection, user_id: i64) -> Result<u64, AppError> {
    Ok(sqlx::query!(
        "UPDATE notifications SET is_read = TRUE, read_at = now(), dismissed_at = COALESCE(dismissed_at, now())
         WHERE user_id = $1 AND NOT is_read AND deleted_at IS NULL",
        user_id,
    )
    .execute(conn)
    .await?
    .rows_affected())
}

/// Hides one of `user_id`'s notifications from toasts (it stays in the list, unread).
pub async fn dismiss(conn: &mut PgConnection, user_id: i64, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE notifications SET dismissed_at = COALESCE(dismissed_at, now())
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL",
        id,
        user_id,
    )
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Deletes one of `user_id`'s notifications (kept as a row, hidden everywhere).
pub async fn delete(conn: &mut PgConnection, user_id: i64, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE notifications SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL",
        id,
        user_id,
    )
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Deletes every read notification of `user_id`; returns how many.
pub async fn delete_read(conn: &mut PgConnection, user_id: i64) -> Result<u64, AppError> {
    Ok(sqlx::query!(
        "UPDATE notifications SET deleted_at = now() WHERE user_id = $1 AND is_read AND deleted_at IS NULL",
        user_id,
    )
    .execute(conn)
    .await?
    .rows_affected())
}

/// One of `user_id`'s notifications.
pub async fn find(
    conn: &mut PgConnection,
    user_id: i64,
    id: i64,
) -> Result<Option<NotificationRow>, AppError> {
    Ok(notification_rows!(
        "WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL",
        id,
        user_id,
    )
    .fetch_optional(conn)
    .await?)
}

/// What to push: the rows of a send, or the rows with the given ids, for the recipients among
/// `user_ids` (the users connected to one api process).
pub async fn for_push(
    conn: &mut PgConnection,
    send_id: Option<i64>,
    ids: &[i64],
    user_ids: &[i64],
) -> Result<Vec<NotificationRow>, AppError> {
    Ok(notification_rows!(
        "WHERE user_id = ANY($3) AND deleted_at IS NULL
           AND (($1::bigint IS NOT NULL AND send_id = $1) OR id = ANY($2))",
        send_id,
        ids,
        user_ids,
    )
    .fetch_all(conn)
    .await?)
}

/// Writes the rows of send `send_id` for `recipients` in one statement; a recipient who already
/// has the send's row is skipped. Returns how many rows were written.
pub async fn write_send(
    conn: &mut PgConnection,
    send_id: i64,
    recipients: &[i64],
) -> Result<i64, AppError> {
    Ok(sqlx::query!(
        "INSERT INTO notifications (user_id, type, title, message, sender, sender_id, send_id, priority,
                                    auto_close, duration, metadata)
         SELECT r.id, s.type, s.title, s.message, s.sender, s.sender_id, s.id, s.priority, s.auto_close,
                s.duration, jsonb_build_object('sendId', s.id)
         FROM notification_sends s, unnest($2::bigint[]) AS r(id)
         WHERE s.id = $1
         ON CONFLICT DO NOTHING",
        send_id,
        recipients,
    )
    .execute(conn)
    .await?
    .rows_affected() as i64)
}

/// How many rows send `send_id` has, and how many of them are read.
pub async fn send_counts(conn: &mut PgConnection, send_id: i64) -> Result<(i64, i64), AppError> {
    let row = sqlx::query!(
        r#"SELECT count(*) AS "total!", count(*) FILTER (WHERE is_read) AS "read!"
           FROM notifications WHERE send_id = $1"#,
        send_id,
    )
    .fetch_one(conn)
    .await?;
    Ok((row.total, row.read))
}
