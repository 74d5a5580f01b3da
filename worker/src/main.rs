//! The worker process: runs the handlers of every job queue ([`worker::monitor`]). Any number of
//! worker processes may run, on any machine that reaches the database; apalis hands each job to one
//! of them, and a job held by a worker that stops heartbeating goes to another.

use std::time::Duration;

use common::{db, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let (config, pool) = telemetry::start(Some(common::metrics::Process::Worker), None).await?;
    // apalis' own: one LISTEN connection per queue (six) plus room for fetches and heartbeats.
    let queue_pool = db::connect(&config.database_url, 12).await?;

    // Unique per process start: a restarted worker must not inherit its dead self's job locks.
    // The host after '@' is what the jobs console shows.
    let name = format!(
        "worker-{}-{}@{}",
        std::process::id(),
        &uuid::Uuid::new_v4().simple().to_string()[..8],
        host_name()
    );
    tracing::info!(worker = %name, "worker starting");
    common::metrics::spawn_queue_depth(queue_pool.clone(), Duration::from_secs(15));
    // With the browser source, chromedriver runs as long as this binding (killed when dropped).
    let (source, _chromedriver) =
        worker::rank_crawl::page_source(&config.crawl, pool.clone()).await?;
    let crawler = std::sync::Arc::new(worker::Crawler {
        source,
        settings: common::rank::crawl::CrawlSettings::from_config(&config.crawl),
        retry: common::rank_crawl::RetryPolicy::from_config(&config.crawl),
    });
    worker::monitor(
        pool,
        queue_pool.clone(),
        name.clone(),
        crawler.clone(),
        config.crawl.concurrency,
        config.rank_retention,
    )
    .shutdown_timeout(config.worker_shutdown_grace)
    .run_with_signal(async {
        telemetry::shutdown_signal().await;
        tracing::info!(worker = %name, "stopping: no new jobs, running ones get the grace period");
        Ok(())
    })
    .await
    .unwrap_or_else(|error| tracing::warn!(%error, "workers stopped with an error"));
    // What did not finish in the grace period goes back to the queue now, not after the orphan
    // timeout.
    let handed = common::jobs::hand_back(&queue_pool, &name).await?;
    if handed > 0 {
        tracing::info!(worker = %name, handed, "unfinished jobs handed back");
    }
    for source in crawler.source.sources() {
        source.close().await;
    }
    tracing::info!(worker = %name, "worker stopped");
    Ok(())
}

/// This machine's name (Linux), for telling workers on several machines apart.
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_owned())
        .ok()
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "unknown".to_owned())
}
