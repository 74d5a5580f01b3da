//! System settings over HTTP (spec part 2 §3, §5, §8): developers read and change them, every value
//! is checked with a Korean message naming the setting, every change is audited, and each switch
//! does what its name says on the server.

use crate::support;

use reqwest::Method;
use serde_json::{Value, json};
use support::{Client, PASSWORD, TestApp};

async fn put_setting(caller: &Client<'_>, body: Value) -> support::Answer {
    caller.put("/api/settings", body).await
}

async fn put_bulk(caller: &Client<'_>, settings: Value) -> support::Answer {
    caller
        .put("/api/settings/bulk", json!({ "settings": settings }))
        .await
}

#[tokio::test]
async fn developers_read_every_setting_grouped_and_nobody_else_may() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let op = app.operator("op1").await;
    let user = app.advertiser("adv1").await;

    let all = dev.get("/api/settings").await;
    assert_eq!(all.status(), 200);
    assert_eq!(all.data()["business"]["siteName"], "Simple Slot");
    assert_eq!(all.data()["business"]["defaultSlotAllocation"], 10);
    assert_eq!(all.data()["feature"]["notificationDuration"], 5000);
    assert_eq!(all.data()["theme"]["globalLayout"], "classic");

    for caller in [&op, &user] {
        let read = caller.get("/api/settings").await;
        let write = put_setting(caller, json!({ "key": "siteName", "value": "X" })).await;
        for answer in [read, write] {
            assert_eq!(
                answer.refusal(),
                (403, "관리자만 설정을 변경할 수 있습니다.")
            );
        }
    }
}

#[tokio::test]
async fn a_change_is_saved_audited_and_public_at_once() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let saved = put_setting(
        &dev,
        json!({ "key": "siteName", "value": "  우리 광고  ", "category": "business" }),
    )
    .await;
    assert_eq!(saved.status(), 200, "{saved:?}");
    assert_eq!(saved.data()["business"]["siteName"], "우리 광고");

    let public = app
        .call_anonymous(Method::GET, "/api/settings/public", None)
        .await;
    assert_eq!(public.data()["siteName"], "우리 광고");

    let audit = sqlx::query!(
        "SELECT actor_id, detail FROM audit_log WHERE event = 'setting_changed' ORDER BY id"
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].actor_id, Some(dev.id));
    assert_eq!(
        audit[0].detail,
        json!({ "key": "siteName", "category": "business", "old": "Simple Slot", "new": "우리 광고" })
    );

    // The same value again changes nothing and writes no audit row.
    put_setting(&dev, json!({ "key": "siteName", "value": "우리 광고" })).await;
    let rows =
        sqlx::query_scalar!("SELECT count(*) FROM audit_log WHERE event = 'setting_changed'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(rows, Some(1));
}

