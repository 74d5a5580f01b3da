//! A worker process killed with `kill -9` in the middle of a bulk registration: another worker
//! process takes the job over and finishes the batch; every row is registered and paid for exactly
//! once.
//!
//! The first worker is stopped at a known point without any test hook: once some chunks have
//! committed, the test takes the advertiser's row lock (every registration takes it), so the
//! worker waits on it inside its next chunk, where it is killed.

use crate::support;

use common::{
    actor::{Actor, Role},
    db,
    jobs::{Job, RegisterSlots},
    slots::{bulk_registration, fields::SlotFields},
};
use sqlx::PgPool;
use support::{
    WorkerProcess, assert_one_job, batch_succeeded, lock_waiters, wait_for_the_takeover, wait_until,
};
use testkit::TestDb;

const ROWS: i32 = 600;
const PRICE: i64 = 1_000;

#[tokio::test]
async fn a_bulk_registration_cut_off_by_kill_9_is_finished_by_another_worker_registering_each_row_once()
 {
    let db = TestDb::create().await;
    let advertiser = stage(&db.pool).await;
    let rows = (1..=ROWS)
        .map(|n| bulk_registration::BulkRow {
            row: n,
            fill_slot_id: None,
            fields: SlotFields::merge(
                Some(format!("키워드{n}")),
                Some(format!(
                    "https://www.coupang.com/vp/products/{n}?itemId={n}&vendorItemId={n}"
                )),
                None,
                None,
            ),
        })
        .collect();
    let batch = bulk_registration::request(&db.pool, &advertiser, "coupang.com", rows)
        .await
        .expect("the batch is requested");
    let id = batch.batch.id;

    let mut first = WorkerProcess::without_crawls(&db.url);
    wait_until(&db.pool, "a chunk committed", |pool| async move {
        batch_succeeded(&pool, id).await >= 50
    })
    .await;
    let mut hold = db.pool.begin().await.unwrap();
    db::users::lock(&mut hold, advertiser.user_id)
        .await
        .unwrap();
    wait_until(
        &db.pool,
        "the worker waits on the advertiser's lock",
        |pool| async move { lock_waiters(&pool).await > 0 },
    )
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    let cut = batch_succeeded(&db.pool, id).await;
    assert!(
        cut > 0 && cut < ROWS,
        "left mid-batch with {cut} rows registered"
    );
    let job =
        sqlx::query_scalar!("SELECT status FROM apalis.jobs WHERE job_type = 'slot_registration'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(job, "Running", "the dead worker still holds the job");

    let _second = WorkerProcess::without_crawls(&db.url);
    wait_for_the_takeover(&db.pool, id, RegisterSlots::QUEUE).await;

    let made = sqlx::query!(
        r#"SELECT (SELECT count(*) FROM slots) AS "slots!",
                  (SELECT count(DISTINCT keyword) FROM slots) AS "keywords!",
                  (SELECT count(*) FROM slot_logs WHERE change_type = 'create') AS "create_logs!",
                  (SELECT count(*) FROM cash_ledger WHERE type = 'purchase') AS "purchases!",
                  (SELECT amount FROM cash_balances WHERE user_id = $1) AS "balance!",
                  (SELECT count(*) FROM batch_items WHERE batch_id = $2 AND outcome = 'succeeded') AS "registered!",
                  (SELECT succeeded FROM batches WHERE id = $2) AS "succeeded!""#,
        advertiser.user_id,
        id,
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let n = ROWS as i64;
    assert_eq!(
        (
            made.slots,
            made.keywords,
            made.create_logs,
            made.purchases,
            made.registered,
            made.succeeded
        ),
        (n, n, n, n, n, ROWS),
        "every row registered, logged and paid exactly once"
    );
    assert_eq!(made.balance, 1_000_000 - n * PRICE);
    assert_one_job(&db.pool, RegisterSlots::QUEUE).await;
}

/// An advertiser holding 1,000,000 won, slots at 1,000 won, room for every row.
async fn stage(db: &PgPool) -> Actor {
    let user = support::funded_advertiser(db, "agency", "x", PRICE, 1_000_000).await;
    testkit::actor(user, Role::User)
}
