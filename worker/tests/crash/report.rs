//! A worker process killed with `kill -9` in the middle of a large effect report: another worker
//! process takes the job over and finishes it; every slot is settled once and one file is written.
//!
//! The first worker is stopped at a known point without any test hook: the test holds an
//! uncommitted line of the batch's 75th slot, so the worker commits its first chunk (slots 1–50)
//! and then waits on that row (its own line's key) inside its second, where it is killed.

use common::{
    actor::Role,
    batches::BatchKind,
    db,
    jobs::{Job, MakeReport},
    market::report::{self, ReportFormat, job},
};
use sqlx::PgPool;
use testkit::TestDb;

use crate::support::{
    WorkerProcess, account, assert_one_job, batch_and_job, batch_succeeded, lock_waiters,
    wait_for_the_takeover, wait_until,
};

const SLOTS: i64 = 150;

#[tokio::test]
async fn a_report_cut_off_by_kill_9_is_finished_by_another_worker_settling_each_slot_once() {
    let db = TestDb::create().await;
    let owner = running_slots(&db.pool, SLOTS).await;
    let actor = testkit::actor(owner, Role::User);
    let scope = report::scope(&db.pool, &actor, None, None, None)
        .await
        .unwrap();
    let made = job::request(&db.pool, &actor, scope, ReportFormat::Pdf)
        .await
        .expect("the job is requested");
    let batch = made.batch.id;
    assert_eq!(made.batch.total, Some(SLOTS as i32));
    // The 75th slot's line, written and not committed.
    let mut hold = db.pool.begin().await.unwrap();
    sqlx::query(
        "INSERT INTO report_lines (batch_id, slot_id, line)
         SELECT $1, id, '{}' FROM slots WHERE user_id = $2 ORDER BY id OFFSET 74 LIMIT 1",
    )
    .bind(batch)
    .bind(owner)
    .execute(&mut *hold)
    .await
    .unwrap();

    let mut first = WorkerProcess::without_crawls(&db.url);
    wait_until(
        &db.pool,
        "the first chunk committed and the second waits",
        |pool| async move { batch_succeeded(&pool, batch).await == 50 && lock_waiters(&pool).await > 0 },
    )
    .await;
    first.kill_hard();
    hold.rollback().await.unwrap();

    assert_eq!(
        batch_and_job(&db.pool, batch, MakeReport::QUEUE).await,
        ("running".into(), 50, "Running".into()),
        "left mid-batch, its second chunk rolled back"
    );
    let _second = WorkerProcess::without_crawls(&db.url);
    wait_for_the_takeover(&db.pool, batch, MakeReport::QUEUE).await;

    let done = db::batches::find(
        &mut db.pool.acquire().await.unwrap(),
        batch,
        BatchKind::Report,
    )
    .await
    .unwrap()
    .expect("the batch");
    assert_eq!((done.succeeded, done.failed), (SLOTS as i32, 0));
    let settled: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM batch_items WHERE batch_id = $1 AND outcome = 'succeeded'",
    )
    .bind(batch)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let (files, lines): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM report_files), (SELECT count(*) FROM report_lines)",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        (settled, files, lines),
        (SLOTS, 1, 0),
        "every slot settled once, one file, no line left"
    );
    let (_, _, pdf) = job::file(&db.pool, &actor, batch).await.unwrap();
    let text = String::from_utf8_lossy(&pdf);
    let pages = text.matches("/Type/Page").count() - text.matches("/Type/Pages").count();
    assert_eq!(pages, SLOTS as usize / 10, "ten slots a page, each once");
    assert_one_job(&db.pool, MakeReport::QUEUE).await;
}

/// An advertiser with `count` approved slots running today; their id.
async fn running_slots(db: &PgPool, count: i64) -> i64 {
    let owner = account(db, "bigreport", "광고주", Role::User).await;
    testkit::running_slots(db, owner, count, "키워드").await;
    owner
}
