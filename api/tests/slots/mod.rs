//! The slot lifecycle over HTTP: registration, decisions, pause and resume, refunds, deletion,
//! edits that reset rank data, the list with its filters and counters, bulk edit, fill, field
//! configuration and the counts; each change leaves its log row.

mod editing;
mod list;
mod rules;

use crate::support;

use common::AppError;
use serde_json::json;
use support::{Client, TestApp, product_url, says};

/// An advertiser, signed in. These tests are about slots, so the cash system is off (slots cost
/// nothing); `api/tests/cash/` covers paying for them.
async fn advertiser<'a>(app: &'a TestApp, login: &str) -> Client<'a> {
    app.set_setting("useCashSystem", json!(false)).await;
    app.advertiser(login).await
}

#[tokio::test]
async fn a_registered_slot_waits_for_approval_with_its_url_ids_stored() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let raw = "https://www.coupang.com/vp/products/7335597976?itemId=18741704367&vendorItemId=85873964906&q=%ED%82%A4&searchId=1&rank=2";

    let answer = owner
        .post(
            "/api/slots",
            json!({ "keywords": " 무선 키보드 ", "landingUrl": raw, "dailyBudget": 0 }),
        )
        .await;

    assert_eq!(answer.status(), 201, "{answer:?}");
    let slot = answer.data();
    assert_eq!(
        (slot["status"].as_str(), slot["displayStatus"].as_str()),
        (Some("pending"), Some("pending"))
    );
    assert_eq!(slot["keyword"], "무선 키보드");
    assert_eq!(
        slot["url"],
        product_url(7335597976, 18741704367, 85873964906)
    );
    assert_eq!(slot["slotNumber"], 1);
    assert_eq!(slot["allowedActions"], json!([]));
    assert!(slot["rank"].is_null(), "measuring");
    let ids = sqlx::query!(
        "SELECT url_product_id, url_item_id, url_vendor_item_id FROM slots WHERE id = $1",
        slot["id"].as_i64().unwrap()
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        (ids.url_product_id, ids.url_item_id, ids.url_vendor_item_id),
        (Some(7335597976), Some(18741704367), Some(85873964906))
    );
    assert_eq!(
        owner.slot_log_types(slot["id"].as_i64().unwrap()).await,
        ["create"]
    );
}

#[tokio::test]
async fn bad_keywords_and_urls_are_refused_and_nothing_is_created() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let good = product_url(1, 2, 3);

    let cases = [
        (
            // Keyword and landing URL are enabled, required fields by default: their labels say so.
            owner.create_slot("  ", &good).await,
            "키워드은(는) 필수 항목입니다.",
        ),
        (
            owner.create_slot("키보드", "").await,
            "랜딩 URL은(는) 필수 항목입니다.",
        ),
        (
            owner
                .create_slot(
                    "키보드",
                    "www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
                )
                .await,
            "URL은 http:// 또는 https://로 시작해야 합니다.",
        ),
        (
            owner
                .create_slot(
                    "키보드",
                    "https://shop.example.com/vp/products/1?itemId=2&vendorItemId=3",
                )
                .await,
            "coupang.com 상품 URL만 등록할 수 있습니다.",
        ),
        (
            owner
                .create_slot("키보드", "https://www.coupang.com/vp/products/1?itemId=2")
                .await,
            says(AppError::UrlMissingItemIds),
        ),
    ];

    for (answer, message) in cases {
        assert_eq!(answer.refusal(), (400, message));
    }
    assert_eq!(owner.slots("").await.data()["pagination"]["total"], 0);
}

#[tokio::test]
async fn only_advertisers_register_slots_and_only_up_to_the_limit() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let owner = advertiser(&app, "adv1").await;
    app.set_setting("maxSlotsPerUser", json!(2)).await;

    let by_dev = dev.create_slot("키보드", &product_url(1, 2, 3)).await;
    owner.new_slot("하나").await;
    owner.new_slot("둘").await;
    let third = owner.create_slot("셋", &product_url(1, 2, 3)).await;

    assert_eq!(
        by_dev.refusal(),
        (403, says(AppError::SlotCreateForAdvertisersOnly))
    );
    assert_eq!(
        third.refusal(),
        (409, "슬롯은 한 사람당 최대 2개까지 등록할 수 있습니다.")
    );
}

#[tokio::test]
async fn approval_sets_the_price_and_a_thirty_day_period_from_today() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let slot = owner.new_slot("키보드").await;
    app.set_setting("useCashSystem", json!(false)).await;

    let zero = dev.approve(slot, 0).await;
    let approved = dev.approve(slot, 25_000).await;
    let again = dev.approve(slot, 25_000).await;

    assert_eq!(zero.refusal(), (400, "승인 금액은 0원보다 커야 합니다."));
    assert_eq!(approved.status(), 200);
    let view = owner.slot(slot).await;
    let s = view.data();
    assert_eq!(
        (
            s["displayStatus"].as_str(),
            s["approvedPrice"].as_i64(),
            s["daysLeft"].as_i64()
        ),
        (Some("active"), Some(25_000), Some(30))
    );
    assert_eq!(s["startDate"], json!(common::time::today_kst().to_string()));
    assert_eq!(s["allowedActions"], json!(["edit", "pause", "select"]));
    assert_eq!(
        again.refusal(),
        (409, "승인 대기 중인 슬롯만 승인하거나 반려할 수 있습니다.")
    );
    assert_eq!(owner.slot_log_types(slot).await, ["create", "approve"]);
}

