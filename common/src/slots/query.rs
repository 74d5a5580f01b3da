//! Reading slots: one slot, its change log and refund quote; the filtered, sorted,
//! paged list with its per-status summary, counts, allocation, system stats and the dashboard
//! numbers. Who sees which slot is `Actor::may_see_slot` (one slot) and `slot_visible_to` (lists).

use std::collections::BTreeMap;

use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::status::DisplayStatus;
use crate::{
    actor::Actor,
    cash,
    db::{
        self,
        slot_logs::SlotLogRow,
        slots::{SlotFilter, SlotRow, StoredCount},
    },
    error::AppError,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none, blank_or_choice},
    text,
    text_enum::AllOr,
    time,
};

pub use crate::values::slots::{DateField, SearchField, SortKey, SortOrder};

/// The list's filters and order as the query string asks (`GET /slots`, the export); paging apart.
#[derive(Debug, Default, Clone, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SlotListQuery {
    /// A display status, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<DisplayStatus>::schema)]
    pub status: Option<AllOr<DisplayStatus>>,
    pub search: Option<String>,
    /// Where `search` looks (all by default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub search_field: Option<SearchField>,
    /// What `dateFrom`/`dateTo` apply to (work by default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub date_field: Option<DateField>,
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub date_from: Option<NaiveDate>,
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub date_to: Option<NaiveDate>,
    #[serde(deserialize_with = "blank_as_none")]
    pub hide_expired: Option<bool>,
    /// Operators: one advertiser's slots.
    #[serde(deserialize_with = "blank_as_none")]
    pub user_id: Option<i64>,
    /// Operators: part of the advertiser's name or login id.
    pub user_search: Option<String>,
    #[serde(deserialize_with = "blank_as_none")]
    pub slot_number: Option<i64>,
    /// createdAt by default.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub sort_by: Option<SortKey>,
    /// desc by default.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub sort_order: Option<SortOrder>,
    /// Operators: include the per-status counters (advertisers always get them).
    #[serde(deserialize_with = "blank_as_none")]
    pub summary: Option<bool>,
}

/// An operator's list counts its matches no further than this: beyond it, exact totals over a
/// million slots cost more than a person gains from them (the pager shows this many).
pub const STAFF_COUNT_CAP: i64 = 10_000;

/// Default page size of the advertiser's list (spec part 1 §9).
pub const DEFAULT_LIMIT: i64 = 10;

/// One page of slots with the counters of the same filter.
pub struct SlotPage {
    pub rows: Vec<SlotRow>,
    pub pagination: Pagination,
    /// Advertisers always; operators when asked.
    pub summary: Option<Summary>,
    /// The total stopped at [`STAFF_COUNT_CAP`].
    pub total_capped: bool,
}

/// Slots per display status (the counters above the list).
#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
pub struct Summary {
    pub total: i64,
    pub empty: i64,
    pub pending: i64,
    pub waiting: i64,
    pub active: i64,
    pub paused: i64,
    pub completed: i64,
    pub rejected: i64,
    pub refunded: i64,
    pub expired: i64,
    pub inactive: i64,
}

impl Summary {
    fn from_counts(counts: &[(String, i64)]) -> Self {
        let mut s = Summary::default();
        for (display, n) in counts {
            s.total += n;
            let slot = match display.as_str() {
                "empty" => &mut s.empty,
                "pending" => &mut s.pending,
                "waiting" => &mut s.waiting,
                "active" => &mut s.active,
                "paused" => &mut s.paused,
                "completed" => &mut s.completed,
                "rejected" => &mut s.rejected,
                "refunded" => &mut s.refunded,
                "expired" => &mut s.expired,
                _ => &mut s.inactive,
            };
            *slot += n;
        }
        s
    }

