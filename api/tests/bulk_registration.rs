//! Bulk registration over HTTP (spec part 2 §2, §5; issue 15): every row checked by single
//! registration's rules with its row number, nothing created on any problem; the cash check; the
//! batch registered by its job (run here as the worker runs it, twice, and two at once) with each
//! row once, the ledger exact, the per-user limit reached mid-batch; extra keywords shown and
//! searched; pre-allocation rows filling issued slots; who may read a batch.

use crate::support;

use common::slots::bulk_registration::run_batch;
use serde_json::{Value, json};
use support::{Client, TestApp, product_url};

fn row(n: i64, keywords: &str) -> Value {
    json!({ "row": n, "customFields": {
        "keywords": keywords, "landingUrl": product_url(n, n * 10, n * 100) } })
}

async fn send(client: &Client<'_>, rows: Vec<Value>) -> support::Answer {
    client
        .post("/api/slots/bulk-registrations", json!({ "rows": rows }))
        .await
}

/// Sends `rows`, expects 202, runs the job (twice: the second run must change nothing) and
/// answers the finished batch.
async fn register(app: &TestApp, client: &Client<'_>, rows: Vec<Value>) -> Value {
    let answer = send(client, rows).await;
    assert_eq!(answer.status(), 202, "{answer:?}");
    assert_eq!(answer.data()["status"], "queued");
    let id = answer.data()["id"].as_i64().unwrap();
    for _ in 0..2 {
        run_batch(&app.db.pool, id).await.unwrap();
    }
    client
        .get(&format!("/api/slots/bulk-registrations/{id}"))
        .await
        .data()
        .clone()
}

