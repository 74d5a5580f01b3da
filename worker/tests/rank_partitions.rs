//! The rank history's and rank checks' monthly partitions (issue 16): the daily sweep creates the
//! coming months, a row written for a month with no partition yet is kept and moves into its month
//! when that is created, and months past the retention are dropped with their rows. The market
//! snapshots' spans follow what is kept (issue 29). Every test sets its own "today": the months a
//! database has are made as of that day (`start_month_partitions`), so no outcome depends on the
//! day the suite runs (issue 38: on the first days of some months it once did).

use crate::support;

use chrono::{Datelike, Days, Months, NaiveDate};
use common::{
    config::RankRetention,
    db::{market_snapshots, rank_history},
    rank::partitions::{self, Maintained},
    time::kst_date,
    values::market::MarketSnapshot,
};
use sqlx::PgPool;
use testkit::TestDb;

const KEEP: RankRetention = RankRetention::DEFAULT;

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// The test's "today": early in a month, where the migrations' old calendar and the sweep's
/// disagreed.
fn today() -> NaiveDate {
    day(2026, 12, 2)
}

/// Gives the database the months a database made on `today` starts with, as the migration does
/// on the day it runs; returns how many it created.
async fn start_months_as_of(db: &PgPool, today: NaiveDate) -> i32 {
    sqlx::query_scalar("SELECT start_month_partitions($1)")
        .bind(today)
        .fetch_one(db)
        .await
        .unwrap()
}

fn first_of(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap()
}

/// The partition holding `slot`'s row of `day`.
async fn partition_of(db: &PgPool, slot: i64, day: NaiveDate) -> Option<String> {
    sqlx::query_scalar(
        "SELECT tableoid::regclass::text FROM rank_history WHERE slot_id = $1 AND day = $2",
    )
    .bind(slot)
    .bind(day)
    .fetch_optional(db)
    .await
    .unwrap()
}

fn month_name(day: NaiveDate) -> String {
    format!("rank_history_y{}m{:02}", day.year(), day.month())
}

async fn months_of(db: &PgPool, table: &str) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = $1::regclass AND c.relname ~ '_y[0-9]{4}m[0-9]{2}$' ORDER BY 1",
    )
    .bind(table)
    .fetch_all(db)
    .await
    .unwrap()
}

/// A fresh database with one advertiser's running slot for `keyword` on product `ids`.
async fn one_slot(keyword: &str, ids: (i64, i64, i64)) -> (TestDb, i64) {
    let db = TestDb::create().await;
    let user = support::advertiser(&db.pool).await;
    let slot = support::slot(&db.pool, user, keyword, ids).await;
    (db, slot)
}

#[tokio::test]
async fn the_sweep_creates_the_coming_months_once_and_rows_find_their_month() {
    let (db, slot) = one_slot("무선 마우스", (1, 10, 100)).await;
    let today = today();
    start_months_as_of(&db.pool, today).await;
    // Eight months ahead has no partition yet: the row is kept in the default one.
    let later = today + Months::new(8);
    rank_history::upsert_day(&mut db.pool.acquire().await.unwrap(), slot, later, 7)
        .await
        .unwrap();
    rank_history::upsert_day(&mut db.pool.acquire().await.unwrap(), slot, today, 12)
        .await
        .unwrap();
    assert_eq!(
        partition_of(&db.pool, slot, later).await.as_deref(),
        Some("rank_history_default")
    );
    assert_eq!(
        partition_of(&db.pool, slot, today).await,
        Some(month_name(today))
    );

    let first = partitions::maintain(&db.pool, KEEP, today).await.unwrap();
    let again = partitions::maintain(&db.pool, KEEP, today).await.unwrap();
    let months_later = partitions::maintain(&db.pool, KEEP, later).await.unwrap();

    // The migration made this month and three ahead of both tables: nothing to do today.
    assert_eq!(first, Maintained::default());
    assert_eq!(again, Maintained::default());
    assert!(months_later.created >= 2, "{months_later:?}");
    assert_eq!(
        partition_of(&db.pool, slot, later).await,
        Some(month_name(later))
    );
    assert_eq!(
        rank_history::list(&mut db.pool.acquire().await.unwrap(), slot, today, later)
            .await
            .unwrap()
            .len(),
        2,
        "both days are read back through the parent"
    );
}

