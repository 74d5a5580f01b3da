//! `naver_key_lanes`: each Naver API key's calls of the day and its token bucket, shared by every
//! worker process (the rules are in `rank::naver::lanes`). Times come from the database clock so
//! processes on different machines agree; each take is one statement, so two workers never both
//! take the last call of a budget or the last token of a second.

use chrono::NaiveDate;
use sqlx::{PgConnection, Row as _};

use crate::error::AppError;

/// What one try to take a call gives.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Taken {
    /// A call may go out: the day's calls with this one.
    Granted { used: i32 },
    /// The bucket is empty: the next token comes in this many seconds.
    Wait { seconds: f64 },
    /// The day's budget is used, or Naver said the quota is spent: until the day ends.
    Spent,
    /// Naver refused the key today (401).
    Refused,
}

/// A lane as the panel shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct LaneDay {
    pub lane: String,
    pub label: String,
    /// Calls taken on `today` (0 when the lane's day is another).
    pub used: i32,
    pub spent: bool,
    pub refused: bool,
}

/// Takes one call of `lane` on `today` within `budget` calls a day and `rate` a second.
pub async fn take(
    conn: &mut PgConnection,
    lane: &str,
    label: &str,
    today: NaiveDate,
    budget: i32,
    rate: f64,
) -> Result<Taken, AppError> {
    sqlx::query(
        "INSERT INTO naver_key_lanes (lane, label, day, tokens) VALUES ($1, $2, $3, $4)
         ON CONFLICT (lane) DO UPDATE SET label = EXCLUDED.label WHERE naver_key_lanes.label <> EXCLUDED.label",
    )
    .bind(lane)
    .bind(label)
    .bind(today)
    .bind(rate)
    .execute(&mut *conn)
    .await?;
    // The bucket as of this moment, refilled at `rate` a second up to one second's worth.
    let granted = sqlx::query(
        "UPDATE naver_key_lanes SET
             used = CASE WHEN day = $2 THEN used ELSE 0 END + 1,
             day = $2,
             tokens = LEAST($4, tokens + GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - refilled_at)) * $4) - 1,
             refilled_at = clock_timestamp()
         WHERE lane = $1
           AND (day <> $2 OR used < $3)
           AND spent_on IS DISTINCT FROM $2 AND refused_on IS DISTINCT FROM $2
           AND LEAST($4, tokens + GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - refilled_at)) * $4) >= 1
         RETURNING used",
    )
    .bind(lane)
    .bind(today)
    .bind(budget)
    .bind(rate)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(row) = granted {
        return Ok(Taken::Granted {
            used: row.try_get("used")?,
        });
    }
    let row = sqlx::query(
        "SELECT refused_on = $2 AS refused,
                spent_on = $2 OR (day = $2 AND used >= $3) AS spent,
                LEAST($4, tokens + GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - refilled_at)) * $4)::float8 AS tokens
         FROM naver_key_lanes WHERE lane = $1",
    )
    .bind(lane)
    .bind(today)
    .bind(budget)
    .bind(rate)
    .fetch_one(&mut *conn)
    .await?;
    if row.try_get::<Option<bool>, _>("refused")?.unwrap_or(false) {
        return Ok(Taken::Refused);
    }
    if row.try_get::<Option<bool>, _>("spent")?.unwrap_or(false) {
        return Ok(Taken::Spent);
    }
    let tokens: f64 = row.try_get("tokens")?;
    Ok(Taken::Wait {
        seconds: ((1.0 - tokens) / rate).max(0.001),
    })
}

/// Naver said `lane`'s quota of `today` is spent (429): no more calls until the day ends.
pub async fn spend(conn: &mut PgConnection, lane: &str, today: NaiveDate) -> Result<(), AppError> {
    sqlx::query("UPDATE naver_key_lanes SET spent_on = $2 WHERE lane = $1")
        .bind(lane)
        .bind(today)
        .execute(conn)
        .await?;
    Ok(())
}

/// Naver refused `lane`'s key (401): out of `today`'s rotation.
pub async fn refuse(conn: &mut PgConnection, lane: &str, today: NaiveDate) -> Result<(), AppError> {
    sqlx::query("UPDATE naver_key_lanes SET refused_on = $2 WHERE lane = $1")
        .bind(lane)
        .bind(today)
        .execute(conn)
        .await?;
    Ok(())
}

/// Every lane on `today`, by label.
pub async fn days(conn: &mut PgConnection, today: NaiveDate) -> Result<Vec<LaneDay>, AppError> {
    let rows = sqlx::query(
        "SELECT lane, label, CASE WHEN day = $1 THEN used ELSE 0 END AS used,
                COALESCE(spent_on = $1, false) AS spent, COALESCE(refused_on = $1, false) AS refused
         FROM naver_key_lanes ORDER BY label",
    )
    .bind(today)
    .fetch_all(conn)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(LaneDay {
                lane: row.try_get("lane")?,
                label: row.try_get("label")?,
                used: row.try_get("used")?,
                spent: row.try_get("spent")?,
                refused: row.try_get("refused")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(AppError::from)
}
