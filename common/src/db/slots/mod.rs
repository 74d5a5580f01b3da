//! `slots`: ad slots. Reads join the owner's name and login id; deleted slots are invisible here.
//! The list's statements (its filter, pages and counts) are in [`list`], the crawl's (the tracked
//! slots and their ranks) in [`ranks`].

/// [`SlotRow`]'s columns, written once for [`find_many`] and [`owner_page`]: `SELECT` them from the
/// slot `s` and its owner `u`, then `$rest` (the `WHERE` and order), with `$args`.
macro_rules! slot_rows {
    ($rest:tt, $($args:expr),* $(,)?) => {
        sqlx::query_as!(
            SlotRow,
            r#"SELECT s.id, s.user_id, u.full_name AS user_name, u.email AS user_email, u.is_active AS user_is_active,
                  s.slot_number, s.status AS "status: SlotStatus", s.keyword, s.extra_keywords, s.url, s.mid, s.custom_fields,
                  s.product_name, s.thumbnail, s.rank, s.yesterday_rank, s.first_rank, s.is_processing,
                  s.fail_count, s.last_checked_at, s.start_date, s.end_date, s.price, s.approved_price,
                  s.payment_completed, s.rejection_reason, s.refund_reason, s.refunded_by, s.is_test,
                  s.parent_slot_id, s.extension_days,
                  EXISTS (SELECT 1 FROM slots c WHERE c.parent_slot_id = s.id AND c.status <> 'deleted') AS "has_extension!",
                  s.url_product_id IS NOT NULL AS "has_product_id!",
                  s.allocation_id, s.created_at, s.updated_at, s.approved_at, s.rejected_at
           FROM slots s JOIN users u ON u.id = s.user_id
           "# + $rest,
            $($args),*
        )
    };
}

mod list;
mod ranks;

pub use list::{
    SlotFilter, StoredCount, count_by_display, count_capped, list_ids, owner_counts, owner_page,
    owner_page_ids, stored_counts,
};
pub use ranks::{
    TrackedSlot, count_failed_check, market_subject, set_processing, set_rank,
    set_rank_from_history, tracked_for_keyword, tracked_keywords,
};

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use crate::{ResultExt, error::AppError, values::slots::SlotStatus};

/// A slot as the list and the operations read it.
#[derive(Debug, Clone)]
pub struct SlotRow {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    pub user_email: String,
    pub user_is_active: bool,
    pub slot_number: i64,
    pub status: SlotStatus,
    pub keyword: Option<String>,
    /// The keywords after the first (a keywords cell holds up to ten): shown and searched, not tracked.
    pub extra_keywords: Vec<String>,
    pub url: Option<String>,
    pub mid: Option<String>,
    pub custom_fields: serde_json::Value,
    pub product_name: Option<String>,
    pub thumbnail: Option<String>,
    pub rank: Option<i32>,
    pub yesterday_rank: Option<i32>,
    pub first_rank: Option<i32>,
    pub is_processing: bool,
    pub fail_count: i32,
    pub last_checked_at: Option<DateTime<Utc>>,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub price: i64,
    pub approved_price: Option<i64>,
    pub payment_completed: bool,
    pub rejection_reason: Option<String>,
    pub refund_reason: Option<String>,
    pub refunded_by: Option<i64>,
    pub is_test: bool,
    pub parent_slot_id: Option<i64>,
    pub extension_days: Option<i32>,
    pub has_extension: bool,
    /// The URL's product id was extracted (every stored URL has one): the crawl can match it.
    pub has_product_id: bool,
    /// The issue (pre-allocation) the slot came from.
    pub allocation_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub approved_at: Option<DateTime<Utc>>,
    pub rejected_at: Option<DateTime<Utc>>,
}

/// Fields written when a slot is made.
pub struct NewSlot<'a> {
    pub user_id: i64,
    pub status: SlotStatus,
    pub keyword: Option<&'a str>,
    pub extra_keywords: &'a [String],
    pub url: Option<&'a str>,
    pub mid: Option<&'a str>,
    pub url_ids: Option<(i64, i64, i64)>,
    pub custom_fields: &'a serde_json::Value,
    pub price: i64,
    /// Paid from the cash balance at registration.
    pub payment_completed: bool,
}

/// The slots `ids` names, in that order (deleted ones are invisible). This and [`owner_page`] (the
/// commonest list, in one round trip) are the statements that read [`SlotRow`]'s columns: every
/// other read finds ids and then calls this one.
pub async fn find_many(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<SlotRow>, AppError> {
    Ok(slot_rows!(
        r#"WHERE s.id = ANY($1) AND s.status <> 'deleted'
           ORDER BY array_position($1, s.id)"#,
        ids,
    )
    .fetch_all(conn)
    .await?)
}

/// One slot (deleted ones are invisible).
pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<SlotRow>, AppError> {
    Ok(find_many(conn, &[id]).await?.pop())
}

/// Locks the rows of `ids` for the rest of the transaction, in id order (so two bulk edits cannot
/// deadlock); returns the ids that exist. Read them with [`find_many`].
pub async fn lock(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT id FROM slots WHERE id = ANY($1) AND status <> 'deleted' ORDER BY id FOR UPDATE",
        ids
    )
    .fetch_all(conn)
    .await?)
}

