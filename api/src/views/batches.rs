//! A batch's progress as the batch calls answer it (a bulk registration, an effect report made by
//! a job): `succeeded + failed` of `total` items are done.

use chrono::{DateTime, Utc};
use common::{batches::BatchStatus, db::batches::BatchRow};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BatchProgressView {
    pub status: BatchStatus,
    pub total: i32,
    pub succeeded: i32,
    pub failed: i32,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl From<&BatchRow> for BatchProgressView {
    fn from(batch: &BatchRow) -> Self {
        Self {
            status: batch.status,
            total: batch.total.unwrap_or_default(),
            succeeded: batch.succeeded,
            failed: batch.failed,
            created_at: batch.created_at,
            finished_at: batch.finished_at,
        }
    }
}
