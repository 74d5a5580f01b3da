//! Rank crawls over real HTTP against the marketplace simulator, checked against its ground
//! truth: every tracked slot gets the simulator's true rank (0 past place 500), one run serves a
//! keyword shared by several slots, and a crawl that cannot read its pages never records rank 0.

use crate::support;

use std::time::Duration;

use common::{
    rank::{
        crawl::CrawlSettings,
        runs::{self, Trigger},
        source::HttpSource,
    },
    rank_crawl::{RetryPolicy, RunResult},
    time::today_kst,
};
use simulator::{SimConfig, catalog};
use support::{
    Stage, advertiser, configure, crawl, crawl_http, crawl_refused, crawl_with, http, queue,
    rank_of, settings, slot, tracked_slot,
};
use testkit::TestDb;

const KEYWORD: &str = "무선 마우스";

#[tokio::test]
async fn every_tracked_slot_gets_the_simulators_true_rank() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr) = stage.parts();
    let places = catalog::first_appearances(KEYWORD, day, config.seed);
    assert!(places.len() > 520, "a common keyword runs past place 500");
    let user = advertiser(&db.pool).await;

    // Place 1, both sides of page boundaries at 72 cards, deep in the list, place 500, past 500.
    let mut expected = vec![];
    for place in [1usize, 40, 41, 63, 64, 65, 120, 333, 499, 500, 501, 520] {
        let product = &places[place - 1].product;
        let (id, truth) = tracked_slot(&db.pool, user, config, KEYWORD, product).await;
        expected.push((id, place, truth));
    }
    // Two slots on one product (a keyword shared by several slots), and a product the marketplace does not have.
    let first = &places[9].product;
    let twin = slot(&db.pool, user, KEYWORD, first.ids()).await;
    let missing = slot(&db.pool, user, KEYWORD, (9_999_999_999, 1, 1)).await;

    let run = queue(&db.pool, KEYWORD, day).await;
    let result = crawl_http(&db.pool, addr, run).await;

    assert!(matches!(result, RunResult::Done { .. }), "{result:?}");
    for (id, place, truth) in expected {
        if place <= 500 {
            assert_eq!(
                truth as usize, place,
                "the simulator's truth at place {place}"
            );
        }
        // Past 500 the exact ids are out of reach; a looser match of the same listing may still
        // rank (rule 4), otherwise 0. Either way the crawl must agree with the truth.
        assert_eq!(
            rank_of(&db.pool, id).await,
            (Some(truth as i32), 0),
            "slot at place {place}"
        );
    }
    assert_eq!(rank_of(&db.pool, twin).await.0, Some(10));
    assert_eq!(
        rank_of(&db.pool, missing).await.0,
        Some(0),
        "a complete crawl may say not found"
    );
    let runs = sqlx::query_scalar!(r#"SELECT count(*) AS "runs!" FROM crawl_runs"#)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(runs, 1, "one crawl for the keyword");
    let total = sqlx::query_scalar!("SELECT total_results FROM crawl_runs WHERE id = $1", run)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(
        total,
        Some(catalog::depth(KEYWORD, config.seed) as i64),
        "the product count the search page shows is kept for the ranking page"
    );
    let history = sqlx::query_scalar!(
        r#"SELECT count(*) AS "rows!" FROM rank_history WHERE day = $1"#,
        day
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(history, 14, "one row per slot and day");

    // A second execution of the same (finished) run is a duplicate job: nothing changes.
    let again = crawl_http(&db.pool, addr, run).await;
    assert_eq!(again, RunResult::AlreadyDone);
}

#[tokio::test]
async fn the_older_layout_gives_the_same_ranks() {
    let stage = Stage::start(SimConfig {
        layout: simulator::Layout::Legacy,
        ..SimConfig::default()
    })
    .await;
    let (db, day, config, addr) = stage.parts();
    let places = catalog::first_appearances("기계식 키보드", day, config.seed);
    let user = advertiser(&db.pool).await;
    let target = &places[150].product;
    let id = slot(&db.pool, user, "기계식 키보드", target.ids()).await;

    let run = queue(&db.pool, "기계식 키보드", day).await;
    crawl_http(&db.pool, addr, run).await;

    assert_eq!(rank_of(&db.pool, id).await.0, Some(151));
}

#[tokio::test]
async fn a_crawl_that_cannot_read_its_pages_keeps_the_old_rank_and_tries_again_later() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr, sim) =
        (&stage.db, stage.day, &stage.config, stage.addr, &stage.sim);
    let places = catalog::first_appearances(KEYWORD, day, config.seed);
    let user = advertiser(&db.pool).await;
    let id = slot(&db.pool, user, KEYWORD, places[200].product.ids()).await;
    sqlx::query!("UPDATE slots SET rank = 17 WHERE id = $1", id)
        .execute(&db.pool)
        .await
        .unwrap();
    let (run, result) = crawl_refused(&stage, KEYWORD, 3).await;

    assert_eq!(
        result,
        RunResult::Retrying {
            wait: Duration::from_secs(60),
            ranked: 0
        }
    );
    assert_eq!(
        rank_of(&db.pool, id).await,
        (Some(17), 1),
        "no rank 0 from an incomplete crawl"
    );
    let status = sqlx::query_scalar!("SELECT status FROM crawl_runs WHERE id = $1", run)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(status, "queued");
    let delayed = sqlx::query_scalar!(
        r#"SELECT count(*) AS "jobs!" FROM apalis.jobs
           WHERE job_type = 'rank_crawl' AND run_at > now() + interval '50 seconds'"#
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(delayed, 1, "the retry waits");

    // The marketplace recovers: the next attempt completes and records the true rank.
    configure(
        sim,
        serde_json::json!({ "fault": { "kind": "none", "rate": 0.0 } }),
    );
    let result = crawl_with(&db.pool, &http(), addr, RetryPolicy::default(), run).await;
    assert!(matches!(result, RunResult::Done { .. }), "{result:?}");
    assert_eq!(rank_of(&db.pool, id).await, (Some(201), 0));
}

