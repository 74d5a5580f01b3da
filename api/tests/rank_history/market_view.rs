//! The market around a slot (`GET /slots/{id}/market`, `…/market/keyword`), read from stored
//! snapshots and checked against figures worked out by hand.

use crate::support;

use chrono::{Duration, NaiveDate};
use common::{
    AppError, db,
    values::market::{AdSpot, MarketSnapshot, Offer, Placed},
};
use serde_json::{Value, json};
use support::{TestApp, says};

use super::owner_and_stranger;

/// A slot's product ids as its URL gave them.
async fn product_of(app: &TestApp, slot: i64) -> (i64, i64, i64) {
    sqlx::query_as(
        "SELECT url_product_id, url_item_id, url_vendor_item_id FROM slots WHERE id = $1",
    )
    .bind(slot)
    .fetch_one(&app.db.pool)
    .await
    .unwrap()
}

/// A snapshot of `places` (product ids; the slot's product by its own ids), each at
/// `10_000 + 100 × id` won with 100 reviews unless `offers` says otherwise, page 1 holding the
/// first `first_page`, and ads for `(product, page)`.
fn snapshot(
    places: &[i64],
    slot: (i64, i64, i64),
    offers: &[(i64, Offer)],
    first_page: u32,
    ads: &[(i64, u32)],
) -> MarketSnapshot {
    let placed = |id: &i64| {
        let (item, vendor) = if *id == slot.0 {
            (slot.1, slot.2)
        } else {
            (id * 10, id * 100)
        };
        let offer = offers.iter().find(|(o, _)| o == id).map_or(
            Offer {
                sale_price: Some(10_000 + 100 * id),
                review_count: Some(100),
                ..Offer::default()
            },
            |(_, o)| o.clone(),
        );
        Placed {
            product_id: *id,
            item_id: Some(item),
            vendor_item_id: Some(vendor),
            name: Some(format!("상품 {id}")),
            offer,
        }
    };
    MarketSnapshot {
        places: places.iter().map(placed).collect(),
        // Each ad at the third card of its page and on.
        ads: ads
            .iter()
            .enumerate()
            .map(|(i, (id, page))| {
                let spot = json!({ "page": page, "position": i + 3, "product_id": id,
                                   "item_id": null, "vendor_item_id": null });
                serde_json::from_value::<AdSpot>(spot).unwrap()
            })
            .collect(),
        pages: vec![first_page, places.len() as u32 - first_page],
    }
}

