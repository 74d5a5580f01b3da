//! Events a browser should hear about (ARCHITECTURE.md "Events"): announced with `NOTIFY` on one
//! channel inside the transaction that made the change, so they are heard only if it commits.
//! Every api instance listens and pushes them to its browsers over the WebSocket.

use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::error::AppError;

/// The one channel every event goes out on.
pub const CHANNEL: &str = "app_events";

/// An event as announced (`{"type":"settingsChanged","version":"…"}`). Events for everyone go to every browser as
/// they are; the others name rows by id (never their content, a payload holds 8000 bytes) and the
/// api turns them into messages for the browsers of the users they concern.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// System settings changed: reload them (everyone), unless already on `version`
    /// (`Settings::version` of the values after the change).
    SettingsChanged { version: String },
    /// Send `send_id` has reached all its recipients (one event per send, not per recipient).
    NotificationsSent { send_id: i64 },
    /// System notifications with these ids were written (a product event, rank alerts).
    NotificationsCreated { ids: Vec<i64> },
    /// A user read, dismissed or deleted notifications: their other tabs refetch.
    NotificationsChanged { user_id: i64 },
    /// A message was written in a support room (the advertiser's and every staff socket hear it).
    ChatMessage { room_id: i64, message_id: i64 },
    /// One side of a room read the other side's messages up to `up_to`.
    ChatRead {
        room_id: i64,
        by_owner: bool,
        up_to: i64,
    },
    /// A message reached an open socket of the other side.
    ChatDelivered { room_id: i64, message_id: i64 },
}

impl Event {
    /// Whether every browser receives it as it is.
    pub fn is_public(&self) -> bool {
        matches!(self, Self::SettingsChanged { .. })
    }
}

/// Announces `event` when the transaction `conn` is in commits.
pub async fn announce(conn: &mut PgConnection, event: &Event) -> Result<(), AppError> {
    let payload = serde_json::to_string(event).map_err(anyhow::Error::from)?;
    sqlx::query!("SELECT pg_notify($1, $2)", CHANNEL, payload)
        .execute(conn)
        .await?;
    Ok(())
}