#[tokio::test]
async fn bad_values_are_refused_naming_the_setting() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let cases = [
        (
            json!({ "key": "defaultSlotAllocation", "value": 0 }),
            "기본 할당 개수은(는) 1~100 사이로 입력해 주세요.",
        ),
        (
            json!({ "key": "defaultSlotAllocation", "value": 101 }),
            "기본 할당 개수은(는) 1~100 사이로 입력해 주세요.",
        ),
        (
            json!({ "key": "defaultSlotPrice", "value": 1.5 }),
            "기본 슬롯 가격은(는) 0 이상의 정수로 입력해 주세요.",
        ),
        (
            json!({ "key": "defaultSlotPrice", "value": "만원" }),
            "기본 슬롯 가격은(는) 0 이상의 정수로 입력해 주세요.",
        ),
        (
            json!({ "key": "minCashCharge", "value": 2_000_000 }),
            "최소 충전 금액은 최대 충전 금액보다 클 수 없습니다.",
        ),
        (
            json!({ "key": "cashChargeMode", "value": "popup" }),
            "캐시 충전 방식 값은 modal, page 중 하나여야 합니다.",
        ),
        (
            json!({ "key": "globalTheme", "value": "dark" }),
            "전체 테마 값은 simple, modern, luxury 중 하나여야 합니다.",
        ),
        (
            json!({ "key": "maintenanceMode", "value": "yes" }),
            "점검 모드 값은 켜짐 또는 꺼짐(true 또는 false)이어야 합니다.",
        ),
        (
            json!({ "key": "siteName", "value": "   " }),
            "사이트 이름을(를) 입력해 주세요.",
        ),
        (
            json!({ "key": "logoUrl", "value": "javascript:alert(1)" }),
            "로고 URL은(는) http:// 또는 https://로 시작하는 주소여야 합니다.",
        ),
        (
            json!({ "key": "noSuchKey", "value": 1 }),
            "알 수 없는 설정 항목입니다: noSuchKey",
        ),
        (
            json!({ "key": "siteName", "value": "X", "category": "theme" }),
            "사이트 이름 항목의 분류는 business입니다.",
        ),
    ];
    for (body, message) in cases {
        let answer = put_setting(&dev, body.clone()).await;
        assert_eq!(answer.refusal(), (400, message), "{body}");
    }

    // A tab saved together: one bad value and nothing of the tab is saved.
    let answer = put_bulk(
        &dev,
        json!([
            { "key": "siteName", "value": "새 이름", "category": "business" },
            { "key": "maxSlotsPerUser", "value": 0, "category": "business" },
        ]),
    )
    .await;
    assert_eq!(
        answer.refusal(),
        (
            400,
            "사용자당 최대 슬롯 수은(는) 1~100000 사이로 입력해 주세요."
        )
    );
    let all = dev.get("/api/settings").await;
    assert_eq!(all.data()["business"]["siteName"], "Simple Slot");

    // The range rule holds across a tab: raising both limits together is fine.
    let answer = put_bulk(
        &dev,
        json!([
            { "key": "minCashCharge", "value": 2_000_000 },
            { "key": "maxCashCharge", "value": 5_000_000 },
            { "key": "slotOperationMode", "value": "pre_allocation" },
        ]),
    )
    .await;
    assert_eq!(answer.status(), 200, "{answer:?}");
    assert_eq!(answer.data()["business"]["minCashCharge"], 2_000_000);
    assert_eq!(
        answer.data()["business"]["slotOperationMode"],
        "pre-allocation"
    );
    let empty = put_bulk(&dev, json!([])).await;
    assert_eq!(empty.refusal(), (400, "변경할 설정이 없습니다."));
}

#[tokio::test]
async fn maintenance_turns_advertisers_away_and_lets_staff_work() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("adv1").await;
    let op = app.operator("op1").await;

    app.set_setting("maintenanceMode", json!(true)).await;

    let refused = user.get("/api/slots").await;
    assert_eq!(
        refused.refusal(),
        (
            503,
            "시스템 점검 중입니다. 점검이 끝난 뒤 다시 이용해 주세요."
        )
    );
    assert_eq!(user.get("/api/cash/balance").await.status(), 503);
    // What the maintenance page itself needs still answers.
    assert_eq!(user.me().await.status(), 200);
    let public = app
        .call_anonymous(Method::GET, "/api/settings/public", None)
        .await;
    assert_eq!(public.data()["maintenanceMode"], true);
    assert_eq!(app.login_answer("adv1", PASSWORD).await.status(), 200);
    assert_eq!(app.refresh(user.refresh_token()).await.status(), 200);
    assert_eq!(op.get("/api/slots").await.status(), 200);

    app.set_setting("maintenanceMode", json!(false)).await;
    assert_eq!(user.get("/api/slots").await.status(), 200);
}

