//! The one WebSocket (`/api/ws`) as a browser tab holds it: opened, signed in with the token as the
//! first message, and read message by message.

use std::{net::SocketAddr, time::Duration};

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

pub type Socket = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

/// A socket on the api at `addr`, signed in with `token` when given (it must be accepted).
pub async fn connect(addr: SocketAddr, token: Option<&str>) -> Socket {
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/ws"))
        .await
        .expect("the WebSocket opens");
    if let Some(token) = token {
        send(&mut socket, json!({ "type": "auth", "token": token })).await;
        let answer = next_message(&mut socket, Duration::from_secs(5)).await;
        assert_eq!(
            answer.as_ref().map(|m| m["type"].clone()),
            Some(json!("authenticated"))
        );
    }
    socket
}

/// Sends `message` as a text frame.
pub async fn send(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .unwrap();
}

/// The next JSON message within `limit`, if any.
pub async fn next_message(socket: &mut Socket, limit: Duration) -> Option<Value> {
    tokio::time::timeout(limit, async {
        while let Some(Ok(message)) = socket.next().await {
            if let Message::Text(text) = message {
                return serde_json::from_str::<Value>(&text).ok();
            }
        }
        None
    })
    .await
    .ok()
    .flatten()
}

/// The next message of type `kind` within `limit`, passing over the others.
pub async fn next_of(socket: &mut Socket, kind: &str, limit: Duration) -> Option<Value> {
    next_where(socket, kind, |_| true, limit).await
}

/// The next message of type `kind` that `wanted` accepts within `limit`, passing over the others:
/// a notice of something done before the socket opened may still arrive after it did.
pub async fn next_where(
    socket: &mut Socket,
    kind: &str,
    wanted: impl Fn(&Value) -> bool,
    limit: Duration,
) -> Option<Value> {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let message = next_message(socket, left).await?;
        if message["type"] == kind && wanted(&message) {
            return Some(message);
        }
    }
}
