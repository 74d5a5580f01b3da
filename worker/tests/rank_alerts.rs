//! Rank-movement alerts from real crawls against the marketplace simulator: each movement kind
//! becomes one notification with the old and new rank and a button to the slot's chart, a
//! repeated crawl of the same day alerts nobody again, the advertiser's threshold and switch are
//! kept, and an incomplete crawl never alerts. A loss with a product known to have passed is told
//! as "overtaken by" that product, instead of the drop alert.

use crate::support;

use common::{
    db::{
        market_snapshots, rank_history,
        users::{self, RankAlertPrefs},
    },
    rank_crawl::RunResult,
    values::market::{MarketSnapshot, Placed},
};
use simulator::{SimConfig, catalog};
use sqlx::PgPool;
use support::{Stage, advertiser, crawl_http, crawl_refused, queue, slot, tracked_slot};

const KEYWORD: &str = "무선 마우스";

/// `slot`'s rank on the day before `day`, as that day's crawl recorded it.
async fn yesterday(db: &PgPool, slot: i64, day: chrono::NaiveDate, rank: i32) {
    rank_history::upsert_day(
        &mut db.acquire().await.unwrap(),
        slot,
        day.pred_opt().unwrap(),
        rank,
    )
    .await
    .unwrap();
}

/// Alerts on for `user`, at `threshold` places.
async fn alert_threshold(db: &PgPool, user: i64, threshold: i32) {
    let prefs = RankAlertPrefs {
        enabled: true,
        threshold,
    };
    users::set_rank_alert_prefs(&mut db.acquire().await.unwrap(), user, prefs)
        .await
        .unwrap();
}

/// `(slot id, movement, previous rank, rank, title, button href)` of each alert, by slot.
/// A stage, the places of [`KEYWORD`] on its day, and an advertiser.
async fn stage_with_advertiser() -> (Stage, Vec<catalog::FirstAppearance>, i64) {
    let stage = Stage::start(SimConfig::default()).await;
    let places = catalog::first_appearances(KEYWORD, stage.day, stage.config.seed);
    let user = advertiser(&stage.db.pool).await;
    (stage, places, user)
}

async fn alerts(db: &PgPool) -> Vec<(i64, String, Option<i64>, i64, String, String)> {
    sqlx::query!(
        "SELECT metadata, title, actions FROM notifications ORDER BY (metadata->>'slotId')::bigint"
    )
    .fetch_all(db)
    .await
    .unwrap()
    .into_iter()
    .map(|row| {
        let meta = row.metadata;
        (
            meta["slotId"].as_i64().unwrap(),
            meta["movement"].as_str().unwrap().to_owned(),
            meta["previousRank"].as_i64(),
            meta["rank"].as_i64().unwrap(),
            row.title,
            row.actions[0]["href"].as_str().unwrap().to_owned(),
        )
    })
    .collect()
}