    /// The display statuses of `slot_display_status` from stored counts: a slot ending before
    /// today is completed; otherwise a blank one is empty; otherwise one running (active, waiting,
    /// paused) that starts after today is waiting. A slot starting after today cannot have ended
    /// (`slots_period_check`), so the two date counts never overlap.
    fn from_stored(counts: &[StoredCount]) -> Self {
        let mut pairs = Vec::new();
        for c in counts {
            let status = c.status.as_str();
            if matches!(status, "deleted" | "refunded" | "rejected") {
                pairs.push((c.status.clone(), c.total));
                continue;
            }
            pairs.push(("completed".to_owned(), c.ended));
            let mut rest = c.total - c.ended;
            if c.blank {
                pairs.push(("empty".to_owned(), rest));
                continue;
            }
            if matches!(status, "active" | "waiting" | "paused") {
                pairs.push(("waiting".to_owned(), c.upcoming));
                rest -= c.upcoming;
            }
            let display = if matches!(status, "active" | "waiting") {
                "active"
            } else {
                status
            };
            pairs.push((display.to_owned(), rest));
        }
        Self::from_counts(&pairs)
    }

    fn get(&self, display: DisplayStatus) -> i64 {
        match display {
            DisplayStatus::Empty => self.empty,
            DisplayStatus::Pending => self.pending,
            DisplayStatus::Waiting => self.waiting,
            DisplayStatus::Active => self.active,
            DisplayStatus::Paused => self.paused,
            DisplayStatus::Completed => self.completed,
            DisplayStatus::Rejected => self.rejected,
            DisplayStatus::Refunded => self.refunded,
            DisplayStatus::Expired => self.expired,
            DisplayStatus::Inactive => self.inactive,
            DisplayStatus::Deleted => 0,
        }
    }
}

/// The list page, read on `conn`, meant to be one that keeps plans ([`db::keeping_plans`]): an
/// advertiser's default tab runs on it as is, every other list in a transaction that plans each
/// statement for its values (their optional filters fold away only then).
pub async fn list(
    conn: &mut PgConnection,
    actor: &Actor,
    q: &SlotListQuery,
    page: &PageParams,
) -> Result<SlotPage, AppError> {
    let page = PageRequest::new(page.page, page.limit, DEFAULT_LIMIT)?;
    let display = q.status.and_then(AllOr::only);
    let mut filter = filter_for(actor, q, display)?;
    add_searchable_fields(conn, &mut filter).await?;
    let sort = sort_key(q.sort_by, q.sort_order);

    let owner_plain = !actor.role.is_staff() && filter.is_plain() && sort == DEFAULT_SORT;
    if owner_plain && display.is_none() {
        return owner_default_page(conn, actor, &filter, &page).await;
    }
    let mut tx = db::begin_read_planning_per_call(conn).await?;
    let conn = &mut *tx;
    if owner_plain && let Some(display) = display {
        return owner_list(conn, actor, &filter, display, &page).await;
    }
    let summary = if !actor.role.is_staff() || q.summary.unwrap_or(false) {
        Some(Summary::from_counts(
            &db::slots::count_by_display(conn, &filter).await?,
        ))
    } else {
        None
    };
    let (total, total_capped) = match (&summary, actor.role.is_staff()) {
        (Some(s), false) => (display.map_or(s.total, |d| s.get(d)), false),
        _ => {
            let n = db::slots::count_capped(conn, &filter, STAFF_COUNT_CAP).await?;
            (n, n >= STAFF_COUNT_CAP)
        }
    };
    let rows = if total > page.offset() {
        let ids = db::slots::list_ids(conn, &filter, &sort, page.limit, page.offset()).await?;
        db::slots::find_many(conn, &ids).await?
    } else {
        Vec::new()
    };
    Ok(SlotPage {
        rows,
        pagination: page.pagination(total),
        summary,
        total_capped,
    })
}

/// The list's default order.
const DEFAULT_SORT: &str = "createdAt:desc";

/// An advertiser's own list with nothing but a display status chosen, newest first: the same
/// page as the general statements give, from shorter ones.
async fn owner_list(
    conn: &mut PgConnection,
    actor: &Actor,
    filter: &SlotFilter,
    display: DisplayStatus,
    page: &PageRequest,
) -> Result<SlotPage, AppError> {
    let summary =
        Summary::from_counts(&db::slots::owner_counts(conn, actor.user_id, filter.today).await?);
    let total = summary.get(display);
    let rows = if total > page.offset() {
        let ids = db::slots::owner_page_ids(conn, actor.user_id, filter, page.limit, page.offset())
            .await?;
        db::slots::find_many(conn, &ids).await?
    } else {
        Vec::new()
    };
    Ok(SlotPage {
        rows,
        pagination: page.pagination(total),
        summary: Some(summary),
        total_capped: false,
    })
}

