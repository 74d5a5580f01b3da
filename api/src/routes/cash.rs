//! `/api/cash/*` (one's own cash) and `/api/admin/cash/*` (operators approving charges).

use axum::extract::State;
use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Asia::Seoul;
use common::{
    cash::{self, ChargeCounts, ChargeInput, ChargeStatus, LedgerKind},
    db::{cash_ledger::LedgerRow, charge_requests::ChargeRow},
    pagination::Pagination,
    text_enum::AllOr,
};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    extract::{ApiJson, ApiPath, ApiQuery, AuthUser, PageParams, blank_as_none, blank_or_choice},
    reply::{ApiResult, created, ok},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(balance))
        .routes(routes!(my_charges, request_charge))
        .routes(routes!(my_history))
        .routes(routes!(admin_charges))
        .routes(routes!(approve_charge))
        .routes(routes!(reject_charge))
        .routes(routes!(charge_counts))
}

#[derive(Serialize, ToSchema)]
pub struct BalanceView {
    pub balance: i64,
}

/// The caller's cash balance in won.
#[utoipa::path(get, path = "/api/cash/balance", tag = "cash", security(("bearer" = [])), responses((status = 200, body = BalanceView)))]
async fn balance(auth: AuthUser, State(app): State<AppState>) -> ApiResult<BalanceView> {
    ok(BalanceView {
        balance: cash::balance(&app.db, &auth.actor).await?,
    })
}

/// A charge request as sent.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChargeView {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    pub user_email: String,
    pub amount: i64,
    pub bonus_percentage: i32,
    pub bonus_amount: i64,
    pub deposit_at: DateTime<Utc>,
    pub account_holder: String,
    pub status: ChargeStatus,
    pub requested_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub processed_at: Option<DateTime<Utc>>,
    pub processor_id: Option<i64>,
    pub reject_reason: Option<String>,
}

impl From<ChargeRow> for ChargeView {
    fn from(c: ChargeRow) -> Self {
        Self {
            id: c.id,
            user_id: c.user_id,
            user_name: c.user_name,
            user_email: c.user_email,
            amount: c.amount,
            bonus_percentage: c.bonus_percentage,
            bonus_amount: c.bonus_amount,
            deposit_at: c.deposit_at,
            account_holder: c.account_holder,
            status: c.status,
            requested_at: c.created_at,
            created_at: c.created_at,
            processed_at: c.processed_at,
            processor_id: c.processor_id,
            reject_reason: c.reject_reason,
        }
    }
}

/// A ledger row as sent (`amount` signed).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryView {
    pub id: i64,
    pub user_id: i64,
    #[serde(rename = "type")]
    pub kind: String,
    pub amount: i64,
    pub balance_after: i64,
    pub balance_type: &'static str,
    pub description: String,
    pub reference_id: Option<i64>,
    pub slot_id: Option<i64>,
    pub charge_request_id: Option<i64>,
    pub transaction_at: DateTime<Utc>,
}

impl From<LedgerRow> for HistoryView {
    fn from(l: LedgerRow) -> Self {
        Self {
            id: l.id,
            user_id: l.user_id,
            kind: l.kind,
            amount: l.amount,
            balance_after: l.balance_after,
            balance_type: "paid",
            description: l.description,
            reference_id: l.charge_request_id.or(l.slot_id),
            slot_id: l.slot_id,
            charge_request_id: l.charge_request_id,
            transaction_at: l.created_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ChargePage {
    pub items: Vec<ChargeView>,
    pub pagination: Pagination,
}

#[derive(Serialize, ToSchema)]
pub struct HistoryPage {
    pub items: Vec<HistoryView>,
    pub pagination: Pagination,
}

/// The charge form: all three fields required.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ChargeRequestBody {
    /// Whole won, between the settings minCashCharge and maxCashCharge.
    #[schema(required, value_type = i64)]
    pub amount: Option<i64>,
    /// An ISO timestamp; one without a zone (a `datetime-local` value) is Korean time.
    #[serde(deserialize_with = "kst_or_utc")]
    #[schema(required, value_type = String, format = DateTime)]
    pub deposit_at: Option<DateTime<Utc>>,
    #[schema(required, value_type = String, pattern = r"\S")]
    pub account_holder: Option<String>,
}

/// Asks for a charge by bank deposit; an operator approves it.
#[utoipa::path(post, path = "/api/cash/charges", tag = "cash", security(("bearer" = [])), request_body = ChargeRequestBody,
    responses((status = 201, body = ChargeView), (status = 400), (status = 409)))]
