//! The ranking page's reads: keywords by their best current rank, advertisers by their active
//! slots. They span `slots`, `rank_history`, `crawl_runs` and `users`, and only read.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use crate::error::AppError;

/// One keyword's standing among the viewer's active slots.
pub struct KeywordStandingRow {
    pub keyword: String,
    /// The best rank within 500 now (`None`: measuring or not within 500).
    pub best_rank: Option<i32>,
    /// The best rank within 500 on `week_ago`.
    pub best_rank_week_ago: Option<i32>,
    pub slot_count: i64,
    pub last_checked_at: Option<DateTime<Utc>>,
    /// The marketplace's product count for the keyword, from its latest crawl that read one.
    pub total_results: Option<i64>,
}

/// Keywords of the active slots `viewer` may see, best rank first (no rank last).
pub async fn keywords(
    conn: &mut PgConnection,
    viewer_id: i64,
    viewer_is_staff: bool,
    week_ago: NaiveDate,
    limit: i64,
    offset: i64,
) -> Result<Vec<KeywordStandingRow>, AppError> {
    Ok(sqlx::query_as!(
        KeywordStandingRow,
        r#"WITH kw AS (
               SELECT s.keyword,
                      min(s.rank) FILTER (WHERE s.rank BETWEEN 1 AND 500) AS best_rank,
                      min(h.rank) FILTER (WHERE h.rank BETWEEN 1 AND 500) AS best_rank_week_ago,
                      count(*) AS slot_count,
                      max(s.last_checked_at) AS last_checked_at
               FROM slots s
               LEFT JOIN rank_history h ON h.slot_id = s.id AND h.day = $3
               WHERE s.status = 'active' AND slot_visible_to(s.user_id, s.status, $1, $2)
               GROUP BY s.keyword
               ORDER BY best_rank NULLS LAST, s.keyword
               LIMIT $4 OFFSET $5
           )
           SELECT kw.keyword AS "keyword!", kw.best_rank, kw.best_rank_week_ago,
                  kw.slot_count AS "slot_count!", kw.last_checked_at,
                  (SELECT r.total_results FROM crawl_runs r
                   WHERE r.keyword = kw.keyword AND r.total_results IS NOT NULL
                   ORDER BY r.day DESC LIMIT 1) AS total_results
           FROM kw ORDER BY kw.best_rank NULLS LAST, kw.keyword"#,
        viewer_id,
        viewer_is_staff,
        week_ago,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many keywords [`keywords`] pages through.
pub async fn count_keywords(
    conn: &mut PgConnection,
    viewer_id: i64,
    viewer_is_staff: bool,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(DISTINCT s.keyword) AS "n!" FROM slots s
           WHERE s.status = 'active' AND slot_visible_to(s.user_id, s.status, $1, $2)"#,
        viewer_id,
        viewer_is_staff,
    )
    .fetch_one(conn)
    .await?)
}

/// One advertiser's standing.
pub struct AdvertiserStandingRow {
    pub position: i64,
    pub user_id: i64,
    pub full_name: String,
    pub login_id: String,
    pub active_slots: i64,
    /// Mean rank of their active slots ranked within 500, one decimal.
    pub average_rank: Option<f64>,
}

/// Advertisers with active slots: most active slots first, then the better average rank.
pub async fn advertisers(
    conn: &mut PgConnection,
    limit: i64,
    offset: i64,
) -> Result<Vec<AdvertiserStandingRow>, AppError> {
    Ok(sqlx::query_as!(
        AdvertiserStandingRow,
        r#"WITH standing AS (
               SELECT s.user_id, count(*) AS active_slots,
                      round(avg(s.rank) FILTER (WHERE s.rank BETWEEN 1 AND 500), 1)::float8 AS average_rank
               FROM slots s
               WHERE s.status = 'active'
               GROUP BY s.user_id
           ), placed AS (
               SELECT st.*, row_number() OVER (ORDER BY st.active_slots DESC,
                                                   st.average_rank ASC NULLS LAST, st.user_id) AS position
               FROM standing st JOIN users u ON u.id = st.user_id AND u.role = 'user'
           )
           SELECT p.position AS "position!", p.user_id AS "user_id!", u.full_name, u.email AS login_id,
                  p.active_slots AS "active_slots!", p.average_rank
           FROM placed p JOIN users u ON u.id = p.user_id
           ORDER BY p.position LIMIT $1 OFFSET $2"#,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many advertisers [`advertisers`] pages through.
pub async fn count_advertisers(conn: &mut PgConnection) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(DISTINCT s.user_id) AS "n!" FROM slots s JOIN users u ON u.id = s.user_id
           WHERE s.status = 'active' AND u.role = 'user'"#,
    )
    .fetch_one(conn)
    .await?)
}
