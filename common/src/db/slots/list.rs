//! The slot list's statements: its filter ([`SlotFilter`], whose `WHERE` is written once), a page
//! of ids, the capped count and the counts per display status, an advertiser's own tabs (one
//! generic plan each) and the stored counts the triggers keep.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgConnection;

use super::SlotRow;
use crate::{error::AppError, values::slots::SlotStatus};

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
    /// The other fields an all-fields search (`any_like`) also reads: `mid` or a `custom_fields`
    /// key, the enabled fields marked searchable (`db::field_configs::searchable_keys`).
    pub searchable_keys: Vec<String>,
}

/// A statement over the slots the list's filter matches: `$head`, the filter's `WHERE` (written
/// once here for [`list_ids`], [`count_capped`] and [`count_by_display`]), then `$tail`. The
/// filter's arguments are `$1`–`$18` (the viewer, then the searchable keys last); `$extra` follow from `$19`.
macro_rules! slot_list_query {
    ($query:ident, $head:tt, $tail:tt, $f:expr $(, $extra:expr)* $(,)?) => {
        sqlx::$query!(
            $head
                + r#"
           WHERE s.status <> 'deleted'
             AND slot_visible_to(s.user_id, s.status, $17, $2)
             AND ($1::bigint IS NULL OR s.user_id = $1)
             AND ($3::text[] IS NULL OR s.status = ANY($3))
             AND ($4::text IS NULL OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $16) = $4)
             AND ($5::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $5)
             AND ($6::text IS NULL OR lower(s.url) LIKE $6)
             AND ($7::text IS NULL OR lower(s.product_name) LIKE $7)
             AND ($8::text IS NULL OR slot_keywords_text(s.keyword, s.extra_keywords) LIKE $8 OR lower(s.url) LIKE $8 OR lower(s.product_name) LIKE $8
                  OR (cardinality($18::text[]) > 0
                      AND EXISTS (SELECT 1 FROM unnest($18::text[]) AS k(key)
                                  WHERE lower(CASE WHEN k.key = 'mid' THEN s.mid ELSE s.custom_fields ->> k.key END) LIKE $8)))
             AND ($9::text IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
                                                     AND (lower(u.full_name) LIKE $9 OR lower(u.email) LIKE $9)))
             AND ($10::bigint IS NULL OR s.slot_number = $10)
             AND ($11::date IS NULL OR s.end_date >= $11)
             AND ($12::date IS NULL OR s.start_date <= $12)
             AND ($13::timestamptz IS NULL OR s.created_at >= $13)
             AND ($14::timestamptz IS NULL OR s.created_at < $14)
             AND (NOT $15::boolean OR slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $16) NOT IN ('completed', 'expired'))
"# + $tail,
            $f.user_id, $f.viewer_is_staff, $f.stored.as_deref(), $f.display, $f.keyword_like, $f.url_like,
            $f.product_name_like, $f.any_like, $f.owner_like, $f.slot_number, $f.work_from, $f.work_to,
            $f.created_from, $f.created_before, $f.hide_ended, $f.today, $f.viewer_id, &$f.searchable_keys $(, $extra)*
        )
    };
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
    Ok(slot_list_query!(
        query_scalar,
        "SELECT s.id FROM slots s",
        r#"ORDER BY
             CASE WHEN $19 = 'createdAt:asc' THEN s.created_at END ASC,
             CASE WHEN $19 = 'startDate:asc' THEN s.start_date END ASC NULLS LAST,
             CASE WHEN $19 = 'startDate:desc' THEN s.start_date END DESC NULLS LAST,
             CASE WHEN $19 = 'endDate:asc' THEN s.end_date END ASC NULLS LAST,
             CASE WHEN $19 = 'endDate:desc' THEN s.end_date END DESC NULLS LAST,
             CASE WHEN $19 = 'rank:asc' THEN NULLIF(s.rank, 0) END ASC NULLS LAST,
             CASE WHEN $19 = 'rank:desc' THEN NULLIF(s.rank, 0) END DESC NULLS LAST,
             CASE WHEN $19 = 'keyword:asc' THEN s.keyword END ASC NULLS LAST,
             CASE WHEN $19 = 'keyword:desc' THEN s.keyword END DESC NULLS LAST,
             s.created_at DESC, s.id DESC
           LIMIT $20 OFFSET $21"#,
        f,
        sort,
        limit,
        offset,
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
/// filters, so one generic plan fits every call (kept on a [`crate::db::keeping_plans`] connection),
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
/// [`super::find_many`] for a plain filter in one round trip, one generic plan for every call. The page's
/// ids come from an index-only scan of `slots_user_list_idx`; only the page's own rows are read.
pub async fn owner_page(
    conn: &mut PgConnection,
    owner_id: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<SlotRow>, AppError> {
    Ok(slot_rows!(
        r#"WHERE s.id IN (SELECT p.id FROM slots p
                          WHERE p.user_id = $1 AND p.status NOT IN ('deleted', 'refunded')
                          ORDER BY p.created_at DESC, p.id DESC
                          LIMIT $2 OFFSET $3)
           ORDER BY s.created_at DESC, s.id DESC"#,
        owner_id,
        limit,
        offset,
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
    Ok(slot_list_query!(
        query_scalar,
        r#"SELECT count(*) AS "n!" FROM (SELECT 1 FROM slots s"#,
        "LIMIT $19) AS matched",
        f,
        cap,
    )
    .fetch_one(conn)
    .await?)
}

/// How many slots match `filter` (its display status ignored), per display status.
pub async fn count_by_display(
    conn: &mut PgConnection,
    f: &SlotFilter,
) -> Result<Vec<(String, i64)>, AppError> {
    let any_display = SlotFilter {
        display: None,
        stored: None,
        ..f.clone()
    };
    let rows = slot_list_query!(
        query,
        r#"SELECT slot_display_status(s.status, s.keyword, s.url, s.start_date, s.end_date, $16) AS "display!",
                  count(*) AS "count!"
           FROM slots s"#,
        "GROUP BY 1",
        any_display,
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
