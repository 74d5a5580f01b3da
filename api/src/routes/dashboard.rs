//! `/api/admin/dashboard`: the numbers of the admin dashboard in one request; `/api/admin/business`:
//! the business over time (`common::cash::business`) and its export.

use axum::response::Response;
use common::{
    AppError,
    cash::business::{self, BusinessFigures, BusinessUnit},
    params::blank_or_choice,
    slots::query,
};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    download::{self, FileFormat, FormatParams},
    extract::{ApiQuery, Call},
    reply::{ApiResult, ok},
    routes::slots::RankHistoryParams,
    views::dashboard::DashboardView,
};

router! {
    dashboard,
    business_figures,
    business_export,
}

/// Slot cards and per-status counts, and member counts (operators and developers).
#[utoipa::path(get, path = "/api/admin/dashboard", tag = "dashboard", security(("bearer" = [])),
    responses((status = 200, body = DashboardView), (status = 403)))]
async fn dashboard(Call(app, actor): Call) -> ApiResult<DashboardView> {
    let (slots, members) = query::dashboard(&app.db, &actor).await?;
    ok(DashboardView::new(slots, members))
}

/// The unit of `GET /admin/business`; its range is `startDate` and `endDate`.
#[derive(Deserialize, IntoParams, Default)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct UnitParams {
    /// day (default), week (Monday to Sunday) or month, on the Korean calendar.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub unit: Option<BusinessUnit>,
}

type Asked = (
    Option<BusinessUnit>,
    Option<chrono::NaiveDate>,
    Option<chrono::NaiveDate>,
);

fn asked(u: UnitParams, range: RankHistoryParams) -> Asked {
    (u.unit, range.start_date, range.end_date)
}

/// The business per day, week or month (operators and developers): cash charged, slots sold and
/// extended, refunds, active advertisers and the renewal rate, oldest period first. Default: the
/// last 30 days; a range over 366 days or ending before it starts is refused; days without data
/// are periods of zeros.
#[utoipa::path(get, path = "/api/admin/business", tag = "dashboard", security(("bearer" = [])),
    params(UnitParams, RankHistoryParams),
    responses((status = 200, body = BusinessFigures), (status = 400), (status = 403)))]
async fn business_figures(
    Call(app, actor): Call,
    ApiQuery(u): ApiQuery<UnitParams>,
    ApiQuery(range): ApiQuery<RankHistoryParams>,
) -> ApiResult<BusinessFigures> {
    ok(business::figures(&app.db, &actor, asked(u, range)).await?)
}

/// The same figures as `.xlsx` or `.csv`: one row per period, then the totals.
#[utoipa::path(get, path = "/api/admin/business/export", tag = "dashboard", security(("bearer" = [])),
    params(FormatParams<FileFormat>, UnitParams, RankHistoryParams),
    responses((status = 200, content(
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (String = "text/csv; charset=utf-8")), description = "매출 추이 파일"), (status = 400), (status = 403)))]
async fn business_export(
    Call(app, actor): Call,
    ApiQuery(f): ApiQuery<FormatParams<FileFormat>>,
    ApiQuery(u): ApiQuery<UnitParams>,
    ApiQuery(range): ApiQuery<RankHistoryParams>,
) -> Result<Response, AppError> {
    let figures = business::figures(&app.db, &actor, asked(u, range)).await?;
    let (stem, header, rows) = business::export_rows(&figures);
    let chunks = futures::stream::iter([Ok(rows)]);
    download::table(f.format(), &stem, header, chunks).await
}
