//! Field configuration, the counts and statistics, and the database's slot rules against the shared case tables.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{TestApp, product_url, says};

use super::advertiser;

#[tokio::test]
async fn enabled_required_fields_are_enforced_and_only_developers_configure_them() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let op = app.operator("op1").await;

    let added = dev.call(reqwest::Method::POST, "/api/admin/field-configs",
        Some(json!({ "fieldKey": "adText", "label": "광고 문구", "fieldType": "text", "isRequired": true, "isEnabled": true, "displayOrder": 4 }))).await;
    let by_operator = op
        .post(
            "/api/admin/field-configs",
            json!({ "fieldKey": "memo", "label": "메모", "fieldType": "text" }),
        )
        .await;
    let hidden = dev
        .post(
            "/api/admin/field-configs",
            json!({ "fieldKey": "url_item_id", "label": "x", "fieldType": "text" }),
        )
        .await;
    let without = owner.create_slot("키보드", &product_url(1, 2, 3)).await;
    let with = owner.call(reqwest::Method::POST, "/api/slots",
        Some(json!({ "keyword": "키보드", "url": product_url(1, 2, 3), "customFields": { "adText": "오늘만 특가", "sneaky": 1 } }))).await;

    assert_eq!(added.status(), 201);
    assert_eq!(by_operator.status(), 403);
    assert_eq!(hidden.refusal(), (400, says(AppError::FieldKeyInvalid)));
    assert_eq!(without.refusal(), (400, "광고 문구은(는) 필수 항목입니다."));
    assert_eq!(
        with.data()["customFields"],
        json!({ "adText": "오늘만 특가" })
    );
    let values = owner
        .get(&format!("/api/slots/{}/field-values", with.data()["id"]))
        .await;
    assert!(
        values.data()["fieldValues"]
            .as_array()
            .unwrap()
            .contains(&json!({ "fieldKey": "adText", "value": "오늘만 특가" }))
    );

    let fields = owner.get("/api/field-configs").await;
    let keywords = fields
        .data()
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["fieldKey"] == "keywords")
        .unwrap()
        .clone();
    assert_eq!(
        keywords["isEnabled"], true,
        "keyword and landing URL start enabled: a fresh install takes slots"
    );
    let system_delete = dev
        .delete(&format!("/api/admin/field-configs/{}", keywords["id"]))
        .await;
    assert_eq!(
        system_delete.refusal(),
        (409, says(AppError::SystemFieldNotDeletable))
    );
    let reset = dev.post("/api/admin/field-configs/reset", json!({})).await;
    assert_eq!(reset.data().as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn system_stats_kept_by_triggers_match_counting_every_slot() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let mut ids = Vec::new();
    for keyword in ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱"] {
        ids.push(owner.new_active_slot(keyword).await);
    }
    ids.push(owner.new_slot("여덟").await);
    app.insert_empty_slot(owner.id, 0, 10).await;
    // Every display status by hand: ended, not started (running and paused), blank, rejected,
    // refunded, deleted; then one moved back, as a later edit would.
    for (i, edit) in [
        "UPDATE slots SET start_date = kst_today() - 40, end_date = kst_today() - 10 WHERE id = $1",
        "UPDATE slots SET start_date = kst_today() + 5, end_date = kst_today() + 30 WHERE id = $1",
        "UPDATE slots SET status = 'paused', start_date = kst_today() + 3, end_date = kst_today() + 9 WHERE id = $1",
        "UPDATE slots SET url = '' WHERE id = $1",
        "UPDATE slots SET status = 'rejected' WHERE id = $1",
        "UPDATE slots SET status = 'refunded' WHERE id = $1",
        "UPDATE slots SET status = 'deleted' WHERE id = $1",
    ]
    .into_iter()
    .enumerate()
    {
        sqlx::query(edit).bind(ids[i]).execute(&app.db.pool).await.unwrap();
    }
    sqlx::query("UPDATE slots SET start_date = kst_today() - 1 WHERE id = $1")
        .bind(ids[1])
        .execute(&app.db.pool)
        .await
        .unwrap();

    let stats = dev.get("/api/slots/system-stats").await;
    let counted = dev.get("/api/slots?summary=true").await;

    assert_eq!(stats.data()["statusBreakdown"], counted.data()["summary"]);
    assert_eq!(stats.data()["totalSlots"], 8);
    assert_eq!(stats.data()["statusBreakdown"]["waiting"], 1);
}

