//! The business figures on /admin (`common::cash::business`) against a hand-computed case: every
//! event made through the real operations (charge approval, slot approval, rejection, refund,
//! extension), then moved to the day the case needs (each row's own time column, nothing else).

use chrono::Duration;
use common::time::today_kst;
use serde_json::{Value, json};

use super::support::{Client, TestApp};

/// Moves what `sql` names (with `$1` the slot or charge id) `days` days back.
async fn back(app: &TestApp, sql: &'static str, id: i64, days: i32) {
    sqlx::query(sql)
        .bind(id)
        .bind(days)
        .execute(&app.db.pool)
        .await
        .unwrap();
}

const LEDGER_OF_CHARGE: &str = "UPDATE cash_ledger SET created_at = created_at - make_interval(days => $2) WHERE charge_request_id = $1";
const APPROVAL_OF_SLOT: &str =
    "UPDATE slots SET approved_at = approved_at - make_interval(days => $2) WHERE id = $1";

async fn figures(dev: &Client<'_>, query: &str) -> Value {
    let answer = dev.get(&format!("/api/admin/business?{query}")).await;
    assert_eq!(answer.status(), 200, "{answer:?}");
    answer.data().clone()
}

/// The additive figures of a period or the totals, in a fixed order.
fn sums(f: &Value) -> Vec<i64> {
    [
        "charges",
        "cashCharged",
        "bonus",
        "slotsSold",
        "slotsSoldWon",
        "slotsExtended",
        "slotsExtendedWon",
        "refunds",
        "refunded",
        "slotsEnded",
        "slotsRenewed",
    ]
    .iter()
    .map(|k| f[*k].as_i64().unwrap_or_else(|| panic!("{k} in {f}")))
    .collect()
}

