//! Handler of [`RankCrawl`]: crawls one keyword for one KST day and records the ranks. All the
//! work is in `common::rank::runs::execute`; a duplicate or repeated job is harmless there.

use std::sync::Arc;

use apalis::prelude::{BoxDynError, Data};
use common::{
    jobs::{Job, RankCrawl},
    rank::{
        crawl::CrawlSettings,
        runs::{self, RetryPolicy},
        source::HttpSource,
    },
};
use sqlx::PgPool;

/// What the handler needs besides the pool.
pub struct Crawler {
    pub source: HttpSource,
    pub settings: CrawlSettings,
    pub retry: RetryPolicy,
}

pub async fn run(
    job: RankCrawl,
    db: Data<PgPool>,
    crawler: Data<Arc<Crawler>>,
) -> Result<String, BoxDynError> {
    let result = runs::execute(
        &db,
        &crawler.source,
        &crawler.settings,
        crawler.retry,
        job.run_id,
    )
    .await?;
    tracing::info!(queue = RankCrawl::QUEUE, run_id = job.run_id, result = ?result, "rank crawl");
    Ok(format!("{result:?}"))
}
