//! Slot edits over HTTP: a keyword change resets rank data and logs each field, an operator's edit, bulk edit, and filling an empty slot.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{TestApp, product_url, says};

use super::advertiser;

#[tokio::test]
async fn changing_the_keyword_resets_rank_data_and_logs_each_field() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let slot = owner.new_active_slot("키보드").await;
    app.give_rank(slot, 17).await;
    assert_eq!(
        owner
            .get(&format!("/api/slots/{slot}/rank-delete-query"))
            .await
            .data()["rankRows"],
        1
    );

    let mid_only = owner
        .update_slot(slot, json!({ "customFields": { "mid": "shop-9" } }))
        .await;
    assert_eq!(
        (
            mid_only.data()["mid"].as_str(),
            mid_only.data()["rank"].as_i64()
        ),
        (Some("shop-9"), Some(17)),
        "MID alone keeps the rank"
    );

    let edited = owner
        .update_slot(
            slot,
            json!({ "customFields": { "keywords": "기계식 키보드" } }),
        )
        .await;

    assert_eq!(edited.status(), 200);
    assert_eq!(
        (
            edited.data()["keyword"].as_str(),
            edited.data()["rank"].as_i64()
        ),
        (Some("기계식 키보드"), None)
    );
    assert_eq!(
        owner
            .get(&format!("/api/slots/{slot}/rank-delete-query"))
            .await
            .data()["rankRows"],
        0
    );
    assert_eq!(
        owner.slot_log_types(slot).await,
        [
            "create",
            "approve",
            "field_update",
            "field_update",
            "rank_reset"
        ]
    );
    let logs = owner.get(&format!("/api/slots/{slot}/logs")).await;
    let keyword_log = logs
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["fieldKey"] == "keyword")
        .unwrap()
        .clone();
    assert_eq!(
        (
            keyword_log["oldValue"].as_str(),
            keyword_log["newValue"].as_str()
        ),
        (Some("키보드"), Some("기계식 키보드"))
    );
    assert!(
        keyword_log["ipAddress"]
            .as_str()
            .is_some_and(|ip| ip.starts_with("127."))
    );
}

#[tokio::test]
async fn an_operator_edit_keeps_keyword_and_url_and_may_move_the_period() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let slot = owner.new_active_slot("키보드").await;

    let blank = dev
        .update_slot(slot, json!({ "customFields": { "keyword": "" } }))
        .await;
    let moved = dev
        .update_slot(
            slot,
            json!({ "customFields": {}, "startDate": "2030-01-01", "endDate": "2030-01-31" }),
        )
        .await;
    let backwards = dev
        .update_slot(
            slot,
            json!({ "startDate": "2030-02-10", "endDate": "2030-02-01" }),
        )
        .await;

    assert_eq!(blank.refusal(), (400, "키워드은(는) 필수 항목입니다."));
    assert_eq!(
        (
            moved.data()["startDate"].as_str(),
            moved.data()["displayStatus"].as_str()
        ),
        (Some("2030-01-01"), Some("waiting"))
    );
    assert_eq!(
        backwards.refusal(),
        (400, says(AppError::SlotPeriodInvalid))
    );
}

#[tokio::test]
async fn bulk_edit_changes_every_selected_slot_or_none() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let a = owner.new_active_slot("하나").await;
    let b = owner.new_active_slot("둘").await;
    let pending = owner.new_slot("대기").await;
    let bulk = |ids: Vec<i64>, updates: serde_json::Value| {
        let owner = &owner;
        async move {
            owner
                .put(
                    "/api/slots/user/bulk-update",
                    json!({ "slotIds": ids, "updates": updates }),
                )
                .await
        }
    };

    let nothing = bulk(vec![a, b], json!({ "keyword": " ", "url": "" })).await;
    let bad_url = bulk(vec![a, b], json!({ "url": "https://example.com/x" })).await;
    let with_pending = bulk(vec![a, b, pending], json!({ "keyword": "새 키워드" })).await;
    let unchanged = owner.slot(a).await;
    let done = bulk(vec![a, b], json!({ "keyword": "새 키워드", "url": "" })).await;

    assert_eq!(
        nothing.refusal(),
        (400, "키워드 또는 URL 중 하나 이상을 입력해 주세요.")
    );
    assert_eq!(
        bad_url.refusal(),
        (400, "coupang.com 상품 URL만 등록할 수 있습니다.")
    );
    assert_eq!(
        (
            with_pending.status(),
            with_pending.error().contains("슬롯 #3")
        ),
        (409, true),
        "{}",
        with_pending.error()
    );
    assert_eq!(unchanged.data()["keyword"], "하나", "all or nothing");
    assert_eq!(
        (done.status(), done.data()["message"].as_str()),
        (200, Some("2개 슬롯이 수정되었습니다."))
    );
    for id in [a, b] {
        let slot = owner.slot(id).await;
        assert_eq!(slot.data()["keyword"], "새 키워드");
        assert!(
            slot.data()["url"]
                .as_str()
                .unwrap()
                .contains("/vp/products/"),
            "blank URL = unchanged"
        );
    }
}

#[tokio::test]
async fn filling_an_empty_slot_sends_it_to_approval() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let slot = app.insert_empty_slot(owner.id, 0, 30).await;
    let fill = |body: serde_json::Value| owner.fill_slot(slot, body);

    let empty = owner.slot(slot).await;
    let blank = fill(json!({ "keyword": " " })).await;
    let partly = fill(json!({ "keyword": "노트북" })).await;
    let filled = fill(json!({ "customFields": { "landingUrl": product_url(5, 6, 7) } })).await;

    assert_eq!(
        (
            empty.data()["displayStatus"].as_str(),
            empty.data()["allowedActions"].clone()
        ),
        (Some("empty"), json!(["fill", "select"]))
    );
    assert_eq!(
        blank.refusal(),
        (400, "빈 슬롯에 입력할 내용을 하나 이상 입력해 주세요.")
    );
    assert_eq!(
        partly.data()["displayStatus"],
        "empty",
        "a keyword alone keeps it empty"
    );
    assert_eq!(
        (
            filled.data()["status"].as_str(),
            filled.data()["keyword"].as_str()
        ),
        (Some("pending"), Some("노트북"))
    );
    assert!(
        owner
            .slot_log_types(slot)
            .await
            .contains(&"fill_empty".to_owned())
    );
}
