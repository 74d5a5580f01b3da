//! Closed sets of rank tracking: a crawl run's status and trigger, the standings' competition
//! (rules: `crate::rank`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::MalformedRequest;
    /// How many products compete for a keyword, from the count the marketplace shows.
    pub enum Competition {
        /// Fewer products than the 500 places we measure: every one of them is ranked.
        Low = "low",
        Medium = "medium",
        High = "high",
    }
}

text_enum! {
    invalid: AppError::CrawlStatusInvalid;
    /// Where a crawl run stands.
    pub enum RunStatus {
        Queued = "queued",
        Running = "running",
        Done = "done",
        Failed = "failed",
    }
}

crate::text_enum::text_column!(RunStatus);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Why a run was queued: the daily schedule, an operator's recrawl, or a slot whose keyword or
    /// URL changed.
    pub enum Trigger {
        Schedule = "schedule",
        Manual = "manual",
        Edit = "edit",
    }
}

crate::text_enum::text_column!(Trigger);
