//! Every job kind the jobs console shows: its queue and the row of ours its payload names. A new
//! kind joins the console with one line in [`KINDS`]; its Korean name is
//! [`crate::messages::job_queue_name`].

use serde::Serialize;

use super::{
    ExtendSlots, Job, MakeReport, PruneCrawlPages, PurgeExpiredTokens, RankCrawl, RegisterSlots,
    SendNotifications,
};

/// The row of ours a job works on. Our row is the truth; the job only says "go".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum RowKind {
    /// `crawl_runs`
    CrawlRun,
    /// `registration_batches`
    RegistrationBatch,
    /// `extension_batches`
    ExtensionBatch,
    /// `notification_sends`
    NotificationSend,
    /// `batches` of kind report (an effect report made by a job)
    ReportBatch,
}

impl RowKind {
    /// The payload field holding the row's id. The SQL function `job_row_id` (migration
    /// `jobs_console`) reads the same fields; a test checks every kind against it.
    pub fn payload_key(self) -> &'static str {
        match self {
            Self::CrawlRun => "runId",
            Self::RegistrationBatch | Self::ExtensionBatch | Self::ReportBatch => "batchId",
            Self::NotificationSend => "sendId",
        }
    }
}

/// A queue as the console knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kind {
    pub queue: &'static str,
    pub row: Option<RowKind>,
}

const fn kind<J: Job>() -> Kind {
    Kind {
        queue: J::QUEUE,
        row: J::ROW,
    }
}

/// Every queue, in the order the console lists them.
pub const KINDS: &[Kind] = &[
    kind::<RankCrawl>(),
    kind::<RegisterSlots>(),
    kind::<ExtendSlots>(),
    kind::<SendNotifications>(),
    kind::<MakeReport>(),
    kind::<PurgeExpiredTokens>(),
    kind::<PruneCrawlPages>(),
];

/// The kind of `queue`, if it is one of ours.
pub fn find(queue: &str) -> Option<Kind> {
    KINDS.iter().copied().find(|k| k.queue == queue)
}

/// Every queue name.
pub fn queues() -> Vec<String> {
    KINDS.iter().map(|k| k.queue.to_owned()).collect()
}

/// The OpenAPI schema of a queue name: one of [`KINDS`] (for `schema_with`).
pub fn queue_schema() -> utoipa::openapi::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(KINDS.iter().map(|k| k.queue)))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_queue_is_listed_once_and_named_in_korean() {
        let mut seen = std::collections::HashSet::new();
        for k in KINDS {
            assert!(seen.insert(k.queue), "{} listed twice", k.queue);
            assert_ne!(crate::messages::job_queue_name(k.queue), k.queue);
        }
    }
}
