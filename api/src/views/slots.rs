//! The slot shapes sent (`/slots*`): every slot carries its display status, D-n and the caller's
//! allowed actions, computed by `common::slots::status` so the web never re-derives them. Also a
//! slot's logs, field values and daily ranks, the slot counters, and the answers of bulk edits and
//! rank-data deletion.

use chrono::{DateTime, NaiveDate, Utc};
use common::{
    actor::Role,
    db::{rank_history::RankDay, slot_logs::SlotLogRow, slots::SlotRow},
    messages,
    settings::OperationMode,
    slots::{
        query::{SlotPage, Summary},
        status::{self, DisplayStatus, SlotAction, SlotState, SlotStatus},
        url,
    },
};
use serde::Serialize;
use utoipa::ToSchema;

/// Who is looking, and when: what `allowedActions` depends on.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    pub role: Role,
    pub mode: OperationMode,
    pub today: NaiveDate,
}

/// A slot as the web app sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotView {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    pub user_email: String,
    pub user_is_active: bool,
    pub slot_number: i64,
    pub is_test: bool,
    pub is_empty: bool,
    pub status: SlotStatus,
    pub display_status: DisplayStatus,
    pub days_left: Option<i64>,
    pub allowed_actions: Vec<SlotAction>,
    pub keyword: Option<String>,
    /// The keywords after the first of a keywords cell (up to nine): shown and searched, not tracked.
    pub extra_keywords: Vec<String>,
    pub url: Option<String>,
    pub display_url: Option<String>,
    pub mid: Option<String>,
    pub product_name: Option<String>,
    pub thumbnail: Option<String>,
    #[schema(schema_with = common::slots::fields::custom_fields_schema)]
    pub custom_fields: serde_json::Value,
    pub rank: Option<i32>,
    pub yesterday_rank: Option<i32>,
    pub first_rank: Option<i32>,
    pub is_processing: bool,
    pub fail_count: i32,
    pub last_checked_at: Option<DateTime<Utc>>,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub approved_at: Option<DateTime<Utc>>,
    pub rejected_at: Option<DateTime<Utc>>,
    pub price: i64,
    pub approved_price: Option<i64>,
    pub payment_completed: bool,
    pub rejection_reason: Option<String>,
    pub refund_reason: Option<String>,
    pub refunded_by: Option<i64>,
    pub parent_slot_id: Option<i64>,
    pub is_extended: bool,
    pub has_extension: bool,
    pub extension_days: Option<i32>,
    /// The pre-allocation issue the slot came from.
    pub allocation_id: Option<i64>,
}

impl SlotView {
    pub fn new(row: SlotRow, viewer: Viewer) -> Self {
        let state = SlotState::from(&row);
        let display_status = status::display_status(&state, viewer.today);
        Self {
            display_status,
            days_left: status::days_left(row.end_date, viewer.today),
            allowed_actions: if row.status == SlotStatus::Deleted {
                Vec::new()
            } else {
                status::allowed_actions(&state, viewer.today, viewer.role, viewer.mode)
            },
            is_empty: !(state.has_keyword && state.has_url),
            display_url: row.url.as_deref().map(|u| url::display(u).to_owned()),
            is_extended: row.parent_slot_id.is_some(),
            id: row.id,
            user_id: row.user_id,
            user_name: row.user_name,
            user_email: row.user_email,
            user_is_active: row.user_is_active,
            slot_number: row.slot_number,
            is_test: row.is_test,
            status: row.status,
            keyword: row.keyword,
            extra_keywords: row.extra_keywords,
            url: row.url,
            mid: row.mid,
            product_name: row.product_name,
            thumbnail: row.thumbnail,
            custom_fields: row.custom_fields,
            rank: row.rank,
            yesterday_rank: row.yesterday_rank,
            first_rank: row.first_rank,
            is_processing: row.is_processing,
            fail_count: row.fail_count,
            last_checked_at: row.last_checked_at,
            start_date: row.start_date,
            end_date: row.end_date,
            created_at: row.created_at,
            updated_at: row.updated_at,
            approved_at: row.approved_at,
            rejected_at: row.rejected_at,
            price: row.price,
            approved_price: row.approved_price,
            payment_completed: row.payment_completed,
            rejection_reason: row.rejection_reason,
            refund_reason: row.refund_reason,
            refunded_by: row.refunded_by,
            parent_slot_id: row.parent_slot_id,
            has_extension: row.has_extension,
            extension_days: row.extension_days,
            allocation_id: row.allocation_id,
        }
    }
}

/// `GET /slots`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotPageView {
    pub items: Vec<SlotView>,
    pub pagination: common::pagination::Pagination,
    /// Counters per display status for the same filter: always for advertisers, for operators
    /// with `summary=true`.
    pub summary: Option<Summary>,
    /// Operators' totals stop at 10,000 matches; true when this one did.
    pub total_capped: bool,
}