#[tokio::test]
async fn counts_allocation_stats_and_the_dashboard_agree() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let user_id = owner.id;
    let dev = app.developer().await;
    owner.new_active_slot("하나").await;
    owner.new_slot("둘").await;
    app.insert_empty_slot(user_id, 0, 10).await;

    let count = owner.get("/api/slots/count?status=active").await;
    let allocation = owner.get(&format!("/api/slots/allocation/{user_id}")).await;
    let others = owner
        .get(&format!("/api/slots/allocation/{}", dev.id))
        .await;
    let stats = dev.get("/api/slots/system-stats").await;
    let dashboard = dev.get("/api/admin/dashboard").await;
    let users = dev.list_users("?search=adv1").await;

    assert_eq!(count.data()["count"], 1);
    assert_eq!(
        allocation.data(),
        &json!({ "allocatedSlots": 3, "usedSlots": 2 })
    );
    assert_eq!(others.status(), 403);
    assert_eq!(
        (
            stats.data()["totalSlots"].as_i64(),
            stats.data()["statusBreakdown"]["empty"].as_i64()
        ),
        (Some(3), Some(1))
    );
    assert_eq!(dashboard.data()["slots"]["pending"], 1);
    assert_eq!(
        dashboard.data()["members"],
        json!({ "total": 2, "active": 2, "inactive": 0 })
    );
    assert_eq!(
        (
            users.data()["users"][0]["allocatedSlots"].as_i64(),
            users.data()["users"][0]["usedSlots"].as_i64()
        ),
        (Some(3), Some(2))
    );
}

#[tokio::test]
async fn the_database_display_rule_agrees_with_the_shared_case_table() {
    let app = TestApp::spawn().await;
    let table: serde_json::Value = serde_json::from_str(include_str!(
        "../../../common/fixtures/slot_status_cases.json"
    ))
    .unwrap();

    for case in table["cases"].as_array().unwrap() {
        let f = CaseFacts::of(case);
        let got = sqlx::query_scalar!(
            r#"SELECT slot_display_status($1, $2, $3, $4, $5, $6) AS "display!""#,
            f.status,
            f.keyword,
            f.url,
            f.start,
            f.end,
            f.today,
        )
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
        assert_eq!(
            got,
            case["expect"]["displayStatus"].as_str().unwrap(),
            "{}",
            case["name"]
        );
    }
}

#[tokio::test]
async fn the_database_tracked_rule_agrees_with_the_shared_case_table() {
    let app = TestApp::spawn().await;
    let table: serde_json::Value = serde_json::from_str(include_str!(
        "../../../common/fixtures/tracked_slot_cases.json"
    ))
    .unwrap();

    for case in table["cases"].as_array().unwrap() {
        let f = CaseFacts::of(case);
        let got = sqlx::query_scalar!(
            r#"SELECT slot_is_tracked($1, $2, $3, $4, $5, $6, $7) AS "tracked!""#,
            f.status,
            f.keyword,
            f.url,
            case["productId"].as_bool().unwrap().then_some(1_i64),
            f.start,
            f.end,
            f.today,
        )
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
        assert_eq!(Some(got), case["tracked"].as_bool(), "{}", case["name"]);
    }
}

/// A slot's facts as `common/fixtures/*_cases.json` write them, as SQL arguments.
struct CaseFacts<'a> {
    status: Option<&'a str>,
    keyword: Option<&'static str>,
    url: Option<&'static str>,
    start: Option<chrono::NaiveDate>,
    end: Option<chrono::NaiveDate>,
    today: Option<chrono::NaiveDate>,
}

impl<'a> CaseFacts<'a> {
    fn of(case: &'a serde_json::Value) -> Self {
        let date = |key: &str| {
            case[key]
                .as_str()
                .map(|d| d.parse::<chrono::NaiveDate>().unwrap())
        };
        let set = |key: &str| case[key].as_bool().unwrap();
        Self {
            status: case["status"].as_str(),
            keyword: set("keyword").then_some("키워드"),
            url: set("url")
                .then_some("https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3"),
            start: date("startDate"),
            end: date("endDate"),
            today: date("today"),
        }
    }
}

#[tokio::test]
async fn a_field_value_is_text_a_number_or_a_switch_never_a_list() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let slot = owner.new_active_slot("키보드").await;

    let listed = owner
        .update_slot(slot, json!({ "customFields": { "memo": ["a", "b"] } }))
        .await;
    let nested = owner
        .update_slot(slot, json!({ "customFields": { "memo": { "a": 1 } } }))
        .await;
    let scalar = owner
        .update_slot(slot, json!({ "customFields": { "mid": 42 } }))
        .await;

    let refusal = "입력 항목에는 글자, 숫자 또는 예/아니오 값만 넣을 수 있습니다.";
    assert_eq!(listed.refusal(), (400, refusal));
    assert_eq!(nested.refusal(), (400, refusal));
    assert_eq!(
        (scalar.status(), scalar.data()["mid"].as_str()),
        (200, Some("42"))
    );
}