#[tokio::test]
async fn months_past_the_retention_are_dropped_with_their_rows() {
    let (db, slot) = one_slot("캠핑 의자", (2, 20, 200)).await;
    let today = today();
    start_months_as_of(&db.pool, today).await;
    let old = today - Days::new(150);
    let recent = today - Days::new(20);
    for day in [old, recent, today] {
        rank_history::upsert_day(&mut db.pool.acquire().await.unwrap(), slot, day, 9)
            .await
            .unwrap();
    }
    // Old checks too (the partition of the check's instant).
    sqlx::query(
        "INSERT INTO crawl_runs (id, keyword, day, status) VALUES (900, '캠핑 의자', $1, 'done')",
    )
    .bind(today)
    .execute(&db.pool)
    .await
    .unwrap();
    let noon = |day: NaiveDate| common::time::kst_day_start(day) + chrono::Duration::hours(12);
    sqlx::query(
        "INSERT INTO rank_checks (run_id, slot_id, rank, checked_at)
         VALUES (900, $1, 9, $2), (900, $1, 9, $3)",
    )
    .bind(slot)
    .bind(noon(old))
    .bind(noon(today))
    .execute(&db.pool)
    .await
    .unwrap();
    partitions::maintain(&db.pool, KEEP, today).await.unwrap();

    let kept_two = RankRetention {
        history_months: 2,
        checks_months: 1,
        market_months: 13,
    };
    let dropped = partitions::maintain(&db.pool, kept_two, today)
        .await
        .unwrap();

    assert!(dropped.dropped > 0, "{dropped:?}");
    assert_eq!(
        partition_of(&db.pool, slot, old).await,
        None,
        "150 days ago is past two months"
    );
    assert!(
        partition_of(&db.pool, slot, recent).await.is_some(),
        "20 days ago is kept"
    );
    assert!(partition_of(&db.pool, slot, today).await.is_some());
    let cutoff = first_of(today) - Months::new(1);
    assert!(
        months_of(&db.pool, "rank_history")
            .await
            .iter()
            .all(|m| m.as_str() >= month_name(cutoff).as_str()),
        "{:?}",
        months_of(&db.pool, "rank_history").await
    );
    let checks: i64 = sqlx::query_scalar("SELECT count(*) FROM rank_checks WHERE slot_id = $1")
        .bind(slot)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(checks, 1, "only this month's check is kept");
}

/// Stores an empty snapshot of `keyword` on each of `days`, one statement each.
async fn snapshots(db: &PgPool, keyword: &str, days: &[NaiveDate]) {
    let mut conn = db.acquire().await.unwrap();
    for day in days {
        market_snapshots::upsert(&mut conn, keyword, *day, None, &MarketSnapshot::default())
            .await
            .unwrap();
    }
}

/// `(first, last)` of `keyword`'s span as the views read it.
async fn span(db: &PgPool, keyword: &str) -> (Option<NaiveDate>, Option<NaiveDate>) {
    let mut conn = db.acquire().await.unwrap();
    let days = market_snapshots::days(&mut conn, keyword, today(), None)
        .await
        .unwrap();
    (days.available.first, days.available.last)
}

#[tokio::test]
async fn a_keywords_snapshot_span_widens_with_each_day_and_narrows_with_retention() {
    let db = TestDb::create().await;
    let today = today();
    start_months_as_of(&db.pool, today).await;
    let (old, recent) = (today - Days::new(150), today - Days::new(20));
    // Out of order, a day written twice (a re-run), and a keyword of old days only.
    snapshots(&db.pool, "캠핑 의자", &[recent, today, old, today]).await;
    snapshots(&db.pool, "캠핑 테이블", &[old]).await;
    assert_eq!(span(&db.pool, "캠핑 의자").await, (Some(old), Some(today)));
    assert_eq!(span(&db.pool, "캠핑 테이블").await, (Some(old), Some(old)));
    assert_eq!(span(&db.pool, "캠핑 랜턴").await, (None, None));

    partitions::maintain(&db.pool, KEEP, today).await.unwrap();
    assert_eq!(
        span(&db.pool, "캠핑 의자").await,
        (Some(old), Some(today)),
        "13 months keep 150 days ago"
    );
    let two_months = RankRetention {
        market_months: 2,
        ..KEEP
    };
    partitions::maintain(&db.pool, two_months, today)
        .await
        .unwrap();

    assert_eq!(
        span(&db.pool, "캠핑 의자").await,
        (Some(recent), Some(today)),
        "the span starts at the first day left"
    );
    assert_eq!(
        span(&db.pool, "캠핑 테이블").await,
        (None, None),
        "no day left, no span"
    );
}

