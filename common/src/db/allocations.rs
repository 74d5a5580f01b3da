//! `slot_allocations`: the issue records of pre-allocation, and the empty slots each one issues.
//! Reads join the advertiser's and the operator's current name and login id.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use crate::error::AppError;

/// An issue record (spec part 2 §3 Allocation history record), as the history page reads it and
/// the api sends it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AllocationRecordView)]
pub struct AllocationRow {
    pub id: i64,
    pub user_id: i64,
    /// The advertiser's current name and login id.
    pub user_name: String,
    pub user_email: String,
    pub operator_id: i64,
    pub operator_name: String,
    pub operator_email: String,
    pub slot_count: i32,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub work_count: i64,
    /// Whole won, paid outside the app.
    pub amount: i64,
    pub description: Option<String>,
    pub is_test: bool,
    pub reason: String,
    pub memo: Option<String>,
    /// Paid (the payment cell's done badge).
    #[serde(rename = "payment")]
    pub payment_completed: bool,
    pub paid_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// What an issue record is made of.
pub struct NewAllocation<'a> {
    pub user_id: i64,
    pub operator_id: i64,
    pub slot_count: i32,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub work_count: i64,
    pub amount: i64,
    pub description: Option<&'a str>,
    pub is_test: bool,
    pub reason: &'a str,
    pub memo: Option<&'a str>,
}

/// The history's filters, already validated; `None` means "any".
#[derive(Debug, Default, Clone)]
pub struct AllocationFilter {
    pub created_from: Option<DateTime<Utc>>,
    pub user_id: Option<i64>,
    pub operator_id: Option<i64>,
    /// The advertisers / operators a text search matched (`db::users::ids_matching`), looked up
    /// first so that the planner sees plain id lists and uses the per-account indexes.
    pub user_ids: Option<Vec<i64>>,
    pub operator_ids: Option<Vec<i64>>,
}

pub async fn insert(conn: &mut PgConnection, a: &NewAllocation<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO slot_allocations (user_id, operator_id, slot_count, start_date, end_date, work_count, amount,
                                       description, is_test, reason, memo)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        a.user_id, a.operator_id, a.slot_count, a.start_date, a.end_date, a.work_count, a.amount,
        a.description, a.is_test, a.reason, a.memo,
    )
    .fetch_one(conn)
    .await?)
}

/// Issues the record's empty slots in one statement, numbered after the advertiser's last slot,
/// each running over the record's period; returns their ids. Call with the advertiser's row locked.
pub async fn issue_slots(
    conn: &mut PgConnection,
    allocation_id: i64,
) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO slots (user_id, slot_number, status, start_date, end_date, is_test, allocation_id)
         SELECT a.user_id, base.n + g, 'empty', a.start_date, a.end_date, a.is_test, a.id
         FROM slot_allocations a,
              LATERAL (SELECT COALESCE(max(slot_number), 0) AS n FROM slots WHERE user_id = a.user_id) base,
              generate_series(1, a.slot_count) g
         WHERE a.id = $1
         RETURNING id",
        allocation_id,
    )
    .fetch_all(conn)
    .await?)
}

/// One issue record.
pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<AllocationRow>, AppError> {
    Ok(find_many(conn, &[id]).await?.pop())
}

/// The records `ids` names, in that order. The one statement that reads [`AllocationRow`].
pub async fn find_many(
    conn: &mut PgConnection,
    ids: &[i64],
) -> Result<Vec<AllocationRow>, AppError> {
    Ok(sqlx::query_as!(
        AllocationRow,
        r#"SELECT a.id, a.user_id, u.full_name AS user_name, u.email AS user_email,
                  a.operator_id, o.full_name AS operator_name, o.email AS operator_email,
                  a.slot_count, a.start_date, a.end_date, a.work_count, a.amount, a.description, a.is_test,
                  a.reason, a.memo, a.payment_completed, a.paid_at, a.created_at
           FROM slot_allocations a
           JOIN users u ON u.id = a.user_id
           JOIN users o ON o.id = a.operator_id
           WHERE a.id = ANY($1)
           ORDER BY array_position($1, a.id)"#,
        ids,
    )
    .fetch_all(conn)
    .await?)
}

