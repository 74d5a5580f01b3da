//! The job handlers and the one list that registers every queue with a worker process.
//!
//! # Layout
//! - [`chromedriver`]: runs and restarts chromedriver when crawls use the browser.
//! - [`prune_crawl_pages`]: deletes old crawls' stored pages (daily, from the scheduler).
//! - [`purge_expired_tokens`]: deletes dead refresh tokens (hourly, from the scheduler).
//! - [`rank_crawl`]: crawls one keyword for one day and records its slots' ranks.
//!
//! A new job: its payload and queue in `common::jobs`, its handler here in `src/<queue>.rs`, and one
//! `register` line in [`monitor`].

pub mod chromedriver;
pub mod prune_crawl_pages;
pub mod purge_expired_tokens;
pub mod rank_crawl;

use std::sync::Arc;

use apalis::prelude::{Monitor, WorkerBuilder, WorkerBuilderExt};
use common::jobs::{self, Job, PruneCrawlPages, PurgeExpiredTokens, RankCrawl};
use sqlx::PgPool;

pub use rank_crawl::Crawler;

/// Every queue's worker. `pool` serves the handlers; `queue_pool` is apalis' own (polling and
/// heartbeats), so busy handlers never starve it. `name` must be unique per process start.
pub fn monitor(
    pool: PgPool,
    queue_pool: PgPool,
    name: String,
    crawler: Arc<Crawler>,
    crawl_concurrency: usize,
) -> Monitor {
    let purge = {
        let (pool, queue_pool, name) = (pool.clone(), queue_pool.clone(), name.clone());
        move |_| {
            WorkerBuilder::new(format!("{name}-{}", PurgeExpiredTokens::QUEUE))
                .backend(jobs::storage::<PurgeExpiredTokens>(&queue_pool))
                .concurrency(1)
                .data(pool.clone())
                .build(purge_expired_tokens::run)
        }
    };
    let prune = {
        let (pool, queue_pool, name) = (pool.clone(), queue_pool.clone(), name.clone());
        move |_| {
            WorkerBuilder::new(format!("{name}-{}", PruneCrawlPages::QUEUE))
                .backend(jobs::storage::<PruneCrawlPages>(&queue_pool))
                .concurrency(1)
                .data(pool.clone())
                .build(prune_crawl_pages::run)
        }
    };
    let crawl = move |_| {
        WorkerBuilder::new(format!("{name}-{}", RankCrawl::QUEUE))
            // LISTEN/NOTIFY: a crawl queued on an idle worker starts in milliseconds, not a poll later.
            .backend(jobs::storage::<RankCrawl>(&queue_pool).with_pubsub())
            .concurrency(crawl_concurrency.max(1))
            .data(pool.clone())
            .data(crawler.clone())
            .build(rank_crawl::run)
    };
    Monitor::new()
        .register(purge)
        .register(prune)
        .register(crawl)
}
