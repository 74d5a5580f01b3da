//! PostgreSQL restarted (fast shutdown, a few seconds down, start) under the api, two workers and
//! the scheduler, with crawls and a bulk registration in flight (issue 17): during the outage the
//! api answers 503 with Korean text and `Retry-After` and no process exits; afterwards every
//! process reconnects by itself, every crawl and the batch finish, and nothing is duplicated or
//! lost (one history row per slot and day, one slot and one purchase per batch row, the balance
//! equal to its ledger).
//!
//! The shared test server is never restarted: this test makes its own small cluster (`initdb` into
//! a temporary folder, on a free port, as the `postgres` user when run as root, like
//! `scripts/lib.sh`). The api and scheduler binaries are the workspace's, next to this crate's
//! worker binary: the test command builds the whole workspace first (`cargo build --workspace`).

mod api;
mod cluster;
mod processes;

use crate::support;

use std::{path::Path, time::Duration};

use common::{
    AppError,
    accounts::{auth::password, rules::Password},
    db,
    time::today_kst,
};
use serde_json::Value;
use simulator::SimConfig;
use sqlx::PgPool;
use support::slot_at_place;

use api::{Api, free_addr};
use cluster::Cluster;
use processes::Process;

/// Keywords crawled while the database restarts; each has slots deep in its results (several
/// pages), and the simulator answers slowly, so the crawls are surely under way.
const KEYWORDS: [&str; 4] = [
    "무선 마우스",
    "기계식 키보드",
    "모니터 받침대",
    "노트북 거치대",
];
const PLACES: [usize; 2] = [45, 420];
/// Tracked only after the restart: the scheduler must queue it and a worker crawl it.
const LATE_KEYWORD: &str = "재시작 확인";
const ROWS: i64 = 300;
const PRICE: i64 = 1_000;
const FUNDS: i64 = 1_000_000;
const LOGIN: &str = "restart";
const PASSWORD: &str = "restart-pass-1";
/// How long the database stays down: longer than the pool's acquire timeout, so requests meet a
/// database that is not there rather than one that is merely slow.
const OUTAGE: Duration = Duration::from_secs(5);