async fn request_charge(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiJson(body): ApiJson<ChargeRequestBody>,
) -> ApiResult<ChargeView> {
    let input = ChargeInput {
        amount: body.amount,
        deposit_at: body.deposit_at,
        account_holder: body.account_holder,
    };
    created(
        cash::request_charge(&app.db, &auth.actor, &input)
            .await?
            .into(),
    )
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HistoryParams {
    /// One kind of entry, or all (the default).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(schema_with = AllOr::<LedgerKind>::schema)]
    pub r#type: Option<AllOr<LedgerKind>>,
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ChargeListParams {
    /// pending by default (oldest first); the others newest first.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub status: Option<ChargeStatus>,
}

/// The caller's charge requests, newest first.
#[utoipa::path(get, path = "/api/cash/charges", tag = "cash", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = ChargePage)))]
async fn my_charges(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<ChargePage> {
    let (rows, pagination) = cash::my_charges(&app.db, &auth.actor, page.page, page.limit).await?;
    ok(ChargePage {
        items: rows.into_iter().map(Into::into).collect(),
        pagination,
    })
}

/// The caller's cash history, newest first.
#[utoipa::path(get, path = "/api/cash/history", tag = "cash", security(("bearer" = [])), params(PageParams, HistoryParams),
    responses((status = 200, body = HistoryPage), (status = 400)))]
async fn my_history(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(page): ApiQuery<PageParams>,
    ApiQuery(p): ApiQuery<HistoryParams>,
) -> ApiResult<HistoryPage> {
    let (rows, pagination) =
        cash::my_history(&app.db, &auth.actor, p.r#type, page.page, page.limit).await?;
    ok(HistoryPage {
        items: rows.into_iter().map(Into::into).collect(),
        pagination,
    })
}

/// Charge requests by status for operators; pending (the default) oldest first.
#[utoipa::path(get, path = "/api/admin/cash/charges", tag = "cash", security(("bearer" = [])), params(PageParams, ChargeListParams),
    responses((status = 200, body = ChargePage), (status = 403)))]
async fn admin_charges(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(page): ApiQuery<PageParams>,
    ApiQuery(p): ApiQuery<ChargeListParams>,
) -> ApiResult<ChargePage> {
    let (rows, pagination) =
        cash::charges_by_status(&app.db, &auth.actor, p.status, page.page, page.limit).await?;
    ok(ChargePage {
        items: rows.into_iter().map(Into::into).collect(),
        pagination,
    })
}

/// Approves a pending charge: the balance grows once, the user is notified.
#[utoipa::path(post, path = "/api/admin/cash/charges/{id}/approve", tag = "cash", security(("bearer" = [])),
    responses((status = 200, body = ChargeView), (status = 403), (status = 404), (status = 409)))]
async fn approve_charge(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<ChargeView> {
    ok(cash::approve_charge(&app.db, &auth.actor, id).await?.into())
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct RejectBody {
    pub reason: Option<String>,
}

/// Rejects a pending charge (reason optional).
#[utoipa::path(post, path = "/api/admin/cash/charges/{id}/reject", tag = "cash", security(("bearer" = [])), request_body = RejectBody,
    responses((status = 200, body = ChargeView), (status = 403), (status = 404), (status = 409)))]
async fn reject_charge(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    body: axum::body::Bytes,
) -> ApiResult<ChargeView> {
    let body: RejectBody = serde_json::from_slice(&body).unwrap_or_default();
    ok(
        cash::reject_charge(&app.db, &auth.actor, id, body.reason.as_deref())
            .await?
            .into(),
    )
}

/// Charge requests per status (dashboard).
#[utoipa::path(get, path = "/api/admin/cash/counts", tag = "cash", security(("bearer" = [])),
    responses((status = 200, body = ChargeCounts), (status = 403)))]
async fn charge_counts(auth: AuthUser, State(app): State<AppState>) -> ApiResult<ChargeCounts> {
    ok(cash::charge_counts(&app.db, &auth.actor).await?)
}

/// RFC 3339, or a zone-less local time read as Korean time; blank is absent.
fn kst_or_utc<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
    let raw: Option<String> = Option::deserialize(d)?;
    let Some(raw) = raw.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty()) else {
        return Ok(None);
    };
    if let Ok(t) = DateTime::parse_from_rfc3339(&raw) {
        return Ok(Some(t.to_utc()));
    }
    for format in [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
    ] {
        if let Ok(local) = NaiveDateTime::parse_from_str(&raw, format) {
            return Seoul
                .from_local_datetime(&local)
                .earliest()
                .map(|t| Some(t.to_utc()))
                .ok_or_else(|| serde::de::Error::custom("invalid local time"));
        }
    }
    Err(serde::de::Error::custom("invalid date-time"))
}
