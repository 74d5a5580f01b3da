//! `rank_history`: a slot's rank per KST day.

use sqlx::PgConnection;

use crate::error::AppError;

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
