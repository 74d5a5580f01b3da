//! The slot lifecycle over HTTP: registration, decisions, pause and resume, refunds, deletion,
//! edits that reset rank data, the list with its filters and counters, bulk edit, fill, field
//! configuration and the counts; each change leaves its log row.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{Client, TestApp, product_url, says};

/// An advertiser, signed in. These tests are about slots, so the cash system is off (slots cost
/// nothing); `api/tests/cash.rs` covers paying for them.
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
async fn the_list_filters_searches_pages_and_counts_for_the_same_filter() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let other = advertiser(&app, "adv2").await;
    let dev = app.developer().await;
    let a = owner.new_active_slot("무선 마우스").await;
    let b = owner.new_active_slot("유선 키보드").await;
    let c = owner.new_slot("게이밍 마우스").await;
    let d = owner.new_active_slot("모니터 받침대").await;
    owner.set_slot_status(b, "paused", None).await;
    app.set_period(d, -40, -11).await;
    other.new_slot("남의 마우스").await;

    let all = owner.slots("").await;
    let mouse = owner.slots("?search=마우스").await;
    let active_mouse = owner.slots("?search=마우스&status=active").await;
    let a_url = owner.slot(a).await.data()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let a_path = &a_url[a_url.find("products/").unwrap()..a_url.find('?').unwrap()];
    let by_url = owner
        .slots(&format!("?search={}&searchField=url", urlencode(a_path)))
        .await;
    let hide = owner.slots("?hideExpired=true").await;
    let paged = owner
        .slots("?limit=2&page=2&sortBy=keyword&sortOrder=asc")
        .await;
    let staff_mouse = dev.slots("?search=마우스&userSearch=adv2").await;

    assert_eq!(
        all.data()["summary"],
        json!({ "total": 4, "empty": 0, "pending": 1, "waiting": 0, "active": 1, "paused": 1,
        "completed": 1, "rejected": 0, "refunded": 0, "expired": 0, "inactive": 0 })
    );
    assert_eq!(mouse.data()["pagination"]["total"], 2);
    assert_eq!(
        mouse.data()["summary"]["pending"],
        1,
        "the counters follow the search"
    );
    assert_eq!(active_mouse.numbers("items", "id"), [a]);
    assert_eq!(
        active_mouse.data()["summary"]["total"],
        2,
        "the counters ignore the status filter"
    );
    assert_eq!(by_url.data()["pagination"]["total"], 1);
    assert_eq!(hide.data()["pagination"]["total"], 3);
    let keywords = paged.texts("items", "keyword");
    assert_eq!(
        keywords,
        ["무선 마우스", "유선 키보드"],
        "sorted by keyword, second page of two"
    );
    assert_eq!(staff_mouse.data()["items"][0]["keyword"], "남의 마우스");
    assert_eq!(staff_mouse.data()["items"][0]["userEmail"], "adv2");
    let _ = c;
}

