//! A worker process killed with `kill -9` in the middle of a notification send to every
//! advertiser: another worker process takes the job over and finishes it, and nobody is notified
//! twice.
//!
//! The first worker is stopped at a known point without any test hook: the test holds the row lock
//! of an advertiser in the second chunk of recipients, so the worker commits its first chunk and
//! then waits on that lock (the new rows' key check) inside the second, where it is killed.

mod support;

use common::{
    actor::{Actor, ClientInfo, Role},
    notifications::{fanout::CHUNK, sends},
};
use serde_json::json;
use sqlx::PgPool;
use support::{WorkerProcess, wait_until};
use testkit::TestDb;

const ADVERTISERS: i64 = CHUNK + 1_000;

#[tokio::test]
async fn a_send_cut_off_by_kill_9_is_finished_by_another_worker_notifying_each_advertiser_once() {
    let db = TestDb::create().await;
    let operator = advertisers_and_an_operator(&db.pool).await;
    let request: sends::SendRequest = serde_json::from_value(
        json!({ "title": "전체 공지", "message": "점검 안내", "recipientId": "all" }),
    )
    .unwrap();
    let send = sends::send(&db.pool, &operator, &request)
        .await
        .expect("the send is accepted");
    let blocker: i64 = sqlx::query_scalar(
        "SELECT id FROM users WHERE role = 'user' ORDER BY id OFFSET $1 LIMIT 1",
    )
    .bind(CHUNK + 500)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let mut hold = db.pool.begin().await.unwrap();
    sqlx::query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
        .bind(blocker)
        .execute(&mut *hold)
        .await
        .unwrap();

    // No crawl is involved: the simulator address is never used.
    let sim = "127.0.0.1:9".parse().unwrap();
    let mut first = WorkerProcess::start(&db.url, sim, &[]);
    wait_until(&db.pool, "the first chunk committed and the second waits", |pool| async move {
        let (written, waiting): (i64, i64) = sqlx::query_as(
            "SELECT (SELECT count(*) FROM notifications WHERE send_id = $1),
                    (SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database())",
        )
        .bind(send.id)
        .fetch_one(&pool)
        .await
        .unwrap();
        written == CHUNK && waiting > 0
    })
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    let (status, job_status): (String, String) = sqlx::query_as(
        "SELECT s.status, j.status FROM notification_sends s, apalis.jobs j
         WHERE s.id = $1 AND j.job_type = 'notification_fanout'",
    )
    .bind(send.id)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (status.as_str(), job_status.as_str()),
        ("sending", "Running"),
        "left mid-send, its second chunk rolled back"
    );

    let _second = WorkerProcess::start(&db.url, sim, &[]);
    wait_until(
        &db.pool,
        "the send and its job are finished by the second worker",
        |pool| async move {
            let (status, job_status): (String, String) = sqlx::query_as(
                "SELECT s.status, j.status FROM notification_sends s, apalis.jobs j
             WHERE s.id = $1 AND j.job_type = 'notification_fanout'",
            )
            .bind(send.id)
            .fetch_one(&pool)
            .await
            .unwrap();
            status == "sent" && job_status == "Done"
        },
    )
    .await;

    let (rows, recipients, most_per_recipient, counted): (i64, i64, i64, i32) = sqlx::query_as(
        "SELECT count(*), count(DISTINCT user_id),
                (SELECT max(n) FROM (SELECT count(*) AS n FROM notifications WHERE send_id = $1 GROUP BY user_id) per),
                (SELECT recipient_count FROM notification_sends WHERE id = $1)
         FROM notifications WHERE send_id = $1",
    )
    .bind(send.id)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (rows, recipients, most_per_recipient, counted),
        (ADVERTISERS, ADVERTISERS, 1, ADVERTISERS as i32),
        "every advertiser notified exactly once"
    );
    let jobs: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM apalis.jobs WHERE job_type = 'notification_fanout'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(jobs, 1, "the same job, taken over");
}

/// [`ADVERTISERS`] active advertisers and an operator (the sender).
async fn advertisers_and_an_operator(db: &PgPool) -> Actor {
    sqlx::query(
        "INSERT INTO users (email, password_hash, full_name)
         SELECT 'adv' || g, 'x', '광고주' || g FROM generate_series(1, $1) g",
    )
    .bind(ADVERTISERS)
    .execute(db)
    .await
    .unwrap();
    let operator: i64 = sqlx::query_scalar(
        "INSERT INTO users (email, password_hash, full_name, role) VALUES ('operator', 'x', '운영자', 'operator')
         RETURNING id",
    )
    .fetch_one(db)
    .await
    .unwrap();
    Actor {
        user_id: operator,
        role: Role::Operator,
        switched_by: None,
        session_id: uuid::Uuid::nil(),
        client: ClientInfo::default(),
    }
}
