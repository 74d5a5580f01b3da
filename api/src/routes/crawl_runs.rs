//! `/api/admin/crawl-runs*` and `/api/admin/slots/{id}/recrawl`: the rank crawls as operators
//! follow them (the day's figures, polled by the dashboard panel; the runs of a day) and a recrawl
//! of one slot now (api contract: docs/api-crawl.md). Operators and developers only.

use common::rank::panel::{self, CrawlSummary, RunListQuery, SlotRecrawl};

use crate::{
    extract::{ApiQuery, Call, CallOn},
    reply::{ApiResult, ok},
    views::crawl::CrawlRunPage,
};

router! {
    summary, list_runs, recrawl_slot,
}

/// Today's crawl in figures (KST), or the last day's when none ran today.
#[utoipa::path(get, path = "/api/admin/crawl-runs/summary", tag = "crawl", security(("bearer" = [])),
    responses((status = 200, body = CrawlSummary), (status = 401), (status = 403)))]
async fn summary(Call(app, actor): Call) -> ApiResult<CrawlSummary> {
    ok(panel::summary(&app.db, &actor).await?)
}

/// The runs of a day, newest queued first, paged.
#[utoipa::path(get, path = "/api/admin/crawl-runs", tag = "crawl", security(("bearer" = [])), params(RunListQuery),
    responses((status = 200, body = CrawlRunPage), (status = 400), (status = 401), (status = 403)))]
async fn list_runs(
    Call(app, actor): Call,
    ApiQuery(q): ApiQuery<RunListQuery>,
) -> ApiResult<CrawlRunPage> {
    ok(panel::list_runs(&app.db, &actor, &q).await?.into())
}

/// Queues today's crawl of the slot's keyword now. A run already queued or running is not queued
/// twice: the answer names it with `alreadyQueued: true`.
#[utoipa::path(post, path = "/api/admin/slots/{id}/recrawl", tag = "crawl", security(("bearer" = [])),
    responses((status = 200, body = SlotRecrawl), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn recrawl_slot(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<SlotRecrawl> {
    ok(panel::recrawl_slot(&app.db, &actor, id).await?)
}
