//! `slots`: ad slots. Reads join the owner's name and login id; deleted slots are invisible here.

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

/// The list's filters, already validated; `None` means "any".
#[derive(Debug, Default, Clone)]
pub struct SlotFilter {
    /// Who is asking: the rows they may see (`slot_visible_to`).
    pub viewer_id: i64,
    pub viewer_is_staff: bool,
    /// Staff: one advertiser's slots.
    pub user_id: Option<i64>,
    /// Exact display status (with `stored` as its index-friendly pre-filter).
    pub display: Option<String>,
    pub stored: Option<Vec<String>>,
    /// Lower-case LIKE patterns, one per searchable column, or `any` over all three.
    pub keyword_like: Option<String>,
    pub url_like: Option<String>,
    pub product_name_like: Option<String>,
    pub any_like: Option<String>,
    pub owner_like: Option<String>,
    pub slot_number: Option<i64>,
    pub work_from: Option<NaiveDate>,
    pub work_to: Option<NaiveDate>,
    pub created_from: Option<DateTime<Utc>>,
    pub created_before: Option<DateTime<Utc>>,
    pub hide_ended: bool,
    pub today: NaiveDate,
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
    Ok(sqlx::query_as!(
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
           WHERE s.id = ANY($1) AND s.status <> 'deleted'
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

/// The ids of one page of slots matching `filter`, ordered by `sort` (`column:direction`, see
/// `slots::query::sort_key`); newest first otherwise.
pub async fn list_ids(
    conn: &mut PgConnection,
    f: &SlotFilter,
    sort: &str,
    limit: i64,
    offset: i64,
) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT s.id
           FROM slots s JOIN users u ON u.id = s.user_id
           WHERE s.status <> 'deleted'
             AND slot_visible_to(s.user_id, s.status, $20, $2)
             AND ($1::bigint IS NULL OR s.user_id = $1)
             AND ($3::text[] IS NULL OR s.status = ANY($3))
             AND ($4::text IS NULL OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $17) = $4)
             AND ($5::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $5)
             AND ($6::text IS NULL OR lower(s.url) LIKE $6)
             AND ($7::text IS NULL OR lower(s.product_name) LIKE $7)
             AND ($8::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $8 OR lower(s.url) LIKE $8 OR lower(s.product_name) LIKE $8)
             AND ($9::text IS NULL OR lower(u.full_name) LIKE $9 OR lower(u.email) LIKE $9)
             AND ($10::bigint IS NULL OR s.slot_number = $10)
             AND ($11::date IS NULL OR s.end_date >= $11)
             AND ($12::date IS NULL OR s.start_date <= $12)
             AND ($13::timestamptz IS NULL OR s.created_at >= $13)
             AND ($14::timestamptz IS NULL OR s.created_at < $14)
             AND (NOT $15::boolean OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $17) NOT IN ('completed', 'expired'))
           ORDER BY
             CASE WHEN $16 = 'createdAt:asc' THEN s.created_at END ASC,
             CASE WHEN $16 = 'startDate:asc' THEN s.start_date END ASC NULLS LAST,
             CASE WHEN $16 = 'startDate:desc' THEN s.start_date END DESC NULLS LAST,
             CASE WHEN $16 = 'endDate:asc' THEN s.end_date END ASC NULLS LAST,
             CASE WHEN $16 = 'endDate:desc' THEN s.end_date END DESC NULLS LAST,
             CASE WHEN $16 = 'rank:asc' THEN NULLIF(s.rank, 0) END ASC NULLS LAST,
             CASE WHEN $16 = 'rank:desc' THEN NULLIF(s.rank, 0) END DESC NULLS LAST,
             CASE WHEN $16 = 'keyword:asc' THEN s.keyword END ASC NULLS LAST,
             CASE WHEN $16 = 'keyword:desc' THEN s.keyword END DESC NULLS LAST,
             s.created_at DESC, s.id DESC
           LIMIT $18 OFFSET $19"#,
        f.user_id, f.viewer_is_staff, f.stored.as_deref(), f.display, f.keyword_like, f.url_like, f.product_name_like,
        f.any_like, f.owner_like, f.slot_number, f.work_from, f.work_to, f.created_from, f.created_before,
        f.hide_ended, sort, f.today, limit, offset, f.viewer_id,
    )
    .fetch_all(conn)
    .await?)
}

