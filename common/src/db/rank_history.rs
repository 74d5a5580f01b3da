//! `rank_history`: a slot's rank per KST day.

use sqlx::PgConnection;

use crate::{error::AppError, values::slots::SlotStatus};

/// How many rank rows a slot has.
pub async fn count_for_slot(conn: &mut PgConnection, slot_id: i64) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM rank_history WHERE slot_id = $1"#,
        slot_id
    )
    .fetch_one(conn)
    .await?)
}

/// Deletes a slot's rank rows; returns how many.
pub async fn delete_for_slot(conn: &mut PgConnection, slot_id: i64) -> Result<u64, AppError> {
    Ok(
        sqlx::query!("DELETE FROM rank_history WHERE slot_id = $1", slot_id)
            .execute(conn)
            .await?
            .rows_affected(),
    )
}

/// Writes a slot's rank for `day`: the day's row is created or overwritten (a retried crawl never
/// duplicates), with best, worst and average over that day's determined checks and the previous
/// day's rank. Returns the previous day's rank.
pub async fn upsert_day(
    conn: &mut PgConnection,
    slot_id: i64,
    day: chrono::NaiveDate,
    rank: i32,
) -> Result<Option<i32>, AppError> {
    let row = sqlx::query!(
        r#"WITH prev AS (SELECT rank FROM rank_history WHERE slot_id = $1 AND day = $2::date - 1),
                checks AS (
                  SELECT min(rank) AS best, max(rank) AS worst, avg(rank)::numeric(7, 1) AS average
                  FROM rank_checks
                  WHERE slot_id = $1 AND rank IS NOT NULL
                    AND (checked_at AT TIME ZONE 'Asia/Seoul')::date = $2)
           INSERT INTO rank_history (slot_id, day, rank, min_rank, max_rank, avg_rank, prev_rank, checked_at)
           SELECT $1, $2, $3, COALESCE(c.best, $3), COALESCE(c.worst, $3), COALESCE(c.average, $3), (SELECT rank FROM prev), now()
           FROM checks c
           ON CONFLICT (slot_id, day) DO UPDATE
             SET rank = EXCLUDED.rank, min_rank = EXCLUDED.min_rank, max_rank = EXCLUDED.max_rank,
                 avg_rank = EXCLUDED.avg_rank, prev_rank = EXCLUDED.prev_rank, checked_at = now()
           RETURNING prev_rank"#,
        slot_id, day, rank,
    )
    .fetch_one(conn)
    .await?;
    Ok(row.prev_rank)
}

/// A day of a slot's rank.
#[derive(Debug, Clone)]
pub struct RankDay {
    pub day: chrono::NaiveDate,
    pub rank: i32,
    pub min_rank: Option<i32>,
    pub max_rank: Option<i32>,
    pub avg_rank: Option<f64>,
    pub prev_rank: Option<i32>,
}

