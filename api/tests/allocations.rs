//! Pre-allocation over HTTP: issuing empty slots (the record and its slots in one transaction),
//! the issue history with its filters and payment state, filling and approving issued slots, and
//! extension: every rule and refusal, the start date, test slots, one extension per slot under
//! concurrent calls, the rank history carried over, and bulk extension as a batch. The cash ledger
//! is never touched.

use crate::support;

use chrono::Duration;
use common::{db, time::today_kst};
use serde_json::{Value, json};
use support::{Client, PASSWORD, TestApp};

/// Pre-allocation mode with an advertiser and an operator, both signed in.
async fn stage(app: &TestApp) -> (Client<'_>, Client<'_>) {
    app.set_setting("slotOperationMode", json!("pre-allocation"))
        .await;
    app.new_user("agency1").await;
    app.new_operator("op1").await;
    let user = app.sign_in("agency1", PASSWORD).await;
    let op = app.sign_in("op1", PASSWORD).await;
    (user, op)
}

/// Issues `count` seven-day slots to `user` (see [`TestApp::issue`]); the first of them are
/// filled with `keywords`, one each, and approved by `op`. Returns the issue and its slots.
async fn issue_running(
    app: &TestApp,
    (user, op): (&Client<'_>, &Client<'_>),
    count: i64,
    keywords: &[&str],
) -> (i64, Vec<i64>) {
    let id = app.issue(user.id, count, 7).await;
    let slots = app.issued_slots(id).await;
    for (slot, keyword) in slots.iter().zip(keywords) {
        user.fill_and_have_approved(op, *slot, keyword).await;
    }
    (id, slots)
}

fn day(offset: i64) -> String {
    (today_kst() + Duration::days(offset)).to_string()
}

/// Fills issued slot `slot` as its owner and approves it as `op`.
#[tokio::test]
async fn issuing_writes_the_record_and_all_its_empty_slots_at_once() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let ledger_before = app.ledger_rows().await;

    let answer = op
        .allocate(
            user.id,
            json!({ "slotCount": 5, "startDate": day(0), "endDate": day(6), "workCount": 300,
                    "amount": 250000, "description": "11월 패키지", "isTest": false }),
        )
        .await;

    assert_eq!(answer.status(), 201, "{answer:?}");
    assert_eq!(answer.data()["message"], "선슬롯 발행이 완료되었습니다.");
    let record = &answer.data()["allocation"];
    assert_eq!(record["slotCount"], 5);
    assert_eq!(record["userName"], "광고주");
    assert_eq!(record["operatorEmail"], "op1");
    assert_eq!(record["amount"], 250000);
    assert_eq!(record["workCount"], 300);
    assert_eq!(record["reason"], "선슬롯 발행");
    assert_eq!(record["memo"], "11월 패키지");
    assert_eq!(record["payment"], false);

    let id = record["id"].as_i64().unwrap();
    let slots = op.get(&format!("/api/slots/by-allocation/{id}")).await;
    let items = slots.data()["items"].as_array().unwrap();
    assert_eq!(items.len(), 5);
    assert_eq!(slots.data()["pagination"]["total"], 5);
    for (i, slot) in items.iter().enumerate() {
        assert_eq!(slot["slotNumber"], i as i64 + 1);
        assert_eq!(slot["displayStatus"], "empty");
        assert_eq!(slot["allocationId"], id);
        assert_eq!(
            (slot["startDate"].as_str(), slot["endDate"].as_str()),
            (Some(day(0).as_str()), Some(day(6).as_str()))
        );
    }

    // The advertiser sees five slots waiting for input; the counts agree everywhere.
    let mine = user.slots("?status=empty").await;
    assert_eq!(mine.data()["pagination"]["total"], 5);
    assert_eq!(mine.data()["summary"]["empty"], 5);
    let count = op
        .get(&format!("/api/slots/count?userId={}", user.id))
        .await;
    assert_eq!(count.data(), &json!({ "allocated": 5, "used": 0 }));
    let own = user
        .get(&format!("/api/slots/allocation/{}", user.id))
        .await;
    assert_eq!(own.data(), &json!({ "allocatedSlots": 5, "usedSlots": 0 }));
    let dev = app.developer().await;
    let users = dev.list_users("?search=agency1").await;
    assert_eq!(users.data()["users"][0]["allocatedSlots"], 5);
    assert_eq!(
        app.ledger_rows().await,
        ledger_before,
        "paid outside the app"
    );
    let logs = user.slot_log_types(items[0]["id"].as_i64().unwrap()).await;
    assert_eq!(logs, ["create"]);
}

