//! `/api/ws`: a browser connected to the WebSocket hears a settings change made by anyone.

mod support;

use std::time::Duration;

use serde_json::json;
use support::{
    TestApp,
    ws::{connect, next_message},
};

#[tokio::test]
async fn a_settings_change_reaches_connected_browsers() {
    let app = TestApp::spawn().await;
    let mut socket = connect(app.addr, None).await;
    // The socket is subscribed once the upgrade answered; give the listener its LISTEN too.
    tokio::time::sleep(Duration::from_millis(300)).await;

    app.set_setting("globalTheme", json!("luxury")).await;

    let heard = next_message(&mut socket, Duration::from_secs(10)).await;
    assert_eq!(heard, Some(json!({ "type": "settingsChanged" })));
}