#[tokio::test]
async fn each_movement_becomes_one_alert_and_a_repeated_crawl_adds_none() {
    let (stage, places, user) = stage_with_advertiser().await;
    let (db, day, config, addr) = stage.parts();
    let at = |place: usize| &places[place - 1].product;

    let (entered, now_entered) = tracked_slot(&db.pool, user, config, KEYWORD, at(3)).await;
    yesterday(&db.pool, entered, day, 20).await;
    let (left, now_left) = tracked_slot(&db.pool, user, config, KEYWORD, at(30)).await;
    yesterday(&db.pool, left, day, 5).await;
    let (up, now_up) = tracked_slot(&db.pool, user, config, KEYWORD, at(100)).await;
    yesterday(&db.pool, up, day, now_up as i32 + 10).await;
    let (down, now_down) = tracked_slot(&db.pool, user, config, KEYWORD, at(200)).await;
    yesterday(&db.pool, down, day, now_down as i32 - 10).await;
    let (quiet, now_quiet) = tracked_slot(&db.pool, user, config, KEYWORD, at(150)).await;
    yesterday(&db.pool, quiet, day, now_quiet as i32 + 2).await;
    let (first, now_first) = tracked_slot(&db.pool, user, config, KEYWORD, at(250)).await;
    let gone = slot(&db.pool, user, KEYWORD, (9_999_999_999, 1, 1)).await;
    yesterday(&db.pool, gone, day, 60).await;
    // Another advertiser who switched alerts off hears nothing of a big move.
    let other = sqlx::query_scalar!(
        "INSERT INTO users (email, password_hash, full_name, rank_alerts_enabled) VALUES ('quiet', 'x', '조용', FALSE)
         RETURNING id"
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let (muted, _) = tracked_slot(&db.pool, other, config, KEYWORD, at(4)).await;
    yesterday(&db.pool, muted, day, 300).await;

    let run = queue(&db.pool, KEYWORD, day).await;
    assert!(matches!(
        crawl_http(&db.pool, addr, run).await,
        RunResult::Done { .. }
    ));

    let href = |id: i64| format!("/slots?rankHistory={id}");
    let n = |rank: u32| i64::from(rank);
    assert_eq!(
        alerts(&db.pool).await,
        vec![
            (
                entered,
                "enteredTop10".into(),
                Some(20),
                n(now_entered),
                "TOP 10 진입".into(),
                href(entered)
            ),
            (
                left,
                "leftTop10".into(),
                Some(5),
                n(now_left),
                "TOP 10 이탈".into(),
                href(left)
            ),
            (
                up,
                "movedUp".into(),
                Some(n(now_up) + 10),
                n(now_up),
                "순위 상승".into(),
                href(up)
            ),
            (
                down,
                "movedDown".into(),
                Some(n(now_down) - 10),
                n(now_down),
                "순위 하락".into(),
                href(down)
            ),
            (
                first,
                "firstRanked".into(),
                None,
                n(now_first),
                "순위 진입".into(),
                href(first)
            ),
            (
                gone,
                "droppedOut".into(),
                Some(60),
                0,
                "순위 이탈".into(),
                href(gone)
            ),
        ]
    );
    let message = sqlx::query_scalar!(
        "SELECT message FROM notifications WHERE (metadata->>'slotId')::bigint = $1",
        up
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert!(message.contains("(10위 상승)"), "{message}");
    assert!(
        !alerts(&db.pool)
            .await
            .iter()
            .any(|a| a.0 == quiet || a.0 == muted)
    );

    // The same day crawled again (a recrawl): at most one alert per slot and day.
    sqlx::query!("UPDATE crawl_runs SET status = 'queued' WHERE id = $1", run)
        .execute(&db.pool)
        .await
        .unwrap();
    assert!(matches!(
        crawl_http(&db.pool, addr, run).await,
        RunResult::Done { .. }
    ));
    assert_eq!(alerts(&db.pool).await.len(), 6);
}

#[tokio::test]
async fn the_advertisers_threshold_decides_what_is_a_move() {
    let (stage, places, user) = stage_with_advertiser().await;
    let (db, day, config, addr) = stage.parts();
    alert_threshold(&db.pool, user, 2).await;
    let (small, now) = tracked_slot(&db.pool, user, config, KEYWORD, &places[149].product).await;
    yesterday(&db.pool, small, day, now as i32 + 2).await;

    let run = queue(&db.pool, KEYWORD, day).await;
    crawl_http(&db.pool, addr, run).await;

    let found = alerts(&db.pool).await;
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].0, found[0].1.as_str()), (small, "movedUp"));
}

#[tokio::test]
async fn an_incomplete_crawl_never_alerts() {
    let (stage, places, user) = stage_with_advertiser().await;
    let id = slot(&stage.db.pool, user, KEYWORD, places[40].product.ids()).await;
    yesterday(&stage.db.pool, id, stage.day, 300).await;

    let (_, result) = crawl_refused(&stage, KEYWORD, 1).await;

    assert!(matches!(result, RunResult::Failed { .. }), "{result:?}");
    assert!(
        alerts(&stage.db.pool).await.is_empty(),
        "a failed read is not a drop"
    );
}

