//! The scheduler: decides what to enqueue when (apalis-cron, Asia/Seoul), and holds the operators'
//! one-shot commands. Run one scheduler; should two run, the idempotency key of each tick's job
//! keeps the queue free of duplicates.
//!
//! - `scheduler` or `scheduler run`: the cron loop.
//! - `scheduler purge-tokens`: enqueue a refresh-token clean-up now.

mod schedules;

use anyhow::Context;
use clap::{Parser, Subcommand};
use common::{config::Config, db, telemetry};

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
    /// Enqueue a clean-up of expired refresh tokens now.
    PurgeTokens,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    telemetry::install_crypto_provider();
    let cli = Cli::parse();
    let config = Config::from_env()?;
    telemetry::init(&config.log_filter);
    let pool = db::connect(&config.database_url, 5)
        .await
        .context("connecting to the database (DATABASE_URL)")?;
    db::migrate(&pool).await.context("running migrations")?;

    match cli.command.unwrap_or(Command::Run) {
        Command::Run => schedules::run(pool).await,
        Command::PurgeTokens => {
            let queued = schedules::enqueue_purge(&pool, None).await?;
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
