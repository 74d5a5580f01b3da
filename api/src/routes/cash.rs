//! `/api/cash/*` (one's own cash) and `/api/admin/cash/*` (operators approving charges).

use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Asia::Seoul;
use common::cash::{
    self, ChargeCounts, ChargeInput, ChargeListQuery, HistoryQuery,
    slots::{SlotsQuote, SlotsQuoteQuery},
};
use serde::{Deserialize, Deserializer};
use utoipa::ToSchema;

use crate::{
    extract::{ApiQuery, Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, created, ok},
    views::cash::{BalanceView, ChargePage, ChargeView, HistoryPage},
};

router! {
    balance, slot_quote, my_charges, request_charge, my_history, admin_charges, approve_charge,
    reject_charge, charge_counts,
}

/// The caller's cash balance in won.
#[utoipa::path(get, path = "/api/cash/balance", tag = "cash", security(("bearer" = [])), responses((status = 200, body = BalanceView)))]
async fn balance(Call(app, actor): Call) -> ApiResult<BalanceView> {
    let balance = cash::balance(&app.db, &actor).await?;
    ok(BalanceView { balance })
}

/// What `count` new slots cost the caller now and whether their balance covers it: the bulk grid's
/// cost line and its "insufficient cash" block (the registration decides the same again).
#[utoipa::path(get, path = "/api/cash/slot-quote", tag = "cash", security(("bearer" = [])),
    params(SlotsQuoteQuery),
    responses((status = 200, body = SlotsQuote), (status = 400), (status = 401)))]
async fn slot_quote(
    Call(app, actor): Call,
    ApiQuery(q): ApiQuery<SlotsQuoteQuery>,
) -> ApiResult<SlotsQuote> {
    ok(cash::slots::quote_new_slots(&app.db, &actor, &q).await?)
}

/// The charge form: all three fields required.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ChargeRequestBody {
    /// Whole won, at least 1 and between the settings minCashCharge and maxCashCharge.
    #[schema(required, value_type = i64, minimum = 1)]
    pub amount: Option<i64>,
    /// An ISO timestamp; one without a zone (a `datetime-local` value) is Korean time.
    #[serde(deserialize_with = "kst_or_utc")]
    #[schema(required, value_type = String, format = DateTime)]
    pub deposit_at: Option<DateTime<Utc>>,
    #[schema(required, schema_with = cash::charges::account_holder_schema)]
    pub account_holder: Option<String>,
}

/// Asks for a charge by bank deposit; an operator approves it.
#[utoipa::path(post, path = "/api/cash/charges", tag = "cash", security(("bearer" = [])), request_body = ChargeRequestBody,
    responses((status = 201, body = ChargeView), (status = 400), (status = 409)))]
async fn request_charge(
    CallWith(app, actor, body): CallWith<ChargeRequestBody>,
) -> ApiResult<ChargeView> {
    let input = ChargeInput {
        amount: body.amount,
        deposit_at: body.deposit_at,
        account_holder: body.account_holder,
    };
    created(cash::request_charge(&app.db, &actor, &input).await?)
}

/// The caller's charge requests, newest first.
#[utoipa::path(get, path = "/api/cash/charges", tag = "cash", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = ChargePage)))]
async fn my_charges(
    Call(app, actor): Call,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<ChargePage> {
    let charges = cash::my_charges(&app.db, &actor, &page).await?;
    ok(charges.into())
}

/// The caller's cash history, newest first.
#[utoipa::path(get, path = "/api/cash/history", tag = "cash", security(("bearer" = [])), params(PageParams, HistoryQuery),
    responses((status = 403, description = "캐시 내역 기능이 꺼져 있음"), (status = 200, body = HistoryPage), (status = 400)))]
async fn my_history(
    Call(app, actor): Call,
    PagedQuery(page, q): PagedQuery<HistoryQuery>,
) -> ApiResult<HistoryPage> {
    let history = cash::my_history(&app.db, &actor, &q, &page).await?;
    ok(history.into())
}

/// Charge requests by status for operators; pending (the default) oldest first.
#[utoipa::path(get, path = "/api/admin/cash/charges", tag = "cash", security(("bearer" = [])), params(PageParams, ChargeListQuery),
    responses((status = 200, body = ChargePage), (status = 403)))]
async fn admin_charges(
    Call(app, actor): Call,
    PagedQuery(page, q): PagedQuery<ChargeListQuery>,
) -> ApiResult<ChargePage> {
    let charges = cash::charges_by_status(&app.db, &actor, &q, &page).await?;
    ok(charges.into())
}

/// Approves a pending charge: the balance grows once, the user is notified.
#[utoipa::path(post, path = "/api/admin/cash/charges/{id}/approve", tag = "cash", security(("bearer" = [])),
    responses((status = 200, body = ChargeView), (status = 403), (status = 404), (status = 409)))]
async fn approve_charge(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<ChargeView> {
    ok(cash::approve_charge(&app.db, &actor, id).await?)
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct RejectBody {
    #[schema(schema_with = common::text::reason_schema)]
    pub reason: Option<String>,
}

/// Rejects a pending charge (reason optional).
#[utoipa::path(post, path = "/api/admin/cash/charges/{id}/reject", tag = "cash", security(("bearer" = [])), request_body = RejectBody,
    responses((status = 200, body = ChargeView), (status = 403), (status = 404), (status = 409)))]
async fn reject_charge(
    CallOn(app, actor, id): CallOn<i64>,
    body: axum::body::Bytes,
) -> ApiResult<ChargeView> {
    let body: RejectBody = serde_json::from_slice(&body).unwrap_or_default();
    ok(cash::reject_charge(&app.db, &actor, id, body.reason.as_deref()).await?)
}

/// Charge requests per status (dashboard).
#[utoipa::path(get, path = "/api/admin/cash/counts", tag = "cash", security(("bearer" = [])),
    responses((status = 200, body = ChargeCounts), (status = 403)))]
async fn charge_counts(Call(app, actor): Call) -> ApiResult<ChargeCounts> {
    ok(cash::charge_counts(&app.db, &actor).await?)
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
