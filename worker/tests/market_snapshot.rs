//! The market snapshot (issue 29): a complete crawl stores, in its own transaction, every organic
//! place it read with the card's ids, name and offer, and the ads with their page and position,
//! exactly as the simulator showed them; a crawl that could not finish stores nothing, and a re-run
//! of the day replaces the day's snapshot instead of adding a second.

use crate::support;

use common::{
    db::market_snapshots,
    rank_crawl::{RetryPolicy, RunResult},
    values::market::{AdSpot, KeywordDay, MarketSnapshot, Offer, Placed},
};
use simulator::{Layout, SimConfig, catalog, page, render};
use support::{
    Stage, advertiser, configure, crawl_http, crawl_refused, crawl_with, http, queue, slot,
};

const KEYWORD: &str = "무선 마우스";

async fn snapshots_of(db: &sqlx::PgPool) -> Vec<(String, i64)> {
    sqlx::query_as("SELECT keyword, run_id FROM market_snapshots ORDER BY day")
        .fetch_all(db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_complete_crawl_stores_each_place_and_ad_as_the_marketplace_showed_it() {
    for layout in [Layout::Current, Layout::Legacy] {
        let stage = Stage::start(SimConfig {
            layout,
            ..SimConfig::default()
        })
        .await;
        let (db, day, config, addr) = stage.parts();
        let truth = catalog::first_appearances(KEYWORD, day, config.seed);
        let user = advertiser(&db.pool).await;
        // The deepest tracked product is at place 130: the crawl reads pages 1–2 at 72 cards
        // (about 63 organic places a page), and the snapshot holds what those pages showed.
        slot(&db.pool, user, KEYWORD, truth[129].product.ids()).await;
        let run = queue(&db.pool, KEYWORD, day).await;
        let result = crawl_http(&db.pool, addr, run).await;
        let RunResult::Done { pages, .. } = result else {
            panic!("{result:?}")
        };

        let mut conn = db.pool.acquire().await.unwrap();
        let snapshot = market_snapshots::get(&mut conn, KEYWORD, day)
            .await
            .unwrap()
            .expect("a snapshot");
        assert!(
            snapshot.places.len() >= 130,
            "{layout:?}: every place read up to the tracked one"
        );
        for (i, placed) in snapshot.places.iter().enumerate() {
            let shown = &truth[i].product;
            assert_eq!(
                (placed.product_id, placed.item_id, placed.vendor_item_id),
                (
                    shown.product_id,
                    Some(shown.item_id),
                    Some(shown.vendor_item_id)
                ),
                "{layout:?}: place {}",
                i + 1
            );
            assert_eq!(placed.name.as_deref(), Some(shown.name.as_str()));
            assert_eq!(
                placed.offer,
                render::offer_shown(shown, layout),
                "{layout:?}: place {}",
                i + 1
            );
        }
        // The ads of the pages read, at their positions on the page.
        let mut ads = Vec::new();
        for number in 1..=pages {
            let model = page::search_page(KEYWORD, day, config.seed, number, 72);
            let products = model.cells.iter().filter(|cell| cell.product().is_some());
            for (index, cell) in products.enumerate() {
                if let page::Cell::Sponsored { product } = cell {
                    ads.push((number, index as u32 + 1, product.product_id));
                }
            }
        }
        let stored: Vec<(u32, u32, i64)> = snapshot
            .ads
            .iter()
            .map(|a| (a.page, a.position, a.product_id))
            .collect();
        assert!(!ads.is_empty());
        assert_eq!(stored, ads, "{layout:?}: the ads as placed");
        // Where each page's places end: page 1's are its distinct organic cards.
        let first = page::search_page(KEYWORD, day, config.seed, 1, 72);
        let mut seen = std::collections::HashSet::new();
        let organic = first
            .cells
            .iter()
            .filter(|cell| matches!(cell, page::Cell::Organic { .. }))
            .filter_map(|cell| cell.product())
            .filter(|p| seen.insert((p.product_id, p.item_id, p.vendor_item_id)))
            .count();
        assert_eq!(snapshot.pages.len(), pages as usize, "{layout:?}");
        assert_eq!(snapshot.pages[0] as usize, organic, "{layout:?}: page 1");
        assert_eq!(
            snapshot.pages.iter().sum::<u32>() as usize,
            snapshot.places.len(),
            "{layout:?}"
        );
        // The keyword view's read slices the row exactly as it cuts a whole snapshot.
        let days = market_snapshots::keyword_days(&mut conn, KEYWORD, day, day)
            .await
            .unwrap();
        assert_eq!(days, [KeywordDay::of(day, &snapshot)], "{layout:?}");
        let later = day + chrono::Days::new(3);
        let known = market_snapshots::days(&mut conn, KEYWORD, later, Some(day))
            .await
            .unwrap();
        assert_eq!(
            (
                known.available.first,
                known.available.last,
                known.latest,
                known.first_from
            ),
            (Some(day), Some(day), Some(day), Some(day))
        );
        let before =
            market_snapshots::days(&mut conn, KEYWORD, day.pred_opt().unwrap(), Some(later))
                .await
                .unwrap();
        assert_eq!((before.latest, before.first_from), (None, None));
    }
}

#[tokio::test]
async fn a_crawl_that_cannot_finish_stores_nothing_and_a_rerun_replaces_the_days_snapshot() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr) = stage.parts();
    let truth = catalog::first_appearances(KEYWORD, day, config.seed);
    let user = advertiser(&db.pool).await;
    slot(&db.pool, user, KEYWORD, truth[70].product.ids()).await;
    let (run, result) = crawl_refused(&stage, KEYWORD, 3).await;
    assert!(matches!(result, RunResult::Retrying { .. }), "{result:?}");
    assert_eq!(
        snapshots_of(&db.pool).await,
        [],
        "no snapshot from a crawl that read nothing"
    );

    configure(
        &stage.sim,
        serde_json::json!({ "fault": { "kind": "none", "rate": 0.0 } }),
    );
    let result = crawl_with(&db.pool, &http(), addr, RetryPolicy::default(), run).await;
    assert!(matches!(result, RunResult::Done { .. }), "{result:?}");
    // The same job delivered again changes nothing.
    assert_eq!(
        crawl_with(&db.pool, &http(), addr, RetryPolicy::default(), run).await,
        RunResult::AlreadyDone
    );
    assert_eq!(snapshots_of(&db.pool).await, [(KEYWORD.to_owned(), run)]);

    // An operator's recrawl of the same day (the day's run, queued again): one snapshot, rewritten.
    let written = || async {
        sqlx::query_scalar::<_, chrono::DateTime<chrono::Utc>>(
            "SELECT written_at FROM market_snapshots",
        )
        .fetch_one(&db.pool)
        .await
        .unwrap()
    };
    let first_written = written().await;
    let again = queue(&db.pool, KEYWORD, day).await;
    let result = crawl_http(&db.pool, addr, again).await;
    assert!(matches!(result, RunResult::Done { .. }), "{result:?}");
    assert_eq!(snapshots_of(&db.pool).await, [(KEYWORD.to_owned(), again)]);
    assert!(
        written().await > first_written,
        "the re-run wrote the day's snapshot again"
    );
}

