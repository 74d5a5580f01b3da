//! A room's messages: reading a window of them, sending (an advertiser's first message makes their
//! room; outside business hours the configured auto reply answers once until staff write), marking
//! a room read, delivery, and the unread counts.

use sqlx::PgPool;

use super::{MessageType, RoomStatus, rooms};
use crate::{
    actor::Actor,
    db::{
        self,
        chat_messages::{MessageRow, NewMessage, Window},
        chat_rooms::RoomRow,
    },
    error::AppError,
    events::{self, Event},
    messages as texts,
    params::blank_as_none,
    settings, time,
};

/// `GET /chat/rooms/{id}/messages` as asked: the latest `limit`, or a window before or after an id.
#[derive(Debug, Clone, Copy, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MessageQuery {
    /// Messages older than this id (the next page back).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub before: Option<i64>,
    /// Messages newer than this id (catching up).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 0)]
    pub after: Option<i64>,
    /// How many (the latest N without `before` or `after`); 1 to the `chatMaxMessages` setting
    /// (at most 1,000), which is also the default.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1, maximum = 1000)]
    pub limit: Option<i64>,
}

/// A window of messages, oldest first, and whether older ones remain.
pub struct MessagePage {
    pub messages: Vec<MessageRow>,
    pub has_more: bool,
}

/// Messages of room `room_id`, if the caller may use it.
pub async fn list(
    db: &PgPool,
    actor: &Actor,
    room_id: i64,
    q: &MessageQuery,
) -> Result<MessagePage, AppError> {
    let settings = settings::load(db).await?;
    crate::settings::Feature::Chat.require(&settings, actor)?;
    let max = settings.feature.chat_max_messages;
    let limit = q.limit.unwrap_or(max);
    if !(1..=max).contains(&limit) {
        return Err(AppError::ChatLimitInvalid { max });
    }
    // Message ids start at 1: `before` names one, `after` may be 0 (from the start).
    if q.before.is_some_and(|id| id < 1) || q.after.is_some_and(|id| id < 0) {
        return Err(AppError::ChatWindowInvalid);
    }
    let mut conn = db.acquire().await?;
    rooms::find_for(&mut conn, actor, room_id).await?;
    let window = Window {
        before: q.before,
        after: q.after,
        limit,
    };
    let messages = db::chat_messages::list(&mut conn, Some(room_id), &[], window).await?;
    let has_more = match messages.first() {
        Some(oldest) if q.after.is_none() => {
            db::chat_messages::any_before(&mut conn, room_id, oldest.id).await?
        }
        _ => false,
    };
    Ok(MessagePage { messages, has_more })
}

/// What a sent message did: the message, and the room it went to.
pub struct Sent {
    pub message: MessageRow,
    pub room: RoomRow,
}

/// Sends `content` to `room_id`, or for an advertiser without a room id to their own room (made on
/// the first message; two first messages at once share it). An advertiser writing to a closed room
/// reopens it; staff reopen it first.
pub async fn send(
    db: &PgPool,
    actor: &Actor,
    room_id: Option<i64>,
    content: Option<&str>,
) -> Result<Sent, AppError> {
    let settings = settings::load(db).await?;
    crate::settings::Feature::Chat.require(&settings, actor)?;
    let content = super::content(content)?;
    let staff = actor.role.is_staff();
    let mut tx = db.begin().await?;
    let room_id = match room_id {
        Some(id) => id,
        None if staff => return Err(AppError::ChatRoomRequired),
        None => {
            let owner = db::users::find(&mut tx, actor.user_id)
                .await?
                .ok_or(AppError::Unauthenticated)?;
            let shown = if owner.full_name.trim().is_empty() {
                &owner.email
            } else {
                &owner.full_name
            };
            let name = texts::chat_room_name(shown);
            db::chat_rooms::get_or_create(&mut tx, actor.user_id, &name).await?
        }
    };
    let (owner_id, status) = db::chat_rooms::lock(&mut tx, room_id)
        .await?
        .filter(|(owner, _)| actor.may_use_chat_room(*owner))
        .ok_or(AppError::ChatRoomNotFound)?;
    let from_owner = owner_id == actor.user_id;
    if !from_owner && status != RoomStatus::Active {
        return Err(AppError::ChatRoomClosed);
    }
    let id = db::chat_messages::insert(
        &mut tx,
        &NewMessage {
            room_id,
            sender_id: Some(actor.user_id),
            from_owner,
            kind: MessageType::Normal,
            content,
        },
    )
    .await?;
    db::chat_rooms::touch(&mut tx, room_id, id, from_owner).await?;
    events::announce(
        &mut tx,
        &Event::ChatMessage {
            room_id,
            message_id: id,
        },
    )
    .await?;
    if from_owner {
        auto_reply(&mut tx, &settings.feature, room_id).await?;
    }
    let message = find(&mut tx, id).await?;
    let room = rooms::find_for(&mut tx, actor, room_id).await?;
    tx.commit().await?;
    Ok(Sent { message, room })
}