/// A place as the crawl stores it, from what the simulator shows.
fn placed(product: &catalog::Product, layout: simulator::Layout) -> Placed {
    Placed {
        product_id: product.product_id,
        item_id: Some(product.item_id),
        vendor_item_id: Some(product.vendor_item_id),
        name: Some(product.name.clone()),
        offer: simulator::render::offer_shown(product, layout),
    }
}

#[tokio::test]
async fn a_loss_with_a_product_that_passed_is_told_as_overtaken_once_and_without_one_as_a_drop() {
    let (stage, places, user) = stage_with_advertiser().await;
    let (db, day, config, addr) = stage.parts();
    alert_threshold(&db.pool, user, 1).await;
    let (passed, now) = tracked_slot(&db.pool, user, config, KEYWORD, &places[19].product).await;
    assert_eq!(now, 20);
    // Yesterday's crawl saw today's first 40 places but for the 12th product, then 25th, 20 %
    // dearer and with half its reviews: the slot's product was one place higher.
    let mut seen: Vec<Placed> = places[..40]
        .iter()
        .map(|p| placed(&p.product, config.layout))
        .collect();
    let mut rival = seen.remove(11);
    let today_price = rival.offer.sale_price.unwrap();
    rival.offer.sale_price = Some(today_price * 5 / 4);
    rival.offer.review_count = rival.offer.review_count.map(|n| n / 2);
    let rival_id = rival.product_id;
    seen.insert(24, rival);
    let before = MarketSnapshot {
        places: seen,
        ..MarketSnapshot::default()
    };
    market_snapshots::upsert(
        &mut db.pool.acquire().await.unwrap(),
        KEYWORD,
        day.pred_opt().unwrap(),
        Some(1),
        &before,
    )
    .await
    .unwrap();
    yesterday(&db.pool, passed, day, 19).await;
    // Deeper than yesterday's snapshot read: nobody known to have passed, the drop alert as before.
    let (deep, now_deep) = tracked_slot(&db.pool, user, config, KEYWORD, &places[99].product).await;
    yesterday(&db.pool, deep, day, now_deep as i32 - 5).await;

    let run = queue(&db.pool, KEYWORD, day).await;
    assert!(matches!(
        crawl_http(&db.pool, addr, run).await,
        RunResult::Done { .. }
    ));
    let found = alerts(&db.pool).await;
    let kinds: Vec<(i64, &str, Option<i64>, i64, &str)> = found
        .iter()
        .map(|a| (a.0, a.1.as_str(), a.2, a.3, a.4.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            (passed, "overtaken", Some(19), 20, "순위 추월"),
            (
                deep,
                "movedDown",
                Some(i64::from(now_deep) - 5),
                i64::from(now_deep),
                "순위 하락"
            ),
        ],
        "one alert a slot: the loss told by who passed, or as a drop"
    );
    let (message, metadata): (String, serde_json::Value) = sqlx::query_as(
        "SELECT message, metadata FROM notifications WHERE (metadata->>'slotId')::bigint = $1",
    )
    .bind(passed)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let by = &metadata["passedBy"];
    assert_eq!(
        (
            by["productId"].as_i64(),
            by["placeFrom"].as_i64(),
            by["placeTo"].as_i64()
        ),
        (Some(rival_id), Some(25), Some(12))
    );
    assert_eq!(
        by["changes"][0],
        serde_json::json!({ "kind": "price", "percent": -20 })
    );
    assert!(
        message.contains("19위 → 20위")
            && message.contains("25위에서 12위로")
            && message.contains("가격 20% 인하"),
        "{message}"
    );

    // The day crawled again: no second alert.
    sqlx::query!("UPDATE crawl_runs SET status = 'queued' WHERE id = $1", run)
        .execute(&db.pool)
        .await
        .unwrap();
    crawl_http(&db.pool, addr, run).await;
    assert_eq!(alerts(&db.pool).await.len(), 2);
}