#[tokio::test]
async fn a_thousand_slots_are_one_issue_and_numbers_continue_after_existing_slots() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    app.issue(user.id, 2, 7).await;

    let answer = op
        .allocate(
            user.id,
            json!({ "slotCount": 1000, "startDate": day(0), "endDate": day(0) }),
        )
        .await;

    assert_eq!(answer.status(), 201, "{answer:?}");
    let issued = sqlx::query!(
        r#"SELECT count(*) AS "count!", min(slot_number) AS "first!", max(slot_number) AS "last!"
           FROM slots WHERE allocation_id = $1"#,
        answer.data()["allocation"]["id"].as_i64().unwrap()
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!((issued.count, issued.first, issued.last), (1000, 3, 1002));
}

#[tokio::test]
async fn bad_requests_are_refused_and_write_nothing() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let ok = json!({ "slotCount": 5, "startDate": day(0), "endDate": day(6) });
    let with = |patch: Value| {
        let mut body = ok.clone();
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let inactive = app.new_user("gone").await;
    let dev = app.developer().await;
    dev.update_user(inactive, json!({ "isActive": false }))
        .await;
    let operator_id = app.new_operator("op2").await;

    let cases = [
        (
            user.id,
            with(json!({ "slotCount": 0 })),
            400,
            "슬롯 개수는 1개 이상이어야 합니다.",
        ),
        (
            user.id,
            with(json!({ "slotCount": 1001 })),
            400,
            "슬롯 개수는 1000개를 초과할 수 없습니다.",
        ),
        (
            user.id,
            with(json!({ "startDate": null })),
            400,
            "시작일을 입력해 주세요.",
        ),
        (
            user.id,
            with(json!({ "endDate": null })),
            400,
            "종료일을 입력해 주세요.",
        ),
        (
            user.id,
            with(json!({ "endDate": day(-1) })),
            400,
            "종료일은 시작일과 같거나 그 이후여야 합니다.",
        ),
        (
            user.id,
            with(json!({ "workCount": -1 })),
            400,
            "작업 수는 0 이상이어야 합니다.",
        ),
        (
            user.id,
            with(json!({ "amount": -1 })),
            400,
            "금액은 0원 이상이어야 합니다.",
        ),
        (
            user.id,
            with(json!({ "memo": "가".repeat(501) })),
            400,
            "메모는 500자 이하로 입력해 주세요.",
        ),
        (
            inactive,
            ok.clone(),
            409,
            "비활성화된 사용자에게는 슬롯을 발행할 수 없습니다.",
        ),
        (
            operator_id,
            ok.clone(),
            409,
            "광고주(일반 사용자) 계정에만 슬롯을 발행할 수 있습니다.",
        ),
        (999_999, ok.clone(), 404, "사용자를 찾을 수 없습니다."),
    ];
    for (target, body, status, message) in cases {
        let answer = op.allocate(target, body.clone()).await;
        assert_eq!(answer.refusal(), (status, message), "{body}");
    }
    let answer = user.allocate(user.id, ok.clone()).await;
    assert_eq!(answer.status(), 403, "advertisers cannot issue");
    app.set_setting("slotOperationMode", json!("normal")).await;
    let answer = op.allocate(user.id, ok.clone()).await;
    assert_eq!(
        answer.refusal(),
        (409, "선슬롯 발행 모드에서만 빈 슬롯을 발행할 수 있습니다.")
    );

    let written = sqlx::query!(
        r#"SELECT (SELECT count(*) FROM slot_allocations) AS "allocations!",
                  (SELECT count(*) FROM slots) AS "slots!""#
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!((written.allocations, written.slots), (0, 0));
}

#[tokio::test]
async fn a_test_issue_is_free_and_runs_three_days() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;

    let answer = op.allocate(user.id,
            json!({ "slotCount": 2, "startDate": day(0), "endDate": day(29), "amount": 50000, "isTest": true }),
        )
        .await;

    let record = &answer.data()["allocation"];
    assert_eq!(
        (
            record["endDate"].as_str(),
            &record["amount"],
            &record["isTest"]
        ),
        (Some(day(2).as_str()), &json!(0), &json!(true))
    );
    assert_eq!(record["reason"], "테스트 발행");
    let slots = op
        .get(&format!("/api/slots/by-allocation/{}", record["id"]))
        .await;
    assert!(
        slots.data()["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["isTest"] == true)
    );
}

#[tokio::test]
async fn payment_is_marked_and_cancelled_and_audited() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let id = app.issue(user.id, 3, 7).await;
    let path = format!("/api/slots/allocation-history/{id}/payment");

    let paid = op.patch(&path, json!({ "payment": true })).await;
    assert_eq!(paid.status(), 200, "{paid:?}");
    assert_eq!(paid.data()["message"], "결제가 완료 처리되었습니다.");
    assert_eq!(paid.data()["allocation"]["payment"], true);
    assert!(paid.data()["allocation"]["paidAt"].is_string());

    let cancelled = op.patch(&path, json!({ "payment": false })).await;
    assert_eq!(cancelled.data()["message"], "결제 완료가 취소되었습니다.");
    assert_eq!(cancelled.data()["allocation"]["payment"], false);

    let events = sqlx::query_scalar!(
        "SELECT detail FROM audit_log WHERE event = 'allocation_payment_changed' ORDER BY id"
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["paid"], true);
    assert_eq!(events[1]["paid"], false);

    let denied = user.patch(&path, json!({ "payment": true })).await;
    assert_eq!(denied.status(), 403);
    let missing = op
        .patch(
            "/api/slots/allocation-history/999999/payment",
            json!({ "payment": true }),
        )
        .await;
    assert_eq!(missing.refusal(), (404, "발행 내역을 찾을 수 없습니다."));
}