fn ids(rows: &Value, field: &str) -> Vec<i64> {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|r| r[field].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_market_view_shows_the_neighbourhood_who_passed_and_the_keyword_as_stored() {
    let app = TestApp::spawn().await;
    let (owner, other) = owner_and_stranger(&app).await;
    let operator = app.operator("operator2").await;
    let keyword = "무선 마우스";
    let slot = owner.new_active_slot(keyword).await;
    let sibling = owner.new_active_slot("게이밍 마우스").await;
    app.set_period(slot, -2, 10).await;
    let ids_a = product_of(&app, slot).await;
    let (a, b) = (ids_a.0, product_of(&app, sibling).await.0);
    let today = common::time::today_kst();
    let day = |offset: i64| today + Duration::days(offset);
    // At the start (2 days ago) the product is 8th; yesterday 9th; today 9th, with 9 passing it
    // (12 % cheaper, 340 more reviews) and 8 falling behind; the sibling's product is new today.
    let cheaper = Offer {
        sale_price: Some(9_592),
        review_count: Some(440),
        ..Offer::default()
    };
    let a_offer = Offer {
        sale_price: Some(20_000),
        review_count: Some(7),
        rocket: true,
        ..Offer::default()
    };
    let mine = [(a, a_offer)];
    let start = snapshot(
        &[1, 2, 3, 4, 5, 6, 7, a, 8, 9, 10, 11, 12, 13],
        ids_a,
        &mine,
        10,
        &[],
    );
    let yesterday = snapshot(
        &[1, 2, 3, 4, 5, 6, 7, 8, a, 9, 10, 11, 12],
        ids_a,
        &mine,
        10,
        &[],
    );
    let mut offers = mine.to_vec();
    offers.push((9, cheaper));
    let now = snapshot(
        &[1, 2, 3, 4, 5, 6, 7, 9, a, 8, b, 10, 11],
        ids_a,
        &offers,
        10,
        &[(5, 1), (30, 2)],
    );
    {
        let mut conn = app.db.pool.acquire().await.unwrap();
        for (offset, s) in [(-2, &start), (-1, &yesterday), (0, &now)] {
            db::market_snapshots::upsert(&mut conn, keyword, day(offset), Some(1), s)
                .await
                .unwrap();
        }
    }
    for (offset, rank) in [(-2, 8), (-1, 9), (0, 9)] {
        app.record_rank(slot, offset, rank).await;
    }

    let path = format!("/api/slots/{slot}/market");
    let view = owner.get(&path).await;
    assert_eq!(view.status(), 200, "{view:?}");
    let v = view.data();
    assert_eq!(
        (v["slotId"].as_i64(), v["productId"].as_i64()),
        (Some(slot), Some(a))
    );
    assert_eq!(v["keyword"], keyword);
    assert_eq!(v["period"]["startDate"], json!(day(-2).to_string()));
    assert_eq!(
        v["effect"],
        json!({ "firstDay": day(-2), "firstRank": 8, "lastDay": today, "lastRank": 9,
                "bestRank": 8, "bestDay": day(-2), "daysMeasured": 3, "daysInTop10": 3,
                "daysInTop40": 3, "daysInTop100": 3, "change": -1 })
    );
    assert_eq!(v["available"], json!({ "first": day(-2), "last": today }));
    // Today: places 4 to 13 around the 9th.
    let around = &v["today"]["neighbours"];
    assert_eq!(
        (v["today"]["day"].clone(), v["today"]["rank"].clone()),
        (json!(today), json!(9))
    );
    assert_eq!(ids(around, "place"), (4..=13).collect::<Vec<_>>());
    assert_eq!(ids(around, "productId"), [4, 5, 6, 7, 9, a, 8, b, 10, 11]);
    let flagged = |flag: &str| -> Vec<i64> {
        around
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n[flag] == true)
            .map(|n| n["productId"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(
        (
            flagged("thisSlot"),
            flagged("ownSlot"),
            flagged("advertised")
        ),
        (vec![a], vec![b], vec![5])
    );
    assert_eq!(
        around[5],
        json!({ "place": 9, "productId": a, "name": format!("상품 {a}"), "salePrice": 20_000,
                "listPrice": null, "discountPercent": null, "ratingTenths": null, "reviewCount": 7,
                "rocket": true, "delivery": null, "soldOut": false, "advertised": false,
                "thisSlot": true, "ownSlot": false })
    );
    assert_eq!(
        (v["atStart"]["day"].clone(), v["atStart"]["rank"].clone()),
        (json!(day(-2)), json!(8))
    );
    // Since yesterday 9 passed it (10th → 8th) and 8 fell behind (8th → 10th).
    let since = &v["sinceYesterday"];
    assert_eq!(
        (
            since["from"].clone(),
            since["to"].clone(),
            since["rankFrom"].clone(),
            since["rankTo"].clone()
        ),
        (json!(day(-1)), json!(today), json!(9), json!(9))
    );
    assert_eq!(
        since["passed"],
        json!([{ "productId": 9, "name": "상품 9", "placeFrom": 10, "placeTo": 8,
                 "changes": [{ "kind": "price", "percent": -12 }, { "kind": "reviews", "added": 340 }] }])
    );
    assert_eq!(
        since["fellBehind"],
        json!([{ "productId": 8, "name": "상품 8", "placeFrom": 8, "placeTo": 10, "changes": [] }])
    );
    let since_start = &v["sinceStart"];
    assert_eq!(
        (
            since_start["rankFrom"].clone(),
            since_start["rankTo"].clone()
        ),
        (json!(8), json!(9))
    );
    assert_eq!(ids(&since_start["passed"], "productId"), [9]);
    assert_eq!(since_start["fellBehind"], json!([]));

    // The keyword over the default 30 days ending today.
    let kw = owner.get(&format!("{path}/keyword")).await;
    assert_eq!(kw.status(), 200, "{kw:?}");
    let k = kw.data();
    assert_eq!(
        (k["startDate"].clone(), k["endDate"].clone()),
        (json!(day(-29)), json!(today))
    );
    let days = k["days"].as_array().unwrap();
    assert_eq!(days.len(), 3);
    let last = &days[2];
    assert_eq!(
        ids(&last["top10"], "productId"),
        [1, 2, 3, 4, 5, 6, 7, 9, a, 8]
    );
    assert_eq!(last["top10"][8]["thisSlot"], true);
    assert_eq!(last["top10"][7]["salePrice"], 9_592);
    // Page 1: 1–7, 9, the slot's and 8: prices 9,592, 10,100 … 10,800 and 20,000.
    assert_eq!(
        last["firstPage"],
        json!({ "places": 10, "own": 1, "priceMin": 9_592, "priceMedian": 10_450,
                "priceMax": 20_000, "ads": 1 })
    );
    assert_eq!(
        (last["ads"].clone(), last["newEntrants"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(
        days[0]["newEntrants"], 0,
        "nothing before the first snapshot"
    );
    assert_eq!(
        k["entrants"],
        json!([{ "productId": b, "name": format!("상품 {b}"), "day": today, "place": 11 }])
    );
    let shelf = k["shelf"].as_array().unwrap();
    assert_eq!(
        shelf.len(),
        10,
        "1–9 and the slot's held the top 10 every day"
    );
    assert_eq!(ids(&k["shelf"], "productId")[..8], [1, 2, 3, 4, 5, 6, 7, 8]);
    let own_row = shelf.iter().find(|r| r["productId"] == a).unwrap();
    assert_eq!(
        (
            own_row["daysInTop10"].clone(),
            own_row["bestPlace"].clone(),
            own_row["lastPlace"].clone(),
            own_row["thisSlot"].clone()
        ),
        (json!(3), json!(8), json!(9), json!(true))
    );

    // A range over a year is refused; one outside the data is empty with what exists.
    let year = owner
        .get(&format!(
            "{path}/keyword?startDate={}&endDate={today}",
            day(-366)
        ))
        .await;
    assert_eq!(
        year.refusal(),
        (400, says(AppError::RankRangeInvalid { max: 366 }))
    );
    let old = owner
        .get(&format!(
            "{path}/keyword?startDate=2020-01-01&endDate=2020-01-30"
        ))
        .await;
    assert_eq!(old.status(), 200, "{old:?}");
    assert_eq!(
        (
            old.data()["days"].clone(),
            old.data()["shelf"].clone(),
            old.data()["available"].clone()
        ),
        (
            json!([]),
            json!([]),
            json!({ "first": day(-2), "last": today })
        )
    );
    let date = |s: &Value| s.as_str().unwrap().parse::<NaiveDate>().unwrap();
    assert_eq!(
        date(&old.data()["startDate"]),
        NaiveDate::from_ymd_opt(2020, 1, 1).unwrap()
    );

    // Only the owner and staff.
    assert_eq!(other.get(&path).await.status(), 404);
    assert_eq!(other.get(&format!("{path}/keyword")).await.status(), 404);
    let staff = operator.get(&path).await;
    assert_eq!(staff.status(), 200);
    assert_eq!(staff.data()["today"]["rank"], 9);
    assert_eq!(operator.get(&format!("{path}/keyword")).await.status(), 200);

    // A re-run of today's crawl replaces the row, and the keyword view reads what it wrote (the
    // row's copies of its first places follow its arrays).
    let rerun = snapshot(&[b, 1, 2, 3, 4, 5, 6, 7, 9, a, 8], ids_a, &offers, 10, &[]);
    let mut conn = app.db.pool.acquire().await.unwrap();
    db::market_snapshots::upsert(&mut conn, keyword, today, Some(2), &rerun)
        .await
        .unwrap();
    let again = owner.get(&format!("{path}/keyword")).await;
    let last = &again.data()["days"][2];
    assert_eq!(
        ids(&last["top10"], "productId"),
        [b, 1, 2, 3, 4, 5, 6, 7, 9, a]
    );
    assert_eq!(
        (
            last["top10"][8]["salePrice"].clone(),
            last["top10"][8]["reviewCount"].clone()
        ),
        (json!(9_592), json!(440))
    );
    assert_eq!(last["top10"][0]["name"], format!("상품 {b}"));
}

// --- the effect report (`GET /api/reports/effect`, `common::market::report`)
