//! Prepaid cash over HTTP: charge requests and their approval, paying for slots, refunds, and
//! the ledger invariant under concurrency and random sequences.

mod business;
mod concurrency;
use crate::support;

use common::AppError;
use futures::future::join_all;
use serde_json::json;
use support::{Answer, Client, TestApp, product_url, says};

/// `count` slot registrations by `advertiser` sent all at once, keyword `keyword(i)` on product
/// `i + 1`.
async fn register_at_once(
    advertiser: &Client<'_>,
    count: i64,
    keyword: impl Fn(i64) -> String,
) -> Vec<Answer> {
    join_all((0..count).map(|i| {
        let (keyword, url) = (keyword(i), product_url(i + 1, 2, 3));
        async move { advertiser.create_slot(&keyword, &url).await }
    }))
    .await
}

#[tokio::test]
async fn a_charge_request_needs_every_field_within_the_limits() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let post = |body: serde_json::Value| advertiser.post("/api/cash/charges", body);

    let cases = [
        (post(json!({ "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" })).await, "충전 금액을 입력해 주세요."),
        (post(json!({ "amount": 9_999, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" })).await, "최소 충전 금액은 10,000원입니다."),
        (post(json!({ "amount": 1_000_001, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" })).await, "최대 충전 금액은 1,000,000원입니다."),
        (post(json!({ "amount": 50_000, "accountHolder": "홍길동" })).await, "입금 예정 일시를 입력해 주세요."),
        (post(json!({ "amount": 50_000, "depositAt": "2026-11-22T10:00", "accountHolder": "  " })).await, "입금자명을 입력해 주세요."),
        (post(json!({ "amount": 50_000, "depositAt": "2026-11-22T10:00", "accountHolder": "가".repeat(51) })).await, "입금자명은 50자 이하로 입력해 주세요."),
        (post(json!({ "amount": 12.5, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" })).await, says(AppError::MalformedRequest)),
    ];
    for (answer, message) in cases {
        assert_eq!(answer.refusal(), (400, message));
    }
    let made = advertiser.request_charge(50_000, "홍길동").await;
    assert_eq!(
        (made.status(), made.data()["status"].as_str()),
        (201, Some("pending"))
    );
    assert_eq!(
        made.data()["depositAt"],
        "2026-11-22T01:00:00Z",
        "a zone-less time is Korean time"
    );
    assert_eq!(
        advertiser.balance().await,
        0,
        "nothing until an operator approves"
    );
    // The limit counts the name once trimmed: spaces around 50 characters are not counted.
    let padded = advertiser
        .request_charge(10_000, &format!("  {}  ", "가".repeat(50)))
        .await;
    assert_eq!(
        (padded.status(), &padded.data()["accountHolder"]),
        (201, &json!("가".repeat(50)))
    );
    // A charge of nothing is refused even where the settings' minimum is 0.
    app.set_setting("minCashCharge", json!(0)).await;
    let nothing =
        post(json!({ "amount": 0, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" }))
            .await;
    assert_eq!(nothing.refusal(), (400, "최소 충전 금액은 1원입니다."));
}

#[tokio::test]
async fn approving_a_charge_raises_the_balance_exactly_once_and_tells_the_user() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let operator = app.operator("op1").await;
    let charge = advertiser.new_charge(50_000, "홍길동").await;

    let first = operator.approve_charge(charge).await;
    let second = operator.approve_charge(charge).await;
    let reject_after = operator.reject_charge(charge, None).await;

    assert_eq!(first.status(), 200);
    assert_eq!(
        second.refusal(),
        (409, "대기 중인 요청만 승인할 수 있습니다.")
    );
    assert_eq!(
        reject_after.refusal(),
        (409, "대기 중인 요청만 반려할 수 있습니다.")
    );
    assert_eq!(advertiser.balance().await, 50_000);
    assert_eq!(
        advertiser.cash_history().await,
        [("charge".to_owned(), 50_000)]
    );
    let notice = sqlx::query!(
        "SELECT title, message FROM notifications WHERE user_id = $1",
        advertiser.id
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        (notice.title, notice.message),
        (
            "캐시 충전 완료".into(),
            "50,000원 충전이 승인되었습니다. 현재 잔액은 50,000원입니다.".into()
        )
    );
    let counts = operator.get("/api/admin/cash/counts").await;
    assert_eq!(
        (
            counts.data()["pending"].as_i64(),
            counts.data()["approved"].as_i64()
        ),
        (Some(0), Some(1))
    );
}

#[tokio::test]
async fn twenty_concurrent_approvals_of_one_request_credit_once() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let dev = app.developer().await;
    let charge = advertiser.new_charge(70_000, "홍길동").await;

    let answers = join_all((0..20).map(|_| dev.approve_charge(charge))).await;

    let mut statuses: Vec<u16> = answers.iter().map(|a| a.status()).collect();
    statuses.sort();
    assert_eq!(statuses, [vec![200], vec![409; 19]].concat());
    assert_eq!(advertiser.balance().await, 70_000);
    assert!(app.ledger_violations().await.is_empty());
}

#[tokio::test]
async fn a_rejected_charge_changes_no_balance_and_the_queue_is_oldest_first() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let dev = app.developer().await;
    let first = advertiser.new_charge(10_000, "첫째").await;
    let second = advertiser.new_charge(20_000, "둘째").await;

    let queue = dev.get("/api/admin/cash/charges").await;
    let rejected = dev
        .reject_charge(first, Some("입금이 확인되지 않습니다"))
        .await;
    let after = dev.get("/api/admin/cash/charges").await;

    let ids: Vec<i64> = queue.numbers("items", "id");
    assert_eq!(ids, [first, second]);
    assert_eq!(
        (
            rejected.data()["status"].as_str(),
            rejected.data()["rejectReason"].as_str()
        ),
        (Some("rejected"), Some("입금이 확인되지 않습니다"))
    );
    assert_eq!(
        after.data()["items"].as_array().unwrap().len(),
        1,
        "a handled request leaves the queue"
    );
    assert_eq!(advertiser.balance().await, 0);
    let mine = advertiser.get("/api/cash/charges").await;
    assert_eq!(mine.data()["items"][1]["status"], "rejected");
}

#[tokio::test]
async fn registering_a_slot_pays_its_price_and_too_little_cash_creates_nothing() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(60_000).await;

    let paid = advertiser
        .create_slot("첫 슬롯", &product_url(1, 2, 3))
        .await;
    let refused = advertiser
        .create_slot("두 번째", &product_url(4, 5, 6))
        .await;

    assert_eq!(
        (
            paid.status(),
            paid.data()["price"].as_i64(),
            paid.data()["paymentCompleted"].as_bool()
        ),
        (201, Some(50_000), Some(true))
    );
    assert_eq!(
        refused.refusal(),
        (
            409,
            "캐시가 부족합니다. 필요한 금액: 50,000원, 현재 잔액: 10,000원"
        )
    );
    assert_eq!(
        advertiser.slots("").await.data()["pagination"]["total"],
        1,
        "the refused slot was not created"
    );
    assert_eq!(advertiser.balance().await, 10_000);
    assert_eq!(
        advertiser.cash_history().await,
        [
            ("charge".to_owned(), 60_000),
            ("purchase".to_owned(), -50_000)
        ]
    );
}

#[tokio::test]
async fn fifty_concurrent_purchases_against_ten_slots_of_cash_buy_exactly_ten() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    app.set_setting("defaultSlotPrice", json!(10_000)).await;
    advertiser.fund(100_000).await;

    let answers = register_at_once(&advertiser, 50, |i| format!("동시 {i}")).await;

    let bought = answers.iter().filter(|a| a.status() == 201).count();
    let refused = answers
        .iter()
        .filter(|a| a.status() == 409 && a.error().starts_with("캐시가 부족합니다."))
        .count();
    assert_eq!((bought, refused), (10, 40));
    assert_eq!(advertiser.balance().await, 0);
    assert_eq!(advertiser.slots("").await.data()["pagination"]["total"], 10);
    assert!(app.ledger_violations().await.is_empty());
}

#[tokio::test]
async fn a_rejected_slot_is_refunded_in_full() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let dev = app.developer().await;
    advertiser.fund(50_000).await;
    let slot = advertiser.new_slot("반려될 슬롯").await;

    dev.reject(slot, "상품 정보 불일치").await;

    assert_eq!(advertiser.balance().await, 50_000);
    assert_eq!(
        advertiser.cash_history().await.last(),
        Some(&("refund".to_owned(), 50_000))
    );
}

#[tokio::test]
async fn an_operator_refund_returns_the_unused_days_shown_beforehand() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let dev = app.developer().await;
    advertiser.fund(50_000).await;
    let slot = advertiser.new_active_slot("환불 슬롯").await;
    app.set_period(slot, -9, 20).await; // 30 days, the 10th today: 20 unused

    let preview = dev.get(&format!("/api/slots/{slot}/refund-preview")).await;
    let by_owner = advertiser
        .get(&format!("/api/slots/{slot}/refund-preview"))
        .await;
    let refunded = dev
        .set_slot_status(slot, "refunded", Some("고객 요청"))
        .await;
    let again = dev.set_slot_status(slot, "refunded", Some("또")).await;

    assert_eq!(
        preview.data(),
        &json!({ "price": 50_000, "amount": 33_333, "usedDays": 10, "unusedDays": 20, "totalDays": 30 })
    );
    assert_eq!(by_owner.status(), 403);
    assert_eq!(refunded.status(), 200);
    assert_eq!(
        again.refusal(),
        (409, says(AppError::SlotNotRefundable)),
        "refunded once only"
    );
    assert_eq!(advertiser.balance().await, 33_333);
    assert!(app.ledger_violations().await.is_empty());
}

#[tokio::test]
async fn the_slot_quote_prices_new_slots_against_the_balance_as_a_bulk_request_decides() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    advertiser.fund(60_000).await;
    let quote = async |count: i64| {
        advertiser
            .get(&format!("/api/cash/slot-quote?count={count}"))
            .await
    };

    let two = quote(2).await;
    let one = quote(1).await;
    let too_many = quote(1_001).await;
    app.set_setting("useCashSystem", json!(false)).await;
    let free = quote(9).await;

    assert_eq!(
        two.data(),
        &json!({ "count": 2, "unitPrice": 50_000, "required": 100_000, "balance": 60_000, "sufficient": false,
                 "room": 100, "withinLimit": true })
    );
    assert_eq!(one.data()["sufficient"], true);
    assert_eq!(
        (too_many.status(), too_many.error()),
        (
            400,
            "비용을 계산할 슬롯 수는 0개에서 1000개 사이여야 합니다."
        )
    );
    assert_eq!(
        (&free.data()["required"], &free.data()["sufficient"]),
        (&json!(0), &json!(true))
    );
}

#[tokio::test]
async fn the_approval_form_starts_with_the_slot_s_price_or_the_fallback_and_thirty_days() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    let dev = app.developer().await;
    advertiser.fund(50_000).await;
    let paid = advertiser.new_slot("유료 슬롯").await;
    app.set_setting("useCashSystem", json!(false)).await;
    let free = advertiser.new_slot("무료 슬롯").await;
    let today = common::time::today_kst();

    let paid_quote = dev.get(&format!("/api/slots/{paid}/approval-quote")).await;
    let free_quote = dev.get(&format!("/api/slots/{free}/approval-quote")).await;
    let by_owner = advertiser
        .get(&format!("/api/slots/{paid}/approval-quote"))
        .await;

    let period = json!({
        "startDate": today.to_string(),
        "endDate": (today + chrono::Duration::days(29)).to_string(),
    });
    assert_eq!(
        paid_quote.data(),
        &json!({ "price": 10_000, "startDate": period["startDate"], "endDate": period["endDate"], "lowestPrice": 1 }),
        "the cash system is off now: the fallback"
    );
    assert_eq!(free_quote.data()["price"], 10_000);
    assert_eq!(by_owner.status(), 403);
    app.set_setting("useCashSystem", json!(true)).await;
    let with_cash = dev.get(&format!("/api/slots/{paid}/approval-quote")).await;
    assert_eq!(with_cash.data()["price"], 50_000, "the price it was paid");
    assert_eq!(with_cash.data()["lowestPrice"], 0, "0: the slot's price");
}

#[tokio::test]
async fn with_the_cash_system_off_slots_cost_nothing_and_charges_are_refused() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    app.set_setting("useCashSystem", json!(false)).await;

    let slot = advertiser.create_slot("무료", &product_url(1, 2, 3)).await;
    let charge = advertiser.request_charge(50_000, "홍길동").await;

    assert_eq!(
        (slot.status(), slot.data()["price"].as_i64()),
        (201, Some(0))
    );
    assert_eq!(charge.refusal(), (409, "캐시 시스템을 사용하지 않습니다."));
    assert!(advertiser.cash_history().await.is_empty());
}
