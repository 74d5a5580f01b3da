//! A worker process killed with `kill -9` in the middle of a notification send to every
//! advertiser: another worker process takes the job over and finishes it, and nobody is notified
//! twice.
//!
//! The first worker is stopped at a known point without any test hook: the test holds an advertiser
//! of the second chunk of recipients `FOR UPDATE` (the one row lock a foreign-key check waits on;
//! the product's own account lock is a no-key one), so the worker commits its first chunk and then
//! waits on that lock (the new rows' key check) inside the second, where it is killed.

use crate::support;

use common::{
    actor::{Actor, Role},
    jobs::{Job, SendNotifications},
    notifications::{fanout::CHUNK, sends},
};
use serde_json::json;
use sqlx::PgPool;
use support::{
    WorkerProcess, account, assert_one_job, batch_and_job, wait_for_the_takeover, wait_until,
};
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
    let blocker = sqlx::query_scalar!(
        "SELECT id FROM users WHERE role = 'user' ORDER BY id OFFSET $1 LIMIT 1",
        CHUNK + 500
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let mut hold = db.pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE")
        .bind(blocker)
        .execute(&mut *hold)
        .await
        .unwrap();

    let mut first = WorkerProcess::without_crawls(&db.url);
    wait_until(&db.pool, "the first chunk committed and the second waits", |pool| async move {
        let now = sqlx::query!(
            r#"SELECT (SELECT count(*) FROM notifications WHERE send_id = $1) AS "written!",
                      (SELECT count(*) FROM pg_stat_activity
                       WHERE wait_event_type = 'Lock' AND datname = current_database()) AS "waiting!""#,
            send.id
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        now.written == CHUNK && now.waiting > 0
    })
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    assert_eq!(
        batch_and_job(&db.pool, send.id, SendNotifications::QUEUE).await,
        ("running".into(), CHUNK as i32, "Running".into()),
        "left mid-send, its second chunk rolled back"
    );
    let _second = WorkerProcess::without_crawls(&db.url);
    wait_for_the_takeover(&db.pool, send.id, SendNotifications::QUEUE).await;

    let written = sqlx::query!(
        r#"SELECT count(*) AS "rows!", count(DISTINCT user_id) AS "recipients!",
                  (SELECT max(n) FROM (SELECT count(*) AS n FROM notifications WHERE send_id = $1 GROUP BY user_id) per)
                    AS "most_per_recipient!",
                  (SELECT succeeded FROM batches WHERE id = $1) AS "counted!"
           FROM notifications WHERE send_id = $1"#,
        send.id
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (
            written.rows,
            written.recipients,
            written.most_per_recipient,
            written.counted
        ),
        (ADVERTISERS, ADVERTISERS, 1, ADVERTISERS as i32),
        "every advertiser notified exactly once"
    );
    assert_one_job(&db.pool, SendNotifications::QUEUE).await;
}

/// [`ADVERTISERS`] active advertisers and an operator (the sender).
async fn advertisers_and_an_operator(db: &PgPool) -> Actor {
    sqlx::query!(
        "INSERT INTO users (email, password_hash, full_name)
         SELECT 'adv' || g, 'x', '광고주' || g FROM generate_series(1, $1::bigint) g",
        ADVERTISERS
    )
    .execute(db)
    .await
    .unwrap();
    let operator = account(db, "operator", "운영자", Role::Operator).await;
    testkit::actor(operator, Role::Operator)
}
