//! `chat_messages`: the messages of the support rooms, with when each reached the other side and
//! when that side read it. The caller checks who may see the room.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::actor::Role, values::chat::MessageType};

/// A message with its author as the chat shows them.
#[derive(Debug, Clone)]
pub struct MessageRow {
    pub id: i64,
    pub room_id: i64,
    /// The room's advertiser (who the message's side is told against).
    pub room_owner_id: i64,
    pub sender_id: Option<i64>,
    pub from_owner: bool,
    pub kind: MessageType,
    pub content: String,
    pub sender_name: Option<String>,
    pub sender_email: Option<String>,
    pub sender_role: Option<Role>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub read_at: Option<DateTime<Utc>>,
}

/// A message to write.
pub struct NewMessage<'a> {
    pub room_id: i64,
    pub sender_id: Option<i64>,
    pub from_owner: bool,
    pub kind: MessageType,
    pub content: &'a str,
}

pub async fn insert(conn: &mut PgConnection, m: &NewMessage<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO chat_messages (room_id, sender_id, from_owner, type, content)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        m.room_id,
        m.sender_id,
        m.from_owner,
        m.kind.as_str(),
        m.content,
    )
    .fetch_one(conn)
    .await?)
}

/// Which messages of a room to read: the latest `limit`, or those before or after an id.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub before: Option<i64>,
    pub after: Option<i64>,
    pub limit: i64,
}

/// Up to `limit` messages of `room_id` (one query per id set or window), oldest first.
pub async fn list(
    conn: &mut PgConnection,
    room_id: Option<i64>,
    ids: &[i64],
    w: Window,
) -> Result<Vec<MessageRow>, AppError> {
    let mut rows = sqlx::query_as!(
        MessageRow,
        r#"SELECT m.id, m.room_id, r.user_id AS room_owner_id, m.sender_id, m.from_owner,
                  m.type AS "kind: MessageType", m.content,
                  NULLIF(u.full_name, '') AS sender_name, u.email AS "sender_email?",
                  u.role AS "sender_role?: Role", m.created_at, m.delivered_at, m.read_at
           FROM chat_messages m
           JOIN chat_rooms r ON r.id = m.room_id
           LEFT JOIN users u ON u.id = m.sender_id
           WHERE ($1::bigint IS NULL OR m.room_id = $1) AND (cardinality($2::bigint[]) = 0 OR m.id = ANY($2))
             AND ($3::bigint IS NULL OR m.id < $3) AND ($4::bigint IS NULL OR m.id > $4)
           ORDER BY CASE WHEN $4::bigint IS NULL THEN -m.id ELSE m.id END
           LIMIT $5"#,
        room_id,
        ids,
        w.before,
        w.after,
        w.limit,
    )
    .fetch_all(conn)
    .await?;
    // Newest first was read for the latest window; the chat shows oldest first.
    rows.sort_by_key(|m| m.id);
    Ok(rows)
}

/// Whether messages older than `before` remain in `room_id`.
pub async fn any_before(
    conn: &mut PgConnection,
    room_id: i64,
    before: i64,
) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM chat_messages WHERE room_id = $1 AND id < $2) AS "any!""#,
        room_id,
        before,
    )
    .fetch_one(conn)
    .await?)
}

/// The other side's messages in `room_id` read now; returns the newest id marked, if any.
pub async fn mark_read(
    conn: &mut PgConnection,
    room_id: i64,
    reader_is_owner: bool,
) -> Result<Option<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"WITH marked AS (
               UPDATE chat_messages SET read_at = now(), delivered_at = COALESCE(delivered_at, now())
               WHERE room_id = $1 AND from_owner <> $2 AND read_at IS NULL
               RETURNING id)
           SELECT max(id) AS "newest" FROM marked"#,
        room_id,
        reader_is_owner,
    )
    .fetch_one(conn)
    .await?)
}

/// Message `id` reached a socket of the other side; false when that was already known.
pub async fn mark_delivered(conn: &mut PgConnection, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE chat_messages SET delivered_at = now() WHERE id = $1 AND delivered_at IS NULL",
        id
    )
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Unread messages for a reader: an advertiser's from staff in their room, or staff's from every
/// advertiser.
pub async fn count_unread(conn: &mut PgConnection, owner_id: Option<i64>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM chat_messages m
           WHERE m.read_at IS NULL
             AND CASE WHEN $1::bigint IS NULL THEN m.from_owner
                      ELSE NOT m.from_owner AND m.room_id = (SELECT id FROM chat_rooms WHERE user_id = $1) END"#,
        owner_id,
    )
    .fetch_one(conn)
    .await?)
}

/// Whether an auto reply was sent in `room_id` since staff last wrote there.
pub async fn auto_reply_pending(conn: &mut PgConnection, room_id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (
               SELECT 1 FROM chat_messages a
               WHERE a.room_id = $1 AND a.type = 'auto_reply'
                 AND NOT EXISTS (SELECT 1 FROM chat_messages s
                                 WHERE s.room_id = $1 AND s.type = 'normal' AND NOT s.from_owner AND s.id > a.id)
           ) AS "any!""#,
        room_id,
    )
    .fetch_one(conn)
    .await?)
}
