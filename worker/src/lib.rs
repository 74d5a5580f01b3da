//! The job handlers and the one list that registers every queue with a worker process.
//!
//! # Layout
//! - [`chromedriver`]: runs and restarts chromedriver when crawls use the browser.
//! - [`extend_slots`]: extends every slot of an issue (bulk extension).
//! - [`job_metrics`]: every job counted and timed by queue.
//! - [`make_report`]: makes a large effect report, a line per slot and then its file.
//! - [`prune_crawl_pages`]: deletes old crawls' stored pages and keeps the rank data's monthly
//!   partitions (daily, from the scheduler).
//! - [`purge_expired_tokens`]: deletes dead refresh tokens (hourly, from the scheduler).
//! - [`rank_crawl`]: crawls one keyword for one day and records its slots' ranks.
//! - [`reconnect`]: queue workers restarted, and their cut-off jobs handed back, after the
//!   database connection was lost.
//! - [`register_slots`]: registers the rows of an advertiser's bulk registration.
//! - [`send_notifications`]: writes an operator's notification send to its recipients.
//!
//! A new job: its payload and queue in `common::jobs`, its handler here in `src/<queue>.rs`, and one
//! `.register(queue_worker!(…))` line in [`monitor`].

pub mod chromedriver;
pub mod extend_slots;
pub mod job_metrics;
pub mod make_report;
pub mod prune_crawl_pages;
pub mod purge_expired_tokens;
pub mod rank_crawl;
pub mod reconnect;
pub mod register_slots;
pub mod send_notifications;

use std::sync::Arc;

use apalis::prelude::{BackendExt, Monitor, WorkerBuilder, WorkerBuilderExt};
use common::config::RankRetention;
use common::jobs::{
    self, ExtendSlots, Job, MakeReport, PruneCrawlPages, PurgeExpiredTokens, RankCrawl,
    RegisterSlots, SendNotifications,
};
use sqlx::PgPool;

pub use rank_crawl::Crawler;

/// One queue's worker, named `<process name>-<queue>`, on the job's storage, running `handler`
/// with at most `concurrency` jobs at once and the given shared data. Each queue is one line in
/// [`monitor`].
macro_rules! queue_worker {
    ($job:ty, $handler:path, $name:expr, $concurrency:expr, $backend:expr,
     uses: [$queue_pool:ident $(, $data:ident)+]) => {{
        let name = format!("{}-{}", $name, <$job>::QUEUE);
        let $queue_pool = $queue_pool.clone();
        $(let $data = $data.clone();)+
        move |_| {
            // Built anew on every (re)start; the hook frees what a lost connection cut off.
            let (pool, hook_name) = ($queue_pool.clone(), name.clone());
            WorkerBuilder::new(name.clone())
                .backend($backend.before_start(move |_| {
                    reconnect::reclaim(pool.clone(), hook_name.clone())
                }))
                .layer(job_metrics::JobMetricsLayer::new(<$job>::QUEUE))
                .concurrency($concurrency)
                $(.data($data.clone()))+
                .build($handler)
        }
    }};
}

/// Every queue's worker. `pool` serves the handlers; `queue_pool` is apalis' own (polling and
/// heartbeats), so busy handlers never starve it. `name` must be unique per process start.
pub fn monitor(
    pool: PgPool,
    queue_pool: PgPool,
    name: String,
    crawler: Arc<Crawler>,
    crawl_concurrency: usize,
    retention: RankRetention,
) -> Monitor {
    // LISTEN/NOTIFY on every queue: a job queued on an idle worker starts in milliseconds, and an
    // idle worker asks the database little (bench/idle.sh).
    Monitor::new()
        .should_restart(reconnect::restart)
        .register(
            queue_worker!(PurgeExpiredTokens, purge_expired_tokens::run, name, 1,
            jobs::storage::<PurgeExpiredTokens>(&queue_pool).with_pubsub(), uses: [queue_pool, pool]),
        )
        .register(
            queue_worker!(PruneCrawlPages, prune_crawl_pages::run, name, 1,
            jobs::storage::<PruneCrawlPages>(&queue_pool).with_pubsub(), uses: [queue_pool, pool, retention]),
        )
        .register(
            queue_worker!(RankCrawl, rank_crawl::run, name, crawl_concurrency.max(1),
            jobs::storage::<RankCrawl>(&queue_pool).with_pubsub(),
            uses: [queue_pool, pool, crawler]),
        )
        .register(queue_worker!(ExtendSlots, extend_slots::run, name, 2,
            jobs::storage::<ExtendSlots>(&queue_pool).with_pubsub(), uses: [queue_pool, pool]))
        .register(queue_worker!(RegisterSlots, register_slots::run, name, 2,
            jobs::storage::<RegisterSlots>(&queue_pool).with_pubsub(), uses: [queue_pool, pool]))
        .register(queue_worker!(SendNotifications, send_notifications::run, name, 2,
            jobs::storage::<SendNotifications>(&queue_pool).with_pubsub(), uses: [queue_pool, pool]))
        .register(queue_worker!(MakeReport, make_report::run, name, 1,
            jobs::storage::<MakeReport>(&queue_pool).with_pubsub(), uses: [queue_pool, pool]))
}
