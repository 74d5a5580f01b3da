//! The rank-crawl benchmarks' own tool; `bench/parser.sh` and `bench/crawl.sh` drive it.
//!
//! - `parse`: renders realistic simulator result pages in memory (both layouts, 72 cards), bare
//!   (~100 KB) and padded to the real site's 0.6–1.6 MB with inline scripts and styles, and
//!   parses them with `common::rank::parser::parse` in a loop; prints pages/s and MB/s against
//!   the target of 150 padded pages/s on one core.
//! - `seed`: one advertiser with running slots over N distinct keywords (one each, or more slots
//!   skewed over the keywords), the tracked product at an organic place spread over 1..=500 or
//!   skewed toward the top (a few past 500, some on keywords too shallow or empty: not found);
//!   the simulator's true rank of each slot and the page requests a crawl of that slot alone
//!   would make in `bench_expected`, and per keyword the requests of the one shared crawl by the
//!   crawler's stopping rule in `bench_keywords` (both computed offline from the simulator's
//!   pages, with the crawler's own counter).
//! - `queue`: one crawl run (row + apalis job) per seeded keyword, through `runs::queue`.
//! - `latency`: with an idle worker running, queues runs one at a time, waits for each to finish,
//!   and prints how long each waited before it started (database clock).
//!
//! Bench code: runtime `sqlx::query`, no checked macros (nothing in `.sqlx/`).

mod parse;
mod runs;
mod seed;

use anyhow::Context;
use chrono::NaiveDate;
use clap::{Parser, Subcommand};
use simulator::{config::DEFAULT_SEED, render::PadRange};
use sqlx::PgPool;

use crate::{
    parse::parse_bench,
    runs::{latency, queue_runs},
    seed::{Placement, SeedPlan, seed_slots},
};

#[derive(Debug, Parser)]
#[command(name = "crawlbench")]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parser throughput on the calling thread (pin it with `taskset -c 0`).
    Parse {
        /// Seconds of parsing per layout.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Result pages per keyword (from page 1).
        #[arg(long, default_value_t = 9)]
        pages: u32,
        /// Sizes the padded pages are brought to (the simulator's `--pad`); bare pages are
        /// measured too.
        #[arg(long, default_value = "600000-1600000")]
        pad: PadRange,
    },
    /// Seeds tracked slots over `keywords` keywords, their expected ranks and the pages a crawl
    /// of each slot alone would fetch.
    Seed {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long, default_value_t = 10_000)]
        keywords: usize,
        /// Tracked slots (at least one per keyword); more than `keywords` spreads the extra ones
        /// over the keywords skewed (Zipf, s = 0.8: a few popular keywords tracked by many).
        #[arg(long)]
        slots: Option<usize>,
        /// Where the tracked products are: `spread` evenly over 1..=500, or `realistic` (skewed
        /// toward the top, one in ten not found).
        #[arg(long, value_enum, default_value_t = Placement::Spread)]
        placement: Placement,
        /// The KST day the simulator serves (pin it with the simulator's `--day`).
        #[arg(long)]
        day: NaiveDate,
        #[arg(long, default_value_t = DEFAULT_SEED)]
        seed: u64,
    },
    /// Queues one crawl run per seeded keyword for `day`.
    Queue {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long)]
        day: NaiveDate,
    },
    /// Enqueue-to-start latency on an idle queue (one worker must be running).
    Latency {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long)]
        day: NaiveDate,
        /// Runs queued one after another.
        #[arg(long, default_value_t = 200)]
        runs: usize,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    common::telemetry::install_crypto_provider();
    match Args::parse().command {
        Command::Parse {
            seconds,
            pages,
            pad,
        } => parse_bench(seconds, pages, pad),
        Command::Seed {
            database_url,
            keywords,
            slots,
            placement,
            day,
            seed,
        } => {
            let plan = SeedPlan {
                keywords,
                slots: slots.unwrap_or(keywords).max(keywords),
                placement,
                day,
                seed,
            };
            seed_slots(&connect(&database_url).await?, &plan).await
        }
        Command::Queue { database_url, day } => {
            queue_runs(&connect(&database_url).await?, day).await
        }
        Command::Latency {
            database_url,
            day,
            runs,
        } => latency(&connect(&database_url).await?, day, runs).await,
    }
}

async fn connect(url: &str) -> anyhow::Result<PgPool> {
    let pool = common::db::connect(url, 4)
        .await
        .context("connecting to DATABASE_URL")?;
    common::db::migrate(&pool).await?;
    Ok(pool)
}
