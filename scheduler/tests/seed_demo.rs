//! `scheduler seed-demo` (`scheduler::demo::seed`) over a fresh database and the in-process
//! marketplace simulator: the demo advertiser, its paid and approved slots, and two weeks of rank
//! history and market snapshots equal to the simulator's truth; a second run changes nothing.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate};
use common::{
    actor::Role,
    db::{
        self,
        users::{self, NewUser},
    },
    slots::{decisions, url},
    time::today_kst,
};
use scheduler::demo::{self, DEMO_SLOTS, DemoSetup, HISTORY_DAYS};
use simulator::{SimConfig, catalog};
use sqlx::PgPool;
use testkit::TestDb;

const DOMAIN: &str = "coupang.com";

async fn with_developer() -> TestDb {
    common::telemetry::install_crypto_provider();
    let db = TestDb::create().await;
    let mut conn = db.pool.acquire().await.unwrap();
    users::insert(
        &mut conn,
        &NewUser {
            email: "devadmin",
            password_hash: "x",
            full_name: "개발자",
            role: Role::Developer,
        },
    )
    .await
    .unwrap();
    db
}

fn setup(simulator_url: String) -> DemoSetup {
    DemoSetup {
        login_id: demo::DEFAULT_LOGIN.into(),
        password: demo::DEFAULT_PASSWORD.into(),
        full_name: demo::DEFAULT_NAME.into(),
        simulator_url,
        marketplace_domain: DOMAIN.into(),
        list_size: 72,
    }
}

/// A slot as the test reads it back.
#[derive(Debug)]
struct Slot {
    id: i64,
    keyword: String,
    url: String,
    status: String,
    rank: Option<i32>,
    yesterday_rank: Option<i32>,
    first_rank: Option<i32>,
    product_name: Option<String>,
    start_date: NaiveDate,
    end_date: NaiveDate,
}

/// Every slot of the user, oldest first.
async fn slots_of(db: &PgPool, user_id: i64) -> Vec<Slot> {
    sqlx::query_as!(
        Slot,
        r#"SELECT id, keyword AS "keyword!", url AS "url!", status, rank, yesterday_rank, first_rank, product_name,
                  start_date AS "start_date!", end_date AS "end_date!"
           FROM slots WHERE user_id = $1 ORDER BY id"#,
        user_id
    )
    .fetch_all(db)
    .await
    .unwrap()
}

async fn history(db: &PgPool, slot_id: i64) -> Vec<(NaiveDate, i32)> {
    sqlx::query!(
        "SELECT day, rank FROM rank_history WHERE slot_id = $1 ORDER BY day",
        slot_id
    )
    .fetch_all(db)
    .await
    .unwrap()
    .into_iter()
    .map(|r| (r.day, r.rank))
    .collect()
}

/// The user's balance and the sum of their ledger.
async fn books(db: &PgPool, user_id: i64) -> (i64, i64) {
    let books = sqlx::query!(
        r#"SELECT (SELECT amount FROM cash_balances WHERE user_id = $1) AS "balance!",
                  (SELECT COALESCE(sum(amount), 0)::bigint FROM cash_ledger WHERE user_id = $1) AS "ledger!""#,
        user_id
    )
    .fetch_one(db)
    .await
    .unwrap();
    (books.balance, books.ledger)
}

/// Row counts of every table seeding writes, to see that a second run writes nothing.
async fn footprint(db: &PgPool) -> Vec<i64> {
    let n = sqlx::query!(
        r#"SELECT (SELECT count(*) FROM users) AS "users!", (SELECT count(*) FROM slots) AS "slots!",
                  (SELECT count(*) FROM slot_logs) AS "slot_logs!", (SELECT count(*) FROM cash_ledger) AS "cash_ledger!",
                  (SELECT count(*) FROM charge_requests) AS "charge_requests!",
                  (SELECT count(*) FROM rank_history) AS "rank_history!", (SELECT count(*) FROM crawl_runs) AS "crawl_runs!",
                  (SELECT count(*) FROM audit_log) AS "audit_log!", (SELECT count(*) FROM notifications) AS "notifications!",
                  (SELECT count(*) FROM market_snapshots) AS "market_snapshots!""#
    )
    .fetch_one(db)
    .await
    .unwrap();
    vec![
        n.users,
        n.slots,
        n.slot_logs,
        n.cash_ledger,
        n.charge_requests,
        n.rank_history,
        n.crawl_runs,
        n.audit_log,
        n.notifications,
        n.market_snapshots,
    ]
}

