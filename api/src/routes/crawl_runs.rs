//! `/api/admin/crawl-runs*` and `/api/admin/slots/{id}/recrawl`: the rank crawls as operators
//! follow them (the day's figures, polled by the dashboard panel; the runs of a day) and a recrawl
//! of one slot now (api contract: docs/api-crawl.md). Operators and developers only.

use axum::extract::State;
use chrono::{DateTime, NaiveDate, Utc};
use common::{
    crawls::{self, CrawlSummary, RunListQuery, SlotRecrawl},
    db::crawl_runs::CrawlRunRow,
    messages,
    pagination::Pagination,
    rank::runs::RunStatus,
    text_enum::AllOr,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    extract::{ApiPath, ApiQuery, AuthUser, blank_as_none, blank_or_choice},
    reply::{ApiResult, ok},
    state::AppState,
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
    ok(crawls::summary(&app.db, &auth.actor).await?)
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

/// A crawl run as sent.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrawlRunView {
    pub id: i64,
    pub keyword: String,
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    pub status: RunStatus,
    /// schedule, manual or edit.
    pub trigger: String,
    pub attempts: i32,
    pub pages_read: i32,
    /// Organic places counted.
    pub places: i32,
    /// Every page the crawl needed was read (null before it ends).
    pub complete: Option<bool>,
    /// The last page failure as recorded.
    pub last_error: Option<String>,
    /// That failure in Korean for the operator.
    pub last_error_text: Option<String>,
    pub queued_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl From<CrawlRunRow> for CrawlRunView {
    fn from(r: CrawlRunRow) -> Self {
        Self {
            id: r.id,
            keyword: r.keyword,
            day: r.day,
            status: r.status,
            trigger: r.trigger,
            attempts: r.attempts,
            pages_read: r.pages_read,
            places: r.places,
            complete: r.complete,
            last_error_text: r.last_error.as_deref().map(messages::crawl_failure),
            last_error: r.last_error,
            queued_at: r.queued_at,
            started_at: r.started_at,
            finished_at: r.finished_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CrawlRunPage {
    pub items: Vec<CrawlRunView>,
    pub pagination: Pagination,
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
    let (rows, pagination) = crawls::list_runs(&app.db, &auth.actor, &q).await?;
    ok(CrawlRunPage {
        items: rows.into_iter().map(Into::into).collect(),
        pagination,
    })
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
    ok(crawls::recrawl_slot(&app.db, &auth.actor, id).await?)
}
