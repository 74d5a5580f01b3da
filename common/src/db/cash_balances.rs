//! `cash_balances`: one row per user, whole won. Only `common::cash::apply` changes it.

use sqlx::PgConnection;

use crate::{ResultExt, error::AppError};

/// Locks the user's balance row for the rest of the transaction and returns the amount; creates
/// the row (at 0) on first use.
pub async fn lock(conn: &mut PgConnection, user_id: i64) -> Result<i64, AppError> {
    if let Some(amount) = sqlx::query_scalar!(
        "SELECT amount FROM cash_balances WHERE user_id = $1 FOR UPDATE",
        user_id
    )
    .fetch_optional(&mut *conn)
    .await?
    {
        return Ok(amount);
    }
    sqlx::query!("INSERT INTO cash_balances (user_id, amount) VALUES ($1, 0) ON CONFLICT (user_id) DO NOTHING", user_id)
        .execute(&mut *conn)
        .await?;
    Ok(sqlx::query_scalar!(
        "SELECT amount FROM cash_balances WHERE user_id = $1 FOR UPDATE",
        user_id
    )
    .fetch_one(conn)
    .await?)
}

/// Sets the (locked) balance.
pub async fn set(conn: &mut PgConnection, user_id: i64, amount: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE cash_balances SET amount = $2, updated_at = now() WHERE user_id = $1",
        user_id,
        amount
    )
    .execute(conn)
    .await
    .on_constraint("cash_balances_amount_check", || {
        AppError::Internal(anyhow::anyhow!("a balance would go below zero"))
    })?;
    Ok(())
}

/// The balance without locking (0 for a user who never had cash).
pub async fn get(conn: &mut PgConnection, user_id: i64) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT amount FROM cash_balances WHERE user_id = $1",
        user_id
    )
    .fetch_optional(conn)
    .await?
    .unwrap_or(0))
}