#[tokio::test]
async fn the_business_figures_per_day_are_the_hand_computed_ones_and_every_unit_adds_up_the_same() {
    let t = today_kst();
    let day = |offset: i64| (t + Duration::days(offset)).to_string();
    let app = TestApp::spawn().await;
    let (dev, adv1, adv2) = (
        app.developer().await,
        app.advertiser("adv1").await,
        app.advertiser("adv2").await,
    );

    // Charges: adv1 200,000 with a 5,000 bonus two days ago; adv2 100,000 today.
    let charge1 = adv1.new_charge(200_000, "광고주1").await;
    sqlx::query("UPDATE charge_requests SET bonus_amount = 5000 WHERE id = $1")
        .bind(charge1)
        .execute(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(dev.approve_charge(charge1).await.status(), 200);
    back(&app, LEDGER_OF_CHARGE, charge1, 2).await;
    let charge2 = adv2.new_charge(100_000, "광고주2").await;
    assert_eq!(dev.approve_charge(charge2).await.status(), 200);

    // Slots (each paid 50,000 at registration, approved at 30,000):
    // A (adv1) approved two days ago, running T-9..T+20, refunded today: 20 of 30 days back, 33,333.
    let a = adv1.new_active_slot("가 슬롯").await;
    back(&app, APPROVAL_OF_SLOT, a, 2).await;
    app.set_period(a, -9, 20).await;
    assert_eq!(
        dev.set_slot_status(a, "refunded", Some("고객 요청"))
            .await
            .status(),
        200
    );
    // B (adv1) rejected: its 50,000 back, never sold.
    let b = adv1.new_slot("나 슬롯").await;
    assert_eq!(dev.reject(b, "상품 정보 불일치").await.status(), 200);
    // C (adv2) approved today, running T-1..T+2, extended (D: T+3..T+9).
    let c = adv2.new_active_slot("다 슬롯").await;
    app.set_period(c, -1, 2).await;
    // E (adv2) approved ten days ago (outside the range), ran T-10..T-3, not extended.
    let e = adv2.new_active_slot("마 슬롯").await;
    back(&app, APPROVAL_OF_SLOT, e, 10).await;
    app.set_period(e, -10, -3).await;
    // F (adv1) approved today, ran T-5..T-1, extended after its end (G: from today).
    let f = adv1.new_active_slot("바 슬롯").await;
    app.set_period(f, -5, -1).await;
    app.set_setting("slotOperationMode", json!("pre-allocation"))
        .await;
    assert_eq!(dev.extend(c, 7).await.status(), 201);
    assert_eq!(dev.extend(f, 7).await.status(), 201);

    let by_day = figures(
        &dev,
        &format!("unit=day&startDate={}&endDate={}", day(-3), day(0)),
    )
    .await;

    assert_eq!(
        (by_day["unit"].as_str(), by_day["startDate"].as_str()),
        (Some("day"), Some(day(-3).as_str()))
    );
    let periods = by_day["periods"].as_array().unwrap();
    let shown: Vec<(String, Vec<i64>, i64, Value)> = periods
        .iter()
        .map(|p| {
            (
                p["period"].as_str().unwrap().to_owned(),
                sums(&p["figures"]),
                p["activeAdvertisers"].as_i64().unwrap(),
                p["figures"]["renewalRate"].clone(),
            )
        })
        .collect();
    //                     charges charged bonus sold sold₩ ext ext₩ refunds refunded ended renewed
    let expected = vec![
        (
            day(-3),
            vec![0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
            2,
            json!(0.0),
        ),
        (
            day(-2),
            vec![1, 200_000, 5_000, 1, 30_000, 0, 0, 0, 0, 0, 0],
            1,
            Value::Null,
        ),
        (
            day(-1),
            vec![0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
            2,
            json!(1.0),
        ),
        (
            day(0),
            vec![1, 100_000, 0, 2, 60_000, 2, 0, 2, 83_333, 0, 0],
            2,
            Value::Null,
        ),
    ];
    assert_eq!(shown, expected);
    assert_eq!(
        sums(&by_day["totals"]),
        vec![2, 300_000, 5_000, 3, 90_000, 2, 0, 2, 83_333, 2, 1]
    );
    assert_eq!(by_day["totals"]["renewalRate"], json!(0.5));

    // The ledger agrees to the won: charges credited = charged + bonus, refunds as written.
    let (credited, refunded): (i64, i64) = sqlx::query_as(
        "SELECT coalesce(sum(amount) FILTER (WHERE type = 'charge'), 0)::bigint,
                coalesce(sum(amount) FILTER (WHERE type = 'refund'), 0)::bigint FROM cash_ledger",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!((credited, refunded), (305_000, 83_333));

    // Weeks (from Monday) and months cut to the same range add up to the same totals.
    for unit in ["week", "month"] {
        let other = figures(
            &dev,
            &format!("unit={unit}&startDate={}&endDate={}", day(-3), day(0)),
        )
        .await;
        assert_eq!(sums(&other["totals"]), sums(&by_day["totals"]), "{unit}");
        let first = other["periods"][0]["period"].as_str().unwrap().to_owned();
        let first = chrono::NaiveDate::parse_from_str(&first, "%Y-%m-%d").unwrap();
        if unit == "week" {
            assert_eq!(chrono::Datelike::weekday(&first), chrono::Weekday::Mon);
        } else {
            assert_eq!(chrono::Datelike::day(&first), 1);
        }
        assert_eq!(
            other["periods"][0]["firstDay"],
            json!(day(-3)),
            "cut to the range"
        );
    }

    // The export holds the same rows, then the totals.
    let csv = dev
        .get_file(&format!(
            "/api/admin/business/export?format=csv&unit=day&startDate={}&endDate={}",
            day(-3),
            day(0)
        ))
        .await;
    assert_eq!(csv.status, 200);
    let text = String::from_utf8(csv.bytes).unwrap();
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines.len(), 1 + 4 + 1, "{text}");
    assert!(
        lines[0].starts_with("기간 시작,기간 끝,충전 건수,충전 금액(원)"),
        "{text}"
    );
    assert_eq!(
        lines[4],
        format!(
            "{},{},1,100000,0,2,60000,2,0,2,83333,2,0,0,",
            day(0),
            day(0)
        )
    );
    assert_eq!(
        lines[5],
        "합계,,2,300000,5000,3,90000,2,0,2,83333,,2,1,50.0"
    );
    let xlsx = dev
        .get_file(&format!(
            "/api/admin/business/export?startDate={}&endDate={}",
            day(-3),
            day(0)
        ))
        .await;
    assert_eq!((xlsx.status, xlsx.bytes.starts_with(b"PK")), (200, true));
}

#[tokio::test]
async fn a_range_over_a_year_or_backwards_is_refused_and_days_without_data_are_zeros() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let range = "조회 기간이 올바르지 않습니다. 시작일이 종료일보다 앞서고 366일 이내여야 합니다.";
    let refusals = [
        ("startDate=2025-01-01&endDate=2026-01-02", range),
        ("startDate=2026-01-02&endDate=2026-01-01", range),
        // Years past the calendar's ends: a refusal, not a crash or a database error.
        ("endDate=-262143-01-01", range),
        ("unit=week&endDate=%2B262142-12-31", range),
        ("startDate=-5000-01-01&endDate=-5000-01-02", range),
        (
            "unit=year",
            "집계 단위는 day, week, month 중 하나여야 합니다.",
        ),
    ];
    for (query, message) in refusals {
        let answer = dev.get(&format!("/api/admin/business?{query}")).await;
        assert_eq!(answer.refusal(), (400, message), "{query}");
    }

    let year = figures(&dev, "unit=month&startDate=2020-01-01&endDate=2020-12-31").await;
    let default = figures(&dev, "").await;

    let months = year["periods"].as_array().unwrap();
    assert_eq!(months.len(), 12);
    assert!(
        months
            .iter()
            .all(|m| sums(&m["figures"]).iter().all(|n| *n == 0)
                && m["activeAdvertisers"] == 0
                && m["figures"]["renewalRate"].is_null())
    );
    assert_eq!(
        default["periods"].as_array().unwrap().len(),
        30,
        "the last 30 days"
    );
    assert_eq!(default["endDate"], json!(today_kst().to_string()));
}
