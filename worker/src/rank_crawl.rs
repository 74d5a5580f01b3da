//! Handler of [`RankCrawl`]: crawls one keyword for one KST day and records the ranks. All the
//! work is in `common::rank_crawl::execute`; a duplicate or repeated job is harmless there.

use std::sync::Arc;

use apalis::prelude::{BoxDynError, Data};
use common::{
    config::{CrawlConfig, SourceKind},
    jobs::{Job, RankCrawl},
    rank::{
        crawl::CrawlSettings,
        politeness::Egresses,
        source::{HttpSource, Source},
        webdriver::WebDriverSource,
    },
    rank_crawl::{self, RetryPolicy},
};
use sqlx::PgPool;

use crate::chromedriver::Chromedriver;

/// What the handler needs besides the pool.
pub struct Crawler {
    pub source: Egresses<Source>,
    pub settings: CrawlSettings,
    pub retry: RetryPolicy,
}

pub async fn run(
    job: RankCrawl,
    db: Data<PgPool>,
    crawler: Data<Arc<Crawler>>,
) -> Result<String, BoxDynError> {
    let result = rank_crawl::execute(
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

/// The page sources `config` asks for: one per egress (each proxy of `CRAWL_PROXIES`, or the
/// machine's own address), behind the politeness lanes shared with every other worker. The
/// browser source comes with the chromedriver it talks to, started here: keep that alive as long
/// as the sources.
pub async fn page_source(
    config: &CrawlConfig,
    db: PgPool,
) -> anyhow::Result<(Egresses<Source>, Option<Chromedriver>)> {
    let proxies: Vec<Option<String>> = if config.proxies.is_empty() {
        vec![None]
    } else {
        config.proxies.iter().cloned().map(Some).collect()
    };
    let driver = match config.source {
        SourceKind::Http => None,
        SourceKind::Browser => Some(Chromedriver::start(&config.chromedriver_path).await?),
    };
    let mut sources = Vec::with_capacity(proxies.len());
    for proxy in proxies {
        let source = match &driver {
            None => Source::Http(HttpSource::via(config.page_timeout, proxy.as_deref())?),
            Some(driver) => Source::Browser(WebDriverSource::new(
                driver.url(),
                &config.chromium_path,
                proxy.clone(),
                config.page_timeout,
                config.browser_sessions,
            )),
        };
        sources.push((proxy, source));
    }
    let lease_ttl = config.page_timeout + std::time::Duration::from_secs(10);
    let egresses =
        Egresses::new(db, &config.politeness, &config.base_url, sources, lease_ttl).await?;
    Ok((egresses, driver))
}