#[tokio::test]
async fn seeding_gives_the_demo_advertiser_paid_running_slots_with_two_weeks_of_true_ranks() {
    let db = with_developer().await;
    let sim = SimConfig::default();
    let (addr, _sim) = simulator::spawn(sim.clone()).await.unwrap();

    let report = demo::seed(&db.pool, &setup(format!("http://{addr}")))
        .await
        .unwrap();

    let today = today_kst();
    assert!(report.user_created);
    assert_eq!(report.slots_created, DEMO_SLOTS.len());
    assert_eq!(report.slots_approved, DEMO_SLOTS.len());
    assert_eq!(
        report.days_written,
        DEMO_SLOTS.len() * HISTORY_DAYS as usize
    );
    assert_eq!(
        report.markets_written,
        DEMO_SLOTS.len() * HISTORY_DAYS as usize
    );
    let mut conn = db.pool.acquire().await.unwrap();
    let user = users::find_by_login(&mut conn, "demo")
        .await
        .unwrap()
        .expect("the demo advertiser");
    assert_eq!(
        (user.role, user.full_name.as_str()),
        (Role::User, "데모 광고주")
    );

    // The books: one approved charge, one purchase per slot, and the balance is their sum.
    let (balance, ledger_sum) = books(&db.pool, user.id).await;
    let kinds: Vec<(String, i64)> = sqlx::query!(
        r#"SELECT type AS kind, count(*) AS "n!" FROM cash_ledger WHERE user_id = $1 GROUP BY type ORDER BY type"#,
        user.id
    )
    .fetch_all(&db.pool)
    .await
    .unwrap()
    .into_iter()
    .map(|r| (r.kind, r.n))
    .collect();
    assert_eq!(balance, ledger_sum);
    assert_eq!(
        kinds,
        [
            ("charge".into(), 1),
            ("purchase".into(), DEMO_SLOTS.len() as i64)
        ]
    );
    assert!(report.charged > 0 && balance >= 0);

    let slots = slots_of(&db.pool, user.id).await;
    let keywords: Vec<&str> = slots.iter().map(|s| s.keyword.as_str()).collect();
    assert_eq!(keywords, DEMO_SLOTS.map(|d| d.keyword));
    let runs = sqlx::query_scalar!(
        "SELECT keyword FROM crawl_runs WHERE day = $1 ORDER BY keyword",
        today
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        runs.len(),
        DEMO_SLOTS.len(),
        "today's crawl is queued per keyword"
    );

    let first_day = today - Duration::days(HISTORY_DAYS);
    let mut yesterdays = HashMap::new();
    for (slot, demo_slot) in slots.iter().zip(DEMO_SLOTS) {
        assert_eq!(slot.status, "active");
        assert_eq!(
            (slot.start_date, slot.end_date),
            (first_day, first_day + Duration::days(29)),
            "the slot's period holds its history"
        );
        assert!(
            slot.product_name.is_some(),
            "{}: a product name",
            slot.keyword
        );
        let product = url::parse(&slot.url, DOMAIN).unwrap();
        let truth = |day: NaiveDate| {
            catalog::true_rank(
                &slot.keyword,
                day,
                sim.seed,
                product.product_id,
                Some(product.item_id),
                Some(product.vendor_item_id),
            ) as i32
        };
        let expected: Vec<(NaiveDate, i32)> = (0..HISTORY_DAYS)
            .map(|n| first_day + Duration::days(n))
            .map(|day| (day, truth(day)))
            .collect();
        if demo_slot.place.is_some() {
            assert!(
                expected.iter().all(|(_, rank)| *rank > 0),
                "{}: a ranked demo product has a rank every day of its history: {expected:?}",
                slot.keyword
            );
        }
        assert_eq!(
            history(&db.pool, slot.id).await,
            expected,
            "{}",
            slot.keyword
        );
        assert_eq!(
            (slot.rank, slot.yesterday_rank, slot.first_rank),
            (
                Some(truth(today - Duration::days(1))),
                Some(truth(today - Duration::days(2))),
                Some(truth(first_day))
            ),
            "{}",
            slot.keyword
        );
        yesterdays.insert(demo_slot.place, truth(today - Duration::days(1)));

        // Each day's market as its crawl would have stored it: the true places, in order, down
        // to the page that holds the product (to place 500 when it is not within it), and ads.
        let mut conn = db.pool.acquire().await.unwrap();
        for day in [first_day, today - Duration::days(1)] {
            let market = db::market_snapshots::get(&mut conn, &slot.keyword, day)
                .await
                .unwrap()
                .unwrap_or_else(|| panic!("{} {day}: a market snapshot", slot.keyword));
            let stored: Vec<i64> = market.places.iter().map(|p| p.product_id).collect();
            let true_places: Vec<i64> = catalog::first_appearances(&slot.keyword, day, sim.seed)
                .into_iter()
                .take(stored.len())
                .map(|a| a.product.product_id)
                .collect();
            assert_eq!(stored, true_places, "{} {day}", slot.keyword);
            let rank = truth(day) as usize;
            let deepest = if rank == 0 { 500 } else { rank };
            assert!(
                stored.len() >= deepest && stored.len() < deepest + 80,
                "{} {day}: {} places stored for a product at {rank}",
                slot.keyword,
                stored.len()
            );
            assert!(!market.ads.is_empty(), "{} {day}: the ads", slot.keyword);
        }
    }
    // Products at different depths: near the top, deeper down, and one not ranked at all.
    assert!((1..=8).contains(&yesterdays[&Some(3)]));
    assert!((400..=440).contains(&yesterdays[&Some(420)]));
    assert_eq!(yesterdays[&None], 0);
}

