//! `crawl_lanes` and `crawl_leases`: the politeness state every worker process shares (the rules
//! are in `rank::politeness`). Times come from the database clock so processes on different
//! machines agree.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use crate::error::AppError;

/// A lane as the next request sees it.
#[derive(Debug, Clone)]
pub struct LaneRow {
    pub lane: String,
    /// The database clock when the row was read.
    pub now: DateTime<Utc>,
    pub next_start_at: DateTime<Utc>,
    pub budget_day: Option<NaiveDate>,
    pub budget_used: i32,
    pub blocked_until: Option<DateTime<Utc>>,
    /// Live leases: requests under way.
    pub in_flight: i64,
}

/// A lane's state for the status screen and the CLI.
#[derive(Debug, Clone)]
pub struct LaneStatus {
    pub lane: String,
    pub in_flight: i64,
    pub budget_day: Option<NaiveDate>,
    pub budget_used: i32,
    pub blocked_until: Option<DateTime<Utc>>,
    pub block_streak: i32,
    pub last_block: Option<String>,
}

/// Creates the lanes that do not exist yet.
pub async fn ensure(conn: &mut PgConnection, lanes: &[String]) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO crawl_lanes (lane) SELECT unnest($1::text[]) ON CONFLICT (lane) DO NOTHING",
        lanes,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Locks `lanes` (in one order, so concurrent callers never deadlock), then reads them. Two
/// statements: a waiting `FOR UPDATE` rechecks the locked rows but not a subquery's snapshot, so
/// leases are counted only once the locks are held.
pub async fn lock(conn: &mut PgConnection, lanes: &[String]) -> Result<Vec<LaneRow>, AppError> {
    sqlx::query!(
        "SELECT lane FROM crawl_lanes WHERE lane = ANY($1) ORDER BY lane FOR UPDATE",
        lanes,
    )
    .fetch_all(&mut *conn)
    .await?;
    Ok(sqlx::query_as!(
        LaneRow,
        r#"SELECT l.lane, clock_timestamp() AS "now!", l.next_start_at, l.budget_day, l.budget_used,
                  l.blocked_until,
                  (SELECT count(*) FROM crawl_leases c
                    WHERE c.lane = l.lane AND c.expires_at > clock_timestamp()) AS "in_flight!"
           FROM crawl_lanes l WHERE l.lane = ANY($1) ORDER BY l.lane"#,
        lanes,
    )
    .fetch_all(conn)
    .await?)
}

/// Takes one lease on each of `lanes` (valid for `ttl_secs`), pushes each lane's next start
/// `spacing_secs` ahead and counts the request in its `day` budget. Returns the lease ids.
pub async fn take(
    conn: &mut PgConnection,
    lanes: &[String],
    spacing_secs: &[f64],
    ttl_secs: f64,
    day: NaiveDate,
) -> Result<Vec<i64>, AppError> {
    sqlx::query!(
        "DELETE FROM crawl_leases WHERE lane = ANY($1) AND expires_at <= clock_timestamp()",
        lanes,
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE crawl_lanes l
         SET next_start_at = clock_timestamp() + make_interval(secs => u.spacing),
             budget_used = CASE WHEN l.budget_day = $3 THEN l.budget_used + 1 ELSE 1 END,
             budget_day = $3
         FROM unnest($1::text[], $2::float8[]) AS u (lane, spacing)
         WHERE l.lane = u.lane",
        lanes,
        spacing_secs,
        day,
    )
    .execute(&mut *conn)
    .await?;
    Ok(sqlx::query_scalar!(
        "INSERT INTO crawl_leases (lane, expires_at)
         SELECT unnest($1::text[]), clock_timestamp() + make_interval(secs => $2)
         RETURNING id",
        lanes,
        ttl_secs,
    )
    .fetch_all(conn)
    .await?)
}

/// Ends leases (the requests finished).
pub async fn release(conn: &mut PgConnection, leases: &[i64]) -> Result<(), AppError> {
    sqlx::query!("DELETE FROM crawl_leases WHERE id = ANY($1)", leases)
        .execute(conn)
        .await?;
    Ok(())
}

/// A block sign on `lane`: it rests `base_secs` × 2^(signs in a row so far), at most `max_secs`.
pub async fn block(
    conn: &mut PgConnection,
    lane: &str,
    sign: &str,
    base_secs: f64,
    max_secs: f64,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE crawl_lanes
         SET blocked_until = clock_timestamp()
                 + make_interval(secs => LEAST($4::float8, $3::float8 * power(2, LEAST(block_streak, 30)))),
             block_streak = block_streak + 1,
             last_block = $2,
             last_block_at = clock_timestamp()
         WHERE lane = $1",
        lane,
        sign,
        base_secs,
        max_secs,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A page read cleanly through `lane`: its block streak ends.
pub async fn clear_block(conn: &mut PgConnection, lane: &str) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE crawl_lanes SET block_streak = 0, blocked_until = NULL
         WHERE lane = $1 AND block_streak > 0",
        lane,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Every lane, for `scheduler status`.
pub async fn all(conn: &mut PgConnection) -> Result<Vec<LaneStatus>, AppError> {
    Ok(sqlx::query_as!(
        LaneStatus,
        r#"SELECT l.lane,
                  (SELECT count(*) FROM crawl_leases c
                    WHERE c.lane = l.lane AND c.expires_at > clock_timestamp()) AS "in_flight!",
                  l.budget_day, l.budget_used, l.blocked_until, l.block_streak, l.last_block
           FROM crawl_lanes l ORDER BY l.lane"#,
    )
    .fetch_all(conn)
    .await?)
}
