//! 1:1 support chat (spec part 2 §7 "Support chat"): rooms, a room's messages, sending, marking a
//! room read, the unread count, and staff closing or reopening a room. An advertiser reaches only
//! their own room (made by their first message); operators and developers every room.

use common::chat::{
    RoomStatus,
    messages::{self, MessageQuery},
    rooms::{self, RoomQuery},
};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{ApiJson, ApiQuery, Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, created, ok},
    views::chat::{ChatCountView, ChatMessagesView, ChatRoomView, ChatRoomsView, ChatSentView},
};

router! {
    list_rooms, get_room, list_messages, send_to_room, send_message, mark_room_read,
    set_room_status, unread_count,
}

/// The caller's rooms, latest message first (50 a page by default): an advertiser's own (none
/// before their first message), every room for staff.
#[utoipa::path(get, path = "/api/chat/rooms", tag = "chat", security(("bearer" = [])),
    params(PageParams, RoomQuery),
    responses((status = 200, body = ChatRoomsView), (status = 400), (status = 401), (status = 403)))]
async fn list_rooms(
    Call(app, actor): Call,
    PagedQuery(page, query): PagedQuery<RoomQuery>,
) -> ApiResult<ChatRoomsView> {
    let (rooms, pagination) = rooms::list(&app.db, &actor, &query, &page).await?;
    ok(ChatRoomsView {
        rooms: rooms.into_iter().map(Into::into).collect(),
        pagination,
    })
}

/// One room the caller takes part in.
#[utoipa::path(get, path = "/api/chat/rooms/{id}", tag = "chat", security(("bearer" = [])),
    responses((status = 200, body = ChatRoomView), (status = 401), (status = 403), (status = 404)))]
async fn get_room(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<ChatRoomView> {
    ok(rooms::get(&app.db, &actor, id).await?.into())
}

/// A room's messages, oldest first: the latest `limit`, or those before or after an id.
#[utoipa::path(get, path = "/api/chat/rooms/{id}/messages", tag = "chat", security(("bearer" = [])),
    params(MessageQuery),
    responses((status = 200, body = ChatMessagesView), (status = 400), (status = 401), (status = 403), (status = 404)))]
async fn list_messages(
    CallOn(app, actor, id): CallOn<i64>,
    ApiQuery(query): ApiQuery<MessageQuery>,
) -> ApiResult<ChatMessagesView> {
    ok(messages::list(&app.db, &actor, id, &query).await?.into())
}

/// A message as typed.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageBody {
    /// Trimmed; not blank, at most 5,000 characters; kept as plain text.
    #[schema(required, schema_with = content_schema)]
    pub content: Option<String>,
    /// The room (staff always name it; an advertiser may leave it out for their own room).
    #[serde(alias = "room_id")]
    #[schema(minimum = 1)]
    pub room_id: Option<i64>,
    /// Sent by the spec's operator inbox; the server knows who is writing and ignores it.
    #[serde(alias = "sender_id")]
    pub sender_id: Option<i64>,
}

fn content_schema() -> utoipa::openapi::Object {
    common::chat::CONTENT.required_schema(None)
}

/// Sends a message to a room the caller takes part in.
#[utoipa::path(post, path = "/api/chat/rooms/{id}/messages", tag = "chat", security(("bearer" = [])),
    request_body = MessageBody,
    responses((status = 201, body = ChatSentView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn send_to_room(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<MessageBody>,
) -> ApiResult<ChatSentView> {
    let sent = messages::send(&app.db, &actor, Some(id), body.content.as_deref()).await?;
    created(ChatSentView {
        message: sent.message.into(),
        room: sent.room.into(),
    })
}

/// Sends a message: staff to `roomId`; an advertiser to their own room, made by their first
/// message.
#[utoipa::path(post, path = "/api/chat/messages", tag = "chat", security(("bearer" = [])),
    request_body = MessageBody,
    responses((status = 201, body = ChatSentView), (status = 400), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn send_message(
    CallWith(app, actor, body): CallWith<MessageBody>,
) -> ApiResult<ChatSentView> {
    let sent = messages::send(&app.db, &actor, body.room_id, body.content.as_deref()).await?;
    created(ChatSentView {
        message: sent.message.into(),
        room: sent.room.into(),
    })
}

/// The caller opened the room: the other side's messages there are read.
#[utoipa::path(put, path = "/api/chat/rooms/{id}/read", tag = "chat", security(("bearer" = [])),
    responses((status = 200, body = ChatRoomView), (status = 401), (status = 403), (status = 404)))]
async fn mark_room_read(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<ChatRoomView> {
    ok(messages::mark_read(&app.db, &actor, id).await?.into())
}

/// A room's new status.
#[derive(Deserialize, ToSchema)]
pub struct RoomStatusBody {
    pub status: RoomStatus,
}

/// Closes, reopens or archives a room (staff); the room shows a line saying so.
#[utoipa::path(put, path = "/api/chat/rooms/{id}/status", tag = "chat", security(("bearer" = [])),
    request_body = RoomStatusBody,
    responses((status = 200, body = ChatRoomView), (status = 400), (status = 401), (status = 403), (status = 404)))]
async fn set_room_status(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<RoomStatusBody>,
) -> ApiResult<ChatRoomView> {
    ok(rooms::set_status(&app.db, &actor, id, body.status)
        .await?
        .into())
}

/// Messages waiting for the caller: an advertiser's unread answers, or for staff every
/// advertiser message nobody has read.
#[utoipa::path(get, path = "/api/chat/unread-count", tag = "chat", security(("bearer" = [])),
    responses((status = 200, body = ChatCountView), (status = 401), (status = 403)))]
async fn unread_count(Call(app, actor): Call) -> ApiResult<ChatCountView> {
    let count = messages::unread_count(&app.db, &actor).await?;
    ok(ChatCountView { count })
}
