//! The scheduler: decides what to enqueue when (apalis-cron, Asia/Seoul), and holds the operators'
//! one-shot commands. Run one scheduler; should two run, the idempotency key of each tick's job
//! keeps the queue free of duplicates.
//!
//! - `scheduler` or `scheduler run`: the cron loop.
//! - `scheduler purge-tokens`: enqueue a refresh-token clean-up now.

mod schedules;

use clap::{Parser, Subcommand};
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
    /// Enqueue a clean-up of expired refresh tokens now.
    PurgeTokens,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let (_config, pool) = telemetry::start(Some(5)).await?;

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
