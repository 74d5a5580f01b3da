//! Extension of pre-allocated slots: every rule and refusal, test slots, one extension per slot
//! under concurrent calls, the rank history carried over, and bulk extension as a batch.

use crate::support;

use common::db;
use serde_json::json;
use support::TestApp;

use super::{day, issue_running, stage};

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
