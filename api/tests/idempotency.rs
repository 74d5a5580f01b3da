//! `Idempotency-Key` on the money-moving and creating calls (issue 17): a repeated request runs
//! once, whatever arrives at the same time, and its answer is replayed.

use crate::support;

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use support::{Client, TestApp, product_url};

/// What a keyed call answered: status, envelope, and whether it was a replay.
#[derive(Debug)]
struct Keyed {
    status: u16,
    body: Value,
    replayed: bool,
    in_progress: bool,
}

async fn keyed(
    app: &TestApp,
    caller: &Client<'_>,
    method: Method,
    path: &str,
    key: &str,
    body: Option<Value>,
) -> Keyed {
    let mut req = common::telemetry::http_client()
        .build()
        .unwrap()
        .request(method, format!("http://{}{path}", app.addr))
        .bearer_auth(caller.token())
        .header("Idempotency-Key", key);
    if let Some(body) = body {
        req = req.json(&body);
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    let replayed = res.headers().get("idempotent-replayed").is_some();
    let in_progress = res.headers().get("idempotent-in-progress").is_some();
    let body = res.json().await.unwrap_or(Value::Null);
    Keyed {
        status,
        body,
        replayed,
        in_progress,
    }
}

/// A slot registration of [`slot_body`] `n`, sent with `Idempotency-Key: key`.
async fn register_keyed(app: &TestApp, caller: &Client<'_>, key: &str, n: i64) -> Keyed {
    keyed(
        app,
        caller,
        Method::POST,
        "/api/slots",
        key,
        Some(slot_body(n)),
    )
    .await
}

fn slot_body(n: i64) -> Value {
    json!({ "keyword": format!("중복 방지 {n}"), "url": product_url(n, n * 10, n * 100), "dailyBudget": 0 })
}

fn charge_body(amount: i64) -> Value {
    json!({ "amount": amount, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" })
}

async fn purchases(app: &TestApp, user: i64) -> i64 {
    sqlx::query_scalar!(
        "SELECT count(*) AS \"n!\" FROM cash_ledger WHERE user_id = $1 AND type = 'purchase'",
        user
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn twenty_concurrent_repeats_of_a_keyed_registration_make_one_slot_and_one_ledger_row() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(200_000).await;

    let answers =
        join_all((0..20).map(|_| register_keyed(&app, &advertiser, "0b7c9d0e-slot-42", 42))).await;

    let created: Vec<&Keyed> = answers.iter().filter(|a| a.status == 201).collect();
    let running = answers
        .iter()
        .filter(|a| {
            a.status == 409
                && a.in_progress
                && a.body["error"]
                    == "같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 확인해 주세요."
        })
        .count();
    assert!(!created.is_empty(), "{answers:?}");
    assert_eq!(created.len() + running, 20, "{answers:?}");
    let slot = created[0].body["data"]["id"].as_i64().unwrap();
    assert!(created.iter().all(|a| a.body["data"]["id"] == slot));
    assert_eq!(
        created.iter().filter(|a| !a.replayed).count(),
        1,
        "one ran, the rest were replays"
    );
    assert_eq!(advertiser.slots("").await.data()["pagination"]["total"], 1);
    assert_eq!(purchases(&app, advertiser.id).await, 1);
    assert_eq!(advertiser.balance().await, 150_000);
    assert!(app.ledger_violations().await.is_empty());

    // Once settled, every repeat is the first answer again.
    let later = register_keyed(&app, &advertiser, "0b7c9d0e-slot-42", 42).await;
    assert_eq!(
        (later.status, later.replayed, &later.body["data"]["id"]),
        (201, true, &json!(slot))
    );
    assert_eq!(advertiser.balance().await, 150_000);
}

#[tokio::test]
async fn a_key_sent_with_a_different_request_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(200_000).await;
    let key = "charge-key-1";
    let first = register_keyed(&app, &advertiser, key, 1).await;
    assert_eq!(first.status, 201, "{first:?}");

    let other_body = register_keyed(&app, &advertiser, key, 2).await;
    let other_call = keyed(
        &app,
        &advertiser,
        Method::POST,
        "/api/cash/charges",
        key,
        Some(charge_body(10_000)),
    )
    .await;

    let refusal = "같은 Idempotency-Key로 내용이 다른 요청을 보낼 수 없습니다. 새 요청에는 새 키를 사용해 주세요.";
    for answer in [&other_body, &other_call] {
        assert_eq!(
            (answer.status, answer.body["error"].as_str()),
            (422, Some(refusal))
        );
    }
    assert_eq!(advertiser.slots("").await.data()["pagination"]["total"], 1);
    assert_eq!(
        advertiser.get("/api/cash/charges").await.data()["pagination"]["total"],
        1,
        "only the funding charge"
    );
}

#[tokio::test]
async fn a_refusal_is_replayed_too_and_a_new_key_runs_the_request_again() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;

    let broke = register_keyed(&app, &advertiser, "buy-1", 7).await;
    assert_eq!(broke.status, 409, "{broke:?}");
    assert!(
        broke.body["error"]
            .as_str()
            .unwrap()
            .starts_with("캐시가 부족합니다.")
    );

    advertiser.fund(50_000).await;
    let same_key = register_keyed(&app, &advertiser, "buy-1", 7).await;
    assert_eq!(
        (same_key.status, same_key.replayed, &same_key.body),
        (409, true, &broke.body)
    );
    assert_eq!(
        advertiser.balance().await,
        50_000,
        "the replay bought nothing"
    );

    let new_key = register_keyed(&app, &advertiser, "buy-2", 7).await;
    assert_eq!(
        (new_key.status, new_key.replayed),
        (201, false),
        "{new_key:?}"
    );
    assert_eq!(advertiser.balance().await, 0);
}

#[tokio::test]
async fn keys_belong_to_their_caller_and_expire_after_a_day() {
    let app = TestApp::spawn().await;
    let first = app.advertiser("adv1").await;
    let second = app.advertiser("adv2").await;
    let charge = charge_body(30_000);

    let a = keyed(
        &app,
        &first,
        Method::POST,
        "/api/cash/charges",
        "same-key",
        Some(charge.clone()),
    )
    .await;
    let b = keyed(
        &app,
        &second,
        Method::POST,
        "/api/cash/charges",
        "same-key",
        Some(charge.clone()),
    )
    .await;
    assert_eq!((a.status, b.status, b.replayed), (201, 201, false));
    assert_ne!(a.body["data"]["id"], b.body["data"]["id"]);

    // A day later the key is a new key: the request runs again.
    sqlx::query!("UPDATE idempotency_keys SET created_at = now() - interval '25 hours'")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let again = keyed(
        &app,
        &first,
        Method::POST,
        "/api/cash/charges",
        "same-key",
        Some(charge),
    )
    .await;
    assert_eq!((again.status, again.replayed), (201, false));
    assert_eq!(
        first.get("/api/cash/charges").await.data()["pagination"]["total"],
        2
    );

    // The daily clean-up drops the expired one (the second caller's, a day old too).
    assert_eq!(
        common::idempotency::purge_expired(&app.db.pool)
            .await
            .unwrap(),
        1
    );
}

#[tokio::test]
async fn repeated_keyed_approvals_answer_alike_and_credit_once() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let operator = app.operator("op1").await;
    let charge = advertiser.new_charge(40_000, "홍길동").await;
    let path = format!("/api/admin/cash/charges/{charge}/approve");

    let first = keyed(&app, &operator, Method::POST, &path, "approve-1", None).await;
    let repeat = keyed(&app, &operator, Method::POST, &path, "approve-1", None).await;

    assert_eq!(
        (first.status, repeat.status, repeat.replayed),
        (200, 200, true)
    );
    assert_eq!(first.body, repeat.body);
    assert_eq!(advertiser.balance().await, 40_000);
}

#[tokio::test]
async fn a_malformed_key_is_refused_in_korean_and_a_key_elsewhere_is_ignored() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(100_000).await;

    let long = "k".repeat(256);
    for bad in ["has space", long.as_str()] {
        let answer = register_keyed(&app, &advertiser, bad, 3).await;
        assert_eq!(
            (answer.status, answer.body["error"].as_str()),
            (
                400,
                Some("Idempotency-Key는 255자 이하의 영문, 숫자와 기호로 보내 주세요.")
            )
        );
    }
    assert_eq!(advertiser.slots("").await.data()["pagination"]["total"], 0);

    // A call that does not honour keys runs every time, as without the header.
    for _ in 0..2 {
        let read = keyed(
            &app,
            &advertiser,
            Method::PUT,
            "/api/notifications/read-all",
            "k1",
            None,
        )
        .await;
        assert_eq!((read.status, read.replayed), (200, false), "{read:?}");
    }
}

