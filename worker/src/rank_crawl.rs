//! Handler of [`RankCrawl`]: crawls one keyword for one KST day and records the ranks. All the
//! work is in `common::rank::runs::execute`; a duplicate or repeated job is harmless there.

use std::sync::Arc;

use apalis::prelude::{BoxDynError, Data};
use common::{
    config::{CrawlConfig, SourceKind},
    jobs::{Job, RankCrawl},
    rank::{
        crawl::CrawlSettings,
        runs::{self, RetryPolicy},
        source::{HttpSource, Source},
        webdriver::WebDriverSource,
    },
};
use sqlx::PgPool;

use crate::chromedriver::Chromedriver;

/// What the handler needs besides the pool.
pub struct Crawler {
    pub source: Source,
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

/// The page source `config` asks for. The browser source comes with the chromedriver it talks
/// to, started here: keep that alive as long as the source.
pub async fn page_source(config: &CrawlConfig) -> anyhow::Result<(Source, Option<Chromedriver>)> {
    Ok(match config.source {
        SourceKind::Http => (Source::Http(HttpSource::new(config.page_timeout)), None),
        SourceKind::Browser => {
            let driver = Chromedriver::start(&config.chromedriver_path).await?;
            let source = WebDriverSource::new(
                driver.url(),
                &config.chromium_path,
                None,
                config.page_timeout,
                config.browser_sessions,
            );
            (Source::Browser(source), Some(driver))
        }
    })
}
