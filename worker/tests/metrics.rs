//! A worker process's Prometheus metrics (issue 16): jobs started and finished by queue with their
//! duration, and the queue depths, on `METRICS_ADDR`.

use crate::support;

use std::{net::TcpListener, time::Duration};

use common::jobs::{self, PurgeExpiredTokens};
use support::{WorkerProcess, wait_until};
use testkit::TestDb;

#[tokio::test]
async fn a_finished_job_is_counted_and_timed_by_its_queue() {
    let db = TestDb::create().await;
    let metrics = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let addr = metrics.to_string();
    let sim = "127.0.0.1:9".parse().unwrap();
    // Queued before the worker starts: the queue depths are sampled at start and then every 15 s,
    // so the first sample must already see the queue.
    let mut conn = db.pool.acquire().await.unwrap();
    jobs::enqueue(&mut conn, &PurgeExpiredTokens::default(), None, None)
        .await
        .unwrap();
    drop(conn);
    let _worker = WorkerProcess::start(&db.url, sim, &[("METRICS_ADDR", addr.as_str())]);

    wait_until(&db.pool, "the job is done", |pool| async move {
        sqlx::query_scalar::<_, String>(
            "SELECT status FROM apalis.jobs WHERE job_type = 'purge_expired_tokens'",
        )
        .fetch_one(&pool)
        .await
        .is_ok_and(|s| s == "Done")
    })
    .await;
    let mut scraped = String::new();
    for _ in 0..50 {
        scraped = common::telemetry::http_client()
            .build()
            .unwrap()
            .get(format!("http://{metrics}/metrics"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        if scraped.contains("jobs_finished_total") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    for line in [
        r#"jobs_started_total{queue="purge_expired_tokens"} 1"#,
        r#"jobs_finished_total{queue="purge_expired_tokens"} 1"#,
        r#"job_duration_seconds_bucket{queue="purge_expired_tokens",le="600"} 1"#,
        r#"queue_jobs{queue="purge_expired_tokens","#,
    ] {
        assert!(scraped.contains(line), "{line} in:\n{scraped}");
    }
    assert!(!scraped.contains("jobs_failed_total{queue=\"purge_expired_tokens\"}"));
}
