//! `/api/admin/jobs*`: the jobs console (api contract: docs/api-jobs.md). Every queue's counts and
//! the worker processes, a queue's jobs, one job, and the staff actions on them (retry, retry every
//! failed, cancel, run now), each audited. Operators and developers only.

use common::jobs::{
    actions::{self, By},
    console::{self, FailedState, JobDetail, JobListQuery, JobsOverview},
    kinds::queue_schema,
};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{ApiQuery, Call, CallOn, CallWith, PageParams},
    reply::{ApiResult, ok},
    views::jobs::{JobPageView, RetriedView},
};

router! {
    overview, list_jobs, job_detail, retry_job, retry_failed_jobs, cancel_job, run_job_now,
}

/// Every queue's counts and the worker processes seen in the last 10 minutes.
#[utoipa::path(get, path = "/api/admin/jobs/overview", tag = "jobs", security(("bearer" = [])),
    responses((status = 200, body = JobsOverview), (status = 401), (status = 403)))]
async fn overview(Call(app, actor): Call) -> ApiResult<JobsOverview> {
    ok(console::overview(&app.db, &actor).await?)
}

/// A queue's jobs, newest run-at first, 20 a page by default. Past 10,000 matches the total is
/// capped (`totalCapped`).
#[utoipa::path(get, path = "/api/admin/jobs", tag = "jobs", security(("bearer" = [])),
    params(JobListQuery, PageParams),
    responses((status = 200, body = JobPageView), (status = 400), (status = 401), (status = 403)))]
async fn list_jobs(
    Call(app, actor): Call,
    ApiQuery(q): ApiQuery<JobListQuery>,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<JobPageView> {
    ok(console::list(&app.db, &actor, &q, &page).await?.into())
}

/// One job: attempts, run-at, the last error (in Korean and as stored), the worker holding it,
/// and the progress of the row of ours it works on.
#[utoipa::path(get, path = "/api/admin/jobs/{id}", tag = "jobs", security(("bearer" = [])),
    params(("id" = String, Path, description = "The job's id (apalis' ULID)")),
    responses((status = 200, body = JobDetail), (status = 401), (status = 403), (status = 404)))]
async fn job_detail(CallOn(app, actor, id): CallOn<String>) -> ApiResult<JobDetail> {
    ok(console::detail(&app.db, &actor, &id).await?)
}

/// A failed job runs again now (one more attempt when it had none left). 409 unless it failed.
#[utoipa::path(post, path = "/api/admin/jobs/{id}/retry", tag = "jobs", security(("bearer" = [])),
    params(("id" = String, Path, description = "The job's id")),
    responses((status = 200, body = JobDetail), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn retry_job(CallOn(app, actor, id): CallOn<String>) -> ApiResult<JobDetail> {
    ok(actions::retry(&app.db, By::Staff(&actor), &id).await?)
}

/// Which failed jobs to run again.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RetryFailedRequest {
    #[schema(required, schema_with = queue_schema)]
    pub queue: String,
    /// `failed` (attempts left) or `dead` (none left); both when left out.
    #[serde(default)]
    pub state: Option<FailedState>,
}

/// Every failed job of a queue (of one state, or both) runs again now. Answers how many.
#[utoipa::path(post, path = "/api/admin/jobs/retry-failed", tag = "jobs", security(("bearer" = [])),
    request_body = RetryFailedRequest,
    responses((status = 200, body = RetriedView), (status = 400), (status = 401), (status = 403)))]
async fn retry_failed_jobs(
    CallWith(app, actor, body): CallWith<RetryFailedRequest>,
) -> ApiResult<RetriedView> {
    let retried =
        actions::retry_failed(&app.db, By::Staff(&actor), &body.queue, body.state).await?;
    ok(RetriedView { retried })
}

/// A pending job no worker holds is cancelled, and its row settled (a crawl run fails, a batch's
/// unsettled rows fail). 409 when it is not pending or is a notification send.
#[utoipa::path(post, path = "/api/admin/jobs/{id}/cancel", tag = "jobs", security(("bearer" = [])),
    params(("id" = String, Path, description = "The job's id")),
    responses((status = 200, body = JobDetail), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn cancel_job(CallOn(app, actor, id): CallOn<String>) -> ApiResult<JobDetail> {
    ok(actions::cancel(&app.db, By::Staff(&actor), &id).await?)
}

/// A pending job whose run-at is still ahead runs now. 409 unless it is scheduled.
#[utoipa::path(post, path = "/api/admin/jobs/{id}/run-now", tag = "jobs", security(("bearer" = [])),
    params(("id" = String, Path, description = "The job's id")),
    responses((status = 200, body = JobDetail), (status = 401), (status = 403), (status = 404), (status = 409)))]
async fn run_job_now(CallOn(app, actor, id): CallOn<String>) -> ApiResult<JobDetail> {
    ok(actions::run_now(&app.db, By::Staff(&actor), &id).await?)
}
