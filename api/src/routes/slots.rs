//! `/api/slots*`: the slot list, registration, decisions, status changes, edits, counts and logs
//! (spec part 1 §7 Slots). Every slot answered carries the caller's `allowedActions`.

use axum::extract::State;
use chrono::NaiveDate;
use common::{
    AppError,
    actor::Actor,
    rank::history,
    slots::{
        decisions::{self, ApprovalQuote, Decision, StatusTarget},
        edits,
        fields::{self, SlotFields},
        query::{self, SlotListQuery},
        status::DisplayStatus,
    },
    text_enum::AllOr,
    time,
};
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

use crate::{
    extract::{
        ApiJson, ApiQuery, Call, PageParams, PagedQuery, SlotCaller, SlotCallerOn, SlotReader,
        blank_as_none, blank_or_choice,
    },
    reply::{ApiResult, created, ok, ok_each},
    state::AppState,
    views::slots::{
        AllocationView, BulkUpdateView, CountView, FieldValuesView, MessageView,
        RankDeleteQueryView, RankHistoryView, SlotLogView, SlotPageView, SlotView, SystemStatsView,
        Viewer,
    },
};

router! {
    list_slots, create_slot, count_slots, system_stats, allocation, bulk_update, get_slot,
    change_status, decide, update_fields, fill, logs, field_values, delete_rank_data,
    rank_delete_query, refund_preview, approval_quote, rank_history,
}

/// The viewer of this request: role, operation mode, today in KST.
pub(crate) async fn viewer(app: &AppState, actor: &Actor) -> Result<Viewer, AppError> {
    Ok(Viewer {
        role: actor.role,
        // The settings SlotCaller already read (cached), not a second full load per request.
        mode: app
            .settings
            .get(&app.db)
            .await?
            .business
            .slot_operation_mode,
        today: time::today_kst(),
    })
}

/// The caller's slots (operators: everyone's), filtered and paged, with the counters per display
/// status for the same filter.
#[utoipa::path(get, path = "/api/slots", tag = "slots", security(("bearer" = [])), params(PageParams, SlotListQuery),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = SlotPageView), (status = 400)))]
async fn list_slots(
    SlotReader { auth, mut conn, .. }: SlotReader,
    State(app): State<AppState>,
    PagedQuery(page, q): PagedQuery<SlotListQuery>,
) -> ApiResult<SlotPageView> {
    let page = query::list(&mut conn, &auth.actor, &q, &page).await?;
    drop(conn);
    ok(SlotPageView::new(page, viewer(&app, &auth.actor).await?))
}

/// A slot form in any of the spec's spellings.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct SlotFieldsRequest {
    #[serde(alias = "keywords")]
    #[schema(schema_with = fields::keywords_schema)]
    pub keyword: Option<String>,
    #[serde(alias = "landingUrl", alias = "landing_url")]
    pub url: Option<String>,
    pub mid: Option<String>,
    /// Always 0; accepted and ignored.
    pub daily_budget: Option<i64>,
    #[serde(alias = "custom_fields")]
    #[schema(schema_with = fields::optional_custom_fields_schema)]
    pub custom_fields: Option<Map<String, Value>>,
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
}

impl SlotFieldsRequest {
    fn fields(&self) -> SlotFields {
        SlotFields::merge(
            self.keyword.clone(),
            self.url.clone(),
            self.mid.clone(),
            self.custom_fields.clone(),
        )
    }
}

/// An advertiser registers a slot; it waits for an operator's approval.
#[utoipa::path(post, path = "/api/slots", tag = "slots", security(("bearer" = [])), request_body = SlotFieldsRequest,
    responses((status = 201, body = SlotView), (status = 400), (status = 403), (status = 409)))]
async fn create_slot(
    SlotCaller(app, actor): SlotCaller,
    ApiJson(body): ApiJson<SlotFieldsRequest>,
) -> ApiResult<SlotView> {
    let row = app
        .registrations
        .create(&app.db, &actor, &app.marketplace_domain, &body.fields())
        .await?;
    created(SlotView::new(row, viewer(&app, &actor).await?))
}