impl SlotFilter {
    /// Nothing but the viewer and a display status: an advertiser's tabs, the list's commonest
    /// request, which the `owner_*` statements answer.
    pub fn is_plain(&self) -> bool {
        self.user_id.is_none()
            && self.keyword_like.is_none()
            && self.url_like.is_none()
            && self.product_name_like.is_none()
            && self.any_like.is_none()
            && self.owner_like.is_none()
            && self.slot_number.is_none()
            && self.work_from.is_none()
            && self.work_to.is_none()
            && self.created_from.is_none()
            && self.created_before.is_none()
            && !self.hide_ended
    }
}

/// An advertiser's own slots per display status (refunded ones are not theirs to see). No optional
/// filters, so one generic plan fits every call (kept on a [`super::keeping_plans`] connection),
/// where the filtered [`count_by_display`] needs planning for its values. Both parts are
/// index-only scans (`slots_user_list_idx`, `slots_user_blank_idx`): every slot counted as if
/// filled, then each blank one moved from what it would show filled to what it shows blank.
pub async fn owner_counts(
    conn: &mut PgConnection,
    owner_id: i64,
    today: NaiveDate,
) -> Result<Vec<(String, i64)>, AppError> {
    let rows = sqlx::query!(
        r#"SELECT display AS "display!", sum(n)::bigint AS "count!"
           FROM (SELECT slot_display_status(status, 'k', 'u', start_date, end_date, $2) AS display, 1 AS n
                 FROM slots WHERE user_id = $1 AND status NOT IN ('deleted', 'refunded')
                 UNION ALL
                 SELECT moved.display, moved.n
                 FROM slots s
                 CROSS JOIN LATERAL (VALUES (slot_display_status(s.status, 'k', 'u', s.start_date, s.end_date, $2), -1),
                                            (slot_display_status(s.status, '', '', s.start_date, s.end_date, $2), 1))
                                     AS moved (display, n)
                 WHERE s.user_id = $1 AND s.status NOT IN ('deleted', 'refunded')
                   AND (coalesce(s.keyword, '') = '' OR coalesce(s.url, '') = '')) AS counted
           GROUP BY 1 HAVING sum(n) <> 0"#,
        owner_id,
        today,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.display, r.count)).collect())
}

/// One page of all an advertiser's own slots, newest first (their default tab): [`list_ids`] and
/// [`find_many`] for a plain filter in one round trip, one generic plan for every call. The page's
/// ids come from an index-only scan of `slots_user_list_idx`; only the page's own rows are read.
pub async fn owner_page(
    conn: &mut PgConnection,
    owner_id: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<SlotRow>, AppError> {
    Ok(sqlx::query_as!(
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
           WHERE s.id IN (SELECT p.id FROM slots p
                          WHERE p.user_id = $1 AND p.status NOT IN ('deleted', 'refunded')
                          ORDER BY p.created_at DESC, p.id DESC
                          LIMIT $2 OFFSET $3)
           ORDER BY s.created_at DESC, s.id DESC"#,
        owner_id, limit, offset,
    )
    .fetch_all(conn)
    .await?)
}

/// One page of an advertiser's own slots of one display status (with `stored` as its
/// pre-filter), newest first: [`list_ids`] for a plain filter.
pub async fn owner_page_ids(
    conn: &mut PgConnection,
    owner_id: i64,
    f: &SlotFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT id FROM slots s
           WHERE s.user_id = $1 AND s.status NOT IN ('deleted', 'refunded')
             AND ($2::text[] IS NULL OR s.status = ANY($2))
             AND ($3::text IS NULL OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $4) = $3)
           ORDER BY s.created_at DESC, s.id DESC
           LIMIT $5 OFFSET $6"#,
        owner_id, f.stored.as_deref(), f.display, f.today, limit, offset,
    )
    .fetch_all(conn)
    .await?)
}