#[tokio::test]
async fn a_rejection_needs_a_reason_that_the_advertiser_then_sees() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let op = app.operator("op1").await;
    let slot = owner.new_slot("키보드").await;

    let no_reason = op.reject(slot, "  ").await;
    let too_long = op.reject(slot, &"가".repeat(501)).await;
    let by_owner = owner.reject(slot, "셀프 반려").await;
    let rejected = op.reject(slot, "상품 URL이 올바르지 않습니다").await;

    assert_eq!(no_reason.refusal(), (400, "반려 사유를 입력해 주세요."));
    assert_eq!(
        too_long.refusal(),
        (400, "사유는 500자 이하로 입력해 주세요.")
    );
    assert_eq!(by_owner.status(), 403);
    assert_eq!(rejected.status(), 200);
    let seen = owner.slots("").await;
    let row = &seen.data()["items"][0];
    assert_eq!(
        (
            row["displayStatus"].as_str(),
            row["rejectionReason"].as_str()
        ),
        (Some("rejected"), Some("상품 URL이 올바르지 않습니다"))
    );
    assert_eq!(owner.slot_log_types(slot).await, ["create", "reject"]);
}

#[tokio::test]
async fn pause_keeps_the_end_date_and_resume_brings_it_back() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let slot = owner.new_active_slot("키보드").await;
    let end = owner.slot(slot).await.data()["endDate"].clone();

    let paused = owner.set_slot_status(slot, "paused", None).await;
    let paused_again = owner.set_slot_status(slot, "paused", None).await;
    let resumed = owner.set_slot_status(slot, "active", None).await;

    assert_eq!(
        (
            paused.data()["displayStatus"].as_str(),
            &paused.data()["endDate"]
        ),
        (Some("paused"), &end)
    );
    assert_eq!(paused.data()["allowedActions"], json!(["edit", "resume"]));
    assert_eq!(
        paused_again.refusal(),
        (409, says(AppError::SlotNotPausable))
    );
    assert_eq!(
        (
            resumed.data()["displayStatus"].as_str(),
            &resumed.data()["endDate"]
        ),
        (Some("active"), &end)
    );
    assert_eq!(
        owner.slot_log_types(slot).await,
        ["create", "approve", "pause", "resume"]
    );
}

#[tokio::test]
async fn a_slot_past_its_end_is_completed_and_cannot_be_resumed_or_paused() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let slot = owner.new_active_slot("키보드").await;
    owner.set_slot_status(slot, "paused", None).await;
    app.set_period(slot, -30, -1).await;

    let view = owner.slot(slot).await;
    let resume = owner.set_slot_status(slot, "active", None).await;

    assert_eq!(
        (
            view.data()["displayStatus"].as_str(),
            view.data()["daysLeft"].as_i64()
        ),
        (Some("completed"), Some(0))
    );
    assert_eq!(view.data()["allowedActions"], json!([]));
    assert_eq!(resume.status(), 409);
}

#[tokio::test]
async fn another_advertisers_slot_does_not_exist_for_you() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "owner1").await;
    let other = advertiser(&app, "other1").await;
    let slot = owner.new_active_slot("키보드").await;

    let read = other.slot(slot).await;
    let pause = other.set_slot_status(slot, "paused", None).await;
    let edit = other
        .update_slot(slot, json!({ "customFields": { "keyword": "탈취" } }))
        .await;
    let logs = other.get(&format!("/api/slots/{slot}/logs")).await;
    let listed = other.slots("").await;

    for answer in [&read, &pause, &edit, &logs] {
        assert_eq!(answer.refusal(), (404, "슬롯을 찾을 수 없습니다."));
    }
    assert_eq!(listed.data()["pagination"]["total"], 0);
    assert_eq!(owner.slot(slot).await.data()["keyword"], "키보드");
}

#[tokio::test]
async fn a_refund_needs_a_reason_and_hides_the_slot_from_its_advertiser() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let slot = owner.new_active_slot("키보드").await;

    let by_owner = owner
        .set_slot_status(slot, "refunded", Some("환불해 주세요"))
        .await;
    let no_reason = dev.set_slot_status(slot, "refunded", Some(" ")).await;
    let refunded = dev
        .set_slot_status(slot, "refunded", Some("고객 요청"))
        .await;

    assert_eq!(by_owner.status(), 403);
    assert_eq!(no_reason.refusal(), (400, "환불 사유를 입력해 주세요."));
    assert_eq!(
        (refunded.status(), refunded.data()["refundReason"].as_str()),
        (200, Some("고객 요청"))
    );
    assert_eq!(owner.slot(slot).await.status(), 404);
    assert_eq!(owner.slots("").await.data()["pagination"]["total"], 0);
    let staff_view = dev.slots("?status=refunded").await;
    assert_eq!(staff_view.data()["items"][0]["id"], slot);
    assert_eq!(
        staff_view.data()["items"][0]["allowedActions"],
        json!(["delete"])
    );
    assert_eq!(
        dev.slot_log_types(slot).await,
        ["create", "approve", "refund"]
    );
}

#[tokio::test]
async fn only_rejected_refunded_or_finished_slots_are_deleted() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let running = owner.new_active_slot("달리는").await;
    let rejected = owner.new_slot("반려될").await;
    dev.reject(rejected, "사유").await;

    let refused = dev.set_slot_status(running, "deleted", None).await;
    let deleted = dev.set_slot_status(rejected, "deleted", None).await;

    assert_eq!(refused.refusal(), (409, says(AppError::SlotNotDeletable)));
    assert_eq!(deleted.status(), 200);
    assert_eq!(dev.slot(rejected).await.status(), 404);
    assert_eq!(owner.slots("").await.data()["pagination"]["total"], 1);
    let logged = sqlx::query_scalar!(
        r#"SELECT count(*) AS "logged!" FROM slot_logs WHERE slot_id = $1 AND change_type = 'delete'"#,
        rejected
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(logged, 1);
}