/// One slot.
#[utoipa::path(get, path = "/api/slots/{id}", tag = "slots", security(("bearer" = [])),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = SlotView), (status = 404)))]
async fn get_slot(SlotCallerOn(app, actor, id): SlotCallerOn<i64>) -> ApiResult<SlotView> {
    let row = query::get(&app.db, &actor, id).await?;
    ok(SlotView::new(row, viewer(&app, &actor).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusRequest {
    /// paused, active (resume), deleted or refunded (staff, with a reason).
    pub status: StatusTarget,
    #[serde(alias = "refund_reason", alias = "reason")]
    #[schema(schema_with = common::text::reason_schema)]
    pub refund_reason: Option<String>,
}

/// Pause, resume, delete, or (operators) refund with a reason.
#[utoipa::path(patch, path = "/api/slots/{id}/status", tag = "slots", security(("bearer" = [])), request_body = StatusRequest,
    responses((status = 200, body = SlotView), (status = 400), (status = 403, description = "an advertiser asked for a refund"), (status = 404), (status = 409)))]
async fn change_status(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiJson(body): ApiJson<StatusRequest>,
) -> ApiResult<SlotView> {
    let row = decisions::change_status(
        &app.db,
        &actor,
        id,
        body.status,
        body.refund_reason.as_deref(),
    )
    .await?;
    ok(SlotView::new(row, viewer(&app, &actor).await?))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct DecisionRequest {
    pub approved: bool,
    #[serde(alias = "price")]
    pub approved_price: Option<i64>,
    #[serde(alias = "reason")]
    #[schema(schema_with = common::text::reason_schema)]
    pub rejection_reason: Option<String>,
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
}

/// Approve a pending slot (price; dates default to today for 30 days) or reject it (reason).
#[utoipa::path(post, path = "/api/slots/{id}/approve", tag = "slots", security(("bearer" = [])), request_body = DecisionRequest,
    responses((status = 200, body = SlotView), (status = 400), (status = 403), (status = 404), (status = 409)))]
async fn decide(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiJson(body): ApiJson<DecisionRequest>,
) -> ApiResult<SlotView> {
    let decision = if body.approved {
        Decision::Approve {
            price: body.approved_price,
            start_date: body.start_date,
            end_date: body.end_date,
        }
    } else {
        Decision::Reject {
            reason: body.rejection_reason.unwrap_or_default(),
        }
    };
    let row = decisions::decide(&app.db, &actor, id, &decision).await?;
    ok(SlotView::new(row, viewer(&app, &actor).await?))
}

/// Edit keyword, URL, MID and dynamic fields (`customFields`); operators may also send the period.
/// A new keyword or URL resets the slot's rank data.
#[utoipa::path(put, path = "/api/slots/{id}/update-fields", tag = "slots", security(("bearer" = [])), request_body = SlotFieldsRequest,
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = SlotView), (status = 400), (status = 404), (status = 409)))]
async fn update_fields(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiJson(body): ApiJson<SlotFieldsRequest>,
) -> ApiResult<SlotView> {
    let row = edits::update_fields(
        &app.db,
        &actor,
        &app.marketplace_domain,
        id,
        &body.fields(),
        (body.start_date, body.end_date),
    )
    .await?;
    ok(SlotView::new(row, viewer(&app, &actor).await?))
}

/// Fill an empty slot; with keyword and URL it goes to approval.
#[utoipa::path(put, path = "/api/slots/{id}/fill", tag = "slots", security(("bearer" = [])), request_body = SlotFieldsRequest,
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = SlotView), (status = 400), (status = 404), (status = 409)))]
async fn fill(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiJson(body): ApiJson<SlotFieldsRequest>,
) -> ApiResult<SlotView> {
    let row = edits::fill(&app.db, &actor, &app.marketplace_domain, id, &body.fields()).await?;
    ok(SlotView::new(row, viewer(&app, &actor).await?))
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CountParams {
    /// A display status, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<DisplayStatus>::schema)]
    pub status: Option<AllOr<DisplayStatus>>,
    #[serde(deserialize_with = "blank_as_none")]
    pub user_id: Option<i64>,
}

#[utoipa::path(get, path = "/api/slots/count", tag = "slots", security(("bearer" = [])), params(CountParams),
    responses((status = 200, body = CountView), (status = 403)))]
async fn count_slots(
    SlotCaller(app, actor): SlotCaller,
    ApiQuery(p): ApiQuery<CountParams>,
) -> ApiResult<CountView> {
    match p.user_id {
        Some(user_id) => ok(CountView::allocation(
            query::allocation(&app.db, &actor, user_id).await?,
        )),
        None => ok(CountView::Count {
            count: query::count(&app.db, &actor, p.status).await?,
        }),
    }
}

/// A user's allocated and used slots (a plain user: only their own).
#[utoipa::path(get, path = "/api/slots/allocation/{userId}", tag = "slots", security(("bearer" = [])),
    params(("userId" = i64, Path)), responses((status = 200, body = AllocationView), (status = 403)))]
