//! The rank crawl shapes: crawl runs as operators follow them (`/admin/crawl-runs`). The day's
//! summary and a recrawl's answer are `common::rank::panel` types sent as they are.

use chrono::{DateTime, NaiveDate, Utc};
use common::{
    db::crawl_runs::CrawlRunRow,
    messages,
    pagination::Pagination,
    rank::runs::{RunStatus, Trigger},
};
use serde::Serialize;
use utoipa::ToSchema;

/// A crawl run as sent.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrawlRunView {
    pub id: i64,
    pub keyword: String,
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    pub status: RunStatus,
    pub trigger: Trigger,
    pub attempts: i32,
    pub pages_read: i32,
    /// Organic places counted.
    pub places: i32,
    /// Every page the crawl needed was read (null before it ends).
    pub complete: Option<bool>,
    /// The last page failure as recorded.
    pub last_error: Option<String>,
    /// That failure in Korean for the operator.
    pub last_error_text: Option<String>,
    pub queued_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl From<CrawlRunRow> for CrawlRunView {
    fn from(r: CrawlRunRow) -> Self {
        Self {
            id: r.id,
            keyword: r.keyword,
            day: r.day,
            status: r.status,
            trigger: r.trigger,
            attempts: r.attempts,
            pages_read: r.pages_read,
            places: r.places,
            complete: r.complete,
            last_error_text: r.last_error.as_deref().map(messages::crawl_failure),
            last_error: r.last_error,
            queued_at: r.queued_at,
            started_at: r.started_at,
            finished_at: r.finished_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CrawlRunPage {
    pub items: Vec<CrawlRunView>,
    pub pagination: Pagination,
}

/// A page of runs as `crawls::list_runs` returns it.
impl From<(Vec<CrawlRunRow>, Pagination)> for CrawlRunPage {
    fn from((rows, pagination): (Vec<CrawlRunRow>, Pagination)) -> Self {
        Self {
            items: rows.into_iter().map(Into::into).collect(),
            pagination,
        }
    }
}