/// How many slots match `filter` (display status included), counting no further than `cap`.
pub async fn count_capped(
    conn: &mut PgConnection,
    f: &SlotFilter,
    cap: i64,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM (
             SELECT 1 FROM slots s
             WHERE s.status <> 'deleted'
               AND slot_visible_to(s.user_id, s.status, $18, $2)
               AND ($1::bigint IS NULL OR s.user_id = $1)
               AND ($3::text[] IS NULL OR s.status = ANY($3))
               AND ($4::text IS NULL OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $16) = $4)
               AND ($5::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $5)
               AND ($6::text IS NULL OR lower(s.url) LIKE $6)
               AND ($7::text IS NULL OR lower(s.product_name) LIKE $7)
               AND ($8::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $8 OR lower(s.url) LIKE $8 OR lower(s.product_name) LIKE $8)
               AND ($9::text IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
                                                       AND (lower(u.full_name) LIKE $9 OR lower(u.email) LIKE $9)))
               AND ($10::bigint IS NULL OR s.slot_number = $10)
               AND ($11::date IS NULL OR s.end_date >= $11)
               AND ($12::date IS NULL OR s.start_date <= $12)
               AND ($13::timestamptz IS NULL OR s.created_at >= $13)
               AND ($14::timestamptz IS NULL OR s.created_at < $14)
               AND (NOT $15::boolean OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $16) NOT IN ('completed', 'expired'))
             LIMIT $17) AS matched"#,
        f.user_id, f.viewer_is_staff, f.stored.as_deref(), f.display, f.keyword_like, f.url_like, f.product_name_like,
        f.any_like, f.owner_like, f.slot_number, f.work_from, f.work_to, f.created_from, f.created_before,
        f.hide_ended, f.today, cap, f.viewer_id,
    )
    .fetch_one(conn)
    .await?)
}

/// How many slots match `filter` (its display status ignored), per display status.
pub async fn count_by_display(
    conn: &mut PgConnection,
    f: &SlotFilter,
) -> Result<Vec<(String, i64)>, AppError> {
    let rows = sqlx::query!(
        r#"SELECT slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $14) AS "display!",
                  count(*) AS "count!"
           FROM slots s
           WHERE s.status <> 'deleted'
             AND slot_visible_to(s.user_id, s.status, $15, $2)
             AND ($1::bigint IS NULL OR s.user_id = $1)
             AND ($3::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $3)
             AND ($4::text IS NULL OR lower(s.url) LIKE $4)
             AND ($5::text IS NULL OR lower(s.product_name) LIKE $5)
             AND ($6::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $6 OR lower(s.url) LIKE $6 OR lower(s.product_name) LIKE $6)
             AND ($7::text IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
                                                     AND (lower(u.full_name) LIKE $7 OR lower(u.email) LIKE $7)))
             AND ($8::bigint IS NULL OR s.slot_number = $8)
             AND ($9::date IS NULL OR s.end_date >= $9)
             AND ($10::date IS NULL OR s.start_date <= $10)
             AND ($11::timestamptz IS NULL OR s.created_at >= $11)
             AND ($12::timestamptz IS NULL OR s.created_at < $12)
             AND (NOT $13::boolean OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $14) NOT IN ('completed', 'expired'))
           GROUP BY 1"#,
        f.user_id, f.viewer_is_staff, f.keyword_like, f.url_like, f.product_name_like, f.any_like, f.owner_like,
        f.slot_number, f.work_from, f.work_to, f.created_from, f.created_before, f.hide_ended, f.today,
        f.viewer_id,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.display, r.count)).collect())
}

/// All slots of one stored status and blankness (keyword or url empty), from the counts the
/// `slots` triggers keep exact (a few rows per day of start or end, never a scan of the slots).
#[derive(Debug, Clone)]
pub struct StoredCount {
    pub status: String,
    pub blank: bool,
    pub total: i64,
    /// Ending before `today` (displayed 'completed').
    pub ended: i64,
    /// Starting after `today`.
    pub upcoming: i64,
}