#[tokio::test]
async fn an_issued_slot_is_filled_approved_for_its_period_and_never_charged() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let slot = issue_running(&app, (&user, &op), 2, &[]).await.1[0];
    let ledger_before = app.ledger_rows().await;

    user.fill_and_have_approved(&op, slot, "무선 마우스").await;

    let row = user.slot(slot).await;
    assert_eq!(row.data()["displayStatus"], "active");
    assert_eq!(
        (
            row.data()["startDate"].as_str(),
            row.data()["endDate"].as_str()
        ),
        (Some(day(0).as_str()), Some(day(6).as_str())),
        "approval keeps the issue's period"
    );
    assert_eq!(app.ledger_rows().await, ledger_before);
    assert_eq!(user.balance().await, 0);
    let count = op
        .get(&format!("/api/slots/count?userId={}", user.id))
        .await;
    assert_eq!(count.data(), &json!({ "allocated": 2, "used": 1 }));
}

#[tokio::test]
async fn staff_refund_an_empty_issued_slot_with_a_reason() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let slot = issue_running(&app, (&user, &op), 1, &[]).await.1[0];
    let row = op.slot(slot).await;
    assert!(
        row.data()["allowedActions"]
            .as_array()
            .unwrap()
            .contains(&json!("refund"))
    );

    let refused = op.set_slot_status(slot, "refunded", Some(" ")).await;
    assert_eq!(refused.refusal(), (400, "환불 사유를 입력해 주세요."));
    let refunded = op.set_slot_status(slot, "refunded", Some("미사용")).await;
    assert_eq!(refunded.data()["status"], "refunded", "{refunded:?}");
    assert_eq!(app.ledger_rows().await, 0);
    assert_eq!(
        user.slot(slot).await.status(),
        404,
        "hidden from the advertiser"
    );
}

