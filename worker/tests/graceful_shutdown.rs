//! A worker stopped with SIGTERM in the middle of an 8-page crawl (issue 16): it stops taking
//! jobs, gives the running crawl its grace period, hands the job back when that runs out and
//! exits; another worker takes the job at once (not after the orphan timeout) and finishes it
//! from the stored pages, with no duplicate rows.

use crate::support;

use std::time::{Duration, Instant};

use support::{WorkerProcess, wait_finished};

const KEYWORD: &str = "무선 키보드";

#[tokio::test]
async fn a_crawl_cut_off_by_sigterm_is_handed_back_and_finished_by_another_worker_within_seconds() {
    let (db, crawl) = support::slow_crawl(KEYWORD).await;
    let (addr, run) = (crawl.addr, crawl.run);
    // About 8 slow pages take over 3 s, longer than the 1 s grace.
    let env = [
        ("CRAWL_CONCURRENCY", "1"),
        ("CRAWL_POLITENESS", "off"),
        ("WORKER_SHUTDOWN_GRACE_SECS", "1"),
    ];

    let mut first = WorkerProcess::start(&db.url, addr, &env);
    support::wait_until(&db.pool, "the crawl is under way", |pool| async move {
        support::pages_stored(&pool, run).await >= 2
    })
    .await;
    let signalled = Instant::now();
    let exit = first.terminate();
    let stopped_in = signalled.elapsed();

    assert!(exit.success(), "a clean exit: {exit:?}");
    assert!(
        stopped_in < Duration::from_secs(5),
        "stopped in {stopped_in:?}"
    );
    let left: (String, String, Option<String>) = sqlx::query_as(
        "SELECT r.status, j.status, j.lock_by FROM crawl_runs r, apalis.jobs j
         WHERE r.id = $1 AND j.job_type = 'rank_crawl'",
    )
    .bind(run)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (left.0.as_str(), left.1.as_str(), left.2),
        ("running", "Pending", None),
        "handed back, unlocked, mid-crawl"
    );

    let restarted = Instant::now();
    let _second = WorkerProcess::start(&db.url, addr, &env);
    wait_finished(&db.pool, &[run], Duration::from_secs(60)).await;
    let finished_in = restarted.elapsed();

    // The orphan timeout of a crawl is 15 s; a handed-back job does not wait for it.
    assert!(
        finished_in < Duration::from_secs(12),
        "finished {finished_in:?} after the restart"
    );
    crawl.assert_finished_once(&db.pool).await;
}