#[tokio::test]
async fn a_second_run_changes_nothing() {
    let db = with_developer().await;
    let (addr, _sim) = simulator::spawn(SimConfig::default()).await.unwrap();
    let setup = setup(format!("http://{addr}"));
    assert!(demo::seed(&db.pool, &setup).await.unwrap().changed());
    let before = footprint(&db.pool).await;

    let again = demo::seed(&db.pool, &setup).await.unwrap();

    assert!(!again.changed(), "{again:?}");
    assert_eq!(footprint(&db.pool).await, before);
}

#[tokio::test]
async fn a_simulator_that_does_not_answer_is_named_in_the_error() {
    let db = with_developer().await;

    let error = demo::seed(&db.pool, &setup("http://127.0.0.1:9".into()))
        .await
        .unwrap_err();

    assert!(
        format!("{error:#}").contains("simulator at http://127.0.0.1:9 is not reachable"),
        "{error:#}"
    );
    assert_eq!(footprint(&db.pool).await[0], 1, "nothing was created");
}

#[tokio::test]
async fn a_demo_slot_refunded_since_is_registered_again_and_the_books_stay_exact() {
    let db = with_developer().await;
    let (addr, _sim) = simulator::spawn(SimConfig::default()).await.unwrap();
    let setup = setup(format!("http://{addr}"));
    let first = demo::seed(&db.pool, &setup).await.unwrap();
    let mut conn = db.pool.acquire().await.unwrap();
    let developer = users::find_by_login(&mut conn, "devadmin")
        .await
        .unwrap()
        .unwrap();
    let staff = testkit::actor(developer.id, Role::Developer);
    let refunded = slots_of(&db.pool, first.user_id).await.remove(1);
    decisions::change_status(
        &db.pool,
        &staff,
        refunded.id,
        decisions::StatusTarget::Refunded,
        Some("상품 변경"),
    )
    .await
    .unwrap();

    let again = demo::seed(&db.pool, &setup).await.unwrap();

    assert_eq!((again.slots_created, again.slots_approved), (1, 1));
    assert_eq!(again.days_written, HISTORY_DAYS as usize);
    let (balance, ledger_sum) = books(&db.pool, first.user_id).await;
    assert_eq!(balance, ledger_sum);
    assert!(again.charged > 0, "the refund did not cover a new slot");
    let running: Vec<String> = slots_of(&db.pool, first.user_id)
        .await
        .into_iter()
        .filter(|s| s.status == "active")
        .map(|s| s.keyword)
        .collect();
    assert_eq!(running.len(), DEMO_SLOTS.len());
    assert!(running.contains(&refunded.keyword));
}
