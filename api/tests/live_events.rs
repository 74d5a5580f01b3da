//! `/api/ws`: a browser connected to the WebSocket hears a settings change made by anyone.

use crate::support;

use std::time::Duration;

use reqwest::Method;
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

    // The event names the version the public settings now answer, so a tab on it reloads nothing.
    let heard = next_message(&mut socket, Duration::from_secs(10)).await;
    let now = app
        .call_anonymous(Method::GET, "/api/settings/public", None)
        .await;
    let version = now.data()["version"].clone();
    assert!(version.as_str().is_some_and(|v| v.len() == 16), "{version}");
    assert_eq!(
        heard,
        Some(json!({ "type": "settingsChanged", "version": version }))
    );
}
