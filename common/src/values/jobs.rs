//! Closed sets of the jobs console: a job's state, the failed-job filter, and the mark of a job staff
//! cancelled (rules: `crate::jobs`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::JobStateInvalid;
    /// Where a job stands, as operators see it.
    pub enum JobState {
        /// Waiting for a worker (now or at its run-at).
        Pending = "pending",
        /// Held by a worker.
        Running = "running",
        /// Failed, with attempts left: apalis tries it again.
        Failed = "failed",
        /// Failed with no attempts left, or cancelled: nothing runs it again unless retried.
        Dead = "dead",
        Done = "done",
    }
}

text_enum! {
    invalid: AppError::JobRetryStateInvalid;
    /// Which failed jobs "retry every failed job" reaches.
    pub enum FailedState {
        /// Attempts left.
        Failed = "failed",
        /// None left.
        Dead = "dead",
    }
}

/// The error stored on a job staff cancelled (`apalis.jobs.last_result`).
pub const CANCELLED: &str = "cancelled by staff";
