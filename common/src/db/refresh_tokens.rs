//! `refresh_tokens`: hashed, rotating, revocable refresh tokens.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::error::AppError;

/// A stored refresh token.
#[derive(Debug, Clone)]
pub struct RefreshTokenRow {
    pub id: i64,
    pub user_id: i64,
    pub family_id: Uuid,
    pub switched_by: Option<i64>,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
}

/// A token to store.
pub struct NewRefreshToken<'a> {
    pub user_id: i64,
    pub token_hash: &'a [u8],
    pub family_id: Uuid,
    pub switched_by: Option<i64>,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert(conn: &mut PgConnection, token: &NewRefreshToken<'_>) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO refresh_tokens (user_id, token_hash, family_id, switched_by, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
        token.user_id,
        token.token_hash,
        token.family_id,
        token.switched_by,
        token.expires_at,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The token with this hash, locked so two refreshes of one token cannot both succeed.
pub async fn lock_by_hash(
    conn: &mut PgConnection,
    token_hash: &[u8],
) -> Result<Option<RefreshTokenRow>, AppError> {
    Ok(sqlx::query_as!(
        RefreshTokenRow,
        "SELECT id, user_id, family_id, switched_by, expires_at, revoked_at
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE",
        token_hash,
    )
    .fetch_optional(conn)
    .await?)
}

pub async fn revoke(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE refresh_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn revoke_family(conn: &mut PgConnection, family_id: Uuid) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL",
        family_id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Revokes every live token of a user (deactivated, deleted, or password changed).
pub async fn revoke_all_for_user(conn: &mut PgConnection, user_id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
        user_id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes tokens that expired, or were revoked, before `before`. Returns how many.
pub async fn purge(conn: &mut PgConnection, before: DateTime<Utc>) -> Result<u64, AppError> {
    let done = sqlx::query!(
        "DELETE FROM refresh_tokens WHERE expires_at < $1 OR revoked_at < $1",
        before,
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// Revokes every live token of a user except those of one session (after a password change).
pub async fn revoke_other_sessions(
    conn: &mut PgConnection,
    user_id: i64,
    keep_family: Uuid,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE refresh_tokens SET revoked_at = now()
         WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL",
        user_id,
        keep_family,
    )
    .execute(conn)
    .await?;
    Ok(())
}