#[tokio::test]
async fn bad_list_parameters_get_a_400() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;

    for query in [
        "?status=flying",
        "?sortBy=password",
        "?dateFrom=yesterday",
        "?searchField=secret",
        "?page=0",
        "?dateFrom=2026-02-01&dateTo=2026-01-01",
    ] {
        assert_eq!(owner.slots(query).await.status(), 400, "{query}");
    }
    assert_eq!(
        owner.slots("?dateFrom=&dateTo=&status=").await.status(),
        200,
        "blank means no filter"
    );
    // A date chrono reads but PostgreSQL cannot hold is the same Korean 400 on every filter, not
    // a 500.
    let operator = app.operator("operator1").await;
    let far = says(AppError::DateOutOfRange);
    for (client, path) in [
        (&owner, "/api/slots?dateFrom=-5000-01-01"),
        (&owner, "/api/slots/export?dateFrom=-5000-01-01&format=csv"),
        (&operator, "/api/notifications/sends?fromDate=-5000-01-01"),
    ] {
        assert_eq!(client.get(path).await.refusal(), (400, far), "{path}");
    }
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
async fn an_advertisers_default_tab_counts_and_pages_like_any_other_filter() {
    // The default tab reads its counters and page from indexes alone, counting blank slots
    // apart; the sorted list (another statement) counts every slot from its row.
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let mut ids = Vec::new();
    for keyword in ["하나", "둘", "셋", "넷", "다섯", "여섯"] {
        ids.push(owner.new_active_slot(keyword).await);
    }
    ids.push(owner.new_slot("일곱").await);
    app.insert_empty_slot(owner.id, 0, 10).await;
    app.insert_empty_slot(owner.id, -40, 10).await;
    app.insert_empty_slot(owner.id, 5, 10).await;
    for (i, edit) in [
        "UPDATE slots SET start_date = kst_today() - 40, end_date = kst_today() - 10 WHERE id = $1",
        "UPDATE slots SET start_date = kst_today() + 5, end_date = kst_today() + 30 WHERE id = $1",
        "UPDATE slots SET status = 'paused', start_date = kst_today() + 3, end_date = kst_today() + 9 WHERE id = $1",
        "UPDATE slots SET keyword = '', start_date = kst_today() + 3, end_date = kst_today() + 9 WHERE id = $1",
        "UPDATE slots SET status = 'rejected', url = '' WHERE id = $1",
        "UPDATE slots SET status = 'refunded' WHERE id = $1",
    ]
    .into_iter()
    .enumerate()
    {
        sqlx::query(edit).bind(ids[i]).execute(&app.db.pool).await.unwrap();
    }

    let default = owner.slots("").await;
    let sorted = owner.slots("?sortOrder=asc").await;
    let second_page = owner.slots("?limit=4&page=2").await;
    let empty_tab = owner.slots("?status=empty").await;

    let ids_of = |answer: &support::Answer| -> Vec<i64> { answer.numbers("items", "id") };
    assert_eq!(default.data()["summary"], sorted.data()["summary"]);
    assert_eq!(
        default.data()["summary"],
        json!({ "total": 9, "empty": 3, "pending": 1, "waiting": 2, "active": 0, "paused": 0,
        "completed": 2, "rejected": 1, "refunded": 0, "expired": 0, "inactive": 0 })
    );
    let mut newest_first = ids_of(&sorted);
    newest_first.reverse();
    assert_eq!(ids_of(&default), newest_first);
    assert_eq!(ids_of(&second_page), newest_first[4..8]);
    assert_eq!(second_page.data()["pagination"]["total"], 9);
    assert_eq!(empty_tab.data()["pagination"]["total"], 3);
    assert_eq!(default.data()["items"][0]["userEmail"], "adv1");
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
    let table: serde_json::Value =
        serde_json::from_str(include_str!("../../common/fixtures/slot_status_cases.json")).unwrap();

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
        "../../common/fixtures/tracked_slot_cases.json"
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

fn urlencode(s: &str) -> String {
    s.replace('/', "%2F")
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

#[tokio::test]
async fn an_all_fields_search_also_reads_the_fields_marked_searchable() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app, "adv1").await;
    let dev = app.developer().await;
    let added = dev
        .post(
            "/api/admin/field-configs",
            json!({ "fieldKey": "adText", "label": "광고 문구", "fieldType": "text", "isEnabled": true,
                    "isSearchable": false, "displayOrder": 4 }),
        )
        .await;
    assert_eq!(added.status(), 201, "{added:?}");
    // MID enabled, neither it nor the ad text searchable yet.
    let set_flags = |searchable: bool| {
        let dev = &dev;
        async move {
            let mut fields = dev.get("/api/field-configs").await.data().clone();
            for field in fields.as_array_mut().unwrap() {
                if field["fieldKey"] == "mid" || field["fieldKey"] == "adText" {
                    field["isEnabled"] = json!(true);
                    field["isSearchable"] = json!(searchable);
                }
            }
            let saved = dev
                .put("/api/admin/field-configs", json!({ "fields": fields }))
                .await;
            assert_eq!(saved.status(), 200, "{saved:?}");
        }
    };
    set_flags(false).await;
    let slot = owner
        .post(
            "/api/slots",
            json!({ "keyword": "키보드", "url": product_url(1, 2, 3), "mid": "shop77",
                    "customFields": { "adText": "오늘만 특가" } }),
        )
        .await;
    assert_eq!(slot.status(), 201, "{slot:?}");
    let id = slot.data()["id"].as_i64().unwrap();
    let none: [i64; 0] = [];

    assert_eq!(
        owner.slots("?search=특가").await.numbers("items", "id"),
        none
    );
    assert_eq!(
        dev.slots("?search=SHOP7").await.numbers("items", "id"),
        none
    );

    set_flags(true).await;
    assert_eq!(
        owner.slots("?search=특가").await.numbers("items", "id"),
        [id]
    );
    assert_eq!(
        dev.slots("?search=SHOP7").await.numbers("items", "id"),
        [id]
    );
    assert_eq!(
        owner
            .slots("?search=특가&searchField=keyword")
            .await
            .numbers("items", "id"),
        none,
        "a search of one named field reads only that field"
    );
    assert_eq!(
        owner.slots("?search=키보드").await.numbers("items", "id"),
        [id],
        "keyword, URL and product name are always read"
    );
}
