//! `uploads`: uploaded images, one row per distinct content (sha256). One statement per function.

use sqlx::PgConnection;
use uuid::Uuid;

use crate::error::AppError;

/// Stores `bytes` and answers its id; bytes already stored (the same sha256) answer the stored
/// row's id instead. `DO UPDATE` rather than `DO NOTHING` so that a row another upload is
/// committing at the same moment is returned too.
pub async fn insert_or_find(
    conn: &mut PgConnection,
    sha256: &[u8],
    content_type: &str,
    bytes: &[u8],
    uploaded_by: i64,
) -> Result<Uuid, AppError> {
    let size = i32::try_from(bytes.len()).unwrap_or(i32::MAX);
    Ok(sqlx::query_scalar!(
        "INSERT INTO uploads (sha256, content_type, size, bytes, uploaded_by)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT uploads_sha256_key DO UPDATE SET sha256 = EXCLUDED.sha256
         RETURNING id",
        sha256,
        content_type,
        size,
        bytes,
        uploaded_by,
    )
    .fetch_one(conn)
    .await?)
}

/// Upload `id`'s content type and bytes.
pub async fn find(
    conn: &mut PgConnection,
    id: Uuid,
) -> Result<Option<(String, Vec<u8>)>, AppError> {
    Ok(
        sqlx::query!("SELECT content_type, bytes FROM uploads WHERE id = $1", id)
            .fetch_optional(conn)
            .await?
            .map(|r| (r.content_type, r.bytes)),
    )
}
