//! What the bulk registration calls send and answer.

use common::{db::batch_items::FailedItem, slots::bulk_registration::BatchReport};
use serde::Serialize;
use utoipa::ToSchema;

use super::batches::BatchProgressView;

/// A bulk registration's progress: `succeeded + failed` of `total` rows are done.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkRegistrationView {
    pub id: i64,
    #[serde(flatten)]
    pub progress: BatchProgressView,
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
            progress: (&batch).into(),
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
