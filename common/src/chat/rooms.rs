//! The room list and a room's status. An advertiser sees their own room (none until their first
//! message); staff see every room with the advertiser's unread messages counted.

use sqlx::PgPool;

use super::{MessageType, RoomStatus};
use crate::{
    actor::Actor,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        chat_messages::NewMessage,
        chat_rooms::{RoomFilter, RoomRow},
    },
    error::AppError,
    events::{self, Event},
    messages as texts,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none},
    settings::{self, Feature},
};

/// Rooms a page when the caller does not say.
pub const DEFAULT_LIMIT: i64 = 50;

/// `GET /chat/rooms` as asked.
#[derive(Debug, Clone, Copy, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RoomQuery {
    /// Only rooms with messages the caller has not read.
    #[serde(deserialize_with = "blank_as_none")]
    pub unread_only: Option<bool>,
}

/// The caller's rooms, latest message first: staff every room, an advertiser their own.
pub async fn list(
    db: &PgPool,
    actor: &Actor,
    q: &RoomQuery,
    page: &PageParams,
) -> Result<(Vec<RoomRow>, Pagination), AppError> {
    require_chat(db, actor).await?;
    let page = PageRequest::new(page.page, page.limit, DEFAULT_LIMIT)?;
    let filter = RoomFilter {
        owner_id: (!actor.role.is_staff()).then_some(actor.user_id),
        id: None,
        unread_only: q.unread_only.unwrap_or(false),
        reader_is_owner: !actor.role.is_staff(),
    };
    let mut conn = db.acquire().await?;
    let rows = db::chat_rooms::list(&mut conn, filter, page.limit, page.offset()).await?;
    let total = db::chat_rooms::count(&mut conn, filter).await?;
    Ok((rows, page.pagination(total)))
}

/// The advertiser whose room `id` is, if the room exists: whom an api process pushes the room's
/// events to (besides staff).
pub async fn owner_of(db: &PgPool, id: i64) -> Result<Option<i64>, AppError> {
    let mut conn = db.acquire().await?;
    db::chat_rooms::find_owner(&mut conn, id).await
}

/// Room `id` as the caller sees it (their unread count), if they may use it.
pub async fn get(db: &PgPool, actor: &Actor, id: i64) -> Result<RoomRow, AppError> {
    require_chat(db, actor).await?;
    let mut conn = db.acquire().await?;
    find_for(&mut conn, actor, id).await
}

/// Closes, reopens or archives room `id` (staff), telling the advertiser in the room.
pub async fn set_status(
    db: &PgPool,
    actor: &Actor,
    id: i64,
    status: RoomStatus,
) -> Result<RoomRow, AppError> {
    actor.require_staff()?;
    let mut tx = db.begin().await?;
    let (owner_id, old) = db::chat_rooms::lock(&mut tx, id)
        .await?
        .ok_or(AppError::ChatRoomNotFound)?;
    if old != status {
        db::chat_rooms::set_status(&mut tx, id, status).await?;
        let note = texts::chat_room_status_note(status);
        let message_id = db::chat_messages::insert(
            &mut tx,
            &NewMessage {
                room_id: id,
                sender_id: None,
                from_owner: false,
                kind: MessageType::System,
                content: &note,
            },
        )
        .await?;
        db::chat_rooms::touch(&mut tx, id, message_id, false).await?;
        db::audit_log::append(
            &mut tx,
            &AuditEntry::by(
                actor,
                AuditEvent::ChatRoomStatusChanged,
                Some(owner_id),
                serde_json::json!({ "roomId": id, "old": old.as_str(), "new": status.as_str() }),
            ),
        )
        .await?;
        events::announce(
            &mut tx,
            &Event::ChatMessage {
                room_id: id,
                message_id,
            },
        )
        .await?;
    }
    let row = find_for(&mut tx, actor, id).await?;
    tx.commit().await?;
    Ok(row)
}

/// Room `id` with the caller's unread count, or not found for a caller who may not use it.
pub(super) async fn find_for(
    conn: &mut sqlx::PgConnection,
    actor: &Actor,
    id: i64,
) -> Result<RoomRow, AppError> {
    let filter = RoomFilter {
        id: Some(id),
        reader_is_owner: !actor.role.is_staff(),
        ..RoomFilter::default()
    };
    db::chat_rooms::list(conn, filter, 1, 0)
        .await?
        .pop()
        .filter(|room| actor.may_use_chat_room(room.user_id))
        .ok_or(AppError::ChatRoomNotFound)
}

/// Chat is on for advertisers only while `chatEnabled` is; staff keep their inbox.
pub(super) async fn require_chat(db: &PgPool, actor: &Actor) -> Result<(), AppError> {
    let settings = settings::load(db).await?;
    Feature::Chat.require(&settings, actor)
}
