//! The slot list over HTTP: filters, search, paging, the counts for the same filter, and bad parameters.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{TestApp, product_url, says};

use super::advertiser;

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

fn urlencode(s: &str) -> String {
    s.replace('/', "%2F")
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