/// Every slot (deleted ones aside) per stored status and blankness, as of `today`.
pub async fn stored_counts(
    conn: &mut PgConnection,
    today: NaiveDate,
) -> Result<Vec<StoredCount>, AppError> {
    Ok(sqlx::query_as!(
        StoredCount,
        r#"SELECT status AS "status!", blank AS "blank!",
                  COALESCE(sum(n) FILTER (WHERE bound = 'E'), 0)::bigint AS "total!",
                  COALESCE(sum(n) FILTER (WHERE bound = 'E' AND day < $1), 0)::bigint AS "ended!",
                  COALESCE(sum(n) FILTER (WHERE bound = 'S' AND day > $1), 0)::bigint AS "upcoming!"
           FROM slot_status_counts WHERE status <> 'deleted'
           GROUP BY status, blank"#,
        today,
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

/// A slot a crawl of its keyword must rank (`slot_is_tracked` on the run's day).
#[derive(Debug, Clone)]
pub struct TrackedSlot {
    pub id: i64,
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
    /// The slot's merchant id when it is a number.
    pub mid: Option<i64>,
}

pub async fn tracked_for_keyword(
    conn: &mut PgConnection,
    keyword: &str,
    today: NaiveDate,
) -> Result<Vec<TrackedSlot>, AppError> {
    Ok(sqlx::query_as!(
        TrackedSlot,
        r#"SELECT id, url_product_id AS "product_id!", url_item_id AS item_id, url_vendor_item_id AS vendor_item_id,
                  CASE WHEN btrim(mid) ~ '^[0-9]{1,18}$' THEN btrim(mid)::bigint END AS mid
           FROM slots
           WHERE keyword = $1
             AND slot_is_tracked(status, keyword, url, url_product_id, start_date, end_date, $2)
           ORDER BY id"#,
        keyword, today,
    )
    .fetch_all(conn)
    .await?)
}

/// Distinct keywords of the slots tracked on `today`: all of them, or one slot's, or one
/// advertiser's.
pub async fn tracked_keywords(
    conn: &mut PgConnection,
    today: NaiveDate,
    slot_id: Option<i64>,
    user_id: Option<i64>,
) -> Result<Vec<String>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT DISTINCT keyword AS "keyword!" FROM slots
           WHERE slot_is_tracked(status, keyword, url, url_product_id, start_date, end_date, $1)
             AND ($2::bigint IS NULL OR id = $2) AND ($3::bigint IS NULL OR user_id = $3)
           ORDER BY 1"#,
        today,
        slot_id,
        user_id,
    )
    .fetch_all(conn)
    .await?)
}

/// Records a determined rank on the slot.
pub async fn set_rank(
    conn: &mut PgConnection,
    id: i64,
    rank: i32,
    yesterday_rank: Option<i32>,
    product_name: Option<&str>,
    thumbnail: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET rank = $2, yesterday_rank = $3, first_rank = COALESCE(first_rank, $2), last_checked_at = now(),
                          fail_count = 0, is_processing = FALSE, product_name = COALESCE($4, product_name),
                          thumbnail = COALESCE($5, thumbnail)
         WHERE id = $1",
        id, rank, yesterday_rank, product_name, thumbnail,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Sets a slot's rank fields from its `rank_history`: the latest day's rank and the day before's,
/// the earliest day's as the first rank; the product name when the slot has none. A slot without
/// history is left as it is.
pub async fn set_rank_from_history(
    conn: &mut PgConnection,
    id: i64,
    product_name: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots s SET rank = h.rank, yesterday_rank = h.prev_rank, last_checked_at = h.checked_at,
                            first_rank = (SELECT rank FROM rank_history WHERE slot_id = $1 ORDER BY day LIMIT 1),
                            product_name = COALESCE(s.product_name, $2)
         FROM (SELECT rank, prev_rank, checked_at FROM rank_history WHERE slot_id = $1 ORDER BY day DESC LIMIT 1) h
         WHERE s.id = $1",
        id, product_name,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A check that determined nothing: the rank stays, the failure count grows.
pub async fn count_failed_check(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET fail_count = fail_count + 1, is_processing = FALSE WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_processing(
    conn: &mut PgConnection,
    ids: &[i64],
    processing: bool,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET is_processing = $2 WHERE id = ANY($1)",
        ids,
        processing
    )
    .execute(conn)
    .await?;
    Ok(())
}
