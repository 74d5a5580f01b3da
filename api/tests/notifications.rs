//! Notifications: each recipient reaches only their own, operators' sends are checked, fanned out
//! set-based and safely repeated, product events notify the advertiser, and the WebSocket pushes
//! a notification to the recipient's browsers on whichever api process they are connected to.

use crate::support;

use std::time::Duration;

use common::notifications::fanout::{self, Outcome};
use reqwest::Method;
use serde_json::{Value, json};
use support::{
    Answer, Client, PASSWORD, TestApp,
    ws::{self, connect, next_message},
};

async fn list(caller: &Client<'_>, query: &str) -> Value {
    let answer = caller.get(&format!("/api/notifications{query}")).await;
    assert_eq!(answer.status(), 200, "{answer:?}");
    answer.data().clone()
}

fn titles(page: &Value) -> Vec<String> {
    page["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["title"].as_str().unwrap().to_owned())
        .collect()
}

async fn mark_read(caller: &Client<'_>, id: i64) -> Answer {
    let path = format!("/api/notifications/{id}/read");
    caller.call(Method::PUT, &path, None).await
}

async fn unread(caller: &Client<'_>) -> i64 {
    caller.get("/api/notifications/unread-count").await.data()["count"]
        .as_i64()
        .unwrap()
}

/// The newest send's read status, read count and dismissed count, as its history shows them.
async fn newest_send_reads(caller: &Client<'_>) -> (Value, Value, Value) {
    let history = caller.get("/api/notifications/sends").await;
    let sent = &history.data()["sends"][0];
    (
        sent["readStatus"].clone(),
        sent["readCount"].clone(),
        sent["dismissedCount"].clone(),
    )
}

async fn send(caller: &Client<'_>, body: Value) -> support::Answer {
    caller.post("/api/notifications/send", body).await
}

#[tokio::test]
async fn an_advertiser_reads_marks_and_deletes_only_their_own() {
    let app = TestApp::spawn().await;
    let me = app.new_user("owner01").await;
    let other = app.new_user("other01").await;
    let owner = app.sign_in("owner01", PASSWORD).await;
    let stranger = app.sign_in("other01", PASSWORD).await;
    let first = app.insert_notification(me, "첫 번째").await;
    app.insert_notification(me, "두 번째").await;
    app.insert_notification(me, "세 번째").await;
    let theirs = app.insert_notification(other, "남의 알림").await;

    let page = list(&owner, "").await;
    assert_eq!(titles(&page), ["세 번째", "두 번째", "첫 번째"]);
    assert_eq!(page["unreadCount"], 3);
    assert_eq!(page["pagination"]["total"], 3);
    assert_eq!(titles(&list(&owner, "?limit=2&page=2").await), ["첫 번째"]);

    // Another's notification is "not found" for every change, and their list is not reachable.
    for (method, path) in [
        (Method::PUT, format!("/api/notifications/{theirs}/read")),
        (Method::PUT, format!("/api/notifications/{theirs}/dismiss")),
        (Method::DELETE, format!("/api/notifications/{theirs}")),
    ] {
        assert_eq!(owner.call(method, &path, None).await.status(), 404);
    }
    let peek = owner
        .get(&format!("/api/notifications?recipientId={other}"))
        .await;
    assert_eq!(peek.status(), 403);
    assert_eq!(unread(&stranger).await, 1);

    let read = mark_read(&owner, first).await;
    assert_eq!(read.status(), 200);
    assert_eq!(read.data()["isRead"], true);
    assert!(
        read.data()["dismissedAt"].is_string(),
        "read is also dismissed"
    );
    assert_eq!(unread(&owner).await, 2);
    assert_eq!(titles(&list(&owner, "?isRead=true").await), ["첫 번째"]);
    assert_eq!(titles(&list(&owner, "?isRead=false").await).len(), 2);

    let all = owner
        .call(Method::PUT, "/api/notifications/mark-all-read", None)
        .await;
    assert_eq!(all.data()["count"], 2);
    assert_eq!(unread(&owner).await, 0);
    let deleted = owner.delete("/api/notifications/delete-read").await;
    assert_eq!(deleted.data()["count"], 3);
    assert!(titles(&list(&owner, "").await).is_empty());
    assert_eq!(unread(&stranger).await, 1, "the other's is untouched");
}

#[tokio::test]
async fn a_send_is_checked_as_the_spec_says() {
    let app = TestApp::spawn().await;
    app.new_user("buyer01").await;
    let op = app.new_operator("staff01").await;
    let dev = app.developer().await;
    let cases = [
        (
            json!({ "title": " ", "message": "내용", "recipientId": "all" }),
            "제목과 내용을 입력해주세요.",
        ),
        (
            json!({ "title": "제목", "recipientId": "all" }),
            "제목과 내용을 입력해주세요.",
        ),
        (
            json!({ "title": "제목", "message": "내용", "recipientId": [] }),
            "알림을 받을 사용자를 선택해주세요.",
        ),
        (
            json!({ "title": "제목", "message": "내용", "recipientId": "all", "duration": 61000 }),
            "표시 시간은 1초에서 60초 사이여야 합니다.",
        ),
        (
            json!({ "title": "제목", "message": "내용", "recipientId": "all", "duration": 500 }),
            "표시 시간은 1초에서 60초 사이여야 합니다.",
        ),
        (
            json!({ "title": "제목", "message": "내용", "recipientId": op }),
            "알림을 받을 수 없는 사용자가 포함되어 있습니다. 활성 일반 사용자만 선택해 주세요.",
        ),
        (
            json!({ "title": "제목", "message": "내용", "recipientId": (1..=101).collect::<Vec<i64>>() }),
            "한 번에 최대 100명까지 선택할 수 있습니다.",
        ),
        (
            json!({ "title": "가".repeat(101), "message": "내용", "recipientId": "all" }),
            "제목은 100자 이하로 입력해 주세요.",
        ),
        (
            json!({ "title": "제목", "message": "나".repeat(1001), "recipientId": "all" }),
            "내용은 1000자 이하로 입력해 주세요.",
        ),
    ];
    for (body, message) in cases {
        let answer = send(&dev, body.clone()).await;
        assert_eq!(answer.refusal(), (400, message), "{body}");
    }
    let sends = sqlx::query_scalar!(r#"SELECT count(*) AS "sends!" FROM notification_sends"#)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(sends, 0, "a refused send writes nothing");

    app.set_setting("notificationEnabled", json!(false)).await;
    let off = send(
        &dev,
        json!({ "title": "제목", "message": "내용", "recipientId": "all" }),
    )
    .await;
    assert_eq!(off.status(), 403);
}

#[tokio::test]
async fn a_send_fans_out_to_a_list_or_to_all_and_the_history_counts_reads() {
    let app = TestApp::spawn().await;
    let a = app.new_user("buyer01").await;
    let b = app.new_user("buyer02").await;
    let c = app.new_user("buyer03").await;
    let inactive = app.new_user("gone01").await;
    let dev = app.developer().await;
    dev.update_user(inactive, json!({ "isActive": false }))
        .await;
    app.new_operator("staff01").await;

    let listed = send(&dev,
        json!({ "title": "목록 공지", "message": "두 분께", "recipientId": [a, b], "priority": "high", "duration": 8000 })).await;
    assert_eq!(listed.status(), 202, "{listed:?}");
    assert_eq!(listed.data()["status"], "queued");
    let listed_id = listed.data()["id"].as_i64().unwrap();
    assert_eq!(
        fanout::run(&app.db.pool, listed_id).await.unwrap(),
        Outcome::Sent { written: 2 }
    );

    let everyone = send(&dev,
        json!({ "type": "warning", "title": "전체 공지", "message": "모두에게", "recipientId": "all" })).await;
    let everyone_id = everyone.data()["id"].as_i64().unwrap();
    assert_eq!(
        fanout::run(&app.db.pool, everyone_id).await.unwrap(),
        Outcome::Sent { written: 3 },
        "every active advertiser, no staff, nobody inactive"
    );

    let buyer_a = app.sign_in("buyer01", PASSWORD).await;
    let buyer_c = app.sign_in("buyer03", PASSWORD).await;
    let page_a = list(&buyer_a, "").await;
    assert_eq!(titles(&page_a), ["전체 공지", "목록 공지"]);
    let high = &page_a["notifications"][1];
    assert_eq!(
        (
            &high["priority"],
            &high["duration"],
            &high["sender"],
            &high["type"]
        ),
        (
            &json!("high"),
            &json!(8000),
            &json!("developer"),
            &json!("info")
        )
    );
    assert_eq!(titles(&list(&buyer_c, "").await), ["전체 공지"]);
    let _ = c;

    let read_id = page_a["notifications"][0]["id"].as_i64().unwrap();
    mark_read(&buyer_a, read_id).await;
    let history = dev.get("/api/notifications/sends?period=today").await;
    assert_eq!(history.status(), 200, "{history:?}");
    let sends = history.data()["sends"].as_array().unwrap().clone();
    let cells: Vec<(String, String, i64, String)> = sends
        .iter()
        .map(|s| {
            (
                s["title"].as_str().unwrap().to_owned(),
                s["status"].as_str().unwrap().to_owned(),
                s["recipientCount"].as_i64().unwrap(),
                s["readStatus"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        cells,
        [
            ("전체 공지".into(), "sent".into(), 3, "1/3".into()),
            ("목록 공지".into(), "sent".into(), 2, "0/2".into()),
        ]
    );
    let events = app.audit_events(dev.id).await;
    assert_eq!(
        events.iter().filter(|e| *e == "notification_sent").count(),
        2
    );
}

#[tokio::test]
async fn a_repeated_or_doubled_fan_out_notifies_nobody_twice() {
    let app = TestApp::spawn().await;
    for n in 0..7 {
        app.new_user(&format!("buyer{n:02}")).await;
    }
    let dev = app.developer().await;
    let answer = send(
        &dev,
        json!({ "title": "한 번만", "message": "중복 없이", "recipientId": "all" }),
    )
    .await;
    let id = answer.data()["id"].as_i64().unwrap();

    // Two workers on the same send at once (a job taken again while its first worker still runs).
    let (one, two) = tokio::join!(fanout::run(&app.db.pool, id), fanout::run(&app.db.pool, id));
    let outcomes = [one.unwrap(), two.unwrap()];
    assert!(
        outcomes.contains(&Outcome::AlreadySent)
            || outcomes.iter().all(|o| matches!(o, Outcome::Sent { .. }))
    );
    assert_eq!(
        fanout::run(&app.db.pool, id).await.unwrap(),
        Outcome::AlreadySent
    );

    let per_user = sqlx::query_scalar!(
        r#"SELECT count(*) AS "rows!" FROM notifications WHERE send_id = $1 GROUP BY user_id"#,
        id
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(per_user, vec![1; 7]);
}

#[tokio::test]
async fn product_events_tell_the_advertiser() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let buyer = app.advertiser("buyer01").await;
    let dev = app.developer().await;

    let approved = buyer.new_slot("무선 마우스").await;
    dev.approve(approved, 30_000).await;
    let rejected = buyer.new_slot("키보드").await;
    dev.reject(rejected, "상품 URL 확인 필요").await;
    dev.set_slot_status(approved, "refunded", Some("고객 요청"))
        .await;

    let page = list(&buyer, "").await;
    assert_eq!(titles(&page), ["슬롯 환불", "슬롯 반려", "슬롯 승인"]);
    let rejection = page["notifications"][1]["message"].as_str().unwrap();
    assert!(
        rejection.contains("'키보드'") && rejection.contains("상품 URL 확인 필요"),
        "{rejection}"
    );
    assert_eq!(page["notifications"][2]["sender"], "system");

    app.set_setting("useCashSystem", json!(true)).await;
    let charge = buyer.request_charge(50_000, "광고주").await;
    dev.approve_charge(charge.data()["id"].as_i64().unwrap())
        .await;
    assert_eq!(titles(&list(&buyer, "?limit=1").await), ["캐시 충전 완료"]);
}

#[tokio::test]
async fn the_websocket_pushes_to_the_recipient_on_any_api_instance() {
    let app = TestApp::spawn().await;
    let a = app.new_user("buyer01").await;
    app.new_user("buyer02").await;
    app.new_operator("staff01").await;
    let second = app.spawn_second_instance().await;
    let buyer_a = app.sign_in("buyer01", PASSWORD).await;
    let buyer_b = app.sign_in("buyer02", PASSWORD).await;
    let staff = app.sign_in("staff01", PASSWORD).await;

    // A on the second instance, B on the first, the operator and an anonymous tab too.
    let mut socket_a = connect(second, Some(buyer_a.token())).await;
    let mut socket_b = connect(app.addr, Some(buyer_b.token())).await;
    let mut socket_staff = connect(app.addr, Some(staff.token())).await;
    let mut anonymous = connect(app.addr, None).await;
    let refused = {
        let mut socket = connect(app.addr, None).await;
        ws::send(&mut socket, json!({ "type": "auth", "token": "nonsense" })).await;
        next_message(&mut socket, Duration::from_secs(5)).await
    };
    assert_eq!(refused, Some(json!({ "type": "authFailed" })));
    tokio::time::sleep(Duration::from_millis(300)).await; // both hubs LISTEN by now

    // Sent through the first instance to A only; written by the job's body.
    let dev = app.developer().await;
    let answer = send(
        &dev,
        json!({ "title": "개별 알림", "message": "A에게만", "recipientId": a }),
    )
    .await;
    fanout::run(&app.db.pool, answer.data()["id"].as_i64().unwrap())
        .await
        .unwrap();

    let heard = next_message(&mut socket_a, Duration::from_secs(10))
        .await
        .expect("A hears it");
    assert_eq!(heard["type"], "notification");
    assert_eq!(heard["notification"]["title"], "개별 알림");
    assert_eq!(heard["notification"]["recipientId"], a);
    let quiet = Duration::from_millis(700);
    assert_eq!(
        next_message(&mut socket_b, quiet).await,
        None,
        "B hears nothing"
    );
    assert_eq!(
        next_message(&mut socket_staff, quiet).await,
        None,
        "staff get no notifications"
    );
    assert_eq!(next_message(&mut anonymous, quiet).await, None);

    // A product event reaches A the same way; A's read in another tab tells this one to refetch.
    let charge = buyer_a.request_charge(30_000, "광고주").await;
    dev.approve_charge(charge.data()["id"].as_i64().unwrap())
        .await;
    let heard = next_message(&mut socket_a, Duration::from_secs(10))
        .await
        .expect("the charge");
    assert_eq!(heard["notification"]["title"], "캐시 충전 완료");
    let id = heard["notification"]["id"].as_i64().unwrap();
    buyer_a
        .call(Method::PUT, &format!("/api/notifications/{id}/read"), None)
        .await;
    assert_eq!(
        next_message(&mut socket_a, Duration::from_secs(10)).await,
        Some(json!({ "type": "notificationsChanged" }))
    );
}

#[tokio::test]
async fn a_developer_tests_notifications_on_themself() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let mut socket = connect(app.addr, Some(dev.token())).await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    let answer = dev
        .call(Method::POST, "/api/notifications/test",
            Some(json!({ "type": "success", "title": "테스트 1", "message": "표시 확인", "priority": "high", "duration": 3000 })))
        .await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    assert_eq!(
        (
            &answer.data()["sender"],
            &answer.data()["priority"],
            &answer.data()["duration"]
        ),
        (&json!("developer"), &json!("high"), &json!(3000))
    );
    let heard = next_message(&mut socket, Duration::from_secs(10))
        .await
        .expect("pushed");
    assert_eq!(heard["notification"]["title"], "테스트 1");
    assert_eq!(unread(&dev).await, 1);

    let blank = dev
        .post("/api/notifications/test", json!({ "title": "제목" }))
        .await;
    assert_eq!(blank.refusal(), (400, "제목과 내용을 입력해주세요."));
}

#[tokio::test]
async fn the_history_names_the_one_advertiser_a_send_went_to() {
    let app = TestApp::spawn().await;
    let buyer = app.new_user("buyer01").await;
    let dev = app.developer().await;
    // Spaces around a title of 100 characters are trimmed, not counted.
    let title = format!("  {}  ", "가".repeat(100));
    let one = send(
        &dev,
        json!({ "title": title, "message": "개별 안내", "recipientId": buyer }),
    )
    .await;
    assert_eq!(one.status(), 202, "{one:?}");
    fanout::run(&app.db.pool, one.data()["id"].as_i64().unwrap())
        .await
        .unwrap();

    let history = dev.get("/api/notifications/sends").await;
    let sent = &history.data()["sends"][0];
    assert_eq!(
        (
            &sent["audience"],
            &sent["recipientName"],
            &sent["readStatus"]
        ),
        (&json!("user"), &json!("광고주"), &json!("unread"))
    );
    assert_eq!(sent["title"], "가".repeat(100));

    // The advertiser closes it without reading it: the history says dismissed (spec part 2 §4).
    let advertiser = app.sign_in("buyer01", PASSWORD).await;
    let id = list(&advertiser, "").await["notifications"][0]["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/notifications/{id}/dismiss");
    assert_eq!(
        advertiser.call(Method::PUT, &path, None).await.status(),
        200
    );
    assert_eq!(
        newest_send_reads(&dev).await,
        (json!("dismissed"), json!(0), json!(1))
    );
    // Reading it afterwards makes it read, not dismissed.
    mark_read(&advertiser, id).await;
    assert_eq!(
        newest_send_reads(&dev).await,
        (json!("read"), json!(1), json!(0))
    );
}