/// A snapshot in which every field of every place and ad holds a value of its own (and some the
/// absent value), so a field stored in the wrong column, dropped or cut reads back differently.
fn every_field_snapshot(salt: i64) -> MarketSnapshot {
    let places = (0..120i64)
        .map(|i| Placed {
            product_id: salt + 1_000 + i,
            item_id: (i % 7 != 3).then_some(salt + 2_000 + i),
            vendor_item_id: (i % 11 != 5).then_some(salt + 3_000 + i),
            name: (i != 42).then(|| format!("상품 {salt} {i}")),
            offer: Offer {
                sale_price: (i % 13 != 0).then_some(10_000 + salt + i),
                list_price: (i % 3 != 0).then_some(20_000 + salt + i),
                discount_percent: (i % 4 != 0).then_some((i % 90) as u8),
                rating_tenths: (i % 6 != 0).then_some((i % 50) as u8),
                review_count: (i % 9 != 0).then_some((i * 7 + salt) as u32),
                rocket: i % 2 == 0,
                delivery: (i % 5 != 1).then(|| format!("배송 {i}")),
                sold_out: i % 5 == 0,
            },
        })
        .collect();
    let ads = (0..6i64)
        .map(|i| AdSpot {
            page: 1 + (i as u32) / 3,
            position: 2 + 5 * (i as u32),
            product_id: salt + 9_000 + i,
            item_id: (i != 2).then_some(salt + 9_100 + i),
            vendor_item_id: (i != 4).then_some(salt + 9_200 + i),
        })
        .collect();
    MarketSnapshot {
        places,
        ads,
        pages: vec![58, 62],
    }
}