async fn allocation(
    SlotCallerOn(app, actor, user_id): SlotCallerOn<i64>,
) -> ApiResult<AllocationView> {
    ok(query::allocation(&app.db, &actor, user_id).await?.into())
}

/// All slots per display status (operators).
#[utoipa::path(get, path = "/api/slots/system-stats", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = SystemStatsView), (status = 403)))]
async fn system_stats(Call(app, actor): Call) -> ApiResult<SystemStatsView> {
    ok(query::system_stats(&app.db, &actor).await?.into())
}

/// A slot's change history, newest first.
#[utoipa::path(get, path = "/api/slots/{id}/logs", tag = "slots", security(("bearer" = [])),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = Vec<SlotLogView>), (status = 404)))]
async fn logs(SlotCallerOn(app, actor, id): SlotCallerOn<i64>) -> ApiResult<Vec<SlotLogView>> {
    ok_each(query::logs(&app.db, &actor, id).await?)
}

/// A slot's field values by field key.
#[utoipa::path(get, path = "/api/slots/{id}/field-values", tag = "slots", security(("bearer" = [])),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = FieldValuesView), (status = 404)))]
async fn field_values(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> ApiResult<FieldValuesView> {
    ok(FieldValuesView::of(&query::get(&app.db, &actor, id).await?))
}

/// Deletes a slot's rank history and resets its rank.
#[utoipa::path(delete, path = "/api/slots/{id}/rank-data", tag = "slots", security(("bearer" = [])),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = MessageView), (status = 404)))]
async fn delete_rank_data(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> ApiResult<MessageView> {
    let deleted = edits::reset_rank_data(&app.db, &actor, id).await?;
    ok(MessageView::rank_data_deleted(deleted))
}

/// How many rank rows a keyword or URL change would delete.
#[utoipa::path(get, path = "/api/slots/{id}/rank-delete-query", tag = "slots", security(("bearer" = [])),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = RankDeleteQueryView), (status = 404)))]
async fn rank_delete_query(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> ApiResult<RankDeleteQueryView> {
    let rank_rows = query::rank_rows(&app.db, &actor, id).await?;
    ok(RankDeleteQueryView { rank_rows })
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct BulkUpdateRequest {
    #[serde(alias = "ids")]
    pub slot_ids: Vec<i64>,
    #[serde(alias = "changes")]
    #[schema(value_type = Object)]
    pub updates: Map<String, Value>,
}

/// The owner edits several slots at once; blank fields are unchanged; all or nothing.
#[utoipa::path(put, path = "/api/slots/user/bulk-update", tag = "slots", security(("bearer" = [])), request_body = BulkUpdateRequest,
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = BulkUpdateView), (status = 400), (status = 404), (status = 409)))]
async fn bulk_update(
    SlotCaller(app, actor): SlotCaller,
    ApiJson(body): ApiJson<BulkUpdateRequest>,
) -> ApiResult<BulkUpdateView> {
    let fields = SlotFields::merge(None, None, None, Some(body.updates));
    let updated = edits::bulk_update(
        &app.db,
        &actor,
        &app.marketplace_domain,
        &body.slot_ids,
        &fields,
    )
    .await?;
    ok(BulkUpdateView::new(updated))
}

/// What refunding the slot would pay back now: the unused whole days of the price paid (operators).
#[utoipa::path(get, path = "/api/slots/{id}/refund-preview", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = common::cash::RefundQuote), (status = 403), (status = 404)))]
async fn refund_preview(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> ApiResult<common::cash::RefundQuote> {
    ok(query::refund_preview(&app.db, &actor, id).await?)
}

/// What the approval form of the slot starts with: the suggested price and the period an approval
/// without dates gives (operators).
#[utoipa::path(get, path = "/api/slots/{id}/approval-quote", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = ApprovalQuote), (status = 403), (status = 404)))]
async fn approval_quote(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> ApiResult<ApprovalQuote> {
    ok(decisions::approval_quote(&app.db, &actor, id).await?)
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RankHistoryParams {
    /// First day (KST); default 29 days before `endDate`.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    /// Last day (KST); default today. At most 366 days from `startDate`.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
}

/// A slot's daily ranks (default: the last 30 days in KST).
#[utoipa::path(get, path = "/api/slots/{id}/rank-history", tag = "slots", security(("bearer" = [])), params(RankHistoryParams),
    responses((status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 200, body = RankHistoryView), (status = 400), (status = 404)))]
async fn rank_history(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiQuery(p): ApiQuery<RankHistoryParams>,
) -> ApiResult<RankHistoryView> {
    let history = history::rank_history(&app.db, &actor, id, p.start_date, p.end_date).await?;
    ok(history.into())
}
