//! `scheduler jobs` and `scheduler retry`: the jobs console on the command line (issue 16), run as
//! the real binary against a real database.

use crate::support;

use std::process::Output;

use common::jobs::{self, PruneCrawlPages, PurgeExpiredTokens};
use testkit::TestDb;

fn scheduler(db: &TestDb, args: &[&str]) -> Output {
    support::scheduler(&db.url, args)
        .env("USER", "ops-kim")
        .output()
        .expect("run the scheduler")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Queues a sweep and records it as apalis does once its last attempt failed; returns its id.
async fn dead_job<J: jobs::Job + Default>(db: &TestDb) -> String {
    let mut conn = db.pool.acquire().await.unwrap();
    jobs::enqueue(&mut conn, &J::default(), None, None)
        .await
        .unwrap();
    sqlx::query_scalar(
        "UPDATE apalis.jobs SET status = 'Failed', attempts = max_attempts, done_at = now(),
                last_result = '{\"Err\": \"status 503\"}'
         WHERE job_type = $1 RETURNING id",
    )
    .bind(J::QUEUE)
    .fetch_one(&mut *conn)
    .await
    .unwrap()
}

async fn status_of(db: &TestDb, id: &str) -> (String, i32) {
    sqlx::query_as("SELECT status, max_attempts FROM apalis.jobs WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn jobs_prints_the_queues_and_a_queues_dead_jobs_as_tables() {
    let db = TestDb::create().await;
    let dead = dead_job::<PurgeExpiredTokens>(&db).await;

    let listed = scheduler(
        &db,
        &[
            "jobs",
            "--queue",
            "purge_expired_tokens",
            "--status",
            "dead",
        ],
    );

    assert!(listed.status.success(), "{listed:?}");
    let text = stdout(&listed);
    assert!(text.contains("만료 토큰 정리"), "{text}");
    assert!(text.contains(&dead), "{text}");
    assert!(text.contains("dead"), "{text}");
    assert!(text.contains("작업 처리 중 오류가 발생했습니다."), "{text}");
    assert!(text.contains("1 of 1 jobs"), "{text}");
}

#[tokio::test]
async fn retry_queues_one_failed_job_or_every_failed_one_and_is_audited() {
    let db = TestDb::create().await;
    let one = dead_job::<PurgeExpiredTokens>(&db).await;
    let other = dead_job::<PruneCrawlPages>(&db).await;

    let single = scheduler(&db, &["retry", "--job", &one]);
    let again = scheduler(&db, &["retry", "--job", &one]);
    let all = scheduler(&db, &["retry", "--failed"]);

    assert!(single.status.success(), "{single:?}");
    assert_eq!(status_of(&db, &one).await, ("Pending".to_owned(), 4));
    assert!(!again.status.success(), "a pending job is not retried");
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("실패한 작업만 다시 실행할 수 있습니다."),
        "{again:?}"
    );
    assert!(all.status.success(), "{all:?}");
    assert!(
        stdout(&all).contains("1 failed job(s) queued again"),
        "{}",
        stdout(&all)
    );
    assert_eq!(status_of(&db, &other).await.0, "Pending");
    let audit: Vec<(String, Option<i64>, Option<String>)> = sqlx::query_as(
        "SELECT event, actor_id, user_agent FROM audit_log WHERE event LIKE 'job%' ORDER BY id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    let cli = Some("scheduler cli (ops-kim)".to_owned());
    assert_eq!(
        audit,
        [
            ("job_retried".to_owned(), None, cli.clone()),
            ("jobs_retried".to_owned(), None, cli),
        ]
    );
}
