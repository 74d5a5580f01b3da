//! Events a browser should hear about (ARCHITECTURE.md "Events"): announced with `NOTIFY` on one
//! channel inside the transaction that made the change, so they are heard only if it commits.
//! Every api instance listens and pushes them to its browsers over the WebSocket.

use serde::Serialize;
use sqlx::PgConnection;

use crate::error::AppError;

/// The one channel every event goes out on.
pub const CHANNEL: &str = "app_events";

/// An event, as the browser receives it (`{"type":"settingsChanged"}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// System settings changed: reload them.
    SettingsChanged,
}

/// Announces `event` when the transaction `conn` is in commits.
pub async fn announce(conn: &mut PgConnection, event: &Event) -> Result<(), AppError> {
    let payload = serde_json::to_string(event).map_err(anyhow::Error::from)?;
    sqlx::query!("SELECT pg_notify($1, $2)", CHANNEL, payload)
        .execute(conn)
        .await?;
    Ok(())
}