/// Products near the end of short lists: a keyword whose results end just past place 500 and a
/// rare one, at list sizes 72 and 36, in both layouts. A crawl that guessed the last page from a
/// count would stop early here and say "not found" for products really ranked.
#[tokio::test]
async fn products_near_the_end_of_a_short_list_are_not_cut_off() {
    common::telemetry::install_crypto_provider();
    let db = TestDb::create().await;
    let day = today_kst();
    let seed = SimConfig::default().seed;
    let pick = |range: std::ops::RangeInclusive<usize>| {
        (0..5000)
            .map(|i| format!("테스트 상품 {i}"))
            .find(|k| range.contains(&catalog::first_appearances(k, day, seed).len()))
            .expect("a keyword of that depth")
    };
    let shallow = pick(505..=560);
    let rare = pick(60..=150);
    let user = advertiser(&db.pool).await;
    let mut tracked = vec![];
    for keyword in [&shallow, &rare] {
        let places = catalog::first_appearances(keyword, day, seed);
        let n = places.len().min(500);
        for place in [n - 20, n - 1, n] {
            let product = &places[place - 1].product;
            tracked.push((
                slot(&db.pool, user, keyword, product.ids()).await,
                keyword.clone(),
                place,
            ));
        }
    }

    for (layout, list_size) in [
        (simulator::Layout::Current, 72),
        (simulator::Layout::Current, 36),
        (simulator::Layout::Legacy, 72),
    ] {
        let (addr, _sim) = simulator::spawn(SimConfig {
            day: Some(day),
            layout,
            ..SimConfig::default()
        })
        .await
        .unwrap();
        let settings = CrawlSettings {
            list_size,
            ..settings(addr)
        };
        sqlx::query!("UPDATE slots SET rank = NULL")
            .execute(&db.pool)
            .await
            .unwrap();
        for keyword in [&shallow, &rare] {
            let mut tx = db.pool.begin().await.unwrap();
            let run = runs::queue(&mut tx, keyword, day, Trigger::Manual)
                .await
                .unwrap()
                .expect("queued");
            tx.commit().await.unwrap();
            let result = common::rank_crawl::execute(
                &db.pool,
                &http(),
                &settings,
                RetryPolicy::default(),
                run,
            )
            .await
            .unwrap();
            assert!(
                matches!(result, RunResult::Done { .. }),
                "{layout:?} {list_size} {keyword}: {result:?}"
            );
        }
        for (id, keyword, place) in &tracked {
            assert_eq!(
                rank_of(&db.pool, *id).await.0,
                Some(*place as i32),
                "{layout:?} {list_size}: {keyword} place {place}"
            );
        }
    }
}

#[tokio::test]
async fn a_product_also_shown_as_an_ad_gets_its_organic_place() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr) = stage.parts();
    // Products advertised on page 1 that also appear organically further down.
    let places = catalog::first_appearances(KEYWORD, day, config.seed);
    let advertised: Vec<_> = simulator::page::search_page(KEYWORD, day, config.seed, 1, 72)
        .cells
        .into_iter()
        .filter_map(|cell| match cell {
            simulator::page::Cell::Sponsored { product } => Some(product),
            _ => None,
        })
        .filter(|ad| {
            places[..500]
                .iter()
                .skip(5)
                .any(|p| p.product.ids() == ad.ids())
        })
        .take(3)
        .collect();
    assert!(
        !advertised.is_empty(),
        "the simulator shows organic products as ads too"
    );
    let user = advertiser(&db.pool).await;
    let mut expected = vec![];
    for product in &advertised {
        let (id, truth) = tracked_slot(&db.pool, user, config, KEYWORD, product).await;
        assert!(truth > 5, "its organic place is below the ad");
        expected.push((id, truth));
    }

    let run = queue(&db.pool, KEYWORD, day).await;
    crawl_http(&db.pool, addr, run).await;

    for (id, truth) in expected {
        assert_eq!(
            rank_of(&db.pool, id).await.0,
            Some(truth as i32),
            "slot {id}"
        );
    }
}

