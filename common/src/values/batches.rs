//! Closed sets of the batch engine: what a batch does to its items, where it stands, and how
//! each item ended (rules: `crate::batches`). The SQL `CHECK`s of `batches` and `batch_items`
//! (migration `..._batch_engine.sql`) list the same spellings.

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::MalformedRequest;
    /// What a batch does to each of its items.
    pub enum BatchKind {
        /// Registers (or fills) a slot per row of an advertiser's grid.
        Registration = "registration",
        /// Extends every slot of an issue.
        Extension = "extension",
        /// Writes an operator's notification to each recipient.
        Notification = "notification",
        /// Writes an effect report's line per slot, then its file.
        Report = "report",
    }
}

crate::text_enum::text_column!(BatchKind);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Where a batch stands: queued until a worker first takes it, running until every item is
    /// settled, then done.
    pub enum BatchStatus {
        Queued = "queued",
        Running = "running",
        Done = "done",
    }
}

crate::text_enum::text_column!(BatchStatus);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// How one item ended; pending until its chunk is settled.
    pub enum ItemOutcome {
        Pending = "pending",
        Succeeded = "succeeded",
        Failed = "failed",
    }
}

crate::text_enum::text_column!(ItemOutcome);