impl SlotPageView {
    /// A page of `query::list`, each slot as `viewer` sees it.
    pub fn new(page: SlotPage, viewer: Viewer) -> Self {
        Self {
            items: page
                .rows
                .into_iter()
                .map(|r| SlotView::new(r, viewer))
                .collect(),
            pagination: page.pagination,
            summary: page.summary,
            total_capped: page.total_capped,
        }
    }
}

/// A slot log entry as sent: the row as read.
pub type SlotLogView = SlotLogRow;

/// `{ fieldKey, value }` of `GET /slots/{id}/field-values`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldValue {
    pub field_key: String,
    pub value: String,
}

/// `GET /slots/{id}/field-values`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldValuesView {
    pub field_values: Vec<FieldValue>,
}

impl FieldValuesView {
    pub fn of(row: &SlotRow) -> Self {
        let mut field_values = Vec::new();
        let mut push = |key: &str, value: Option<&str>| {
            if let Some(value) = value {
                field_values.push(FieldValue {
                    field_key: key.to_owned(),
                    value: value.to_owned(),
                });
            }
        };
        push("keywords", row.keyword.as_deref());
        push("landingUrl", row.url.as_deref());
        push("mid", row.mid.as_deref());
        for (key, value) in row.custom_fields.as_object().into_iter().flatten() {
            let text = match value {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            push(key, Some(&text));
        }
        Self { field_values }
    }
}

/// `GET /slots/system-stats`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemStatsView {
    pub total_slots: i64,
    pub status_breakdown: Summary,
}

impl From<Summary> for SystemStatsView {
    fn from(breakdown: Summary) -> Self {
        Self {
            total_slots: breakdown.total,
            status_breakdown: breakdown,
        }
    }
}

/// `{ count }` of the caller's slots with a display status, or with `userId` `{ allocated, used }`.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum CountView {
    Count { count: i64 },
    Allocation { allocated: i64, used: i64 },
}

impl CountView {
    /// A user's `(allocated, used)` slots.
    pub fn allocation((allocated, used): (i64, i64)) -> Self {
        Self::Allocation { allocated, used }
    }
}

/// A user's slots: issued (allocated) and filled (used). The spec's screen reads `allocated_slots`
/// and `used_slots`; like every field they go out in camelCase (ARCHITECTURE.md "API").
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AllocationView {
    pub allocated_slots: i64,
    pub used_slots: i64,
}

/// `(allocated, used)` slots, as `query::allocation` returns them.
impl From<(i64, i64)> for AllocationView {
    fn from((allocated_slots, used_slots): (i64, i64)) -> Self {
        Self {
            allocated_slots,
            used_slots,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct MessageView {
    pub message: String,
}

impl MessageView {
    /// The answer to deleting a slot's rank data: how many rows went.
    pub fn rank_data_deleted(rows: u64) -> Self {
        Self {
            message: messages::rank_data_deleted(rows),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankDeleteQueryView {
    pub rank_rows: i64,
}

#[derive(Serialize, ToSchema)]
pub struct BulkUpdateView {
    pub message: String,
    pub updated: usize,
}

impl BulkUpdateView {
    /// `updated` slots were edited.
    pub fn new(updated: usize) -> Self {
        Self {
            message: messages::slots_updated(updated),
            updated,
        }
    }
}

/// One day of a slot's rank (0: not found within 500).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankDayView {
    #[schema(value_type = String, format = Date)]
    pub date: NaiveDate,
    pub rank: i32,
    pub min_rank: Option<i32>,
    pub max_rank: Option<i32>,
    pub avg_rank: Option<f64>,
    pub prev_rank: Option<i32>,
}

impl From<RankDay> for RankDayView {
    fn from(d: RankDay) -> Self {
        Self {
            date: d.day,
            rank: d.rank,
            min_rank: d.min_rank,
            max_rank: d.max_rank,
            avg_rank: d.avg_rank,
            prev_rank: d.prev_rank,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DateRangeView {
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
}

/// `GET /slots/{id}/rank-history`: the days in order, oldest first, and the range used.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankHistoryView {
    pub items: Vec<RankDayView>,
    pub date_range: DateRangeView,
}

/// The days and the `(start, end)` range of `rank::history::rank_history`.
impl From<(Vec<RankDay>, NaiveDate, NaiveDate)> for RankHistoryView {
    fn from((days, start_date, end_date): (Vec<RankDay>, NaiveDate, NaiveDate)) -> Self {
        Self {
            items: days.into_iter().map(Into::into).collect(),
            date_range: DateRangeView {
                start_date,
                end_date,
            },
        }
    }
}