#[tokio::test]
async fn server_errors_and_timeouts_are_retried() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr) = stage.parts();
    let sim = &stage.sim;
    let user = advertiser(&db.pool).await;
    let (id, truth) = support::slot_at_place(&db.pool, user, config, KEYWORD, 300).await;

    // About a third of the requests answered 500: those pages are tried again and the crawl completes.
    configure(
        sim,
        serde_json::json!({ "fault": { "kind": "status500", "rate": 0.3, "seed": 7 } }),
    );
    let run = queue(&db.pool, KEYWORD, day).await;
    let result = common::rank_crawl::execute(
        &db.pool,
        &http(),
        &CrawlSettings {
            attempts: 6,
            ..settings(addr)
        },
        RetryPolicy::default(),
        run,
    )
    .await
    .unwrap();
    let error = sqlx::query_scalar!("SELECT last_error FROM crawl_runs WHERE id = $1", run)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert!(
        matches!(result, RunResult::Done { .. }),
        "{result:?} {error:?}"
    );
    assert!(sim.state().stats().faults_served > 0, "500s were served");
    assert_eq!(rank_of(&db.pool, id).await, (Some(truth as i32), 0));

    // Pages slower than the timeout: the crawl is incomplete and keeps the rank; once the site
    // answers in time the retried run completes.
    configure(
        sim,
        serde_json::json!({ "fault": { "kind": "none" }, "latencyMs": 800 }),
    );
    let run = runs::recrawl(&db.pool, &runs::RecrawlScope::Slot(id))
        .await
        .unwrap()[0];
    let impatient = HttpSource::new(Duration::from_millis(200));
    let result = crawl(&db.pool, &impatient, addr, run).await;
    assert!(matches!(result, RunResult::Retrying { .. }), "{result:?}");
    assert_eq!(
        rank_of(&db.pool, id).await,
        (Some(truth as i32), 1),
        "rank kept, one failure"
    );

    configure(sim, serde_json::json!({ "latencyMs": 0 }));
    let result = crawl(&db.pool, &impatient, addr, run).await;
    assert!(matches!(result, RunResult::Done { .. }), "{result:?}");
    assert_eq!(rank_of(&db.pool, id).await.0, Some(truth as i32));
}

#[tokio::test]
async fn the_end_of_the_results_costs_one_request_not_two() {
    let stage = Stage::start(SimConfig::default()).await;
    let (db, day, config, addr) = stage.parts();
    let sim = &stage.sim;
    let keyword = (0..5000)
        .map(|i| format!("테스트 상품 {i}"))
        .find(|k| (100..=130).contains(&catalog::first_appearances(k, day, config.seed).len()))
        .expect("a keyword with a few pages of results");
    let last_page = simulator::page::search_page(&keyword, day, config.seed, 1, 72).last_page;
    let user = advertiser(&db.pool).await;
    let missing = slot(&db.pool, user, &keyword, (9_000_000_001, 1, 1)).await;

    let run = queue(&db.pool, &keyword, day).await;
    let result = crawl_http(&db.pool, addr, run).await;

    assert_eq!(
        result,
        RunResult::Done {
            pages: last_page,
            ranked: 1
        }
    );
    assert_eq!(
        rank_of(&db.pool, missing).await.0,
        Some(0),
        "read to the end: not found"
    );
    assert_eq!(
        sim.state().stats().page_requests,
        u64::from(last_page) + 1,
        "every page, and one ask past the end whose redirect back is not followed"
    );
}

#[tokio::test]
async fn recrawling_an_advertiser_queues_only_the_keywords_still_tracked() {
    let db = TestDb::create().await;
    let user = advertiser(&db.pool).await;
    slot(&db.pool, user, "달리는 신발", (1, 2, 3)).await;
    let ended = slot(&db.pool, user, "끝난 키워드", (4, 5, 6)).await;
    sqlx::query!(
        "UPDATE slots SET end_date = $2::date - 1 WHERE id = $1",
        ended,
        today_kst()
    )
    .execute(&db.pool)
    .await
    .unwrap();

    let queued = runs::recrawl(&db.pool, &runs::RecrawlScope::User(user))
        .await
        .unwrap();
    let ended_slot = runs::recrawl(&db.pool, &runs::RecrawlScope::Slot(ended))
        .await
        .unwrap();

    let keywords = sqlx::query_scalar!("SELECT keyword FROM crawl_runs ORDER BY keyword")
        .fetch_all(&db.pool)
        .await
        .unwrap();
    assert_eq!((queued.len(), ended_slot.len()), (1, 0));
    assert_eq!(keywords, ["달리는 신발"]);
}
