//! Crawls for the worker's tests: settings for an in-process simulator, runs queued and crawled
//! in the test's own process, faults, and a crawl slow enough to be cut off.

use std::{net::SocketAddr, time::Duration};

use chrono::NaiveDate;
use common::{
    rank::{
        crawl::CrawlSettings,
        runs::{self, Trigger},
        source::{HttpSource, PageSource},
    },
    rank_crawl::{self, RetryPolicy, RunResult},
};
use simulator::SimConfig;
use sqlx::PgPool;

use super::{Stage, advertiser, assert_ranked_once, slot_at_place};

pub fn settings(addr: SocketAddr) -> CrawlSettings {
    CrawlSettings {
        base_url: format!("http://{addr}"),
        backoff: Duration::from_millis(10),
        max_backoff: Duration::from_millis(20),
        ..CrawlSettings::default()
    }
}

/// The page source of these tests: plain HTTP, five seconds a page.
pub fn http() -> HttpSource {
    HttpSource::new(Duration::from_secs(5))
}

/// [`crawl`] over plain [`http`].
pub async fn crawl_http(db: &PgPool, addr: SocketAddr, run: i64) -> RunResult {
    crawl(db, &http(), addr, run).await
}

/// Runs crawl `run` against the simulator at `addr` with the test settings and default retries.
pub async fn crawl<S: PageSource>(
    db: &PgPool,
    source: &S,
    addr: SocketAddr,
    run: i64,
) -> RunResult {
    crawl_with(db, source, addr, RetryPolicy::default(), run).await
}

/// [`crawl`] with its own retry policy.
pub async fn crawl_with<S: PageSource>(
    db: &PgPool,
    source: &S,
    addr: SocketAddr,
    retry: RetryPolicy,
    run: i64,
) -> RunResult {
    rank_crawl::execute(db, source, &settings(addr), retry, run)
        .await
        .expect("the run executes")
}

/// Changes the running simulator's settings (`POST /__config`'s body, e.g. a fault or latency).
pub fn configure(sim: &simulator::SimHandle, patch: serde_json::Value) {
    sim.state()
        .update(serde_json::from_value(patch).expect("a simulator config patch"))
        .expect("the simulator accepts the patch");
}

/// The marketplace refuses every page (403): a run of `keyword` on `day` is queued and crawled once,
/// allowed `attempts` in all (60 s before the second), and cannot finish. Returns the run and what the attempt came to.
pub async fn crawl_refused(stage: &Stage, keyword: &str, attempts: i32) -> (i64, RunResult) {
    let retry = RetryPolicy {
        max_attempts: attempts,
        first_wait: Duration::from_secs(60),
        max_wait: Duration::from_secs(600),
    };
    configure(
        &stage.sim,
        serde_json::json!({ "fault": { "kind": "status403", "rate": 1.0 } }),
    );
    let run = queue(&stage.db.pool, keyword, stage.day).await;
    let result = crawl_with(&stage.db.pool, &http(), stage.addr, retry, run).await;
    (run, result)
}

pub async fn queue(db: &PgPool, keyword: &str, day: NaiveDate) -> i64 {
    let mut tx = db.begin().await.unwrap();
    let id = runs::queue(&mut tx, keyword, day, Trigger::Manual)
        .await
        .unwrap()
        .expect("a new run");
    tx.commit().await.unwrap();
    id
}

/// Serves fault `kind` on every search request until changed (`none` ends it).
pub fn set_fault(sim: &simulator::SimHandle, kind: &str) {
    configure(
        sim,
        serde_json::json!({ "fault": { "kind": kind, "rate": 1.0 } }),
    );
}

/// How many pages crawl run `run` has stored.
pub async fn pages_stored(db: &PgPool, run: i64) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "pages!" FROM crawl_pages WHERE run_id = $1"#,
        run
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// A crawl slow enough to be cut off mid-way, in a fresh database: the simulator answering each page in 400 ms, two
/// slots of `keyword` at places 30 and 480 (about 8 pages), and today's run queued.
pub struct SlowCrawl {
    pub addr: SocketAddr,
    pub sim: simulator::SimHandle,
    pub run: i64,
    /// Each slot and its true rank.
    slots: Vec<(i64, u32)>,
}

pub async fn slow_crawl(keyword: &str) -> (testkit::TestDb, SlowCrawl) {
    let test_db = testkit::TestDb::create().await;
    let db = &test_db.pool;
    let day = common::time::today_kst();
    let config = SimConfig {
        day: Some(day),
        latency_ms: 400,
        ..SimConfig::default()
    };
    let (addr, sim) = simulator::spawn(config.clone()).await.unwrap();
    let user = advertiser(db).await;
    let mut slots = vec![];
    for place in [30usize, 480] {
        slots.push(slot_at_place(db, user, &config, keyword, place).await);
    }
    let run = queue(db, keyword, day).await;
    let crawl = SlowCrawl {
        addr,
        sim,
        run,
        slots,
    };
    (test_db, crawl)
}

impl SlowCrawl {
    /// The crawl finished once: the true ranks, one check and one history row per slot, and its
    /// one job done.
    pub async fn assert_finished_once(&self, db: &PgPool) {
        let status: String = sqlx::query_scalar("SELECT status FROM crawl_runs WHERE id = $1")
            .bind(self.run)
            .fetch_one(db)
            .await
            .unwrap();
        assert_eq!(status, "done");
        for (id, truth) in &self.slots {
            assert_ranked_once(db, *id, *truth).await;
        }
        let (jobs, job_status): (i64, String) = sqlx::query_as(
            "SELECT count(*), max(status) FROM apalis.jobs WHERE job_type = 'rank_crawl'",
        )
        .fetch_one(db)
        .await
        .unwrap();
        assert_eq!(
            (jobs, job_status.as_str()),
            (1, "Done"),
            "the same job, finished"
        );
    }
}