#[tokio::test]
async fn a_postgres_restart_under_load_answers_503_meanwhile_and_loses_or_duplicates_nothing() {
    common::telemetry::install_crypto_provider();
    let cluster = Cluster::create();
    cluster.start();
    let url = cluster.url();
    let pool = common::db::connect(&url, 4).await.expect("connect");
    common::db::migrate(&pool).await.expect("migrate");

    let day = today_kst();
    let sim_config = SimConfig {
        day: Some(day),
        latency_ms: 300,
        ..SimConfig::default()
    };
    let (sim, _sim_handle) = simulator::spawn(sim_config.clone()).await.unwrap();
    let advertiser = stage_advertiser(&pool).await;
    let mut tracked = Vec::new();
    for keyword in KEYWORDS {
        for place in PLACES {
            tracked.push(slot_at_place(&pool, advertiser, &sim_config, keyword, place).await);
        }
    }

    let api_addr = free_addr();
    let logs = cluster.dir.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let mut processes = vec![
        Process::api(&url, api_addr, &logs),
        Process::scheduler(&url, sim, &logs),
        Process::worker(&url, sim, &logs, 1),
        Process::worker(&url, sim, &logs, 2),
    ];
    let api = Api::new(api_addr);
    api.wait_ready(Duration::from_secs(30), &logs).await;
    let token = api.sign_in().await;

    // The scheduler's every-second tick queues today's crawls; wait until they are under way.
    wait_for_or_report(&pool, &logs, "crawls under way", |pool| async move {
        scalar(&pool, "SELECT count(*) FROM crawl_pages").await >= 3
    })
    .await;
    // The bulk registration through the api; the test holds the advertiser's lock once a chunk
    // has committed, so the batch is surely mid-way when the database goes down.
    let batch = api.bulk_register(&token).await;
    wait_for_or_report(&pool, &logs, "a chunk registered", |pool| async move {
        batch_succeeded(&pool, batch).await >= 1
    })
    .await;
    let mut hold = pool.begin().await.unwrap();
    db::users::lock(&mut hold, advertiser).await.unwrap();
    let cut = batch_succeeded(&pool, batch).await;
    assert!(
        cut < ROWS,
        "the batch is mid-way ({cut} of {ROWS} registered)"
    );
    let open_runs = scalar(
        &pool,
        "SELECT count(*) FROM crawl_runs WHERE status IN ('queued', 'running')",
    )
    .await;
    assert!(open_runs > 0, "crawls are in flight");

    // Fast shutdown: every session (the held lock among them) is ended at once.
    cluster.stop();
    drop(hold);
    let outage = tokio::time::Instant::now();
    let mut answered = 0;
    while outage.elapsed() < OUTAGE {
        for path in ["/api/auth/me", "/api/slots"] {
            let (status, retry_after, body) = api.get(path, Some(&token)).await;
            assert_eq!(status, 503, "{path} during the outage: {body}");
            assert!(retry_after.is_some(), "{path}: Retry-After");
            assert_eq!(
                (body["success"].as_bool(), body["error"].as_str()),
                (
                    Some(false),
                    Some(AppError::DatabaseUnavailable.to_string().as_str())
                ),
                "{path}"
            );
            answered += 1;
        }
        let (ready, _, _) = api.get("/api/health/ready", None).await;
        assert_eq!(ready, 503, "not ready while the database is down");
        for process in &mut processes {
            process.assert_running();
        }
    }
    assert!(answered >= 2, "requests were made during the outage");
    cluster.start();

    api.wait_ready(Duration::from_secs(30), &logs).await;
    let (status, _, body) = api.get("/api/auth/me", Some(&token)).await;
    assert_eq!(status, 200, "the same session works again: {body}");
    // The scheduler is back too: a keyword tracked now gets its crawl queued and done.
    let late = slot_at_place(&pool, advertiser, &sim_config, LATE_KEYWORD, 5).await;
    tracked.push(late);

    wait_for_or_report(
        &pool,
        &logs,
        "every crawl, the batch and their jobs finished",
        |pool| async move {
            let open = scalar(
                &pool,
                "SELECT (SELECT count(*) FROM crawl_runs WHERE status <> 'done')
                  + (SELECT count(*) FROM batches WHERE status <> 'done')
                  + (SELECT count(*) FROM apalis.jobs
                     WHERE job_type IN ('rank_crawl', 'slot_registration') AND status <> 'Done')",
            )
            .await;
            let late_runs = scalar(
                &pool,
                "SELECT count(*) FROM crawl_runs WHERE keyword = '재시작 확인'",
            )
            .await;
            open == 0 && late_runs == 1
        },
    )
    .await;
    for process in &mut processes {
        process.assert_running();
    }

    assert_nothing_lost_or_duplicated(&pool, advertiser, batch, &tracked).await;
}

/// The counts that prove the restart lost and duplicated nothing.
async fn assert_nothing_lost_or_duplicated(
    pool: &PgPool,
    advertiser: i64,
    batch: i64,
    tracked: &[(i64, u32)],
) {
    let runs = scalar(pool, "SELECT count(*) FROM crawl_runs").await;
    let crawl_jobs = scalar(
        pool,
        "SELECT count(*) FROM apalis.jobs WHERE job_type = 'rank_crawl'",
    )
    .await;
    assert_eq!(runs, KEYWORDS.len() as i64 + 1, "one run per keyword");
    assert_eq!(crawl_jobs, runs, "one job per run, retried in place");
    for (slot, truth) in tracked {
        support::assert_ranked_once(pool, *slot, *truth).await;
    }

    let made: Vec<i64> = sqlx::query_scalar(
        "SELECT ARRAY[(SELECT count(*) FROM slots WHERE keyword LIKE '대량%'),
                      (SELECT count(DISTINCT keyword) FROM slots WHERE keyword LIKE '대량%'),
                      (SELECT count(*) FROM slot_logs WHERE change_type = 'create'),
                      (SELECT count(*) FROM cash_ledger WHERE type = 'purchase'),
                      (SELECT count(DISTINCT slot_id) FROM cash_ledger WHERE type = 'purchase'),
                      (SELECT count(*) FROM batch_items WHERE batch_id = $2 AND outcome = 'succeeded'),
                      (SELECT succeeded FROM batches WHERE id = $2),
                      (SELECT amount FROM cash_balances WHERE user_id = $1),
                      (SELECT COALESCE(sum(amount), 0) FROM cash_ledger WHERE user_id = $1)]::bigint[]",
    )
    .bind(advertiser)
    .bind(batch)
    .fetch_one(pool)
    .await
    .unwrap();
    let (counts, [balance, ledger]) = (&made[..7], [made[7], made[8]]);
    assert_eq!(
        counts, [ROWS; 7],
        "slots, keywords, create logs, purchases, paid slots, registered rows and the batch's \
         count: every row registered, logged and paid exactly once"
    );
    assert_eq!(balance, FUNDS - ROWS * PRICE, "charged once per row");
    assert_eq!(balance, ledger, "the balance is the sum of its ledger");
}