#[tokio::test]
async fn the_views_days_are_the_snapshots_around_the_days_asked() {
    let db = TestDb::create().await;
    let today = today();
    start_months_as_of(&db.pool, today).await;
    let ago = |n: u64| today - Days::new(n);
    // Days with gaps: 40, 30, 29, 10 and 3 days ago.
    snapshots(
        &db.pool,
        "등산 스틱",
        &[ago(40), ago(30), ago(29), ago(10), ago(3)],
    )
    .await;
    let mut conn = db.pool.acquire().await.unwrap();
    let mut days = async |upto: NaiveDate, from: Option<NaiveDate>| {
        let d = market_snapshots::days(&mut conn, "등산 스틱", upto, from)
            .await
            .unwrap();
        assert_eq!(
            (d.available.first, d.available.last),
            (Some(ago(40)), Some(ago(3)))
        );
        (d.latest, d.first_from)
    };
    // Up to today: the last day; from before the first: the first.
    assert_eq!(
        days(today, Some(ago(60))).await,
        (Some(ago(3)), Some(ago(40)))
    );
    // Up to a crawled day: that day; from a crawled day: that day.
    assert_eq!(
        days(ago(10), Some(ago(30))).await,
        (Some(ago(10)), Some(ago(30)))
    );
    // Up to a day in a gap: the day before it; from a day in a gap: the day after it.
    assert_eq!(
        days(ago(20), Some(ago(35))).await,
        (Some(ago(29)), Some(ago(30)))
    );
    // Nothing from `from` up to `upto`, and nothing up to before the first day.
    assert_eq!(days(ago(20), Some(ago(25))).await, (Some(ago(29)), None));
    assert_eq!(days(ago(50), Some(ago(60))).await, (None, None));
    // No `from` (a slot not started): no first day from it.
    assert_eq!(days(today, None).await, (Some(ago(3)), None));
}

/// The months of `table` a database made on `today` has: two before its month to three after.
fn months_made_on(table: &str, today: NaiveDate) -> Vec<String> {
    (0..6)
        .map(|n| first_of(today) - Months::new(2) + Months::new(n))
        .map(|m| format!("{table}_y{}m{:02}", m.year(), m.month()))
        .collect()
}

#[tokio::test]
async fn a_new_database_starts_with_the_months_the_sweep_keeps_at_every_month_boundary() {
    let db = TestDb::create().await;
    // The migration made this database's months as of the Korean day it ran.
    let migrated: chrono::DateTime<chrono::Utc> = sqlx::query_scalar(
        "SELECT installed_on FROM _sqlx_migrations WHERE version = 20261204000050",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    for table in ["rank_history", "rank_checks", "market_snapshots"] {
        assert_eq!(
            months_of(&db.pool, table).await,
            months_made_on(table, kst_date(migrated))
        );
    }

    // The first and last days of months (the 1st and 2nd once got a month the sweep dropped at
    // once), a short February, a leap day, a year's turn: the first sweep has nothing to do.
    for today in [
        day(2026, 11, 30),
        day(2026, 12, 1),
        day(2026, 12, 2),
        day(2026, 12, 31),
        day(2027, 1, 1),
        day(2027, 1, 2),
        day(2027, 3, 1),
        day(2027, 3, 2),
        day(2027, 5, 1),
        day(2028, 2, 29),
        day(2028, 3, 1),
    ] {
        start_months_as_of(&db.pool, today).await;
        for table in ["rank_history", "rank_checks", "market_snapshots"] {
            assert_eq!(
                months_of(&db.pool, table).await,
                months_made_on(table, today),
                "{today}"
            );
        }
        assert_eq!(
            partitions::maintain(&db.pool, KEEP, today).await.unwrap(),
            Maintained::default(),
            "the first sweep on {today}"
        );
    }
}
