//! `/api/admin/crawl-runs*` and `/api/admin/slots/{id}/recrawl`: the rank crawls as operators
//! follow them (the day's figures, polled by the dashboard panel; the runs of a day) and a recrawl
//! of one slot now (api contract: docs/api-crawl.md). Operators and developers only.

use axum::extract::State;
use chrono::NaiveDate;
use common::{
    rank::panel::{self, CrawlSummary, RunListQuery, SlotRecrawl},
    rank::runs::RunStatus,
    text_enum::AllOr,
};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    extract::{ApiPath, ApiQuery, AuthUser, blank_as_none, blank_or_choice},
    reply::{ApiResult, ok},
    state::AppState,
    views::crawl::CrawlRunPage,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(summary))
        .routes(routes!(list_runs))
        .routes(routes!(recrawl_slot))
}

/// Today's crawl in figures (KST), or the last day's when none ran today.
#[utoipa::path(get, path = "/api/admin/crawl-runs/summary", tag = "crawl", security(("bearer" = [])),
    responses((status = 200, body = CrawlSummary), (status = 401), (status = 403)))]
async fn summary(auth: AuthUser, State(app): State<AppState>) -> ApiResult<CrawlSummary> {
    ok(panel::summary(&app.db, &auth.actor).await?)
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RunListParams {
    /// A KST day (YYYY-MM-DD); today when left out.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub day: Option<NaiveDate>,
    /// One run status, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<RunStatus>::schema)]
    pub status: Option<AllOr<RunStatus>>,
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub page: Option<i64>,
    /// Runs per page (20 by default).
    #[serde(alias = "limit", deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub size: Option<i64>,
}

/// The runs of a day, newest queued first, paged.
#[utoipa::path(get, path = "/api/admin/crawl-runs", tag = "crawl", security(("bearer" = [])), params(RunListParams),
    responses((status = 200, body = CrawlRunPage), (status = 400), (status = 401), (status = 403)))]
async fn list_runs(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(p): ApiQuery<RunListParams>,
) -> ApiResult<CrawlRunPage> {
    let q = RunListQuery {
        day: p.day,
        status: p.status,
        page: p.page,
        size: p.size,
    };
    ok(panel::list_runs(&app.db, &auth.actor, &q).await?.into())
}

/// Queues today's crawl of the slot's keyword now. A run already queued or running is not queued
/// twice: the answer names it with `alreadyQueued: true`.
#[utoipa::path(post, path = "/api/admin/slots/{id}/recrawl", tag = "crawl", security(("bearer" = [])),
    responses((status = 200, body = SlotRecrawl), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn recrawl_slot(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<SlotRecrawl> {
    ok(panel::recrawl_slot(&app.db, &auth.actor, id).await?)
}