/// How many rows `table` holds (a fixed list of our tables, never user input).
async fn rows_in(app: &TestApp, table: &str) -> i64 {
    let sql = match table {
        "slot_allocations" => "SELECT count(*) FROM slot_allocations",
        "extension_batches" => "SELECT count(*) FROM batches WHERE kind = 'extension'",
        "registration_batches" => "SELECT count(*) FROM batches WHERE kind = 'registration'",
        "notification_sends" => "SELECT count(*) FROM notification_sends",
        "slots" => "SELECT count(*) FROM slots",
        other => panic!("no count for {other}"),
    };
    sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

/// Sends the same keyed request twice: the second is the first's answer replayed and `table`
/// grew by `grows` rows only once.
async fn sent_twice_made_once(
    app: &TestApp,
    caller: &Client<'_>,
    path: &str,
    body: Value,
    table: &str,
    grows: i64,
) {
    let before = rows_in(app, table).await;
    let key = format!("twice:{path}");
    let first = keyed(app, caller, Method::POST, path, &key, Some(body.clone())).await;
    let second = keyed(app, caller, Method::POST, path, &key, Some(body)).await;
    assert!((200..300).contains(&first.status), "{path}: {first:?}");
    assert_eq!(
        (second.status, second.replayed, &second.body),
        (first.status, true, &first.body),
        "{path}"
    );
    assert_eq!(rows_in(app, table).await, before + grows, "{path}");
}

#[tokio::test]
async fn every_creating_call_named_by_the_rule_runs_once_per_key() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    // Normal mode: bulk registration.
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(100_000).await;
    let rows: Vec<Value> = (1..=2)
        .map(|n| json!({ "row": n, "customFields": { "keywords": format!("묶음 {n}"), "landingUrl": product_url(n, n * 10, n * 100) } }))
        .collect();
    sent_twice_made_once(
        &app,
        &advertiser,
        "/api/slots/bulk-registrations",
        json!({ "rows": rows }),
        "registration_batches",
        1,
    )
    .await;

    // Notification send.
    sent_twice_made_once(
        &app,
        &dev,
        "/api/notifications/send",
        json!({ "title": "한 번만", "message": "두 번 눌러도 한 번", "recipientId": "all" }),
        "notification_sends",
        1,
    )
    .await;

    // Pre-allocation mode: issuing, one extension, a bulk extension.
    app.set_setting("slotOperationMode", json!("pre-allocation"))
        .await;
    app.new_user("agency1").await;
    let owner = app.sign_in("agency1", support::PASSWORD).await;
    let today = common::time::today_kst();
    sent_twice_made_once(
        &app,
        &dev,
        &format!("/api/slots/allocate/{}", owner.id),
        json!({ "slotCount": 2, "startDate": today.to_string(), "endDate": (today + chrono::Duration::days(6)).to_string(),
                "workCount": 300, "amount": 100000, "description": "한 번만 발행", "isTest": false }),
        "slot_allocations",
        1,
    )
    .await;
    let allocation = app.issue(owner.id, 2, 7).await;
    let slots = app.issued_slots(allocation).await;
    for (i, slot) in slots.iter().enumerate() {
        owner
            .fill_and_have_approved(&dev, *slot, &format!("연장 {i}"))
            .await;
    }
    sent_twice_made_once(
        &app,
        &dev,
        &format!("/api/slots/{}/extend", slots[0]),
        json!({ "extensionDays": 10 }),
        "slots",
        1,
    )
    .await;
    sent_twice_made_once(
        &app,
        &dev,
        "/api/slots/extend-bulk",
        json!({ "allocationHistoryId": allocation, "extensionDays": 10 }),
        "extension_batches",
        1,
    )
    .await;
}
