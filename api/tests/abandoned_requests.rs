//! A request the browser gives up (a reload, a closed tab) still runs to its end, so a user who
//! reloads mid-request finds the work done whole, and the connection it used serves the next
//! request outside any transaction (issue 27: "there is already a transaction in progress").

use crate::support;

use std::time::Duration;

use reqwest::Method;
use serde_json::json;
use support::TestApp;

#[tokio::test]
async fn a_message_sent_as_the_page_reloads_is_stored_whole() {
    let app = TestApp::spawn().await;
    app.set_setting("chatEnabled", json!(true)).await;
    let advertiser = app.advertiser("writer").await;
    let first = advertiser
        .call(
            Method::POST,
            "/api/chat/messages",
            Some(json!({ "content": "첫 메시지" })),
        )
        .await;
    assert_eq!(first.status(), 201, "{first:?}");
    let room = first.data()["room"]["id"].as_i64().unwrap();

    // Someone holds the room's row, so the next message waits inside its transaction ...
    let mut holder = app.db.pool.begin().await.unwrap();
    sqlx::query("SELECT id FROM chat_rooms WHERE id = $1 FOR UPDATE")
        .bind(room)
        .execute(&mut *holder)
        .await
        .unwrap();
    // ... and the browser gives the request up meanwhile, as a reload does.
    let given_up = common::telemetry::http_client()
        .build()
        .unwrap()
        .post(format!("http://{}/api/chat/messages", app.addr))
        .bearer_auth(advertiser.token())
        .json(&json!({ "content": "새로고침 직전" }))
        .timeout(Duration::from_millis(500))
        .send()
        .await;
    assert!(given_up.is_err_and(|e| e.is_timeout()));
    // Long enough for the server to see the connection closed before the row is free.
    tokio::time::sleep(Duration::from_millis(500)).await;
    holder.commit().await.unwrap();

    let mine = || {
        sqlx::query_scalar::<_, String>(
            "SELECT content FROM chat_messages WHERE room_id = $1 AND sender_id = $2 ORDER BY id",
        )
        .bind(room)
        .bind(advertiser.id)
        .fetch_all(&app.db.pool)
    };
    let mut stored = Vec::new();
    for _ in 0..50 {
        stored = mine().await.unwrap();
        if stored.len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(stored, ["첫 메시지", "새로고침 직전"]);

    // After the reload the page reads it, and the api's connections are all outside a transaction.
    let list = advertiser
        .get(&format!("/api/chat/rooms/{room}/messages"))
        .await;
    assert_eq!(list.status(), 200, "{list:?}");
    let contents: Vec<&str> = list.data()["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["content"].as_str())
        .collect();
    assert!(contents.contains(&"새로고침 직전"), "{contents:?}");
    let stuck: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity
         WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(stuck, 0, "a connection was left inside a transaction");
}