/// Inserts a user's next slot (number one above their highest) unless they already hold
/// `max_held` (not deleted, rejected or refunded, from the counts a trigger keeps); `None` then.
/// One statement, so the registration holds the user's lock one round trip less; both reads are
/// O(1) in the user's slots (a hot advertiser with thousands once made the count a scan).
pub async fn insert_within_limit(
    conn: &mut PgConnection,
    slot: &NewSlot<'_>,
    max_held: i64,
) -> Result<Option<i64>, AppError> {
    let (product_id, item_id, vendor_item_id) = slot.url_ids.unzip3();
    Ok(sqlx::query_scalar!(
        "INSERT INTO slots (user_id, slot_number, status, keyword, extra_keywords, url, mid, url_product_id,
                            url_item_id, url_vendor_item_id, custom_fields, price, payment_completed)
         SELECT $1, (SELECT COALESCE(max(slot_number), 0) + 1 FROM slots WHERE user_id = $1),
                $3::text, $4::text, $5::text[], $6::text, $7::text, $8::bigint, $9::bigint, $10::bigint, $11::jsonb,
                $12::bigint, $13::boolean
         WHERE (SELECT COALESCE(sum(n), 0) FROM slot_user_counts
                WHERE user_id = $1 AND status NOT IN ('deleted', 'rejected', 'refunded')) < $2::bigint
         RETURNING id",
        slot.user_id, max_held, slot.status as SlotStatus, slot.keyword, slot.extra_keywords, slot.url, slot.mid,
        product_id, item_id, vendor_item_id, slot.custom_fields, slot.price, slot.payment_completed,
    )
    .fetch_optional(conn)
    .await?)
}

/// How many more slots `user_id` may hold under `max_held`: the room [`insert_within_limit`]
/// leaves, counted the same way (0 when they hold as many or more).
pub async fn room_left(
    conn: &mut PgConnection,
    user_id: i64,
    max_held: i64,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT GREATEST(0, $2::bigint - COALESCE(sum(n), 0))::bigint AS "room!" FROM slot_user_counts
           WHERE user_id = $1 AND status NOT IN ('deleted', 'rejected', 'refunded')"#,
        user_id,
        max_held,
    )
    .fetch_one(conn)
    .await?)
}

/// The content of a slot: keyword, URL with its ids, MID and dynamic fields.
pub struct SlotContent<'a> {
    pub keyword: Option<&'a str>,
    pub extra_keywords: &'a [String],
    pub url: Option<&'a str>,
    pub url_ids: Option<(i64, i64, i64)>,
    pub mid: Option<&'a str>,
    pub custom_fields: &'a serde_json::Value,
}