/// An advertiser's default tab (all their slots, newest first), the commonest list request: two
/// statements with no optional filters, so on a connection that keeps plans one plan each serves
/// every call ([`db::keeping_plans`]).
async fn owner_default_page(
    conn: &mut PgConnection,
    actor: &Actor,
    filter: &SlotFilter,
    page: &PageRequest,
) -> Result<SlotPage, AppError> {
    let summary =
        Summary::from_counts(&db::slots::owner_counts(conn, actor.user_id, filter.today).await?);
    let rows = if summary.total > page.offset() {
        db::slots::owner_page(conn, actor.user_id, page.limit, page.offset()).await?
    } else {
        Vec::new()
    };
    Ok(SlotPage {
        rows,
        pagination: page.pagination(summary.total),
        summary: Some(summary),
        total_capped: false,
    })
}

/// The ids of every slot the list's filters match (at most `max`), in the list's order: the rows
/// of an export.
pub async fn matching_ids(
    db: &PgPool,
    actor: &Actor,
    q: &SlotListQuery,
    max: i64,
) -> Result<Vec<i64>, AppError> {
    let display = q.status.and_then(AllOr::only);
    let mut filter = filter_for(actor, q, display)?;
    let sort = sort_key(q.sort_by, q.sort_order);
    let mut conn = db.acquire().await?;
    add_searchable_fields(&mut conn, &mut filter).await?;
    db::slots::list_ids(&mut conn, &filter, &sort, max, 0).await
}

/// `GET /slots/count?status=`: the caller's visible slots with that display status (all without).
pub async fn count(
    db: &PgPool,
    actor: &Actor,
    status: Option<AllOr<DisplayStatus>>,
) -> Result<i64, AppError> {
    let display = status.and_then(AllOr::only);
    let filter = filter_for(actor, &SlotListQuery::default(), None)?;
    let mut conn = db.acquire().await?;
    let summary = Summary::from_counts(&db::slots::count_by_display(&mut conn, &filter).await?);
    Ok(display.map_or(summary.total, |d| summary.get(d)))
}

/// A user's allocated and used slots; a plain user may ask only about themselves.
pub async fn allocation(db: &PgPool, actor: &Actor, user_id: i64) -> Result<(i64, i64), AppError> {
    actor.require_self_or_staff(user_id)?;
    let mut conn = db.acquire().await?;
    db::slots::allocation(&mut conn, user_id).await
}

/// Allocated and used slots of several users, by user id.
pub async fn allocations(
    db: &PgPool,
    user_ids: &[i64],
) -> Result<BTreeMap<i64, (i64, i64)>, AppError> {
    let mut conn = db.acquire().await?;
    Ok(db::slots::allocations(&mut conn, user_ids)
        .await?
        .into_iter()
        .map(|(id, a, u)| (id, (a, u)))
        .collect())
}

/// All slots per display status (operators), exact, from the counts the `slots` triggers keep:
/// the same figures as counting every slot, in a few hundred rows at any number of slots.
pub async fn system_stats(db: &PgPool, actor: &Actor) -> Result<Summary, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    Ok(Summary::from_stored(
        &db::slots::stored_counts(&mut conn, time::today_kst()).await?,
    ))
}

/// The admin dashboard's numbers (operators): [`system_stats`] and the members by activity
/// `(total, active, inactive)`, both exact from the counts triggers keep, read on one connection.
pub async fn dashboard(db: &PgPool, actor: &Actor) -> Result<(Summary, (i64, i64, i64)), AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    let slots =
        Summary::from_stored(&db::slots::stored_counts(&mut conn, time::today_kst()).await?);
    let members = db::users::count_by_activity(&mut conn).await?;
    Ok((slots, members))
}