async fn slot_count(app: &TestApp) -> i64 {
    sqlx::query_scalar!(r#"SELECT count(*) AS "n!" FROM slots"#)
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

async fn queued_jobs(app: &TestApp) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM apalis.jobs WHERE job_type = 'slot_registration'"#
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn every_bad_row_is_named_with_its_row_and_nothing_is_created() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let dev = app.developer().await;
    for field in [
        json!({ "fieldKey": "stock", "label": "재고", "fieldType": "number", "isEnabled": true, "displayOrder": 4 }),
        json!({ "fieldKey": "contact", "label": "담당 메일", "fieldType": "email", "isEnabled": true, "displayOrder": 5 }),
        json!({ "fieldKey": "adText", "label": "광고 문구", "fieldType": "text", "isRequired": true, "isEnabled": true, "displayOrder": 6 }),
        json!({ "fieldKey": "grade", "label": "등급", "fieldType": "select", "options": ["A", "B"], "isEnabled": true, "displayOrder": 7 }),
    ] {
        let added = dev.post("/api/admin/field-configs", field).await;
        assert_eq!(added.status(), 201, "{added:?}");
    }
    let owner = app.advertiser("adv1").await;
    let good = |n: i64| {
        json!({ "row": n, "customFields": { "keywords": "키보드", "landingUrl": product_url(n, n, n),
            "stock": "12", "contact": "a@b.co", "adText": "특가", "grade": "A" } })
    };
    let with = |n: i64, key: &str, value: &str| {
        let mut r = good(n);
        r["customFields"][key] = json!(value);
        r
    };
    let eleven = (1..=11)
        .map(|i| format!("키워드{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let rows = vec![
        good(1),
        with(2, "keywords", " "),
        with(
            3,
            "landingUrl",
            "https://shop.example.com/vp/products/1?itemId=2&vendorItemId=3",
        ),
        with(4, "keywords", &eleven),
        with(5, "stock", "12개"),
        with(6, "contact", "메일없음"),
        with(7, "adText", ""),
        json!({ "row": 8, "customFields": { "keywords": "", "landingUrl": " ", "stock": "" } }),
        with(9, "grade", "C"),
        with(10, "landingUrl", "http://coupang.com/vp/products/1"),
    ];

    let answer = send(&owner, rows).await;

    assert_eq!(answer.refusal(), (400, "입력 오류를 먼저 수정해 주세요."));
    let problems: Vec<(i64, String, String)> = answer.data()["rowErrors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["row"].as_i64().unwrap(),
                e["field"].as_str().unwrap().to_owned(),
                e["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let expected = [
        (2, "keywords", "키워드은(는) 필수 항목입니다."),
        (
            3,
            "landingUrl",
            "coupang.com 상품 URL만 등록할 수 있습니다.",
        ),
        (4, "keywords", "키워드는 최대 10개까지 입력할 수 있습니다."),
        (5, "stock", "재고은(는) 숫자로 입력해 주세요."),
        (6, "contact", "담당 메일의 이메일 형식이 올바르지 않습니다."),
        (7, "adText", "광고 문구은(는) 필수 항목입니다."),
        (9, "grade", "등급의 선택 값이 올바르지 않습니다."),
        (
            10,
            "landingUrl",
            "URL에 숫자로 된 itemId와 vendorItemId가 있어야 합니다. 상품 옵션을 선택한 뒤의 주소를 입력해 주세요.",
        ),
    ];
    let expected: Vec<(i64, String, String)> = expected
        .iter()
        .map(|(r, f, m)| (*r, f.to_string(), m.to_string()))
        .collect();
    assert_eq!(problems, expected, "the blank row 8 is skipped");
    assert_eq!(slot_count(&app).await, 0);
    assert_eq!(queued_jobs(&app).await, 0);
    let batches = sqlx::query_scalar!(r#"SELECT count(*) AS "n!" FROM batches"#)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(batches, 0);
}

#[tokio::test]
async fn empty_oversized_and_non_advertiser_requests_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.advertiser("adv1").await;
    let op = app.operator("op1").await;
    let blank = json!({ "customFields": { "keywords": " ", "landingUrl": "" } });
    let too_many: Vec<Value> = (1..=1001).map(|n| row(n, "키보드")).collect();

    assert_eq!(
        (
            send(&owner, vec![]).await.status(),
            send(&owner, vec![blank]).await.error().to_owned()
        ),
        (400, "등록할 슬롯 정보를 입력해 주세요.".to_owned())
    );
    let oversized = send(&owner, too_many).await;
    assert_eq!(
        oversized.refusal(),
        (400, "한 번에 최대 1000행까지 등록할 수 있습니다.")
    );
    let twice = send(&owner, vec![row(1, "가"), row(1, "나")]).await;
    assert_eq!(
        twice.data()["rowErrors"][0]["message"],
        "행 번호가 올바르지 않거나 겹칩니다."
    );
    let by_staff = send(&op, vec![row(1, "키보드")]).await;
    assert_eq!(by_staff.status(), 403);
    assert_eq!(slot_count(&app).await, 0);
}

#[tokio::test]
async fn the_balance_must_cover_every_row_and_the_ledger_is_exact_after_the_batch() {
    let app = TestApp::spawn().await;
    app.set_setting("defaultSlotPrice", json!(30000)).await;
    let owner = app.advertiser("adv1").await;
    owner.fund(100_000).await;
    let rows: Vec<Value> = (1..=4).map(|n| row(n, &format!("키워드{n}"))).collect();

    let short = send(&owner, rows.clone()).await;
    assert_eq!(
        short.refusal(),
        (
            409,
            "캐시가 부족합니다. 필요한 금액: 120,000원, 현재 잔액: 100,000원"
        )
    );
    assert_eq!((slot_count(&app).await, queued_jobs(&app).await), (0, 0));

    owner.fund(20_000).await;
    let done = register(&app, &owner, rows).await;

    assert_eq!(
        (
            &done["status"],
            &done["succeeded"],
            &done["failed"],
            &done["total"]
        ),
        (&json!("done"), &json!(4), &json!(0), &json!(4))
    );
    assert_eq!(queued_jobs(&app).await, 1, "one job, queued with the batch");
    assert_eq!(owner.balance().await, 0);
    assert_eq!(app.ledger_violations().await, []);
    let history = owner.cash_history().await;
    assert_eq!(
        history
            .iter()
            .filter(|(kind, amount)| kind == "purchase" && *amount == -30000)
            .count(),
        4,
        "{history:?}"
    );
    let listed = owner.slots("?limit=10").await;
    assert_eq!(listed.data()["pagination"]["total"], 4);
    assert!(
        listed.data()["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["status"] == "pending" && s["price"] == 30000),
        "{listed:?}"
    );
}

#[tokio::test]
async fn extra_keywords_are_kept_shown_and_searched_and_only_the_first_is_tracked() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.set_setting("slotAutoApproval", json!(true)).await;
    let owner = app.advertiser("adv1").await;

    let done = register(
        &app,
        &owner,
        vec![
            row(1, "무선 이어폰, 블루투스 이어폰 ,, 노이즈캔슬링"),
            row(2, "키보드"),
        ],
    )
    .await;

    assert_eq!(done["succeeded"], 2);
    let found = owner.slots("?search=노이즈&searchField=keyword").await;
    let items = found.data()["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "{found:?}");
    assert_eq!(items[0]["keyword"], "무선 이어폰");
    assert_eq!(
        items[0]["extraKeywords"],
        json!(["블루투스 이어폰", "노이즈캔슬링"])
    );
    assert_eq!(items[0]["status"], "active", "auto-approved as one slot is");
    let tracked: Vec<String> =
        sqlx::query_scalar!("SELECT keyword FROM crawl_runs ORDER BY keyword")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(
        tracked,
        ["무선 이어폰", "키보드"],
        "only first keywords are crawled"
    );
}

#[tokio::test]
async fn rows_beyond_the_room_under_the_per_user_limit_are_refused_up_front_with_that_number() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.set_setting("maxSlotsPerUser", json!(3)).await;
    let owner = app.advertiser("adv1").await;
    owner.new_slot("먼저 있던 슬롯").await;

    // The grid's summary: two more fit, three do not.
    let quote = owner.get("/api/cash/slot-quote?count=3").await;
    assert_eq!(
        (&quote.data()["room"], &quote.data()["withinLimit"]),
        (&json!(2), &json!(false))
    );
    let fits = owner.get("/api/cash/slot-quote?count=2").await;
    assert_eq!(fits.data()["withinLimit"], json!(true));

    let rows: Vec<Value> = (1..=3).map(|n| row(n, &format!("키워드{n}"))).collect();
    let refused = send(&owner, rows).await;
    assert_eq!(
        refused.refusal(),
        (
            409,
            "슬롯은 한 사람당 최대 3개까지 보유할 수 있어 2개만 더 등록할 수 있습니다. 등록할 행을 2개 이하로 줄여 주세요."
        )
    );
    assert_eq!((slot_count(&app).await, queued_jobs(&app).await), (1, 0));
}

#[tokio::test]
async fn the_per_user_limit_reached_mid_batch_fails_the_rest_with_the_reason() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.set_setting("maxSlotsPerUser", json!(3)).await;
    let owner = app.advertiser("adv1").await;
    owner.new_slot("먼저 있던 슬롯").await;

    // Two rows fit when asked; a slot registered meanwhile leaves room for one when the job runs.
    let rows: Vec<Value> = (1..=2).map(|n| row(n, &format!("키워드{n}"))).collect();
    let answer = send(&owner, rows).await;
    assert_eq!(answer.status(), 202, "{answer:?}");
    owner.new_slot("그사이 등록한 슬롯").await;
    let id = answer.data()["id"].as_i64().unwrap();
    run_batch(&app.db.pool, id).await.unwrap();
    let done = owner
        .get(&format!("/api/slots/bulk-registrations/{id}"))
        .await
        .data()
        .clone();

    assert_eq!(
        (&done["succeeded"], &done["failed"], &done["total"]),
        (&json!(1), &json!(1), &json!(2))
    );
    assert_eq!(
        done["failures"],
        json!([{ "row": 2, "message": "슬롯은 한 사람당 최대 3개까지 등록할 수 있습니다." }])
    );
    assert_eq!(slot_count(&app).await, 3);
}

#[tokio::test]
async fn two_workers_on_one_batch_register_each_row_once() {
    let app = TestApp::spawn().await;
    app.set_setting("defaultSlotPrice", json!(1000)).await;
    app.set_setting("maxSlotsPerUser", json!(1000)).await;
    let owner = app.advertiser("adv1").await;
    owner.fund(200_000).await;
    let rows: Vec<Value> = (1..=120).map(|n| row(n, &format!("키워드{n}"))).collect();
    let answer = send(&owner, rows).await;
    let id = answer.data()["id"].as_i64().unwrap();

    let (a, b) = tokio::join!(run_batch(&app.db.pool, id), run_batch(&app.db.pool, id));

    assert_eq!((a.unwrap().succeeded, b.unwrap().succeeded), (120, 120));
    let per_row = sqlx::query!(
        r#"SELECT count(*) AS "rows!", count(DISTINCT result_id) AS "slots!"
           FROM batch_items WHERE batch_id = $1 AND outcome = 'succeeded'"#,
        id
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!((per_row.rows, per_row.slots), (120, 120));
    assert_eq!(slot_count(&app).await, 120);
    assert_eq!(owner.balance().await, 200_000 - 120 * 1000);
    assert_eq!(app.ledger_violations().await, []);
}

#[tokio::test]
async fn in_pre_allocation_mode_rows_fill_the_advertisers_issued_slots() {
    let app = TestApp::spawn().await;
    app.set_setting("slotOperationMode", json!("pre-allocation"))
        .await;
    let owner = app.advertiser("agency1").await;
    let other = app.advertiser("agency2").await;
    let issue = app.issue(owner.id, 3, 7).await;
    let slots = app.issued_slots(issue).await;
    let theirs = app.issued_slots(app.issue(other.id, 1, 7).await).await[0];
    let fill = |n: i64, slot: i64| {
        let mut r = row(n, &format!("채움{n}"));
        r["slotId"] = json!(slot);
        r
    };

    let refused = send(
        &owner,
        vec![
            fill(1, slots[0]),
            row(2, "새 슬롯"),
            fill(3, theirs),
            fill(4, slots[0]),
        ],
    )
    .await;
    let fields: Vec<(i64, &str)> = refused.data()["rowErrors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["row"].as_i64().unwrap(), e["message"].as_str().unwrap()))
        .collect();
    assert_eq!(
        fields,
        [
            (
                2,
                "선슬롯 발행 모드에서는 새 슬롯을 등록할 수 없습니다. 발급된 빈 슬롯에 입력해 주세요."
            ),
            (3, "슬롯을 찾을 수 없습니다."),
            (4, "같은 슬롯을 두 행에서 입력할 수 없습니다."),
        ]
    );

    let ledger = app.ledger_rows().await;
    let done = register(
        &app,
        &owner,
        slots
            .iter()
            .enumerate()
            .map(|(i, s)| fill(i as i64 + 1, *s))
            .collect(),
    )
    .await;

    assert_eq!(
        (&done["succeeded"], &done["failed"]),
        (&json!(3), &json!(0))
    );
    for (i, slot) in slots.iter().enumerate() {
        let s = owner.slot(*slot).await;
        assert_eq!(
            (s.data()["status"].as_str(), s.data()["keyword"].as_str()),
            (Some("pending"), Some(format!("채움{}", i + 1).as_str()))
        );
    }
    assert_eq!(
        app.ledger_rows().await,
        ledger,
        "issued slots are never charged"
    );
}

#[tokio::test]
async fn a_batch_is_read_by_its_advertiser_and_staff_only() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let owner = app.advertiser("adv1").await;
    let stranger = app.advertiser("adv2").await;
    let op = app.operator("op1").await;
    let id = send(&owner, vec![row(1, "키보드")]).await.data()["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/slots/bulk-registrations/{id}");

    let (mine, theirs, staff) = (
        owner.get(&path).await,
        stranger.get(&path).await,
        op.get(&path).await,
    );

    assert_eq!(
        (mine.status(), mine.data()["total"].as_i64()),
        (200, Some(1))
    );
    assert_eq!(
        theirs.refusal(),
        (404, "대량 등록 내역을 찾을 수 없습니다.")
    );
    assert_eq!(staff.status(), 200);
    app.assert_audited(owner.id, "bulk_registration_requested")
        .await;
}
