//! The scheduler: decides what to enqueue when (apalis-cron, Asia/Seoul), and holds the operators'
//! one-shot commands. Run one scheduler; should two run, the run rows' unique keys and the jobs'
//! idempotency keys keep the queue free of duplicates.
//!
//! - `scheduler` or `scheduler run`: the cron loop (daily rank crawl, token clean-up).
//! - `scheduler recrawl --slot ID | --keyword TEXT | --user ID | --all [--wait]`: crawl now.
//! - `scheduler status`: queue depths and today's crawl runs.
//! - `scheduler jobs [--queue Q] [--status S]`: the jobs console's tables.
//! - `scheduler retry --failed [--queue Q] | --job ID`: queue failed jobs again (audited).
//! - `scheduler backup FILE`, `scheduler restore FILE [--clean]`: the database with pg_dump / pg_restore.
//! - `scheduler purge-tokens`: enqueue a refresh-token clean-up now.
//! - `scheduler seed-demo [--login ID --password PW --name NAME]`: the demo advertiser, its slots
//!   and two weeks of rank history from the marketplace simulator (idempotent).

mod backup;
mod jobs;
mod recrawl;
mod schedules;
mod seed_demo;

use clap::{Args, Parser, Subcommand};
use common::telemetry;

#[derive(Parser)]
#[command(
    name = "scheduler",
    about = "Simple Slot scheduler and operator commands"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the cron schedules until Ctrl-C (the default).
    Run,
    /// Queue today's rank crawl again for a slot, a keyword, a user's slots or everything.
    Recrawl(RecrawlArgs),
    /// Print queue depths and today's crawl runs.
    Status,
    /// Print every queue's counts and the workers; with --queue, that queue's jobs.
    Jobs(jobs::JobsArgs),
    /// Queue failed jobs again: --failed [--queue Q] or --job ID.
    Retry(jobs::RetryArgs),
    /// Write the whole database to FILE (pg_dump, custom format).
    Backup(backup::BackupArgs),
    /// Restore a backup FILE into an empty database (or --clean to replace it; pg_restore).
    Restore(backup::RestoreArgs),
    /// Enqueue a clean-up of expired refresh tokens now.
    PurgeTokens,
    /// Create the demo advertiser with slots and rank history from the simulator (idempotent).
    SeedDemo(seed_demo::SeedDemoArgs),
}

/// Exactly one scope.
#[derive(Args)]
#[group(required = true, multiple = false)]
pub struct Scope {
    /// One slot's keyword.
    #[arg(long)]
    slot: Option<i64>,
    /// One keyword.
    #[arg(long)]
    keyword: Option<String>,
    /// Every keyword of one user's slots.
    #[arg(long)]
    user: Option<i64>,
    /// Every tracked keyword.
    #[arg(long)]
    all: bool,
}

#[derive(Args)]
pub struct RecrawlArgs {
    #[command(flatten)]
    scope: Scope,
    /// Wait with a progress bar until the crawls finish; exit non-zero if any failed.
    #[arg(long)]
    wait: bool,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    // A restore goes into an empty database: nothing may be migrated into it first.
    if let Some(Command::Restore(args)) = cli.command {
        common::telemetry::install_crypto_provider();
        let config = common::config::Config::from_env()?;
        telemetry::init(&config.log_filter, config.log_json);
        let pool = common::db::connect(&config.database_url, 2).await?;
        return backup::restore(&pool, &config.database_url, args).await;
    }
    // Only the cron loop is long-running enough to be scraped.
    let serving = matches!(cli.command, None | Some(Command::Run));
    let process = serving.then_some(common::metrics::Process::Scheduler);
    let (config, pool) = telemetry::start(process, Some(5)).await?;

    match cli.command.unwrap_or(Command::Run) {
        Command::Run => schedules::run(pool, config.crawl.clone()).await,
        Command::Recrawl(args) => recrawl::run(&pool, args).await,
        Command::Status => recrawl::status(&pool).await,
        Command::Jobs(args) => jobs::list(&pool, args).await,
        Command::Retry(args) => jobs::retry(&pool, args).await,
        Command::Backup(args) => backup::backup(&pool, &config.database_url, args).await,
        Command::Restore(_) => unreachable!("handled before migrating"),
        Command::SeedDemo(args) => seed_demo::run(&pool, &config, args).await,
        Command::PurgeTokens => {
            let queued =
                schedules::enqueue_once(&pool, &common::jobs::PurgeExpiredTokens::default(), None)
                    .await?;
            println!(
                "{}",
                if queued {
                    "queued a refresh-token clean-up"
                } else {
                    "one is already queued"
                }
            );
            Ok(())
        }
    }
}