/// Locks one record for the rest of the transaction; false when there is none.
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT id FROM slot_allocations WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(conn)
    .await?
    .is_some())
}

/// Sets the payment state; `by` is who marked it paid. Returns whether it changed.
pub async fn set_payment(
    conn: &mut PgConnection,
    id: i64,
    paid: bool,
    by: i64,
) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE slot_allocations
         SET payment_completed = $2,
             paid_at = CASE WHEN $2 THEN now() END,
             paid_by = CASE WHEN $2 THEN $3::bigint END
         WHERE id = $1 AND payment_completed <> $2",
        id,
        paid,
        by,
    )
    .execute(conn)
    .await?
    .rows_affected()
        > 0)
}

/// The ids of one page of records matching `f`, ordered by `sort` (`column:direction`:
/// createdAt, userName or slotCount), newest first otherwise.
pub async fn list_ids(
    conn: &mut PgConnection,
    f: &AllocationFilter,
    sort: &str,
    limit: i64,
    offset: i64,
) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT a.id
           FROM slot_allocations a
           WHERE ($1::timestamptz IS NULL OR a.created_at >= $1)
             AND ($2::bigint IS NULL OR a.user_id = $2)
             AND ($3::bigint IS NULL OR a.operator_id = $3)
             AND ($4::bigint[] IS NULL OR a.user_id = ANY($4))
             AND ($5::bigint[] IS NULL OR a.operator_id = ANY($5))
           ORDER BY
             CASE WHEN $6 = 'createdAt:asc' THEN a.created_at END ASC,
             CASE WHEN $6 = 'slotCount:asc' THEN a.slot_count END ASC,
             CASE WHEN $6 = 'slotCount:desc' THEN a.slot_count END DESC,
             CASE WHEN $6 = 'userName:asc' THEN (SELECT full_name FROM users WHERE id = a.user_id) END ASC,
             CASE WHEN $6 = 'userName:desc' THEN (SELECT full_name FROM users WHERE id = a.user_id) END DESC,
             a.created_at DESC, a.id DESC
           LIMIT $7 OFFSET $8"#,
        f.created_from, f.user_id, f.operator_id, f.user_ids.as_deref(), f.operator_ids.as_deref(), sort, limit, offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many records match `f`.
pub async fn count(conn: &mut PgConnection, f: &AllocationFilter) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!"
           FROM slot_allocations a
           WHERE ($1::timestamptz IS NULL OR a.created_at >= $1)
             AND ($2::bigint IS NULL OR a.user_id = $2)
             AND ($3::bigint IS NULL OR a.operator_id = $3)
             AND ($4::bigint[] IS NULL OR a.user_id = ANY($4))
             AND ($5::bigint[] IS NULL OR a.operator_id = ANY($5))"#,
        f.created_from,
        f.user_id,
        f.operator_id,
        f.user_ids.as_deref(),
        f.operator_ids.as_deref(),
    )
    .fetch_one(conn)
    .await?)
}

/// One page of the ids of a record's slots (its issued slots and their extensions), by slot
/// number; and how many there are.
pub async fn slot_ids(
    conn: &mut PgConnection,
    allocation_id: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<i64>, i64), AppError> {
    let ids = sqlx::query_scalar!(
        "SELECT id FROM slots WHERE allocation_id = $1 AND status <> 'deleted'
         ORDER BY slot_number, id LIMIT $2 OFFSET $3",
        allocation_id,
        limit,
        offset,
    )
    .fetch_all(&mut *conn)
    .await?;
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM slots WHERE allocation_id = $1 AND status <> 'deleted'"#,
        allocation_id,
    )
    .fetch_one(conn)
    .await?;
    Ok((ids, total))
}
