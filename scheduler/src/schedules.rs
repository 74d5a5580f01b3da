//! The cron schedules. Each tick enqueues a job with an idempotency key naming its period, so a
//! second scheduler (or a restarted one) cannot queue the same period twice.

use std::str::FromStr;

use apalis::prelude::{BoxDynError, Data, Monitor, WorkerBuilder};
use apalis_cron::{CronScheduler, Tick};
use chrono_tz::{Asia::Seoul, Tz};
use common::jobs::{self, PurgeExpiredTokens};
use sqlx::PgPool;

/// Refresh-token clean-up: five past every hour, Korean time.
const PURGE_TOKENS: &str = "0 5 * * * *";

/// Runs every schedule until Ctrl-C or SIGTERM.
pub async fn run(pool: PgPool) -> anyhow::Result<()> {
    let schedule = cron::Schedule::from_str(PURGE_TOKENS)?;
    let name = format!("scheduler-{}", std::process::id());
    tracing::info!(schedule = PURGE_TOKENS, "scheduler running");
    Monitor::new()
        .register(move |_| {
            WorkerBuilder::new(format!("{name}-purge-tokens"))
                .backend(CronScheduler::new(schedule.clone()).with_timezone(Seoul))
                .data(pool.clone())
                .build(on_purge_tick)
        })
        .run_with_signal(async {
            common::telemetry::shutdown_signal().await;
            Ok(())
        })
        .await?;
    Ok(())
}

async fn on_purge_tick(tick: Tick<Tz>, pool: Data<PgPool>) -> Result<(), BoxDynError> {
    let period = chrono::DateTime::from_timestamp(tick.get_timestamp() as i64, 0)
        .map(|t| t.with_timezone(&Seoul).format("%Y-%m-%dT%H").to_string());
    enqueue_purge(&pool, period.as_deref()).await?;
    Ok(())
}

/// Enqueues a clean-up, at most one per `period` when given. Returns whether one was queued.
pub async fn enqueue_purge(pool: &PgPool, period: Option<&str>) -> anyhow::Result<bool> {
    let key = period.map(|p| format!("purge-tokens:{p}"));
    let mut tx = pool.begin().await?;
    let queued = jobs::enqueue(
        &mut tx,
        &PurgeExpiredTokens::default(),
        key.as_deref(),
        None,
    )
    .await?;
    tx.commit().await?;
    Ok(queued)
}
