//! `/api/ws`: the WebSocket browsers keep open to hear events (`{"type":"settingsChanged"}`).
//! It carries only events meant for everyone, so it needs no token.

use axum::{
    extract::{
        State,
        ws::{Message, WebSocket, WebSocketUpgrade, rejection::WebSocketUpgradeRejection},
    },
    response::Response,
};
use common::AppError;
use tokio::sync::broadcast::error::RecvError;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{live::LiveHub, state::AppState};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(live_events))
}

/// Upgrades to a WebSocket that receives each event as a JSON text frame.
#[utoipa::path(get, path = "/api/ws", tag = "system",
    responses((status = 101, description = "switched to the WebSocket protocol; events follow as JSON text frames"),
              (status = 400, description = "not a WebSocket upgrade request")))]
async fn live_events(
    State(app): State<AppState>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, AppError> {
    let upgrade = upgrade.map_err(|_| AppError::NotWebSocket)?;
    let hub = app.live.clone();
    Ok(upgrade.on_upgrade(move |socket| forward(socket, hub)))
}

async fn forward(mut socket: WebSocket, hub: LiveHub) {
    let mut events = hub.subscribe();
    loop {
        tokio::select! {
            event = events.recv() => match event {
                Ok(payload) => {
                    if socket.send(Message::Text(payload.into())).await.is_err() {
                        return;
                    }
                }
                // A slow browser missed some; settings events are idempotent, carry on.
                Err(RecvError::Lagged(_)) => continue,
                Err(RecvError::Closed) => return,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}
