//! `report_lines` and `report_files`: a large effect report made by a job (`market::report::job`).
//! Each chunk writes its slots' lines; the last step writes the file, rewritten whole, and drops
//! the lines.

use sqlx::PgConnection;

use crate::error::AppError;

/// Writes (or rewrites) the lines `(slot id, line)` of batch `batch_id`.
pub async fn write_lines(
    conn: &mut PgConnection,
    batch_id: i64,
    slots: &[i64],
    lines: &[serde_json::Value],
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO report_lines (batch_id, slot_id, line)
         SELECT $1, * FROM unnest($2::bigint[], $3::jsonb[])
         ON CONFLICT (batch_id, slot_id) DO UPDATE SET line = EXCLUDED.line",
        batch_id,
        slots,
        lines,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Every line of batch `batch_id`.
pub async fn lines(
    conn: &mut PgConnection,
    batch_id: i64,
) -> Result<Vec<serde_json::Value>, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT line FROM report_lines WHERE batch_id = $1 ORDER BY slot_id",
        batch_id,
    )
    .fetch_all(conn)
    .await?)
}

/// Writes batch `batch_id`'s file whole (a repeat rewrites it) and drops its lines.
pub async fn write_file(
    conn: &mut PgConnection,
    batch_id: i64,
    file_name: &str,
    body: &[u8],
) -> Result<(), AppError> {
    sqlx::query!(
        "WITH dropped AS (DELETE FROM report_lines WHERE batch_id = $1)
         INSERT INTO report_files (batch_id, file_name, body) VALUES ($1, $2, $3)
         ON CONFLICT (batch_id) DO UPDATE SET file_name = EXCLUDED.file_name, body = EXCLUDED.body,
                                              created_at = now()",
        batch_id,
        file_name,
        body,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The file of batch `batch_id`: its name and bytes.
pub async fn file(
    conn: &mut PgConnection,
    batch_id: i64,
) -> Result<Option<(String, Vec<u8>)>, AppError> {
    Ok(sqlx::query!(
        "SELECT file_name, body FROM report_files WHERE batch_id = $1",
        batch_id,
    )
    .fetch_optional(conn)
    .await?
    .map(|r| (r.file_name, r.body)))
}

/// Whether batch `batch_id` has its file.
pub async fn has_file(conn: &mut PgConnection, batch_id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM report_files WHERE batch_id = $1) AS "exists!""#,
        batch_id,
    )
    .fetch_one(conn)
    .await?)
}
