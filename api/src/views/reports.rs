//! What the effect report's job calls answer.

use chrono::NaiveDate;
use common::market::report::{ReportFormat, job::ReportJob};
use serde::Serialize;
use utoipa::ToSchema;

use super::batches::BatchProgressView;

/// An effect report made by a job: `succeeded + failed` of `total` slots are done; the file is
/// ready to download once `ready` (the job is done and wrote it).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportJobView {
    pub id: i64,
    /// The advertiser the report is about.
    pub user_id: i64,
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
    #[schema(inline)]
    pub format: ReportFormat,
    #[serde(flatten)]
    pub progress: BatchProgressView,
    /// The file is written: `GET /api/reports/effect/jobs/{id}/file` answers it.
    pub ready: bool,
}

impl From<ReportJob> for ReportJobView {
    fn from(
        ReportJob {
            batch,
            params,
            ready,
        }: ReportJob,
    ) -> Self {
        Self {
            id: batch.id,
            user_id: params.user_id,
            start_date: params.start_date,
            end_date: params.end_date,
            format: params.format,
            progress: (&batch).into(),
            ready,
        }
    }
}
