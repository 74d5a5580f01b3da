//! Politeness held in Postgres across worker processes: two real worker processes crawling the
//! simulator together never exceed the host's concurrency or spacing (the simulator measures what
//! it received); proxies each get their own lane; a spent budget stops at once; a block sign rests
//! the egress; a lease left by a dead worker frees its place when it expires.

use crate::support;

use std::{net::SocketAddr, time::Duration};

use common::{
    config::{LaneLimits, PolitenessConfig},
    db::crawl_lanes::{self, LaneStatus},
    rank::{
        politeness::{Egresses, Politeness, egress_lane, host_lane},
        source::{FetchError, HttpSource, PageSource},
    },
    time::today_kst,
};
use simulator::{SimConfig, catalog};
use sqlx::PgPool;
use support::{WorkerProcess, advertiser, set_fault, slot_at_place, wait_finished};
use testkit::TestDb;

const KEYWORDS: [&str; 10] = [
    "무선 마우스",
    "블루투스 스피커",
    "텀블러",
    "캠핑 의자",
    "노트북 거치대",
    "기계식 키보드",
    "가습기",
    "운동화",
    "전기포트",
    "선풍기",
];

fn limits(host: LaneLimits, egress: LaneLimits) -> PolitenessConfig {
    PolitenessConfig {
        enabled: true,
        host,
        egress,
        block_backoff: Duration::from_millis(600),
        block_backoff_max: Duration::from_secs(5),
        permit_wait: Duration::from_secs(30),
    }
}

const OPEN: LaneLimits = LaneLimits {
    concurrency: 0,
    spacing: Duration::ZERO,
    daily_budget: 0,
};

/// A fresh database with slots deep enough (place ~250, four pages at 72) on `keywords`
/// keywords, their runs queued, and a simulator answering each page in `latency_ms`.
struct DeepCrawls {
    db: TestDb,
    addr: SocketAddr,
    sim: simulator::SimHandle,
    runs: Vec<i64>,
    /// Each slot and its true rank.
    expected: Vec<(i64, u32)>,
}

impl DeepCrawls {
    async fn start(latency_ms: u64, keywords: usize) -> Self {
        let db = TestDb::create().await;
        let config = simulator_config(latency_ms);
        let (addr, sim) = simulator::spawn(config.clone()).await.unwrap();
        let day = today_kst();
        let user = advertiser(&db.pool).await;
        let (mut runs, mut expected) = (vec![], vec![]);
        for keyword in KEYWORDS
            .iter()
            .filter(|k| catalog::first_appearances(k, day, config.seed).len() > 300)
            .take(keywords)
        {
            expected.push(slot_at_place(&db.pool, user, &config, keyword, 250).await);
            runs.push(support::queue(&db.pool, keyword, day).await);
        }
        assert_eq!(runs.len(), keywords, "enough deep keywords in the catalog");
        Self {
            db,
            addr,
            sim,
            runs,
            expected,
        }
    }

    /// Two worker processes with settings `env` run every crawl to its end.
    async fn run_by_two_workers(&self, env: &[(&str, &str)]) {
        let _a = WorkerProcess::start(&self.db.url, self.addr, env);
        let _b = WorkerProcess::start(&self.db.url, self.addr, env);
        wait_finished(&self.db.pool, &self.runs, Duration::from_secs(90)).await;
    }
}

async fn assert_true_ranks(db: &PgPool, expected: &[(i64, u32)]) {
    for (id, truth) in expected {
        let (rank, fails) = support::rank_of(db, *id).await;
        assert_eq!(rank, Some(*truth as i32), "slot {id}");
        assert_eq!(fails, 0);
    }
}