#[tokio::test]
async fn every_extension_rule_and_refusal() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let running = ["키워드0", "키워드1", "키워드2"];
    let (id, slots) = issue_running(&app, (&user, &op), 4, &running).await;
    let (near, far, expired, empty) = (slots[0], slots[1], slots[2], slots[3]);
    app.set_period(far, 0, 8).await; // ends 9 days from now: too early
    app.set_period(expired, -30, -3).await; // ended three days ago
    let ledger_before = app.ledger_rows().await;

    let refusals = [
        (
            far,
            10,
            409,
            "종료 7일 전부터 연장할 수 있습니다. (종료까지 9일 남음)",
        ),
        (
            empty,
            10,
            409,
            "승인되어 진행 중인 슬롯만 연장할 수 있습니다.",
        ),
        (
            near,
            14,
            400,
            "연장 기간은 1일, 7일, 10일, 30일 중 하나여야 합니다.",
        ),
    ];
    for (slot, days, status, message) in refusals {
        let answer = op.extend(slot, days).await;
        assert_eq!(answer.refusal(), (status, message));
    }
    assert_eq!(user.extend(near, 10).await.status(), 403);
    assert!(
        op.slot(far).await.data()["allowedActions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a != "extend")
    );
    assert!(
        op.slot(near).await.data()["allowedActions"]
            .as_array()
            .unwrap()
            .contains(&json!("extend"))
    );

    // Within the window: the new slot starts the day after the parent's end.
    let answer = op.extend(near, 10).await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    assert_eq!(answer.data()["message"], "슬롯이 10일 연장되었습니다.");
    let new = &answer.data()["slot"];
    assert_eq!(new["parentSlotId"], near);
    assert_eq!(new["isExtended"], true);
    assert_eq!(new["extensionDays"], 10);
    assert_eq!(new["allocationId"], id);
    assert_eq!(new["status"], "active");
    assert_eq!(new["displayStatus"], "waiting");
    assert_eq!(new["paymentCompleted"], true);
    assert_eq!(new["keyword"], "키워드0");
    assert_eq!(new["slotNumber"], 5);
    assert_eq!(
        (new["startDate"].as_str(), new["endDate"].as_str()),
        (Some(day(7).as_str()), Some(day(16).as_str()))
    );
    let parent = op.slot(near).await;
    assert_eq!(parent.data()["hasExtension"], true);
    let again = op.extend(near, 10).await;
    assert_eq!(again.refusal(), (409, "이미 연장된 슬롯입니다."));
    assert_eq!(op.slot_log_types(near).await.last().unwrap(), "extend");

    // Past its end: the extension starts today.
    let answer = op.extend(expired, 7).await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    let new = &answer.data()["slot"];
    assert_eq!(
        (new["startDate"].as_str(), new["endDate"].as_str()),
        (Some(day(0).as_str()), Some(day(6).as_str()))
    );
    assert_eq!(new["displayStatus"], "active");

    assert_eq!(
        app.ledger_rows().await,
        ledger_before,
        "extensions are never charged"
    );

    // Outside pre-allocation mode nothing extends.
    app.set_setting("slotOperationMode", json!("normal")).await;
    let other = slots[1];
    app.set_period(other, 0, 3).await;
    let answer = op.extend(other, 10).await;
    assert_eq!(
        answer.refusal(),
        (409, "선슬롯 발행 모드에서만 슬롯을 연장할 수 있습니다.")
    );
}

