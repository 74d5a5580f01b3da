//! The cron schedules. Each tick enqueues a job with an idempotency key naming its period, so a
//! second scheduler (or a restarted one) cannot queue the same period twice.

use std::str::FromStr;

use apalis::prelude::{BoxDynError, Data, Monitor, WorkerBuilder};
use apalis_cron::{CronScheduler, Tick};
use chrono_tz::{Asia::Seoul, Tz};
use common::{
    AppError,
    config::CrawlConfig,
    jobs::{self, Job, PruneCrawlPages, PurgeExpiredTokens},
    rank,
};
use sqlx::PgPool;

/// Refresh-token clean-up: five past every hour, Korean time.
const PURGE_TOKENS: &str = "0 5 * * * *";
/// Old crawl pages: 03:30 Korean time, before the daily crawl.
const PRUNE_CRAWL_PAGES: &str = "0 30 3 * * *";

/// Runs every schedule until Ctrl-C or SIGTERM.
pub async fn run(pool: PgPool, crawl: CrawlConfig) -> anyhow::Result<()> {
    let purge = cron::Schedule::from_str(PURGE_TOKENS)?;
    let prune = cron::Schedule::from_str(PRUNE_CRAWL_PAGES)?;
    let daily = cron::Schedule::from_str(&crawl.daily_cron)
        .map_err(|e| anyhow::anyhow!("CRAWL_DAILY_CRON={:?}: {e}", crawl.daily_cron))?;
    let name = format!("scheduler-{}", std::process::id());
    tracing::info!(purge = PURGE_TOKENS, daily_crawl = %crawl.daily_cron, "scheduler running");
    common::metrics::spawn_queue_depth(pool.clone(), std::time::Duration::from_secs(15));
    let purge_worker = {
        let (pool, name) = (pool.clone(), name.clone());
        move |_| {
            WorkerBuilder::new(format!("{name}-purge-tokens"))
                .backend(CronScheduler::new(purge.clone()).with_timezone(Seoul))
                .data(pool.clone())
                .build(on_purge_tick)
        }
    };
    let prune_worker = {
        let (pool, name) = (pool.clone(), name.clone());
        move |_| {
            WorkerBuilder::new(format!("{name}-prune-crawl-pages"))
                .backend(CronScheduler::new(prune.clone()).with_timezone(Seoul))
                .data(pool.clone())
                .build(on_prune_tick)
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
        .register(prune_worker)
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
    common::metrics::schedule_fired("daily_crawl");
    let day = common::time::today_kst();
    let queued = while_unavailable(|| rank::runs::queue_daily(&pool, day, window.0.0)).await?;
    tracing::info!(queued, "daily rank crawl queued");
    Ok(())
}

async fn on_purge_tick(tick: Tick<Tz>, pool: Data<PgPool>) -> Result<(), BoxDynError> {
    common::metrics::schedule_fired("purge_tokens");
    let period = period(&tick, "%Y-%m-%dT%H");
    let job = PurgeExpiredTokens::default();
    while_unavailable(|| enqueue_once(&pool, &job, period.as_deref())).await?;
    Ok(())
}

async fn on_prune_tick(tick: Tick<Tz>, pool: Data<PgPool>) -> Result<(), BoxDynError> {
    common::metrics::schedule_fired("prune_crawl_pages");
    let period = period(&tick, "%Y-%m-%d");
    let job = PruneCrawlPages::default();
    while_unavailable(|| enqueue_once(&pool, &job, period.as_deref())).await?;
    Ok(())
}

/// How long a tick keeps trying while the database is unreachable, and how often.
const UNAVAILABLE_FOR: std::time::Duration = std::time::Duration::from_secs(15 * 60);
const UNAVAILABLE_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// Runs `work` again while it fails only because the database is out of reach (a restart), for
/// up to [`UNAVAILABLE_FOR`]: a tick comes once a day or an hour, and one lost to a restart would
/// skip that day's crawl. Each attempt is idempotent (the jobs' keys, the runs' unique day).
async fn while_unavailable<T, E, F, Fut>(work: F) -> anyhow::Result<T>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<T, E>>,
    E: Into<anyhow::Error>,
{
    let deadline = tokio::time::Instant::now() + UNAVAILABLE_FOR;
    loop {
        match work().await.map_err(Into::into) {
            Err(error) if tokio::time::Instant::now() < deadline && unavailable(&error) => {
                tracing::warn!(%error, "database unavailable; the tick tries again");
                tokio::time::sleep(UNAVAILABLE_EVERY).await;
            }
            result => return result,
        }
    }
}

/// Whether `error` is the database being out of reach (as an `AppError` or a bare sqlx error).
fn unavailable(error: &anyhow::Error) -> bool {
    matches!(
        error.downcast_ref::<AppError>(),
        Some(AppError::DatabaseUnavailable)
    ) || error
        .downcast_ref::<sqlx::Error>()
        .is_some_and(common::error::is_connection_lost)
}

/// The tick's period in Korean time, in `format` (an hour, a day): the job's idempotency key.
fn period(tick: &Tick<Tz>, format: &str) -> Option<String> {
    chrono::DateTime::from_timestamp(tick.get_timestamp() as i64, 0)
        .map(|t| t.with_timezone(&Seoul).format(format).to_string())
}

/// Enqueues `job`, at most one per `period` when given. Returns whether one was queued.
pub async fn enqueue_once<J: Job>(
    pool: &PgPool,
    job: &J,
    period: Option<&str>,
) -> anyhow::Result<bool> {
    let key = period.map(|p| format!("{}:{p}", J::QUEUE));
    let mut tx = pool.begin().await?;
    let queued = jobs::enqueue(&mut tx, job, key.as_deref(), None).await?;
    tx.commit().await?;
    Ok(queued)
}