/// An advertiser who can sign in, holding [`FUNDS`] won, slots at [`PRICE`] won.
async fn stage_advertiser(pool: &PgPool) -> i64 {
    let hash = password::hash(&Password::parse(PASSWORD).unwrap())
        .await
        .unwrap();
    support::funded_advertiser(pool, LOGIN, &hash, PRICE, FUNDS).await
}

async fn batch_succeeded(pool: &PgPool, batch: i64) -> i64 {
    sqlx::query_scalar::<_, i32>("SELECT succeeded FROM batches WHERE id = $1")
        .bind(batch)
        .fetch_one(pool)
        .await
        .map(i64::from)
        .unwrap_or(0)
}

/// A count from the test's own cluster (queries on tables only this test's processes write).
async fn scalar(pool: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

/// A job as the failure report shows it: id, queue, status, attempts, lock holder, last result.
type JobRow = (String, String, String, i32, Option<String>, Option<Value>);

/// Polls `ready` until it holds, at most 60 s (a query failing meanwhile counts as not yet);
/// when it times out, prints the queue, the runs, the batch and the processes' logs.
async fn wait_for_or_report<F, Fut>(pool: &PgPool, logs: &Path, what: &str, ready: F)
where
    F: Fn(PgPool) -> Fut,
    Fut: std::future::Future<Output = bool> + Send + 'static,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        if tokio::spawn(ready(pool.clone())).await.unwrap_or(false) {
            return;
        }
        if tokio::time::Instant::now() >= deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let jobs: Vec<JobRow> = sqlx::query_as(
        "SELECT id, job_type, status, attempts, lock_by, last_result FROM apalis.jobs ORDER BY id",
    )
    .fetch_all(pool)
    .await
    .unwrap_or_default();
    let runs: Vec<(i64, String, String, i32)> =
        sqlx::query_as("SELECT id, keyword, status, pages_read FROM crawl_runs ORDER BY id")
            .fetch_all(pool)
            .await
            .unwrap_or_default();
    let batches: Vec<(i64, String, i32, i32)> =
        sqlx::query_as("SELECT id, status, succeeded, failed FROM batches")
            .fetch_all(pool)
            .await
            .unwrap_or_default();
    let workers: Vec<(String, String, chrono::DateTime<chrono::Utc>)> =
        sqlx::query_as("SELECT id, worker_type, last_seen FROM apalis.workers ORDER BY id")
            .fetch_all(pool)
            .await
            .unwrap_or_default();
    eprintln!("jobs: {jobs:#?}\nruns: {runs:#?}\nbatches: {batches:?}\nworkers: {workers:#?}");
    print_logs(logs);
    panic!("timed out: {what}");
}

/// The last lines of every process's log, for a failure's report.
fn print_logs(logs: &Path) {
    for entry in std::fs::read_dir(logs).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(40).collect();
        eprintln!("--- {}", entry.path().display());
        for line in tail.into_iter().rev() {
            eprintln!("{line}");
        }
    }
}
