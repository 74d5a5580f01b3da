//! A worker process killed with `kill -9` in the middle of a crawl: another worker process takes
//! the job over, resumes from the pages already stored, and finishes it with the true ranks and
//! no duplicate rows.

mod support;

use std::time::Duration;

use common::time::today_kst;
use simulator::SimConfig;
use support::{WorkerProcess, advertiser, rank_of, slot_at_place, wait_finished};
use testkit::TestDb;

const KEYWORD: &str = "무선 마우스";

async fn pages_stored(db: &sqlx::PgPool, run: i64) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "pages!" FROM crawl_pages WHERE run_id = $1"#,
        run
    )
    .fetch_one(db)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_crawl_cut_off_by_kill_9_is_finished_by_another_worker_without_duplicates() {
    let db = TestDb::create().await;
    let day = today_kst();
    // Slow pages, so the crawl (about 8 pages to reach place 480) is surely under way when killed.
    let config = SimConfig {
        day: Some(day),
        latency_ms: 400,
        ..SimConfig::default()
    };
    let (addr, sim) = simulator::spawn(config.clone()).await.unwrap();
    let user = advertiser(&db.pool).await;
    let mut expected = vec![];
    for place in [30usize, 480] {
        expected.push(slot_at_place(&db.pool, user, &config, KEYWORD, place).await);
    }
    let run = support::queue(&db.pool, KEYWORD, day).await;
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

    let finished = sqlx::query!(
        "SELECT status, pages_read FROM crawl_runs WHERE id = $1",
        run
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let pages_read = finished.pages_read;
    assert_eq!(finished.status, "done");
    for (id, truth) in &expected {
        assert_eq!(
            rank_of(&db.pool, *id).await.0,
            Some(*truth as i32),
            "slot {id}"
        );
        let rows = sqlx::query!(
            r#"SELECT (SELECT count(*) FROM rank_checks WHERE slot_id = $1) AS "checks!",
                      (SELECT count(*) FROM rank_history WHERE slot_id = $1) AS "days!""#,
            id
        )
        .fetch_one(&db.pool)
        .await
        .unwrap();
        assert_eq!(
            (rows.checks, rows.days),
            (1, 1),
            "slot {id}: one check, one day row"
        );
    }
    let jobs = sqlx::query!(
        r#"SELECT count(*) AS "count!", max(status) AS "status!" FROM apalis.jobs WHERE job_type = 'rank_crawl'"#
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (jobs.count, jobs.status.as_str()),
        (1, "Done"),
        "the same job, finished"
    );
    // The second worker went on from the stored pages: only the page cut off is read twice.
    let requests = sim.state().stats().page_requests as i64;
    assert!(
        requests <= i64::from(pages_read) + 1,
        "{requests} requests for {pages_read} pages ({pages_before} stored before the kill)"
    );
}