/// A search over all fields (the list's default) also reads the fields marked searchable in the
/// field configuration (spec part 1 §3 `is_searchable`): MID and the dynamic fields; keyword, URL
/// and product name are always read.
async fn add_searchable_fields(
    conn: &mut PgConnection,
    filter: &mut SlotFilter,
) -> Result<(), AppError> {
    if filter.any_like.is_some() {
        filter.searchable_keys = db::field_configs::searchable_keys(conn).await?;
    }
    Ok(())
}

fn filter_for(
    actor: &Actor,
    q: &SlotListQuery,
    display: Option<DisplayStatus>,
) -> Result<SlotFilter, AppError> {
    let staff = actor.role.is_staff();
    let pattern = text::non_blank(q.search.as_deref()).map(db::like_pattern);
    let mut filter = SlotFilter {
        viewer_id: actor.user_id,
        viewer_is_staff: staff,
        user_id: if staff { q.user_id } else { None },
        display: display.map(|d| d.as_str().to_owned()),
        stored: display.map(|d| {
            d.stored_candidates()
                .iter()
                .map(|s| (*s).to_owned())
                .collect()
        }),
        owner_like: if staff {
            text::non_blank(q.user_search.as_deref()).map(db::like_pattern)
        } else {
            None
        },
        slot_number: q.slot_number,
        hide_ended: q.hide_expired.unwrap_or(false),
        today: time::today_kst(),
        ..SlotFilter::default()
    };
    match q.search_field.unwrap_or(SearchField::All) {
        SearchField::All => filter.any_like = pattern,
        SearchField::Keyword => filter.keyword_like = pattern,
        SearchField::Url => filter.url_like = pattern,
        SearchField::ProductName => filter.product_name_like = pattern,
    }
    if let (Some(from), Some(to)) = (q.date_from, q.date_to)
        && to < from
    {
        return Err(AppError::SlotPeriodInvalid);
    }
    match q.date_field.unwrap_or(DateField::Work) {
        DateField::Work => {
            filter.work_from = q.date_from;
            filter.work_to = q.date_to;
        }
        DateField::Created => {
            filter.created_from = q.date_from.map(time::kst_day_start);
            filter.created_before = q
                .date_to
                .map(|d| time::kst_day_start(d + Duration::days(1)));
        }
    }
    Ok(filter)
}

/// `column:direction` for the list's ORDER BY (`db::slots::list` names each it knows).
fn sort_key(sort_by: Option<SortKey>, sort_order: Option<SortOrder>) -> String {
    let column = sort_by.unwrap_or(SortKey::CreatedAt);
    let direction = match sort_order.unwrap_or(SortOrder::Desc) {
        SortOrder::Asc => "asc",
        SortOrder::Desc => "desc",
    };
    format!("{column}:{direction}")
}

/// A slot the caller may see.
pub async fn get(db: &PgPool, actor: &Actor, slot_id: i64) -> Result<SlotRow, AppError> {
    let mut conn = db.acquire().await?;
    actor.visible_slot(db::slots::find(&mut conn, slot_id).await?)
}

/// How many rank rows a keyword or URL change would delete (`GET /slots/{id}/rank-delete-query`).
pub async fn rank_rows(db: &PgPool, actor: &Actor, slot_id: i64) -> Result<i64, AppError> {
    let mut conn = db.acquire().await?;
    actor.visible_slot(db::slots::find(&mut conn, slot_id).await?)?;
    db::rank_history::count_for_slot(&mut conn, slot_id).await
}

/// A slot's change history, newest first.
pub async fn logs(db: &PgPool, actor: &Actor, slot_id: i64) -> Result<Vec<SlotLogRow>, AppError> {
    let mut conn = db.acquire().await?;
    actor.visible_slot(db::slots::find(&mut conn, slot_id).await?)?;
    db::slot_logs::list(&mut conn, slot_id).await
}

/// What refunding the slot would pay back now (operators see it before confirming).
pub async fn refund_preview(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
) -> Result<cash::RefundQuote, AppError> {
    actor.require_staff()?;
    let row = get(db, actor, slot_id).await?;
    Ok(cash::slots::slot_refund_quote(&row, time::today_kst()))
}
