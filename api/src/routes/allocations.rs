//! Pre-allocation and extension (spec part 2 §7 Allocation and extension), staff only: issuing
//! empty slots, the issue history and its payment state, an issue's slots, and extending one slot
//! or every slot of an issue (a job; its progress is polled).

use common::{
    pagination::PageRequest,
    slots::{
        allocation::{self, AllocationRequest, HistoryQuery},
        extension,
    },
};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{ApiJson, ApiQuery, Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, accepted, created, ok},
    routes::slots::viewer,
    views::{
        allocations::{
            AllocatedView, AllocationHistoryView, AllocationSlotsView, ExtendedView,
            ExtensionBatchView, PaymentView,
        },
        slots::SlotView,
    },
};

router! {
    allocate, history, set_payment, slots_of_allocation, extend, extend_bulk, extension_batch,
}

/// Issues empty slots to an advertiser for a period (pre-allocation mode; count 1–1000; a test
/// issue runs 3 days, free). The record and every slot in one transaction.
#[utoipa::path(post, path = "/api/slots/allocate/{userId}", tag = "allocations", security(("bearer" = [])),
    params(("userId" = i64, Path)), request_body = AllocationRequest,
    responses((status = 201, body = AllocatedView), (status = 400), (status = 403), (status = 404), (status = 409)))]
async fn allocate(
    CallOn(app, actor, user_id): CallOn<i64>,
    ApiJson(body): ApiJson<AllocationRequest>,
) -> ApiResult<AllocatedView> {
    created(
        allocation::allocate(&app.db, &actor, user_id, &body)
            .await?
            .into(),
    )
}

/// The issue history, newest first (20 a page by default).
#[utoipa::path(get, path = "/api/slots/allocation-history", tag = "allocations", security(("bearer" = [])),
    params(PageParams, HistoryQuery),
    responses((status = 200, body = AllocationHistoryView), (status = 400), (status = 403)))]
async fn history(
    Call(app, actor): Call,
    PagedQuery(page, q): PagedQuery<HistoryQuery>,
) -> ApiResult<AllocationHistoryView> {
    let page = PageRequest::new(page.page, page.limit, 20)?;
    ok(allocation::history(&app.db, &actor, &q, page).await?.into())
}

#[derive(Deserialize, ToSchema)]
pub struct PaymentRequest {
    /// Paid (true) or not paid (false).
    pub payment: bool,
}

/// Marks an issue paid or not paid (audited).
#[utoipa::path(patch, path = "/api/slots/allocation-history/{id}/payment", tag = "allocations", security(("bearer" = [])),
    request_body = PaymentRequest,
    responses((status = 200, body = PaymentView), (status = 400), (status = 403), (status = 404)))]
async fn set_payment(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<PaymentRequest>,
) -> ApiResult<PaymentView> {
    ok(allocation::set_payment(&app.db, &actor, id, body.payment)
        .await?
        .into())
}

/// An issue and a page of its slots (issued ones and their extensions) by slot number (100 a page
/// by default).
#[utoipa::path(get, path = "/api/slots/by-allocation/{id}", tag = "allocations", security(("bearer" = [])),
    params(PageParams),
    responses((status = 200, body = AllocationSlotsView), (status = 400), (status = 403), (status = 404)))]
async fn slots_of_allocation(
    CallOn(app, actor, id): CallOn<i64>,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<AllocationSlotsView> {
    let (record, rows, pagination) = allocation::slots_of(
        &app.db,
        &actor,
        id,
        PageRequest::new(page.page, page.limit, 100)?,
    )
    .await?;
    let viewer = viewer(&app, &actor).await?;
    ok(AllocationSlotsView {
        allocation: record,
        items: rows.into_iter().map(|r| SlotView::new(r, viewer)).collect(),
        pagination,
    })
}

/// The extension lengths on offer (`extension::EXTENSION_CHOICES`).
fn extension_days_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Integer)
        .description(Some("1, 7, 10 or 30 days."))
        .enum_values(Some(extension::EXTENSION_CHOICES))
        .build()
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExtendRequest {
    #[serde(alias = "extension_days", alias = "days")]
    #[schema(schema_with = extension_days_schema)]
    pub extension_days: i64,
}

/// Extends a slot: a new slot continuing it, approved and paid (outside the app), from the day
/// after its end (or today once that has passed); a test slot 3 days, free.
#[utoipa::path(post, path = "/api/slots/{id}/extend", tag = "allocations", security(("bearer" = [])),
    request_body = ExtendRequest,
    responses((status = 201, body = ExtendedView), (status = 400), (status = 403), (status = 404), (status = 409)))]
async fn extend(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<ExtendRequest>,
) -> ApiResult<ExtendedView> {
    let row = extension::extend(&app.db, &actor, id, body.extension_days).await?;
    let days = row.extension_days.unwrap_or_default();
    created(ExtendedView {
        message: common::messages::slot_extended(days),
        slot: SlotView::new(row, viewer(&app, &actor).await?),
    })
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExtendBulkRequest {
    #[serde(alias = "allocation_history_id", alias = "allocationId")]
    pub allocation_history_id: i64,
    #[serde(alias = "extension_days", alias = "days")]
    #[schema(schema_with = extension_days_schema)]
    pub extension_days: i64,
}

/// Extends every slot of an issue that has no extension yet, as a job: answers at once with the
/// batch; poll `GET /api/slots/extend-bulk/{id}` for its progress.
#[utoipa::path(post, path = "/api/slots/extend-bulk", tag = "allocations", security(("bearer" = [])),
    request_body = ExtendBulkRequest,
    responses((status = 202, body = ExtensionBatchView), (status = 400), (status = 403), (status = 404), (status = 409)))]
async fn extend_bulk(
    CallWith(app, actor, body): CallWith<ExtendBulkRequest>,
) -> ApiResult<ExtensionBatchView> {
    let report = extension::request_bulk(
        &app.db,
        &actor,
        body.allocation_history_id,
        body.extension_days,
    )
    .await?;
    accepted(report.into())
}

/// A bulk extension's progress and its first failed slots.
#[utoipa::path(get, path = "/api/slots/extend-bulk/{id}", tag = "allocations", security(("bearer" = [])),
    responses((status = 200, body = ExtensionBatchView), (status = 403), (status = 404)))]
async fn extension_batch(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<ExtensionBatchView> {
    ok(extension::batch_report(&app.db, &actor, id).await?.into())
}