#[tokio::test]
async fn a_test_slot_extends_three_days_for_free() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let answer = op
        .allocate(
            user.id,
            json!({ "slotCount": 1, "startDate": day(0), "endDate": day(0), "isTest": true }),
        )
        .await;
    let id = answer.data()["allocation"]["id"].as_i64().unwrap();
    let slot = app.issued_slots(id).await[0];
    user.fill_and_have_approved(&op, slot, "테스트").await;

    let answer = op.extend(slot, 30).await;

    let new = &answer.data()["slot"];
    assert_eq!(new["extensionDays"], 3);
    assert_eq!(new["isTest"], true);
    assert_eq!(new["paymentCompleted"], false, "free");
    assert_eq!(
        (new["startDate"].as_str(), new["endDate"].as_str()),
        (Some(day(3).as_str()), Some(day(5).as_str()))
    );
}

#[tokio::test]
async fn ten_concurrent_extensions_of_one_slot_make_one() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let slot = issue_running(&app, (&user, &op), 1, &["동시"]).await.1[0];

    let calls = (0..10).map(|_| op.extend(slot, 10));
    let answers = futures::future::join_all(calls).await;

    let mut statuses: Vec<u16> = answers.iter().map(|a| a.status()).collect();
    statuses.sort();
    assert_eq!(statuses, [201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    let children = sqlx::query_scalar!(
        r#"SELECT count(*) AS "children!" FROM slots WHERE parent_slot_id = $1"#,
        slot
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(children, 1);
}

#[tokio::test]
async fn an_extension_continues_its_parents_rank_history() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let slot = issue_running(&app, (&user, &op), 1, &["순위 이어짐"])
        .await
        .1[0];
    app.set_period(slot, -10, -1).await; // ended yesterday
    for (offset, rank) in [(-3, 40), (-2, 35), (-1, 30)] {
        app.record_rank(slot, offset, rank).await;
    }
    let mut conn = app.db.pool.acquire().await.unwrap();
    db::slots::set_rank(&mut conn, slot, 30, Some(35), None, None)
        .await
        .unwrap();

    let answer = op.extend(slot, 7).await;
    let new = answer.data()["slot"]["id"].as_i64().unwrap();
    assert_eq!(answer.data()["slot"]["rank"], 30, "the rank carries over");

    let history = user.get(&format!("/api/slots/{new}/rank-history")).await;
    let ranks: Vec<i64> = history.numbers("items", "rank");
    assert_eq!(ranks, [40, 35, 30]);
}

#[tokio::test]
async fn bulk_extension_settles_every_slot_with_counts_and_reasons_once() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let running = ["묶음0", "묶음1", "묶음2", "묶음3", "묶음4"];
    let (id, slots) = issue_running(&app, (&user, &op), 6, &running).await;
    // slots[0]: extended on its own before the batch (its extension joins the batch instead and
    // is too early); slots[1]: extended on its own after the request (already extended); [2], [3]:
    // extended by the batch; [4]: ends in 9 days (too early); [5]: empty (not approved).
    let single = op.extend(slots[0], 10).await;
    let single_child = single.data()["slot"]["id"].as_i64().unwrap();
    app.set_period(slots[4], 0, 8).await;
    let ledger_before = app.ledger_rows().await;

    let answer = op
        .post(
            "/api/slots/extend-bulk",
            json!({ "allocationHistoryId": id, "extensionDays": 10 }),
        )
        .await;
    assert_eq!(answer.status(), 202, "{answer:?}");
    let batch = answer.data()["id"].as_i64().unwrap();
    assert_eq!(answer.data()["status"], "queued");
    assert_eq!(
        answer.data()["total"],
        6,
        "five originals without extension and one extension"
    );
    let queued = sqlx::query_scalar!(
        r#"SELECT count(*) AS "jobs!" FROM apalis.jobs WHERE job_type = 'slot_extension'"#
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(queued, 1, "the job was queued with the batch");
    assert_eq!(op.extend(slots[1], 10).await.status(), 201);

    // The worker's step, run twice: the second run changes nothing.
    for _ in 0..2 {
        common::slots::extension::run_batch(&app.db.pool, batch)
            .await
            .unwrap();
    }

    let progress = op.get(&format!("/api/slots/extend-bulk/{batch}")).await;
    let p = progress.data();
    assert_eq!(
        (&p["status"], &p["extended"], &p["failed"], &p["total"]),
        (&json!("done"), &json!(2), &json!(4), &json!(6))
    );
    let reasons: Vec<(i64, String)> = p["failures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["slotId"].as_i64().unwrap(),
                f["reason"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        reasons,
        [
            (slots[1], "이미 연장된 슬롯입니다.".to_owned()),
            (
                slots[4],
                "종료 7일 전부터 연장할 수 있습니다. (종료까지 9일 남음)".to_owned()
            ),
            (
                slots[5],
                "승인되어 진행 중인 슬롯만 연장할 수 있습니다.".to_owned()
            ),
            (
                single_child,
                "종료 7일 전부터 연장할 수 있습니다. (종료까지 17일 남음)".to_owned()
            ),
        ]
    );
    let per_parent: Vec<(i64, i64)> = sqlx::query!(
        r#"SELECT parent_slot_id AS "parent!", count(*) AS "extensions!"
           FROM slots WHERE parent_slot_id IS NOT NULL GROUP BY 1 ORDER BY 1"#
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap()
    .into_iter()
    .map(|r| (r.parent, r.extensions))
    .collect();
    assert_eq!(
        per_parent,
        [(slots[0], 1), (slots[1], 1), (slots[2], 1), (slots[3], 1)]
    );
    assert_eq!(app.ledger_rows().await, ledger_before);
    let listed = op.get(&format!("/api/slots/by-allocation/{id}")).await;
    assert_eq!(listed.data()["pagination"]["total"], 10);
}

#[tokio::test]
async fn the_history_filters_sorts_and_pages() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let other = app.new_user("brand2").await;
    app.developer()
        .await
        .update_user(other, json!({ "fullName": "두번째 광고주" }))
        .await;
    for (target, count) in [(user.id, 3), (other, 1), (user.id, 7)] {
        let answer = op
            .allocate(
                target,
                json!({ "slotCount": count, "startDate": day(0), "endDate": day(6) }),
            )
            .await;
        assert_eq!(answer.status(), 201);
    }
    let dev = app.developer().await;
    app.issue(other, 2, 7).await; // issued by the developer
    // An old issue (40 days ago) falls outside the month.
    sqlx::query!(
        "UPDATE slot_allocations SET created_at = now() - interval '40 days' WHERE slot_count = 2"
    )
    .execute(&app.db.pool)
    .await
    .unwrap();

    let counts =
        |answer: &support::Answer| -> Vec<i64> { answer.numbers("allocations", "slotCount") };
    let history = |q: &str| {
        let path = format!("/api/slots/allocation-history{q}");
        let op = &op;
        async move { op.get(&path).await }
    };

    let all = history("").await;
    assert_eq!(counts(&all), [7, 1, 3, 2], "newest first");
    assert_eq!(all.data()["pagination"]["total"], 4);
    assert_eq!(
        counts(&history(&format!("?dateFrom={}", day(-30))).await),
        [7, 1, 3]
    );
    assert_eq!(counts(&history("?userSearch=두번째").await), [1, 2]);
    assert_eq!(counts(&history("?operatorSearch=op1").await), [7, 1, 3]);
    assert_eq!(
        counts(&history(&format!("?operatorId={}", dev.id)).await),
        [2]
    );
    assert_eq!(
        counts(&history("?sortBy=slot_count&sortOrder=asc").await),
        [1, 2, 3, 7]
    );
    let by_name = history("?sortBy=user_name&sortOrder=asc").await;
    assert_eq!(by_name.data()["allocations"][0]["userName"], "광고주");
    let page2 = history("?page=2&limit=3").await;
    assert_eq!(counts(&page2), [2]);
    assert_eq!(
        page2.data()["pagination"],
        json!({ "page": 2, "limit": 3, "total": 4, "totalPages": 2 })
    );
    assert_eq!(history("?sortBy=price").await.status(), 400);
}
