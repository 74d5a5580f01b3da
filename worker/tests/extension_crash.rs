//! A worker process killed with `kill -9` in the middle of a bulk extension: another worker process
//! takes the job over and finishes the batch, and no slot is extended twice.
//!
//! The first worker is stopped at a known point without any test hook: the test holds the row lock
//! of the batch's 150th slot, so the worker commits its first step (slots 1–100) and then waits on
//! that lock inside its second step, where it is killed.
//!
//! Also here (one test binary for the batch crash tests that need no simulator): the effect
//! report's job (`crash/report.rs`).

#[path = "crash/report.rs"]
mod report;
use crate::support;

use chrono::Days;
use common::{
    actor::{Actor, Role},
    batches::BatchKind,
    db::{self, allocations::NewAllocation},
    jobs::{ExtendSlots, Job},
    settings,
    slots::extension,
    time::today_kst,
};
use serde_json::json;
use sqlx::PgPool;
use support::{
    WorkerProcess, account, assert_one_job, batch_and_job, batch_succeeded, lock_waiters,
    wait_for_the_takeover, wait_until,
};
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
    assert_eq!(batch.batch.total, Some(SLOTS as i32));
    let blocker = sqlx::query_scalar!(
        "SELECT id FROM slots WHERE allocation_id = $1 ORDER BY id OFFSET 149 LIMIT 1",
        allocation
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let mut hold = db.pool.begin().await.unwrap();
    db::slots::lock(&mut hold, &[blocker]).await.unwrap();

    let mut first = WorkerProcess::without_crawls(&db.url);
    wait_until(
        &db.pool,
        "the first step committed and the second waits",
        |pool| async move {
            batch_succeeded(&pool, batch.batch.id).await == 100 && lock_waiters(&pool).await > 0
        },
    )
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    assert_eq!(
        batch_and_job(&db.pool, batch.batch.id, ExtendSlots::QUEUE).await,
        ("running".into(), 100, "Running".into()),
        "left mid-batch, its second step rolled back"
    );
    let _second = WorkerProcess::without_crawls(&db.url);
    wait_for_the_takeover(&db.pool, batch.batch.id, ExtendSlots::QUEUE).await;

    let settled = db::batches::find(
        &mut db.pool.acquire().await.unwrap(),
        batch.batch.id,
        BatchKind::Extension,
    )
    .await
    .unwrap()
    .expect("the batch");
    assert_eq!((settled.succeeded, settled.failed), (SLOTS as i32, 0));
    let made = sqlx::query!(
        r#"SELECT count(*) AS "extensions!", count(DISTINCT parent_slot_id) AS "parents!",
                  COALESCE((SELECT max(n) FROM (SELECT count(*) AS n FROM slots WHERE parent_slot_id IS NOT NULL
                                                GROUP BY parent_slot_id) per), 0) AS "most_per_parent!",
                  (SELECT count(*) FROM slot_logs WHERE change_type = 'extend') AS "extend_logs!"
           FROM slots WHERE parent_slot_id IS NOT NULL"#
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (
            made.extensions,
            made.parents,
            made.most_per_parent,
            made.extend_logs
        ),
        (SLOTS, SLOTS, 1, SLOTS),
        "every slot extended exactly once, one log each"
    );
    assert_one_job(&db.pool, ExtendSlots::QUEUE).await;
}

/// Pre-allocation mode, an operator, and an issue of `count` approved slots of one advertiser
/// ending in three days (so each may be extended); returns the operator and the issue's id.
async fn issue_running_slots(db: &PgPool, count: i64) -> (Actor, i64) {
    let user = account(db, "agency", "광고주", Role::User).await;
    let operator = account(db, "operator", "운영자", Role::Operator).await;
    let mut conn = db.acquire().await.unwrap();
    db::settings::upsert(
        &mut conn,
        "slotOperationMode",
        &json!("pre-allocation"),
        "business",
        operator,
    )
    .await
    .unwrap();
    assert_eq!(
        settings::operation_mode(db).await.unwrap(),
        settings::OperationMode::PreAllocation
    );
    let today = today_kst();
    let allocation = db::allocations::insert(
        &mut conn,
        &NewAllocation {
            user_id: user,
            operator_id: operator,
            slot_count: count as i32,
            start_date: today - Days::new(4),
            end_date: today + Days::new(3),
            work_count: 0,
            amount: 0,
            description: None,
            is_test: false,
            reason: "선슬롯 발행",
            memo: None,
        },
    )
    .await
    .unwrap();
    // The issue's slots, filled and approved (as `allocations::issue_slots` makes them, but running).
    sqlx::query!(
        "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id,
                            url_vendor_item_id, start_date, end_date, allocation_id, approved_at)
         SELECT a.user_id, g, 'active', '키워드' || g, 'https://www.coupang.com/vp/products/' || g,
                g, g * 10, g * 100, a.start_date, a.end_date, a.id, now()
         FROM slot_allocations a, generate_series(1, a.slot_count) g WHERE a.id = $1",
        allocation
    )
    .execute(&mut *conn)
    .await
    .unwrap();
    let actor = testkit::actor(operator, Role::Operator);
    (actor, allocation)
}
