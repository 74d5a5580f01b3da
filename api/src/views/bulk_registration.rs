//! What the bulk registration calls send and answer.

use chrono::{DateTime, Utc};
use common::{
    batches::BatchStatus, db::batch_items::FailedItem, slots::bulk_registration::BatchReport,
};
use serde::Serialize;
use utoipa::ToSchema;

/// A bulk registration's progress: `succeeded + failed` of `total` rows are done.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkRegistrationView {
    pub id: i64,
    pub status: BatchStatus,
    pub total: i32,
    pub succeeded: i32,
    pub failed: i32,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The first 10 failed rows by row number, with why.
    pub failures: Vec<BulkFailureView>,
}

/// A row that was not registered.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkFailureView {
    pub row: i32,
    pub message: String,
}

impl From<BatchReport> for BulkRegistrationView {
    fn from(BatchReport { batch, failures }: BatchReport) -> Self {
        Self {
            id: batch.id,
            status: batch.status,
            total: batch.total.unwrap_or_default(),
            succeeded: batch.succeeded,
            failed: batch.failed,
            created_at: batch.created_at,
            finished_at: batch.finished_at,
            failures: failures
                .into_iter()
                .map(|FailedItem { item, reason }| BulkFailureView {
                    row: item as i32,
                    message: reason,
                })
                .collect(),
        }
    }
}