pub async fn update_content(
    conn: &mut PgConnection,
    id: i64,
    c: &SlotContent<'_>,
) -> Result<(), AppError> {
    let (product_id, item_id, vendor_item_id) = c.url_ids.unzip3();
    sqlx::query!(
        "UPDATE slots SET keyword = $2, url = $3, url_product_id = $4, url_item_id = $5, url_vendor_item_id = $6,
                          mid = $7, custom_fields = $8, extra_keywords = $9, updated_at = now()
         WHERE id = $1",
        id, c.keyword, c.url, product_id, item_id, vendor_item_id, c.mid, c.custom_fields, c.extra_keywords,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_status(
    conn: &mut PgConnection,
    id: i64,
    status: SlotStatus,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET status = $2, updated_at = now() WHERE id = $1",
        id,
        status as SlotStatus
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_period(
    conn: &mut PgConnection,
    id: i64,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET start_date = $2, end_date = $3, updated_at = now() WHERE id = $1",
        id,
        start,
        end
    )
    .execute(conn)
    .await
    .on_constraint("slots_period_check", || AppError::SlotPeriodInvalid)?;
    Ok(())
}

pub async fn mark_approved(
    conn: &mut PgConnection,
    id: i64,
    // None: approved by the system (slotAutoApproval).
    by: Option<i64>,
    price: i64,
    start: NaiveDate,
    end: NaiveDate,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET status = 'active', approved_price = $3, approved_at = now(), approved_by = $2,
                          start_date = $4, end_date = $5, rejection_reason = NULL, updated_at = now()
         WHERE id = $1",
        id, by, price, start, end,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn mark_rejected(conn: &mut PgConnection, id: i64, reason: &str) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET status = 'rejected', rejection_reason = $2, rejected_at = now(), updated_at = now() WHERE id = $1",
        id, reason,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn mark_refunded(
    conn: &mut PgConnection,
    id: i64,
    by: i64,
    reason: &str,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET status = 'refunded', refund_reason = $3, refunded_by = $2, refunded_at = now(), updated_at = now()
         WHERE id = $1",
        id, by, reason,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// An extension to make: a new slot continuing `parent_id` from `start` to `end`.
#[derive(Debug, Clone, Copy)]
pub struct ExtensionPlan {
    pub parent_id: i64,
    pub start: NaiveDate,
    pub end: NaiveDate,
    pub days: i32,
}

/// Makes the extensions in one statement: each a new slot with its parent's keyword, URL, ids,
/// fields, issue and current rank, approved by `approver`, numbered after its owner's last slot.
/// Free of charge: extensions are paid outside the app (or are test slots). Call with the parents
/// and their owners locked. Returns `(parent id, extension id)` pairs.
pub async fn insert_extensions(
    conn: &mut PgConnection,
    plans: &[ExtensionPlan],
    approver: i64,
) -> Result<Vec<(i64, i64)>, AppError> {
    let parents: Vec<i64> = plans.iter().map(|p| p.parent_id).collect();
    let starts: Vec<NaiveDate> = plans.iter().map(|p| p.start).collect();
    let ends: Vec<NaiveDate> = plans.iter().map(|p| p.end).collect();
    let days: Vec<i32> = plans.iter().map(|p| p.days).collect();
    let rows = sqlx::query!(
        r#"INSERT INTO slots (user_id, slot_number, status, keyword, extra_keywords, url, mid, url_product_id,
                             url_item_id, url_vendor_item_id, custom_fields, product_name, thumbnail, rank, yesterday_rank,
                             first_rank, last_checked_at, start_date, end_date, price, approved_price,
                             payment_completed, is_test, parent_slot_id, extension_days, allocation_id,
                             approved_at, approved_by)
           SELECT p.user_id,
                  (SELECT COALESCE(max(slot_number), 0) FROM slots WHERE user_id = p.user_id)
                    + row_number() OVER (PARTITION BY p.user_id ORDER BY p.id),
                  'active', p.keyword, p.extra_keywords, p.url, p.mid, p.url_product_id, p.url_item_id, p.url_vendor_item_id,
                  p.custom_fields, p.product_name, p.thumbnail, p.rank, p.yesterday_rank, p.first_rank,
                  p.last_checked_at, x.start_date, x.end_date, 0, 0, NOT p.is_test, p.is_test, p.id, x.days,
                  p.allocation_id, now(), $5
           FROM unnest($1::bigint[], $2::date[], $3::date[], $4::int[]) AS x(parent_id, start_date, end_date, days)
           JOIN slots p ON p.id = x.parent_id
           RETURNING id, parent_slot_id AS "parent_slot_id!""#,
        &parents, &starts, &ends, &days, approver,
    )
    .fetch_all(conn)
    .await
    .on_constraint("slots_one_extension_key", || AppError::ExtensionAlreadyExists)?;
    Ok(rows.into_iter().map(|r| (r.parent_slot_id, r.id)).collect())
}

/// Forgets a slot's rank: the rank fields go back to "measuring".
pub async fn reset_rank(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET rank = NULL, yesterday_rank = NULL, first_rank = NULL, fail_count = 0,
                          last_checked_at = NULL, is_processing = FALSE, product_name = NULL, thumbnail = NULL,
                          updated_at = now()
         WHERE id = $1",
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Allocated (not deleted, rejected or refunded) and used (with keyword and URL) slots of a user.
pub async fn allocation(conn: &mut PgConnection, user_id: i64) -> Result<(i64, i64), AppError> {
    let row = sqlx::query!(
        r#"SELECT count(*) AS "allocated!",
                  count(*) FILTER (WHERE coalesce(keyword, '') <> '' AND coalesce(url, '') <> '') AS "used!"
           FROM slots WHERE user_id = $1 AND status NOT IN ('deleted', 'rejected', 'refunded')"#,
        user_id,
    )
    .fetch_one(conn)
    .await?;
    Ok((row.allocated, row.used))
}

/// [`allocation`] for several users at once: `(user_id, allocated, used)`.
pub async fn allocations(
    conn: &mut PgConnection,
    user_ids: &[i64],
) -> Result<Vec<(i64, i64, i64)>, AppError> {
    let rows = sqlx::query!(
        r#"SELECT user_id, count(*) AS "allocated!",
                  count(*) FILTER (WHERE coalesce(keyword, '') <> '' AND coalesce(url, '') <> '') AS "used!"
           FROM slots WHERE user_id = ANY($1) AND status NOT IN ('deleted', 'rejected', 'refunded')
           GROUP BY user_id"#,
        user_ids,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.user_id, r.allocated, r.used))
        .collect())
}

trait Unzip3 {
    fn unzip3(self) -> (Option<i64>, Option<i64>, Option<i64>);
}

impl Unzip3 for Option<(i64, i64, i64)> {
    fn unzip3(self) -> (Option<i64>, Option<i64>, Option<i64>) {
        match self {
            Some((a, b, c)) => (Some(a), Some(b), Some(c)),
            None => (None, None, None),
        }
    }
}
