//! Old crawls' stored pages are pruned; unfinished and recent crawls keep theirs, and every run
//! keeps its row. The sweep's "today" is the test's, not the wall clock's.

use crate::support;

use chrono::{Days, NaiveDate};
use common::rank::runs;
use sqlx::PgPool;
use support::pages_stored;
use testkit::TestDb;

/// The test's "today".
fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 12, 2).unwrap()
}

/// A run of `keyword` on `days_ago` with `status` and two stored pages.
async fn run_with_pages(db: &PgPool, keyword: &str, days_ago: u64, status: &str) -> i64 {
    let day = today() - Days::new(days_ago);
    let id = sqlx::query_scalar!(
        "INSERT INTO crawl_runs (keyword, day, status) VALUES ($1, $2, $3) RETURNING id",
        keyword,
        day,
        status
    )
    .fetch_one(db)
    .await
    .unwrap();
    sqlx::query!(
        "INSERT INTO crawl_pages (run_id, page, cards) VALUES ($1, 1, '[]'), ($1, 2, '[]')",
        id
    )
    .execute(db)
    .await
    .unwrap();
    id
}

#[tokio::test]
async fn pages_of_crawls_finished_over_a_week_ago_are_pruned() {
    let db = TestDb::create().await;
    let old_done = run_with_pages(&db.pool, "무선 마우스", 8, "done").await;
    let old_failed = run_with_pages(&db.pool, "텀블러", 30, "failed").await;
    let old_unfinished = run_with_pages(&db.pool, "가습기", 8, "queued").await;
    let recent_done = run_with_pages(&db.pool, "선풍기", 7, "done").await;

    let deleted = runs::prune_pages(&db.pool, today()).await.unwrap();

    assert_eq!(deleted, 4);
    assert_eq!(pages_stored(&db.pool, old_done).await, 0);
    assert_eq!(pages_stored(&db.pool, old_failed).await, 0);
    assert_eq!(
        pages_stored(&db.pool, old_unfinished).await,
        2,
        "it may still resume"
    );
    assert_eq!(pages_stored(&db.pool, recent_done).await, 2, "kept a week");
    let runs = sqlx::query_scalar!(r#"SELECT count(*) AS "runs!" FROM crawl_runs"#)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(runs, 4, "the runs stay");
    assert_eq!(
        runs::prune_pages(&db.pool, today()).await.unwrap(),
        0,
        "twice deletes nothing more"
    );
}
