//! Support chat shapes (`/chat…`, spec part 2 §3 "Chat room", "Chat message").

use chrono::{DateTime, Utc};
use common::{
    actor::Role,
    chat::{Delivery, MessageType, RoomStatus, messages::MessagePage},
    db::{chat_messages::MessageRow, chat_rooms::RoomRow},
    messages as texts,
    pagination::Pagination,
    text_enum,
};
use serde::Serialize;
use utoipa::ToSchema;

/// A support room as its reader sees it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatRoomView {
    pub id: i64,
    /// The advertiser the room belongs to.
    pub user_id: i64,
    /// The advertiser's name and the inquiry label ("홍길동님의 문의").
    pub name: String,
    pub status: RoomStatus,
    pub last_message: Option<String>,
    pub last_message_id: Option<i64>,
    pub last_message_at: Option<DateTime<Utc>>,
    /// The other side's messages the reader has not read.
    pub unread_count: i64,
    /// The advertiser and every staff member who has written here.
    pub participant_count: i64,
    pub created_by: ChatPerson,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A person as the chat names them.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChatPerson {
    pub name: String,
    pub email: String,
}

impl From<RoomRow> for ChatRoomView {
    fn from(r: RoomRow) -> Self {
        Self {
            id: r.id,
            user_id: r.user_id,
            name: r.name,
            status: r.status,
            last_message: r.last_message,
            last_message_id: r.last_message_id,
            last_message_at: r.last_message_at,
            unread_count: r.unread_count,
            participant_count: r.participant_count,
            created_by: ChatPerson {
                name: r.owner_name,
                email: r.owner_email,
            },
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

text_enum! {
    invalid: common::AppError::MalformedRequest;
    /// Who wrote a message, as the chat marks it (spec part 2 §3): developers are `admin`, the
    /// system and the auto reply `system`.
    pub enum SenderRole {
        System = "system",
        Admin = "admin",
        Operator = "operator",
        User = "user",
    }
}

/// A message's author.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChatSender {
    pub name: String,
    pub email: Option<String>,
    pub role: SenderRole,
}

/// A message (stored, so sent or further along).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatMessageView {
    pub id: i64,
    pub room_id: i64,
    pub sender_id: Option<i64>,
    #[serde(rename = "type")]
    pub kind: MessageType,
    /// Plain text, never HTML.
    pub content: String,
    pub sender: ChatSender,
    pub sender_name: String,
    pub sender_role: SenderRole,
    /// Written by the room's advertiser (rather than staff, the system or the auto reply).
    pub from_owner: bool,
    /// sent, delivered (reached the other side's open chat) or read (the other side opened the room).
    pub status: Delivery,
    pub is_read: bool,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub read_at: Option<DateTime<Utc>>,
}

impl From<MessageRow> for ChatMessageView {
    fn from(m: MessageRow) -> Self {
        let role = match (m.kind, m.sender_role) {
            (MessageType::System | MessageType::AutoReply, _) | (_, None) => SenderRole::System,
            (_, Some(Role::Developer)) => SenderRole::Admin,
            (_, Some(Role::Operator)) => SenderRole::Operator,
            (_, Some(Role::User)) => SenderRole::User,
        };
        let name = match m.kind {
            MessageType::AutoReply => texts::CHAT_AUTO_REPLY_SENDER.to_owned(),
            MessageType::System => texts::CHAT_SYSTEM_SENDER.to_owned(),
            MessageType::Normal => m
                .sender_name
                .or_else(|| m.sender_email.clone())
                .unwrap_or_else(|| texts::CHAT_UNKNOWN_SENDER.to_owned()),
        };
        let status = if m.read_at.is_some() {
            Delivery::Read
        } else if m.delivered_at.is_some() {
            Delivery::Delivered
        } else {
            Delivery::Sent
        };
        Self {
            id: m.id,
            room_id: m.room_id,
            sender_id: m.sender_id,
            kind: m.kind,
            content: m.content,
            sender: ChatSender {
                name: name.clone(),
                email: m.sender_email,
                role,
            },
            sender_name: name,
            sender_role: role,
            from_owner: m.from_owner,
            status,
            is_read: m.read_at.is_some(),
            created_at: m.created_at,
            delivered_at: m.delivered_at,
            read_at: m.read_at,
        }
    }
}

/// A page of rooms.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatRoomsView {
    pub rooms: Vec<ChatRoomView>,
    pub pagination: Pagination,
}

/// A window of a room's messages, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatMessagesView {
    pub messages: Vec<ChatMessageView>,
    /// Older messages remain (ask again with `before` = the first id).
    pub has_more: bool,
}

impl From<MessagePage> for ChatMessagesView {
    fn from(p: MessagePage) -> Self {
        Self {
            messages: p.messages.into_iter().map(Into::into).collect(),
            has_more: p.has_more,
        }
    }
}

/// A sent message and its room (made by the advertiser's first message).
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatSentView {
    pub message: ChatMessageView,
    pub room: ChatRoomView,
}

/// `{ count }`: unread messages.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatCountView {
    pub count: i64,
}
