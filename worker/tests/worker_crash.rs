//! A worker process killed with `kill -9` in the middle of a crawl: another worker process takes
//! the job over, resumes from the pages already stored, and finishes it with the true ranks and
//! no duplicate rows.

use crate::support;

use std::time::Duration;

use support::{WorkerProcess, pages_stored, wait_finished};

const KEYWORD: &str = "무선 마우스";

#[tokio::test]
async fn a_crawl_cut_off_by_kill_9_is_finished_by_another_worker_without_duplicates() {
    // Slow pages, so the crawl is surely under way when killed.
    let (db, crawl) = support::slow_crawl(KEYWORD).await;
    let (addr, run) = (crawl.addr, crawl.run);
    let env = [("CRAWL_CONCURRENCY", "1"), ("CRAWL_POLITENESS", "off")];

    let mut first = WorkerProcess::start(&db.url, addr, &env);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let stored = pages_stored(&db.pool, run).await;
        if stored >= 2 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the first worker never started the crawl"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    first.kill_hard();

    let left = sqlx::query!(
        r#"SELECT r.status, j.status AS job_status FROM crawl_runs r, apalis.jobs j
           WHERE r.id = $1 AND j.job_type = 'rank_crawl'"#,
        run
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (left.status.as_str(), left.job_status.as_str()),
        ("running", "Running"),
        "left mid-crawl"
    );
    let pages_before = pages_stored(&db.pool, run).await;

    let _second = WorkerProcess::start(&db.url, addr, &env);
    wait_finished(&db.pool, &[run], Duration::from_secs(90)).await;

    crawl.assert_finished_once(&db.pool).await;
    let pages_read: i32 = sqlx::query_scalar("SELECT pages_read FROM crawl_runs WHERE id = $1")
        .bind(run)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    // The second worker went on from the stored pages: only the page cut off is read twice.
    let requests = crawl.sim.state().stats().page_requests as i64;
    assert!(
        requests <= i64::from(pages_read) + 1,
        "{requests} requests for {pages_read} pages ({pages_before} stored before the kill)"
    );
}
