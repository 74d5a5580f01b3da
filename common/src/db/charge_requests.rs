//! `charge_requests`: advertisers' requests to credit a bank deposit.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::cash::ChargeStatus};

/// [`ChargeRow`]'s columns, written once: `SELECT` them from the request `c` and its requester `u`,
/// then `$rest` (the `WHERE` and order), with `$args`.
macro_rules! charge_rows {
    ($rest:tt, $($args:expr),* $(,)?) => {
        sqlx::query_as!(
            ChargeRow,
            r#"SELECT c.id, c.user_id, u.full_name AS user_name, u.email AS user_email, c.amount, c.bonus_percentage,
                  c.bonus_amount, c.deposit_at, c.account_holder, c.status AS "status: ChargeStatus",
                  c.created_at AS requested_at, c.created_at, c.processed_at, c.processor_id, c.reject_reason
           FROM charge_requests c JOIN users u ON u.id = c.user_id
           "# + $rest,
            $($args),*
        )
    };
}

/// A charge request as sent.
// (Read with its requester's name and login id.)
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ChargeView)]
pub struct ChargeRow {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    pub user_email: String,
    pub amount: i64,
    pub bonus_percentage: i32,
    pub bonus_amount: i64,
    pub deposit_at: DateTime<Utc>,
    pub account_holder: String,
    pub status: ChargeStatus,
    pub requested_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub processed_at: Option<DateTime<Utc>>,
    pub processor_id: Option<i64>,
    pub reject_reason: Option<String>,
}

pub async fn insert(
    conn: &mut PgConnection,
    user_id: i64,
    amount: i64,
    deposit_at: DateTime<Utc>,
    account_holder: &str,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO charge_requests (user_id, amount, deposit_at, account_holder) VALUES ($1, $2, $3, $4) RETURNING id",
        user_id, amount, deposit_at, account_holder,
    )
    .fetch_one(conn)
    .await?)
}

pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<ChargeRow>, AppError> {
    Ok(charge_rows!("WHERE c.id = $1", id,)
        .fetch_optional(conn)
        .await?)
}

/// Locks the request row for the rest of the transaction.
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<ChargeRow>, AppError> {
    sqlx::query!(
        "SELECT id FROM charge_requests WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(&mut *conn)
    .await?;
    find(conn, id).await
}

/// Marks a pending request handled.
pub async fn mark(
    conn: &mut PgConnection,
    id: i64,
    status: ChargeStatus,
    // None: decided by the system (cashAutoApproval).
    by: Option<i64>,
    reason: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE charge_requests SET status = $2, processor_id = $3, processed_at = now(), reject_reason = $4
         WHERE id = $1 AND status = 'pending'",
        id, status.as_str(), by, reason,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A user's requests newest first.
pub async fn list_for_user(
    conn: &mut PgConnection,
    user_id: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<ChargeRow>, AppError> {
    Ok(charge_rows!(
        "WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3",
        user_id,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count_for_user(conn: &mut PgConnection, user_id: i64) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM charge_requests WHERE user_id = $1"#,
        user_id
    )
    .fetch_one(conn)
    .await?)
}

/// Requests in one status: pending oldest first (a queue), others newest first.
pub async fn list_by_status(
    conn: &mut PgConnection,
    status: ChargeStatus,
    limit: i64,
    offset: i64,
) -> Result<Vec<ChargeRow>, AppError> {
    Ok(charge_rows!(
        "WHERE c.status = $1
         ORDER BY CASE WHEN $1 = 'pending' THEN c.created_at END ASC,
                  CASE WHEN $1 = 'pending' THEN c.id END ASC,
                  c.created_at DESC, c.id DESC
         LIMIT $2 OFFSET $3",
        status.as_str(),
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

/// `(status, count)` for every status with requests.
pub async fn counts(conn: &mut PgConnection) -> Result<Vec<(ChargeStatus, i64)>, AppError> {
    let rows =
        sqlx::query!(r#"SELECT status AS "status: ChargeStatus", count(*) AS "n!" FROM charge_requests GROUP BY status"#)
            .fetch_all(conn)
            .await?;
    Ok(rows.into_iter().map(|r| (r.status, r.n)).collect())
}