async fn pages_stored(db: &PgPool) -> i64 {
    sqlx::query_scalar!(r#"SELECT count(*) AS "pages!" FROM crawl_pages"#)
        .fetch_one(db)
        .await
        .unwrap()
}

/// Every politeness lane as stored, by name.
async fn lanes(db: &PgPool) -> Vec<LaneStatus> {
    crawl_lanes::all(&mut db.acquire().await.unwrap())
        .await
        .unwrap()
}

async fn lane(db: &PgPool, name: &str) -> LaneStatus {
    lanes(db)
        .await
        .into_iter()
        .find(|l| l.lane == name)
        .unwrap_or_else(|| panic!("lane {name}"))
}

fn simulator_config(latency_ms: u64) -> SimConfig {
    SimConfig {
        day: Some(today_kst()),
        latency_ms,
        ..SimConfig::default()
    }
}

#[tokio::test]
async fn two_worker_processes_together_keep_the_hosts_concurrency() {
    let deep = DeepCrawls::start(150, 6).await;

    // Each process would run 3 crawls at once; together they may have 2 requests under way.
    let env = [
        ("CRAWL_CONCURRENCY", "3"),
        ("CRAWL_HOST_CONCURRENCY", "2"),
        ("CRAWL_HOST_SPACING_MS", "0"),
        ("CRAWL_EGRESS_CONCURRENCY", "0"),
        ("CRAWL_EGRESS_SPACING_MS", "0"),
        ("CRAWL_EGRESS_DAILY_BUDGET", "0"),
    ];
    deep.run_by_two_workers(&env).await;

    let stats = deep.sim.state().stats();
    assert_eq!(
        stats.peak_in_flight, 2,
        "never more than the host's 2 at once, and the limit was reached"
    );
    assert_eq!(
        stats.page_requests as i64,
        pages_stored(&deep.db.pool).await,
        "each page read once"
    );
    assert_true_ranks(&deep.db.pool, &deep.expected).await;
}

#[tokio::test]
async fn two_worker_processes_together_keep_the_egress_spacing() {
    let deep = DeepCrawls::start(10, 3).await;

    let env = [
        ("CRAWL_CONCURRENCY", "2"),
        ("CRAWL_HOST_CONCURRENCY", "0"),
        ("CRAWL_EGRESS_CONCURRENCY", "3"),
        ("CRAWL_EGRESS_SPACING_MS", "200"),
        ("CRAWL_EGRESS_DAILY_BUDGET", "0"),
    ];
    let started = std::time::Instant::now();
    deep.run_by_two_workers(&env).await;

    let stats = deep.sim.state().stats();
    let gap = stats.min_gap_ms.expect("several requests");
    // Starts are spaced by the database clock; what the simulator sees is each start plus the
    // sending process's wake-up and loopback, which on a loaded two-core CI machine differ by
    // tens of ms (165.8 ms seen). Two workers that kept separate lanes would start together
    // (gaps near 0), so half the spacing tells the two apart; the elapsed time below holds the
    // average.
    assert!(gap >= 100.0, "requests {gap} ms apart, spacing is 200 ms");
    assert!(
        started.elapsed() >= Duration::from_millis(200 * (stats.page_requests - 1)),
        "{} pages cannot take less than their spacing",
        stats.page_requests
    );
    assert_true_ranks(&deep.db.pool, &deep.expected).await;
}

/// Fetches `urls` through `egresses` all at once; their statuses in order.
async fn fetch_together<S: PageSource>(
    egresses: &Egresses<S>,
    urls: &[String],
) -> Vec<Result<u16, FetchError>> {
    futures::future::join_all(
        urls.iter()
            .map(|url| async move { egresses.fetch(url).await.map(|page| page.status) }),
    )
    .await
}

fn search_urls(base: &str, n: usize) -> Vec<String> {
    (1..=n)
        .map(|page| {
            format!("{base}/np/search?q=%ED%85%80%EB%B8%94%EB%9F%AC&page={page}&listSize=72")
        })
        .collect()
}

#[tokio::test]
async fn each_proxy_is_an_egress_with_its_own_lane() {
    let db = TestDb::create().await;
    // Two simulators serve as the proxies: a proxied request reaches them in absolute form and
    // each counts what went out through it.
    let (proxy_a, sim_a) = simulator::spawn(simulator_config(100)).await.unwrap();
    let (proxy_b, sim_b) = simulator::spawn(simulator_config(100)).await.unwrap();
    let proxies = [format!("http://{proxy_a}"), format!("http://{proxy_b}")];
    let sources = proxies
        .iter()
        .map(|p| {
            (
                Some(p.clone()),
                HttpSource::via(Duration::from_secs(5), Some(p)).unwrap(),
            )
        })
        .collect();
    let one_each = LaneLimits {
        concurrency: 1,
        ..OPEN
    };
    let egresses = Egresses::new(
        db.pool.clone(),
        &limits(OPEN, one_each),
        "http://marketplace.invalid",
        sources,
        Duration::from_secs(10),
    )
    .await
    .unwrap();

    let results = fetch_together(&egresses, &search_urls("http://marketplace.invalid", 6)).await;

    assert!(results.iter().all(|r| *r == Ok(200)), "{results:?}");
    for (name, stats) in [("a", sim_a.state().stats()), ("b", sim_b.state().stats())] {
        assert_eq!(
            stats.peak_in_flight, 1,
            "proxy {name}: one request at a time"
        );
        assert!(stats.page_requests >= 2, "proxy {name} carried its share");
    }
    assert_eq!(
        sim_a.state().stats().page_requests + sim_b.state().stats().page_requests,
        6
    );
    let budgets: Vec<(String, i32)> = lanes(&db.pool)
        .await
        .into_iter()
        .map(|l| (l.lane, l.budget_used))
        .collect();
    assert_eq!(budgets.len(), 3, "{budgets:?}");
    assert_eq!(budgets[2], (host_lane("http://marketplace.invalid"), 6));
}

async fn direct_egress(
    db: &PgPool,
    addr: SocketAddr,
    politeness: PolitenessConfig,
) -> Egresses<HttpSource> {
    Egresses::new(
        db.clone(),
        &politeness,
        &format!("http://{addr}"),
        vec![(None, HttpSource::new(Duration::from_secs(5)))],
        Duration::from_secs(10),
    )
    .await
    .unwrap()
}

#[tokio::test]
async fn a_spent_daily_budget_refuses_at_once() {
    let db = TestDb::create().await;
    let (addr, sim) = simulator::spawn(simulator_config(0)).await.unwrap();
    let three = LaneLimits {
        daily_budget: 3,
        ..OPEN
    };
    let egresses = direct_egress(&db.pool, addr, limits(OPEN, three)).await;
    let urls = search_urls(&format!("http://{addr}"), 4);

    for url in &urls[..3] {
        assert_eq!(egresses.fetch(url).await.unwrap().status, 200);
    }
    let started = std::time::Instant::now();
    assert_eq!(
        egresses.fetch(&urls[3]).await.unwrap_err(),
        FetchError::OutOfBudget
    );
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "no waiting for tomorrow"
    );
    assert_eq!(sim.state().stats().page_requests, 3);
}

