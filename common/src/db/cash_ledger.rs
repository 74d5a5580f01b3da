//! `cash_ledger`: every change to a balance, with the balance after it. Append-only.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::cash::LedgerKind};

/// A ledger row to write.
pub struct NewLedgerRow<'a> {
    pub user_id: i64,
    pub kind: &'a str,
    pub amount: i64,
    pub balance_after: i64,
    pub charge_request_id: Option<i64>,
    pub slot_id: Option<i64>,
    pub description: &'a str,
}

/// A stored ledger row.
#[derive(Debug, Clone)]
pub struct LedgerRow {
    pub id: i64,
    pub user_id: i64,
    pub kind: LedgerKind,
    pub amount: i64,
    pub balance_after: i64,
    pub charge_request_id: Option<i64>,
    pub slot_id: Option<i64>,
    pub description: String,
    pub created_at: DateTime<Utc>,
}

pub async fn append(conn: &mut PgConnection, row: &NewLedgerRow<'_>) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO cash_ledger (user_id, type, amount, balance_after, charge_request_id, slot_id, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        row.user_id, row.kind, row.amount, row.balance_after, row.charge_request_id, row.slot_id, row.description,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Moves the user's balance by `row.amount` and appends the ledger row with the balance it leaves
/// (`row.balance_after` is ignored), in one statement: the balance row stays locked for one round
/// trip less. `None`, changing nothing, when the user has no balance row yet or the balance would
/// leave 0..=i64::MAX; the caller then decides under the row lock.
pub async fn append_moving_balance(
    conn: &mut PgConnection,
    row: &NewLedgerRow<'_>,
) -> Result<Option<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "WITH moved AS (
             UPDATE cash_balances SET amount = amount + $3::bigint, updated_at = now()
             WHERE user_id = $1 AND amount::numeric + $3::bigint BETWEEN 0 AND 9223372036854775807
             RETURNING amount)
         INSERT INTO cash_ledger (user_id, type, amount, balance_after, charge_request_id, slot_id, description)
         SELECT $1, $2, $3, moved.amount, $4, $5, $6 FROM moved
         RETURNING balance_after",
        row.user_id, row.kind, row.amount, row.charge_request_id, row.slot_id, row.description,
    )
    .fetch_optional(conn)
    .await?)
}

/// One page of a user's ledger, newest first, optionally of one type.
pub async fn list(
    conn: &mut PgConnection,
    user_id: i64,
    kind: Option<&str>,
    limit: i64,
    offset: i64,
) -> Result<Vec<LedgerRow>, AppError> {
    Ok(sqlx::query_as!(
        LedgerRow,
        r#"SELECT id, user_id, type AS "kind: LedgerKind", amount, balance_after, charge_request_id, slot_id, description, created_at
           FROM cash_ledger WHERE user_id = $1 AND ($2::text IS NULL OR type = $2)
           ORDER BY id DESC LIMIT $3 OFFSET $4"#,
        user_id, kind, limit, offset,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count(
    conn: &mut PgConnection,
    user_id: i64,
    kind: Option<&str>,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM cash_ledger WHERE user_id = $1 AND ($2::text IS NULL OR type = $2)"#,
        user_id, kind,
    )
    .fetch_one(conn)
    .await?)
}

/// The ledger's business figures of one period (`cash::business`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LedgerFigures {
    /// The period's first KST day.
    pub first_day: chrono::NaiveDate,
    /// Charge requests credited.
    pub charges: i64,
    /// What their depositors paid in (the requests' amounts).
    pub charged: i64,
    /// The bonus credited with them: `charged + bonus` is the sum of the period's charge rows.
    pub bonus: i64,
    /// Refund rows (a rejected slot's price, an operator's refund of unused days).
    pub refunds: i64,
    /// Their sum.
    pub refunded: i64,
}

/// The charge and refund rows written in each period `firsts[i]..=lasts[i]` (KST days), one row
/// per period in its order, zeros for a period without any.
pub async fn business_figures(
    conn: &mut PgConnection,
    firsts: &[chrono::NaiveDate],
    lasts: &[chrono::NaiveDate],
) -> Result<Vec<LedgerFigures>, AppError> {
    Ok(sqlx::query_as!(
        LedgerFigures,
        r#"SELECT b.first_day AS "first_day!",
                  count(l.id) FILTER (WHERE l.type = 'charge') AS "charges!",
                  coalesce(sum(c.amount) FILTER (WHERE l.type = 'charge'), 0)::bigint AS "charged!",
                  coalesce(sum(l.amount - c.amount) FILTER (WHERE l.type = 'charge'), 0)::bigint AS "bonus!",
                  count(l.id) FILTER (WHERE l.type = 'refund') AS "refunds!",
                  coalesce(sum(l.amount) FILTER (WHERE l.type = 'refund'), 0)::bigint AS "refunded!"
           FROM unnest($1::date[], $2::date[]) AS b(first_day, last_day)
           LEFT JOIN (cash_ledger l LEFT JOIN charge_requests c ON c.id = l.charge_request_id)
             ON l.type IN ('charge', 'refund')
            AND l.created_at >= b.first_day::timestamp AT TIME ZONE 'Asia/Seoul'
            AND l.created_at < (b.last_day + 1)::timestamp AT TIME ZONE 'Asia/Seoul'
           GROUP BY b.first_day
           ORDER BY b.first_day"#,
        firsts, lasts,
    )
    .fetch_all(conn)
    .await?)
}
