//! `/api/ws`: the one WebSocket each browser tab keeps open. It carries events for everyone
//! (`{"type":"settingsChanged","version":"…"}`) from the start. To hear their own events (notifications, chat), a
//! signed-in browser sends its access token as the first message, `{"type":"auth","token":"…"}`,
//! so the token never appears in a URL or a log; it may send it again after a refresh or a
//! switch of account (`"token": null` signs the socket out). The server pings every 25 s and drops
//! a socket it has not heard from in 75 s.

use std::time::{Duration, Instant};

use axum::{
    extract::{
        State,
        ws::{Message, WebSocket, WebSocketUpgrade, rejection::WebSocketUpgradeRejection},
    },
    response::Response,
};
use common::{AppError, accounts, actor::ClientInfo};
use serde::Deserialize;
use tokio::sync::{broadcast::error::RecvError, mpsc};

use crate::{live::Registration, state::AppState, views::live::ServerMessage};

const PING_EVERY: Duration = Duration::from_secs(25);
const SILENT_FOR: Duration = Duration::from_secs(75);

router! {
    live_events,
}

/// Upgrades to the WebSocket. Server messages are JSON text frames with a `type` (schema
/// ServerMessage): settingsChanged, authenticated, authFailed, notification, notificationsChanged,
/// chatMessage, chatRead, chatDelivered. The client's first message
/// `{"type":"auth","token":"<access token>"}` subscribes it to the user's own events.
#[utoipa::path(get, path = "/api/ws", tag = "system",
    responses((status = 101, description = "switched to the WebSocket protocol; events follow as JSON text frames (schema ServerMessage)"),
              (status = 400, description = "not a WebSocket upgrade request")))]
async fn live_events(
    State(app): State<AppState>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, AppError> {
    let upgrade = upgrade.map_err(|_| AppError::NotWebSocket)?;
    Ok(upgrade.on_upgrade(move |socket| session(socket, app)))
}

/// What a browser may send.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum ClientMessage {
    Auth { token: Option<String> },
}

async fn session(mut socket: WebSocket, app: AppState) {
    let mut public = app.live.subscribe();
    let (outbox, mut personal) = mpsc::unbounded_channel::<String>();
    // Held for its Drop: while it lives, this socket is among the user's recipients.
    let mut _registration: Option<Registration> = None;
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut heard_at = Instant::now();
    loop {
        let text = tokio::select! {
            event = public.recv() => match event {
                Ok(text) => text,
                // A slow browser missed some; public events are idempotent, carry on.
                Err(RecvError::Lagged(_)) => continue,
                Err(RecvError::Closed) => return,
            },
            Some(text) = personal.recv() => text,
            _ = ping.tick() => {
                if heard_at.elapsed() > SILENT_FOR
                    || socket.send(Message::Ping(Default::default())).await.is_err()
                {
                    return;
                }
                continue;
            }
            incoming = socket.recv() => {
                heard_at = Instant::now();
                match incoming {
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(Message::Text(text))) => {
                        let Ok(ClientMessage::Auth { token }) = serde_json::from_str(&text) else {
                            continue;
                        };
                        _registration = None;
                        let Some(token) = token else { continue };
                        match accounts::authenticate(&app.db, &app.keys, &token, ClientInfo::default()).await {
                            // An account that must change its generated password hears nothing yet.
                            Ok((actor, user)) if !user.must_change_password => {
                                // Operators have no notifications of their own (spec §6): what
                                // reaches their socket is the chat inbox (and a developer's own
                                // test notifications).
                                _registration = Some(app.live.register(actor.user_id, actor.role.is_staff(), outbox.clone()));
                                ServerMessage::Authenticated { user_id: actor.user_id }.to_text()
                            }
                            _ => ServerMessage::AuthFailed.to_text(),
                        }
                    }
                    Some(Ok(_)) => continue,
                }
            }
        };
        if socket.send(Message::Text(text.into())).await.is_err() {
            return;
        }
    }
}
