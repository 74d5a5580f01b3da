//! Pre-allocation over HTTP: issuing empty slots (the record and its slots in one transaction),
//! the issue history with its filters and payment state, filling and approving issued slots, and
//! extension: every rule and refusal, the start date, test slots, one extension per slot under
//! concurrent calls, the rank history carried over, and bulk extension as a batch. The cash ledger
//! is never touched.

mod extension;
mod history;

use crate::support;

use chrono::Duration;
use common::time::today_kst;
use serde_json::{Value, json};
use support::{Client, PASSWORD, TestApp, product_url};

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
    app.set_setting("useCashSystem", json!(false)).await;
    user.fill_slot(
        slot,
        json!({ "keyword": "무선 마우스", "url": product_url(9, 90, 900) }),
    )
    .await;
    let quote = op.get(&format!("/api/slots/{slot}/approval-quote")).await;
    assert_eq!(
        quote.data()["lowestPrice"],
        0,
        "an issued slot's price is a note, 0 even with the cash system off"
    );
    let approved = op
        .post(
            &format!("/api/slots/{slot}/approve"),
            json!({ "approved": true, "approvedPrice": 0 }),
        )
        .await;
    assert_eq!(approved.status(), 200, "{approved:?}");

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