#[tokio::test]
async fn a_block_sign_rests_the_egress_and_a_clean_page_ends_the_rest() {
    let db = TestDb::create().await;
    let (addr, sim) = simulator::spawn(simulator_config(0)).await.unwrap();
    let egresses = direct_egress(&db.pool, addr, limits(OPEN, OPEN)).await;
    let urls = search_urls(&format!("http://{addr}"), 2);

    set_fault(&sim, "accessDenied");
    assert_eq!(egresses.fetch(&urls[0]).await.unwrap().status, 200);
    let egress = lane(&db.pool, &egress_lane(None)).await;
    assert_eq!(
        (egress.block_streak, egress.last_block.as_deref()),
        (1, Some("access denied"))
    );

    set_fault(&sim, "none");
    let started = std::time::Instant::now();
    assert_eq!(egresses.fetch(&urls[1]).await.unwrap().status, 200);
    assert!(
        started.elapsed() >= Duration::from_millis(550),
        "the egress rested its 600 ms first ({:?})",
        started.elapsed()
    );
    assert_eq!(
        lane(&db.pool, &egress_lane(None)).await.block_streak,
        0,
        "a clean page ends the streak"
    );
}

#[tokio::test]
async fn a_lease_left_by_a_dead_worker_frees_its_place_when_it_expires() {
    let db = TestDb::create().await;
    let one = LaneLimits {
        concurrency: 1,
        ..OPEN
    };
    let gate = Politeness::new(
        db.pool.clone(),
        limits(one, OPEN),
        host_lane("http://sim"),
        vec![egress_lane(None)],
        Duration::from_millis(700),
    )
    .await
    .unwrap();

    let _never_released = gate.acquire().await.unwrap();
    let started = std::time::Instant::now();
    let second = gate.acquire().await.unwrap();
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(600),
        "the place was held ({waited:?})"
    );
    assert!(
        waited < Duration::from_secs(3),
        "and freed by expiry ({waited:?})"
    );
    gate.release(second, None).await;
}
