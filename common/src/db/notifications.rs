//! `notifications`: messages to one user.

use sqlx::PgConnection;

use crate::error::AppError;

/// A notification to store.
pub struct NewNotification<'a> {
    pub user_id: i64,
    pub kind: &'a str,
    pub title: &'a str,
    pub message: &'a str,
    pub metadata: serde_json::Value,
}

pub async fn insert(conn: &mut PgConnection, n: &NewNotification<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO notifications (user_id, type, title, message, metadata) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        n.user_id, n.kind, n.title, n.message, n.metadata,
    )
    .fetch_one(conn)
    .await?)
}
