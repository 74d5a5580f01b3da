//! The jobs console's shapes (`/admin/jobs`). The overview and a job's detail are
//! `common::jobs::console` types sent as they are; a page of jobs adds the capped total.

use common::{
    jobs::console::{JobPage, JobSummary},
    pagination::Pagination,
};
use serde::Serialize;
use utoipa::ToSchema;

/// A page of a queue's jobs.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobPageView {
    pub jobs: Vec<JobSummary>,
    pub pagination: Pagination,
    /// More jobs match than `pagination.total` counts (10,000): shown as "10,000+".
    pub total_capped: bool,
}

impl From<JobPage> for JobPageView {
    fn from(p: JobPage) -> Self {
        Self {
            jobs: p.jobs,
            pagination: p.pagination,
            total_capped: p.total_capped,
        }
    }
}

/// How many failed jobs were queued again.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RetriedView {
    pub retried: u64,
}
