//! `/api/ws`: a browser connected to the WebSocket hears a settings change made by anyone.

mod support;

use std::time::Duration;

use futures::StreamExt;
use serde_json::{Value, json};
use support::TestApp;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn a_settings_change_reaches_connected_browsers() {
    let app = TestApp::spawn().await;
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", app.addr))
        .await
        .expect("the WebSocket opens");
    // The socket is subscribed once the upgrade answered; give the listener its LISTEN too.
    tokio::time::sleep(Duration::from_millis(300)).await;

    app.set_setting("globalTheme", json!("luxury")).await;

    let heard = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(Ok(message)) = socket.next().await {
            if let Message::Text(text) = message {
                return serde_json::from_str::<Value>(&text).ok();
            }
        }
        None
    })
    .await
    .expect("an event within 10 s");
    assert_eq!(heard, Some(json!({ "type": "settingsChanged" })));
}
