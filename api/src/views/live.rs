//! What the one WebSocket (`/api/ws`) carries: typed events for every screen that listens
//! (settings, notifications, support chat), JSON text frames with `type` first.

use serde::Serialize;
use utoipa::ToSchema;

use super::{chat::ChatMessageView, notifications::NotificationView};

/// A message the server sends on `/api/ws`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ServerMessage {
    /// Settings changed: reload them (every socket), unless already on `version` (the public
    /// settings' own `version`).
    SettingsChanged { version: String },
    /// The first message's token was accepted: this socket now hears the user's events.
    Authenticated { user_id: i64 },
    /// The token was refused (expired, bad): the socket stays open for public events only.
    AuthFailed,
    /// A new notification for the signed-in advertiser.
    Notification { notification: Box<NotificationView> },
    /// The advertiser's notifications changed in another tab: refetch counts and lists.
    NotificationsChanged,
    /// A new message in a support room the user takes part in (their own, or any for staff).
    ChatMessage { message: Box<ChatMessageView> },
    /// One side of a room read the other side's messages up to `upTo` (the blue double check).
    ChatRead {
        room_id: i64,
        by_owner: bool,
        up_to: i64,
    },
    /// A message reached an open socket of the other side (the double check).
    ChatDelivered { room_id: i64, message_id: i64 },
}

impl ServerMessage {
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
