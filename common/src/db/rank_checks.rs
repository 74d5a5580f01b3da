//! `rank_checks`: every check of a slot by a crawl (NULL rank: not determined).

use sqlx::PgConnection;

use crate::error::AppError;

pub async fn insert(
    conn: &mut PgConnection,
    run_id: i64,
    slot_id: i64,
    rank: Option<i32>,
    match_kind: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO rank_checks (run_id, slot_id, rank, match_kind) VALUES ($1, $2, $3, $4)",
        run_id,
        slot_id,
        rank,
        match_kind,
    )
    .execute(conn)
    .await?;
    Ok(())
}
