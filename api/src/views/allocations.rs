//! Pre-allocation and extension shapes (`/slots/allocate`, `/slots/allocation-history`,
//! `/slots/by-allocation`, `/slots/{id}/extend`, `/slots/extend-bulk`).

use chrono::{DateTime, Utc};
use common::{
    batches::BatchStatus,
    db::{allocations::AllocationRow, batch_items::FailedSlot},
    messages,
    pagination::Pagination,
    slots::extension::BatchReport,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::slots::SlotView;

/// An issue record: the row as the history page reads it.
pub type AllocationRecordView = AllocationRow;

/// `POST /slots/allocate/{userId}`: the record written, and the spec's completion message.
#[derive(Debug, Serialize, ToSchema)]
pub struct AllocatedView {
    pub message: &'static str,
    pub allocation: AllocationRecordView,
}

impl From<AllocationRow> for AllocatedView {
    fn from(a: AllocationRow) -> Self {
        Self {
            message: messages::ALLOCATION_DONE,
            allocation: a,
        }
    }
}

/// `PATCH /slots/allocation-history/{id}/payment`.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentView {
    pub message: &'static str,
    pub allocation: AllocationRecordView,
}

impl From<AllocationRow> for PaymentView {
    fn from(a: AllocationRow) -> Self {
        Self {
            message: messages::allocation_payment_set(a.payment_completed),
            allocation: a,
        }
    }
}

/// `GET /slots/allocation-history`.
#[derive(Debug, Serialize, ToSchema)]
pub struct AllocationHistoryView {
    pub allocations: Vec<AllocationRecordView>,
    pub pagination: Pagination,
}

impl From<(Vec<AllocationRow>, Pagination)> for AllocationHistoryView {
    fn from((rows, pagination): (Vec<AllocationRow>, Pagination)) -> Self {
        Self {
            allocations: rows,
            pagination,
        }
    }
}

/// `GET /slots/by-allocation/{id}`: the record and a page of its slots (issued ones and their
/// extensions) by slot number.
#[derive(Debug, Serialize, ToSchema)]
pub struct AllocationSlotsView {
    pub allocation: AllocationRecordView,
    pub items: Vec<SlotView>,
    pub pagination: Pagination,
}

/// `POST /slots/{id}/extend`: the new slot.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExtendedView {
    pub message: String,
    pub slot: SlotView,
}

/// A slot a bulk extension could not extend.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExtensionFailureView {
    pub slot_id: i64,
    pub slot_number: i64,
    pub reason: String,
}

/// A bulk extension's progress: `extended + failed` of `total` settled; `done` when all are.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExtensionBatchView {
    pub id: i64,
    pub allocation_id: i64,
    pub extension_days: i32,
    pub status: BatchStatus,
    pub extended: i32,
    pub failed: i32,
    pub total: i32,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The first 100 failed slots by slot number, with why.
    pub failures: Vec<ExtensionFailureView>,
}

impl From<BatchReport> for ExtensionBatchView {
    fn from(
        BatchReport {
            batch,
            params,
            failures,
        }: BatchReport,
    ) -> Self {
        Self {
            id: batch.id,
            allocation_id: params.allocation_id,
            extension_days: params.extension_days,
            status: batch.status,
            extended: batch.succeeded,
            failed: batch.failed,
            total: batch.total.unwrap_or_default(),
            created_at: batch.created_at,
            started_at: batch.started_at,
            finished_at: batch.finished_at,
            failures: failures
                .into_iter()
                .map(
                    |FailedSlot {
                         slot_id,
                         slot_number,
                         reason,
                     }| ExtensionFailureView {
                        slot_id,
                        slot_number,
                        reason,
                    },
                )
                .collect(),
        }
    }
}