/// The market snapshot's storage, pinned (issue 38): parallel arrays written by one statement and
/// read by four, with triggers keeping the keyword view's copies and the keyword's span. Every
/// field written reads back the same through each of them, after an insert and after a rewrite.
#[tokio::test]
async fn every_field_of_a_snapshot_reads_back_the_same_through_every_read() {
    let db = testkit::TestDb::create().await;
    let mut conn = db.pool.acquire().await.unwrap();
    let day = common::time::today_kst();
    let before = day - chrono::Duration::days(1);
    let (earlier, first, rewritten) = (
        every_field_snapshot(50_000),
        every_field_snapshot(0),
        every_field_snapshot(70_000),
    );
    market_snapshots::upsert(&mut conn, KEYWORD, before, None, &earlier)
        .await
        .unwrap();
    for snapshot in [&first, &rewritten] {
        market_snapshots::upsert(&mut conn, KEYWORD, day, None, snapshot)
            .await
            .unwrap();

        // The whole row.
        let read = market_snapshots::get(&mut conn, KEYWORD, day)
            .await
            .unwrap();
        assert_eq!(read.as_ref(), Some(snapshot));

        // The days (the span trigger) and the ids the slot view compares.
        let (days, rows) = market_snapshots::ids_around(&mut conn, KEYWORD, day, Some(before))
            .await
            .unwrap();
        assert_eq!(
            (days.available.first, days.available.last),
            (Some(before), Some(day))
        );
        assert_eq!((days.latest, days.first_from), (Some(day), Some(before)));
        let mut rows = rows;
        rows.sort_by_key(|(d, _)| *d);
        let ids_only = |s: &MarketSnapshot| MarketSnapshot {
            places: s
                .places
                .iter()
                .map(|p| Placed {
                    name: None,
                    offer: Offer::default(),
                    ..p.clone()
                })
                .collect(),
            ..s.clone()
        };
        assert_eq!(
            rows,
            vec![(before, ids_only(&earlier)), (day, ids_only(snapshot))]
        );

        // The names and offers of the places a view shows, a slice of each array.
        let shown =
            market_snapshots::details(&mut conn, KEYWORD, &[(day, 40, 110), (before, 1, 3)])
                .await
                .unwrap();
        let expected: Vec<_> = (40..=110u32)
            .map(|place| (day, place, &snapshot.places[place as usize - 1]))
            .chain((1..=3u32).map(|place| (before, place, &earlier.places[place as usize - 1])))
            .map(|(d, place, p)| (d, place, p.name.clone(), p.offer.clone()))
            .collect();
        let mut shown = shown;
        shown.sort_by_key(|(d, place, ..)| (std::cmp::Reverse(*d), *place));
        assert_eq!(shown, expected);

        // The keyword view's copies (the tops trigger), with the day before as the first's previous.
        let keyword_days = market_snapshots::keyword_days(&mut conn, KEYWORD, day, day)
            .await
            .unwrap();
        assert_eq!(
            keyword_days,
            vec![
                KeywordDay::of(before, &earlier),
                KeywordDay::of(day, snapshot)
            ]
        );
    }
}
