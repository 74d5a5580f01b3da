//! A worker process killed with `kill -9` in the middle of a bulk extension: another worker process
//! takes the job over and finishes the batch, and no slot is extended twice.
//!
//! The first worker is stopped at a known point without any test hook: the test holds the row lock
//! of the batch's 150th slot, so the worker commits its first step (slots 1–100) and then waits on
//! that lock inside its second step, where it is killed.

mod support;

use common::{
    actor::{Actor, ClientInfo, Role},
    settings,
    slots::extension,
    time::today_kst,
};
use serde_json::json;
use sqlx::PgPool;
use support::{WorkerProcess, wait_until};
use testkit::TestDb;

const SLOTS: i64 = 300;

#[tokio::test]
async fn a_bulk_extension_cut_off_by_kill_9_is_finished_by_another_worker_extending_each_slot_once()
{
    let db = TestDb::create().await;
    let (operator, allocation) = issue_running_slots(&db.pool, SLOTS).await;
    let batch = extension::request_bulk(&db.pool, &operator, allocation, 10)
        .await
        .expect("the batch is requested");
    assert_eq!(batch.batch.total, SLOTS as i32);
    let blocker: i64 = sqlx::query_scalar(
        "SELECT id FROM slots WHERE allocation_id = $1 ORDER BY id OFFSET 149 LIMIT 1",
    )
    .bind(allocation)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let mut hold = db.pool.begin().await.unwrap();
    sqlx::query("SELECT id FROM slots WHERE id = $1 FOR UPDATE")
        .bind(blocker)
        .execute(&mut *hold)
        .await
        .unwrap();

    // No crawl is involved: the simulator address is never used.
    let sim = "127.0.0.1:9".parse().unwrap();
    let mut first = WorkerProcess::start(&db.url, sim, &[]);
    wait_until(&db.pool, "the first step committed and the second waits", |pool| async move {
        let (extended, waiting): (i32, i64) = sqlx::query_as(
            "SELECT (SELECT extended FROM extension_batches WHERE id = $1),
                    (SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database())",
        )
        .bind(batch.batch.id)
        .fetch_one(&pool)
        .await
        .unwrap();
        extended == 100 && waiting > 0
    })
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    let (status, extended, job_status): (String, i32, String) = sqlx::query_as(
        "SELECT b.status, b.extended, j.status FROM extension_batches b, apalis.jobs j
         WHERE b.id = $1 AND j.job_type = 'slot_extension'",
    )
    .bind(batch.batch.id)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (status.as_str(), extended, job_status.as_str()),
        ("running", 100, "Running"),
        "left mid-batch, its second step rolled back"
    );

    let _second = WorkerProcess::start(&db.url, sim, &[]);
    wait_until(
        &db.pool,
        "the batch and its job are finished by the second worker",
        |pool| async move {
            let (status, job_status): (String, String) = sqlx::query_as(
                "SELECT b.status, j.status FROM extension_batches b, apalis.jobs j
                 WHERE b.id = $1 AND j.job_type = 'slot_extension'",
            )
            .bind(batch.batch.id)
            .fetch_one(&pool)
            .await
            .unwrap();
            status == "done" && job_status == "Done"
        },
    )
    .await;

    let (extended, failed): (i32, i32) =
        sqlx::query_as("SELECT extended, failed FROM extension_batches WHERE id = $1")
            .bind(batch.batch.id)
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!((extended, failed), (SLOTS as i32, 0));
    let (extensions, parents, most_per_parent, extend_logs): (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT count(*), count(DISTINCT parent_slot_id),
                COALESCE((SELECT max(n) FROM (SELECT count(*) AS n FROM slots WHERE parent_slot_id IS NOT NULL
                                              GROUP BY parent_slot_id) per), 0),
                (SELECT count(*) FROM slot_logs WHERE change_type = 'extend')
         FROM slots WHERE parent_slot_id IS NOT NULL",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (extensions, parents, most_per_parent, extend_logs),
        (SLOTS, SLOTS, 1, SLOTS),
        "every slot extended exactly once, one log each"
    );
    let jobs: i64 =
        sqlx::query_scalar("SELECT count(*) FROM apalis.jobs WHERE job_type = 'slot_extension'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(jobs, 1, "the same job, taken over");
}

/// Pre-allocation mode, an operator, and an issue of `count` approved slots of one advertiser
/// ending in three days (so each may be extended); returns the operator and the issue's id.
async fn issue_running_slots(db: &PgPool, count: i64) -> (Actor, i64) {
    sqlx::query(
        "INSERT INTO settings (key, value, category) VALUES ('slotOperationMode', $1, 'business')",
    )
    .bind(json!("pre-allocation"))
    .execute(db)
    .await
    .unwrap();
    assert_eq!(
        settings::operation_mode(db).await.unwrap(),
        settings::OperationMode::PreAllocation
    );
    let ids: Vec<i64> = sqlx::query_scalar(
        "INSERT INTO users (email, password_hash, full_name, role) VALUES ('agency', 'x', '광고주', 'user'),
                ('operator', 'x', '운영자', 'operator') RETURNING id",
    )
    .fetch_all(db)
    .await
    .unwrap();
    let (user, operator) = (ids[0], ids[1]);
    let today = today_kst();
    let allocation: i64 = sqlx::query_scalar(
        "INSERT INTO slot_allocations (user_id, operator_id, slot_count, start_date, end_date, reason)
         VALUES ($1, $2, $3, $4::date - 4, $4::date + 3, '선슬롯 발행') RETURNING id",
    )
    .bind(user)
    .bind(operator)
    .bind(count as i32)
    .bind(today)
    .fetch_one(db)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id,
                            url_vendor_item_id, start_date, end_date, allocation_id, approved_at)
         SELECT a.user_id, g, 'active', '키워드' || g, 'https://www.coupang.com/vp/products/' || g,
                g, g * 10, g * 100, a.start_date, a.end_date, a.id, now()
         FROM slot_allocations a, generate_series(1, a.slot_count) g WHERE a.id = $1",
    )
    .bind(allocation)
    .execute(db)
    .await
    .unwrap();
    let actor = Actor {
        user_id: operator,
        role: Role::Operator,
        switched_by: None,
        session_id: uuid::Uuid::nil(),
        client: ClientInfo::default(),
    };
    (actor, allocation)
}
