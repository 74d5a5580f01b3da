//! `settings`: one row per overridden key.

use sqlx::PgConnection;

use crate::error::AppError;

/// A stored setting.
pub struct SettingRow {
    pub key: String,
    pub value: serde_json::Value,
}

pub async fn list_all(conn: &mut PgConnection) -> Result<Vec<SettingRow>, AppError> {
    Ok(
        sqlx::query_as!(SettingRow, "SELECT key, value FROM settings ORDER BY key")
            .fetch_all(conn)
            .await?,
    )
}

/// Holds off other writers of settings until the transaction ends (readers go on).
pub async fn lock(conn: &mut PgConnection) -> Result<(), AppError> {
    sqlx::query!("LOCK TABLE settings IN SHARE ROW EXCLUSIVE MODE")
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn upsert(
    conn: &mut PgConnection,
    key: &str,
    value: &serde_json::Value,
    category: &str,
    by: i64,
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO settings (key, value, category, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = $2, category = $3, updated_by = $4, updated_at = now()",
        key, value, category, by,
    )
    .execute(conn)
    .await?;
    Ok(())
}
