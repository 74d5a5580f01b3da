//! The worker process: runs the handlers of every job queue. Any number of worker processes may
//! run, on any machine that reaches the database; apalis hands each job to one of them, and a job
//! held by a worker that stops heartbeating goes to another.
//!
//! Every queue is registered in [`main`]'s one list; a handler lives in `src/<queue>.rs`.

mod purge_expired_tokens;

use std::time::Duration;

use anyhow::Context;
use apalis::prelude::{Monitor, WorkerBuilder, WorkerBuilderExt};
use common::{config::Config, db, jobs::{self, Job, PurgeExpiredTokens}, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    telemetry::install_crypto_provider();
    let config = Config::from_env()?;
    telemetry::init(&config.log_filter);

    let pool = db::connect(&config.database_url, config.db_max_connections)
        .await
        .context("connecting to the database (DATABASE_URL)")?;
    db::migrate(&pool).await.context("running migrations")?;
    // apalis polls and heartbeats on its own pool, so busy handlers never starve it.
    let queue_pool = db::connect(&config.database_url, 5).await?;

    // Unique per process start: a restarted worker must not inherit its dead self's jobs' locks.
    let name = format!("worker-{}-{}", std::process::id(), &uuid::Uuid::new_v4().simple().to_string()[..8]);
    tracing::info!(worker = %name, "worker starting");

    Monitor::new()
        .register({
            let (pool, queue_pool, name) = (pool.clone(), queue_pool.clone(), name.clone());
            move |_| {
                WorkerBuilder::new(format!("{name}-{}", PurgeExpiredTokens::QUEUE))
                    .backend(jobs::storage::<PurgeExpiredTokens>(&queue_pool))
                    .concurrency(1)
                    .data(pool.clone())
                    .build(purge_expired_tokens::run)
            }
        })
        .shutdown_timeout(Duration::from_secs(20))
        .run_with_signal(async {
            telemetry::shutdown_signal().await;
            Ok(())
        })
        .await?;
    tracing::info!(worker = %name, "worker stopped");
    Ok(())
}