#[tokio::test]
async fn slot_auto_approval_approves_pays_and_queues_the_crawl() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("adv1").await;
    user.fund(100_000).await;
    app.set_setting("defaultSlotPrice", json!(40_000)).await;
    app.set_setting("slotAutoApproval", json!(true)).await;

    let id = user.new_slot("자동승인 키워드").await;

    let slot = user.slot(id).await;
    assert_eq!(slot.data()["status"], "active", "{slot:?}");
    assert_eq!(slot.data()["approvedPrice"], 40_000);
    assert_eq!(user.balance().await, 60_000, "paid once");
    let queued = sqlx::query_scalar!(
        "SELECT count(*) FROM crawl_runs WHERE keyword = $1 AND status = 'queued'",
        "자동승인 키워드"
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(queued, Some(1), "today's crawl of the keyword is queued");
    let logs = user.get(&format!("/api/slots/{id}/logs")).await;
    let described: Vec<&str> = logs
        .data()
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["description"].as_str())
        .collect();
    assert!(
        described.iter().any(|d| d.starts_with("자동 승인")),
        "{described:?}"
    );

    // Switched off again: the next slot waits for an operator.
    app.set_setting("slotAutoApproval", json!(false)).await;
    let next = user.new_slot("수동 키워드").await;
    assert_eq!(user.slot(next).await.data()["status"], "pending");
}

#[tokio::test]
async fn cash_auto_approval_credits_a_charge_as_it_is_made() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("adv1").await;
    app.set_setting("cashAutoApproval", json!(true)).await;

    let charge = user.request_charge(30_000, "홍길동").await;

    assert_eq!(charge.status(), 201, "{charge:?}");
    assert_eq!(charge.data()["status"], "approved");
    assert_eq!(user.balance().await, 30_000);
    let history = user.get("/api/cash/history").await;
    assert_eq!(history.data()["items"][0]["amount"], 30_000, "{history:?}");
    let notices = sqlx::query_scalar!(
        "SELECT count(*) FROM notifications WHERE user_id = $1",
        user.id
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(notices, Some(1), "the user is told");
}

#[tokio::test]
async fn feature_flags_close_their_calls() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("adv1").await;
    let dev = app.developer().await;
    let disabled = (403, "현재 사용할 수 없는 기능입니다.");

    app.set_setting("featureRanking", json!(false)).await;
    for caller in [&user, &dev] {
        let answer = caller.get("/api/ranking/keywords").await;
        assert_eq!(answer.refusal(), disabled);
    }
    app.set_setting("featureCashHistory", json!(false)).await;
    let answer = user.get("/api/cash/history").await;
    assert_eq!(answer.refusal(), disabled);

    app.set_setting("featureSlotManagement", json!(false)).await;
    let answer = user.get("/api/slots").await;
    assert_eq!(answer.refusal(), disabled);
    assert_eq!(
        dev.get("/api/slots").await.status(),
        200,
        "operators keep managing slots"
    );

    for key in [
        "featureRanking",
        "featureCashHistory",
        "featureSlotManagement",
    ] {
        app.set_setting(key, json!(true)).await;
    }
    assert_eq!(user.get("/api/ranking/keywords").await.status(), 200);
    assert_eq!(user.get("/api/cash/history").await.status(), 200);
    assert_eq!(user.get("/api/slots").await.status(), 200);
}

#[tokio::test]
async fn a_category_when_sent_must_be_the_keys_own() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    for category in [json!(null), json!("colour")] {
        let answer = put_setting(
            &dev,
            json!({ "key": "globalLayout", "value": "modern", "category": category }),
        )
        .await;
        assert_eq!(answer.status(), 400, "{category}");
    }
    let all = dev.get("/api/settings").await;
    assert_eq!(all.data()["theme"]["globalLayout"], "classic");
}

/// A stored value of the wrong shape (written behind the api's back) falls back to its default
/// alone: the other stored settings still apply.
#[tokio::test]
async fn a_stored_value_of_the_wrong_shape_keeps_its_default_and_spares_the_rest() {
    let app = TestApp::spawn().await;
    app.set_setting("siteName", json!("우리 광고")).await;
    app.set_setting("maxSlotsPerUser", json!(7)).await;
    sqlx::query("UPDATE settings SET value = '\"많이\"' WHERE key = 'maxSlotsPerUser'")
        .execute(&app.db.pool)
        .await
        .unwrap();

    let public = app
        .call_anonymous(Method::GET, "/api/settings/public", None)
        .await;
    assert_eq!(public.data()["siteName"], "우리 광고");
    assert_eq!(
        public.data()["maxSlotsPerUser"],
        common::settings::Settings::default()
            .business
            .max_slots_per_user
    );
}