/// A slot's days from `start` to `end` inclusive, oldest first. An extension's history continues
/// its parent's (and theirs): days before it began come from the slot it extends.
pub async fn list(
    conn: &mut PgConnection,
    slot_id: i64,
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> Result<Vec<RankDay>, AppError> {
    Ok(list_many(conn, &[slot_id], start, end)
        .await?
        .into_iter()
        .map(|(_, day)| day)
        .collect())
}

/// [`list`] with the slot's owner and status read in the same statement, for a caller who must be
/// shown the slot before its days (a slot's rank history, the hottest read of all: one round trip
/// instead of two). `None` when there is no such slot (deleted ones are invisible).
pub async fn list_with_owner(
    conn: &mut PgConnection,
    slot_id: i64,
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> Result<Option<(i64, SlotStatus, Vec<RankDay>)>, AppError> {
    let rows = sqlx::query!(
        r#"WITH RECURSIVE chain AS (
               SELECT id, parent_slot_id, 0 AS depth FROM slots WHERE id = $1
               UNION ALL
               SELECT p.id, p.parent_slot_id, c.depth + 1
               FROM slots p JOIN chain c ON p.id = c.parent_slot_id
           ), days AS (
               SELECT DISTINCT ON (h.day) h.day, h.rank, h.min_rank, h.max_rank, h.avg_rank, h.prev_rank
               FROM chain c
               -- each chain member through the (slot_id, day) key, as list_many says why
               CROSS JOIN LATERAL (
                   SELECT day, rank, min_rank, max_rank, avg_rank, prev_rank FROM rank_history
                   WHERE slot_id = c.id AND day BETWEEN $2 AND $3 OFFSET 0
               ) h
               ORDER BY h.day, c.depth
           )
           SELECT s.user_id, s.status AS "status: SlotStatus", d.day AS "day?", d.rank AS "rank?",
                  d.min_rank, d.max_rank, d.avg_rank::float8 AS avg_rank, d.prev_rank
           FROM slots s LEFT JOIN days d ON true
           WHERE s.id = $1 AND s.status <> 'deleted'
           ORDER BY d.day"#,
        slot_id,
        start,
        end,
    )
    .fetch_all(conn)
    .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let (owner, status) = (first.user_id, first.status);
    let days = rows
        .into_iter()
        .filter_map(|r| {
            Some(RankDay {
                day: r.day?,
                rank: r.rank?,
                min_rank: r.min_rank,
                max_rank: r.max_rank,
                avg_rank: r.avg_rank,
                prev_rank: r.prev_rank,
            })
        })
        .collect();
    Ok(Some((owner, status, days)))
}

/// [`list`] for many slots in one statement (the effect report reads a hundred slots at once):
/// `(slot id, day)` per slot, in slot id order, each slot's days oldest first.
pub async fn list_many(
    conn: &mut PgConnection,
    slot_ids: &[i64],
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> Result<Vec<(i64, RankDay)>, AppError> {
    let rows = sqlx::query!(
        r#"WITH RECURSIVE chain AS (
               SELECT id AS slot_id, id, parent_slot_id, 0 AS depth FROM slots WHERE id = ANY($1)
               UNION ALL
               SELECT c.slot_id, p.id, p.parent_slot_id, c.depth + 1
               FROM slots p JOIN chain c ON p.id = c.parent_slot_id
           )
           SELECT DISTINCT ON (c.slot_id, h.day) c.slot_id AS "slot_id!", h.day AS "day!",
                  h.rank AS "rank!", h.min_rank, h.max_rank, h.avg_rank::float8 AS avg_rank, h.prev_rank
           FROM chain c
           -- Each chain member through the (slot_id, day) index: joined as a whole, the chain's
           -- guessed size made long ranges scan every month (30-65 ms instead of 0.6; bench/market.sh).
           CROSS JOIN LATERAL (
               SELECT day, rank, min_rank, max_rank, avg_rank, prev_rank FROM rank_history
               WHERE slot_id = c.id AND day BETWEEN $2 AND $3 OFFSET 0
           ) h
           ORDER BY c.slot_id, h.day, c.depth"#,
        slot_ids,
        start,
        end,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let day = RankDay {
                day: r.day,
                rank: r.rank,
                min_rank: r.min_rank,
                max_rank: r.max_rank,
                avg_rank: r.avg_rank,
                prev_rank: r.prev_rank,
            };
            (r.slot_id, day)
        })
        .collect())
}

/// What a rank alert compares for one slot ranked on `day`.
#[derive(Debug, Clone)]
pub struct AlertContext {
    pub slot_id: i64,
    pub user_id: i64,
    pub keyword: String,
    pub slot_number: i64,
    pub alerts_enabled: bool,
    pub threshold: i32,
    pub rank: i32,
    /// The day before's rank, of the slot or the slot it extends.
    pub previous: Option<i32>,
    /// Ranked within 500 on some earlier day (the slot or the slots it extends).
    pub ranked_before: bool,
}

/// The alert context of each of `slot_ids` that has a rank on `day`.
pub async fn alert_context(
    conn: &mut PgConnection,
    slot_ids: &[i64],
    day: chrono::NaiveDate,
) -> Result<Vec<AlertContext>, AppError> {
    Ok(sqlx::query_as!(
        AlertContext,
        r#"WITH RECURSIVE chain AS (
               SELECT id AS slot_id, id, parent_slot_id, 0 AS depth FROM slots WHERE id = ANY($1)
               UNION ALL
               SELECT c.slot_id, p.id, p.parent_slot_id, c.depth + 1
               FROM slots p JOIN chain c ON p.id = c.parent_slot_id
           )
           SELECT s.id AS slot_id, s.user_id, COALESCE(s.keyword, '') AS "keyword!", s.slot_number, u.rank_alerts_enabled AS alerts_enabled,
                  u.rank_alert_threshold AS threshold, t.rank,
                  (SELECT h.rank FROM rank_history h JOIN chain c ON c.id = h.slot_id
                   WHERE c.slot_id = s.id AND h.day = $2::date - 1 ORDER BY c.depth LIMIT 1) AS previous,
                  EXISTS (SELECT 1 FROM rank_history h JOIN chain c ON c.id = h.slot_id
                          WHERE c.slot_id = s.id AND h.day < $2 AND h.rank > 0) AS "ranked_before!"
           FROM slots s
           JOIN users u ON u.id = s.user_id
           JOIN rank_history t ON t.slot_id = s.id AND t.day = $2
           WHERE s.id = ANY($1)
           ORDER BY s.id"#,
        slot_ids,
        day,
    )
    .fetch_all(conn)
    .await?)
}
