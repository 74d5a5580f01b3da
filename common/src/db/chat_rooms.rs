//! `chat_rooms`: one support room per advertiser. The caller checks who may see a room
//! (`Actor::may_use_chat_room`); these functions only read and write.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::chat::RoomStatus};

/// A room as the inbox and the widget show it, for one side (`unread_count` counts the other
/// side's messages that side has not read).
#[derive(Debug, Clone)]
pub struct RoomRow {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub status: RoomStatus,
    pub last_message_id: Option<i64>,
    pub last_message: Option<String>,
    pub last_message_at: Option<DateTime<Utc>>,
    pub unread_count: i64,
    /// The advertiser and every staff member who has written in it.
    pub participant_count: i64,
    pub owner_name: String,
    pub owner_email: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Advertiser `user_id`'s room, made with `name` if it is not there yet. Two first messages at
/// once meet on `chat_rooms_user_key` and both get the one room. Locks the row.
pub async fn get_or_create(
    conn: &mut PgConnection,
    user_id: i64,
    name: &str,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO chat_rooms (user_id, name) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET updated_at = chat_rooms.updated_at
         RETURNING id",
        user_id,
        name,
    )
    .fetch_one(conn)
    .await?)
}

/// The owner and status of room `id`, locked for a change.
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<(i64, RoomStatus)>, AppError> {
    Ok(sqlx::query!(
        r#"SELECT user_id, status AS "status: RoomStatus" FROM chat_rooms WHERE id = $1 FOR UPDATE"#,
        id
    )
    .fetch_optional(conn)
    .await?
    .map(|r| (r.user_id, r.status)))
}

/// The owner of room `id`.
pub async fn find_owner(conn: &mut PgConnection, id: i64) -> Result<Option<i64>, AppError> {
    Ok(
        sqlx::query_scalar!("SELECT user_id FROM chat_rooms WHERE id = $1", id)
            .fetch_optional(conn)
            .await?,
    )
}

/// Room `id`'s latest message, and the room active again when `reopen`.
pub async fn touch(
    conn: &mut PgConnection,
    id: i64,
    message_id: i64,
    reopen: bool,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE chat_rooms SET last_message_id = $2, last_message_at = now(), updated_at = now(),
                status = CASE WHEN $3 THEN 'active' ELSE status END
         WHERE id = $1",
        id,
        message_id,
        reopen,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_status(
    conn: &mut PgConnection,
    id: i64,
    status: RoomStatus,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE chat_rooms SET status = $2, updated_at = now() WHERE id = $1",
        id,
        status.as_str()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// What the room list shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct RoomFilter {
    /// One advertiser's room only (an advertiser's own list).
    pub owner_id: Option<i64>,
    /// One room only.
    pub id: Option<i64>,
    /// Only rooms with messages the reader has not read.
    pub unread_only: bool,
    /// The reader is the rooms' advertiser (counts staff messages as unread) rather than staff.
    pub reader_is_owner: bool,
}

/// A page of rooms, latest message first.
pub async fn list(
    conn: &mut PgConnection,
    f: RoomFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<RoomRow>, AppError> {
    Ok(sqlx::query_as!(
        RoomRow,
        r#"SELECT r.id, r.user_id, r.name, r.status AS "status: RoomStatus", r.last_message_id,
                  m.content AS "last_message?", r.last_message_at,
                  (SELECT count(*) FROM chat_messages c
                   WHERE c.room_id = r.id AND c.from_owner <> $3 AND c.read_at IS NULL) AS "unread_count!",
                  (SELECT count(DISTINCT c.sender_id) FROM chat_messages c WHERE c.room_id = r.id)
                    AS "participant_count!",
                  COALESCE(NULLIF(u.full_name, ''), u.email) AS "owner_name!", u.email AS owner_email,
                  r.created_at, r.updated_at
           FROM chat_rooms r
           JOIN users u ON u.id = r.user_id
           LEFT JOIN chat_messages m ON m.id = r.last_message_id
           WHERE ($1::bigint IS NULL OR r.user_id = $1) AND ($2::bigint IS NULL OR r.id = $2)
             AND (NOT $4 OR EXISTS (SELECT 1 FROM chat_messages c
                                    WHERE c.room_id = r.id AND c.from_owner <> $3 AND c.read_at IS NULL))
           ORDER BY r.last_message_at DESC NULLS LAST, r.id DESC
           LIMIT $5 OFFSET $6"#,
        f.owner_id,
        f.id,
        f.reader_is_owner,
        f.unread_only,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count(conn: &mut PgConnection, f: RoomFilter) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM chat_rooms r
           WHERE ($1::bigint IS NULL OR r.user_id = $1) AND ($2::bigint IS NULL OR r.id = $2)
             AND (NOT $4 OR EXISTS (SELECT 1 FROM chat_messages c
                                    WHERE c.room_id = r.id AND c.from_owner <> $3 AND c.read_at IS NULL))"#,
        f.owner_id,
        f.id,
        f.reader_is_owner,
        f.unread_only,
    )
    .fetch_one(conn)
    .await?)
}