/// Outside business hours, with an auto reply configured and none sent since staff last wrote,
/// answers the advertiser's message with it.
async fn auto_reply(
    tx: &mut sqlx::PgConnection,
    f: &crate::settings::FeatureSettings,
    room_id: i64,
) -> Result<(), AppError> {
    let text = f.chat_auto_reply.trim();
    let now = time::kst_datetime(chrono::Utc::now());
    if text.is_empty()
        || !super::outside_business_hours(now, f.chat_business_start, f.chat_business_end)
        || db::chat_messages::auto_reply_pending(tx, room_id).await?
    {
        return Ok(());
    }
    let id = db::chat_messages::insert(
        tx,
        &NewMessage {
            room_id,
            sender_id: None,
            from_owner: false,
            kind: MessageType::AutoReply,
            content: text,
        },
    )
    .await?;
    db::chat_rooms::touch(tx, room_id, id, false).await?;
    events::announce(
        tx,
        &Event::ChatMessage {
            room_id,
            message_id: id,
        },
    )
    .await
}

/// The caller opened room `room_id`: the other side's messages there are read now, and that side
/// hears it. Returns how the room now looks to the caller.
pub async fn mark_read(db: &PgPool, actor: &Actor, room_id: i64) -> Result<RoomRow, AppError> {
    rooms::require_chat(db, actor).await?;
    let mut tx = db.begin().await?;
    let room = rooms::find_for(&mut tx, actor, room_id).await?;
    let reader_is_owner = room.user_id == actor.user_id;
    if let Some(up_to) = db::chat_messages::mark_read(&mut tx, room_id, reader_is_owner).await? {
        events::announce(
            &mut tx,
            &Event::ChatRead {
                room_id,
                by_owner: reader_is_owner,
                up_to,
            },
        )
        .await?;
    }
    let room = rooms::find_for(&mut tx, actor, room_id).await?;
    tx.commit().await?;
    Ok(room)
}

/// Message `id` reached an open socket of the other side (the api pushed it); that side's sender
/// hears it once.
pub async fn mark_delivered(db: &PgPool, room_id: i64, id: i64) -> Result<(), AppError> {
    let mut tx = db.begin().await?;
    if db::chat_messages::mark_delivered(&mut tx, id).await? {
        events::announce(
            &mut tx,
            &Event::ChatDelivered {
                room_id,
                message_id: id,
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Messages waiting for the caller: an advertiser's unread answers, or every advertiser message
/// staff have not read.
pub async fn unread_count(db: &PgPool, actor: &Actor) -> Result<i64, AppError> {
    rooms::require_chat(db, actor).await?;
    let mut conn = db.acquire().await?;
    let owner = (!actor.role.is_staff()).then_some(actor.user_id);
    db::chat_messages::count_unread(&mut conn, owner).await
}

/// Message `id` as pushed (no access check: the hub decides who hears it).
pub async fn find(conn: &mut sqlx::PgConnection, id: i64) -> Result<MessageRow, AppError> {
    let window = Window {
        before: None,
        after: None,
        limit: 1,
    };
    db::chat_messages::list(conn, None, &[id], window)
        .await?
        .pop()
        .ok_or(AppError::ChatRoomNotFound)
}
