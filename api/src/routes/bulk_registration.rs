//! Bulk registration (spec part 2 §2): the grid's rows checked and queued at once, and the batch's
//! progress. The rows are registered by the `slot_registration` job.

use common::slots::{
    bulk_registration::{self, BulkRow},
    fields::{self, SlotFields},
};
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    extract::{ApiJson, SlotCaller, SlotCallerOn},
    reply::{ApiResult, accepted, ok},
    views::bulk_registration::BulkRegistrationView,
};

router! {
    register_rows, batch,
}

/// Every non-empty row of the grid at once.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkRegistrationRequest {
    /// 1 to 1,000 rows; blank rows are skipped.
    #[schema(min_items = 1, max_items = 1000)]
    pub rows: Vec<BulkRegistrationRow>,
}

/// One row: one slot.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkRegistrationRow {
    /// The row's number in the grid (1 = first row), echoed in errors and failures; the position
    /// in `rows` when left out.
    #[schema(minimum = 1, maximum = 1000)]
    pub row: Option<i32>,
    /// Pre-allocation mode: the issued empty slot this row fills.
    #[schema(minimum = 1)]
    pub slot_id: Option<i64>,
    /// The cells by field key: `keywords` (1–10 keywords separated by commas, the first tracked),
    /// `landingUrl`, `mid` and the configured fields.
    #[serde(alias = "custom_fields")]
    #[schema(schema_with = fields::custom_fields_schema)]
    pub custom_fields: Map<String, Value>,
}

impl BulkRegistrationRequest {
    pub fn rows(self) -> Vec<BulkRow> {
        self.rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| BulkRow {
                row: r.row.unwrap_or(i as i32 + 1),
                fill_slot_id: r.slot_id,
                fields: SlotFields::merge(None, None, None, Some(r.custom_fields)),
            })
            .collect()
    }
}

/// An advertiser registers many slots at once. Every row is checked first (400 with
/// `data.rowErrors` naming each problem; nothing is created), then the balance covers rows ×
/// price (409 otherwise); the batch is stored and its job queued, and registration runs in the
/// background: follow it with `GET /api/slots/bulk-registrations/{id}`.
#[utoipa::path(post, path = "/api/slots/bulk-registrations", tag = "slots", security(("bearer" = [])),
    request_body = BulkRegistrationRequest,
    responses((status = 202, body = BulkRegistrationView), (status = 403), (status = 409)))]
async fn register_rows(
    SlotCaller(app, actor): SlotCaller,
    ApiJson(body): ApiJson<BulkRegistrationRequest>,
) -> ApiResult<BulkRegistrationView> {
    let report =
        bulk_registration::request(&app.db, &actor, &app.marketplace_domain, body.rows()).await?;
    accepted(report.into())
}

/// A bulk registration's progress and its first failed rows (its advertiser, or staff).
#[utoipa::path(get, path = "/api/slots/bulk-registrations/{id}", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = BulkRegistrationView), (status = 403)))]
async fn batch(SlotCallerOn(app, actor, id): SlotCallerOn<i64>) -> ApiResult<BulkRegistrationView> {
    ok(bulk_registration::report(&app.db, &actor, id).await?.into())
}
