//! The cron schedules. Each tick enqueues a job with an idempotency key naming its period, so a
//! second scheduler (or a restarted one) cannot queue the same period twice.

use std::str::FromStr;

use apalis::prelude::{BoxDynError, Data, Monitor, WorkerBuilder};
use apalis_cron::{CronScheduler, Tick};
use chrono_tz::{Asia::Seoul, Tz};
use common::{
    config::CrawlConfig,
    jobs::{self, PurgeExpiredTokens},
    rank,
};
use sqlx::PgPool;

/// Refresh-token clean-up: five past every hour, Korean time.
const PURGE_TOKENS: &str = "0 5 * * * *";

/// Runs every schedule until Ctrl-C or SIGTERM.
pub async fn run(pool: PgPool, crawl: CrawlConfig) -> anyhow::Result<()> {
    let purge = cron::Schedule::from_str(PURGE_TOKENS)?;
    let daily = cron::Schedule::from_str(&crawl.daily_cron)
        .map_err(|e| anyhow::anyhow!("CRAWL_DAILY_CRON={:?}: {e}", crawl.daily_cron))?;
    let name = format!("scheduler-{}", std::process::id());
    tracing::info!(purge = PURGE_TOKENS, daily_crawl = %crawl.daily_cron, "scheduler running");
    let purge_worker = {
        let (pool, name) = (pool.clone(), name.clone());
        move |_| {
            WorkerBuilder::new(format!("{name}-purge-tokens"))
                .backend(CronScheduler::new(purge.clone()).with_timezone(Seoul))
                .data(pool.clone())
                .build(on_purge_tick)
        }
    };
    let crawl_worker = move |_| {
        WorkerBuilder::new(format!("{name}-daily-crawl"))
            .backend(CronScheduler::new(daily.clone()).with_timezone(Seoul))
            .data(pool.clone())
            .data(DailyWindow(crawl.daily_window))
            .build(on_daily_crawl_tick)
    };
    Monitor::new()
        .register(purge_worker)
        .register(crawl_worker)
        .run_with_signal(async {
            common::telemetry::shutdown_signal().await;
            Ok(())
        })
        .await?;
    Ok(())
}

/// How long the daily crawl's starts are spread over.
#[derive(Clone, Copy)]
struct DailyWindow(std::time::Duration);

async fn on_daily_crawl_tick(
    _tick: Tick<Tz>,
    pool: Data<PgPool>,
    window: Data<DailyWindow>,
) -> Result<(), BoxDynError> {
    let queued = rank::runs::queue_daily(&pool, common::time::today_kst(), window.0.0).await?;
    tracing::info!(queued, "daily rank crawl queued");
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
