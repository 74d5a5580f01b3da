//! The simulator process: reads flags (with environment fallbacks), serves until Ctrl-C or
//! SIGTERM.

use std::net::SocketAddr;

use chrono::NaiveDate;
use clap::Parser;
use simulator::{Layout, SimConfig, config::DEFAULT_SEED, render::PadRange};

/// A local imitation of the marketplace's search result pages.
#[derive(Debug, Parser)]
#[command(name = "simulator", version)]
struct Args {
    /// Address to listen on.
    #[arg(long, env = "SIM_LISTEN_ADDR", default_value = "127.0.0.1:8090")]
    listen: SocketAddr,
    /// Seeds the catalog: the same seed serves the same products.
    #[arg(long, env = "SIM_SEED", default_value_t = DEFAULT_SEED)]
    seed: u64,
    /// Markup of the search pages.
    #[arg(long, env = "SIM_LAYOUT", value_enum, default_value_t = Layout::Current)]
    layout: Layout,
    /// Pins "today" (YYYY-MM-DD); by default the current KST date.
    #[arg(long, env = "SIM_DAY")]
    day: Option<NaiveDate>,
    /// Wait before answering each search page, in milliseconds.
    #[arg(long, env = "SIM_LATENCY_MS", default_value_t = 0)]
    latency_ms: u64,
    /// Marketplace requests per second allowed; more get 429.
    #[arg(long, env = "SIM_RPS_CAP")]
    rps_cap: Option<u32>,
    /// Pad each search page with inline scripts and styles to a size drawn (per page, always the
    /// same for a page) from this range, as heavy as the real site's: `0.6MB-1.6MB`, `1MB`,
    /// `600000-1600000` (KB and MB are 1000s). Unset: bare pages of about 100 KB.
    #[arg(long, env = "SIM_PAD")]
    pad: Option<PadRange>,
    /// Log filter.
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    log: String,
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let args = Args::parse();
    common::telemetry::init(&args.log, false);

    let config = SimConfig {
        seed: args.seed,
        day: args.day,
        layout: args.layout,
        latency_ms: args.latency_ms,
        rps_cap: args.rps_cap.filter(|cap| *cap > 0),
        pad: args.pad,
        ..SimConfig::default()
    };
    let listener = tokio::net::TcpListener::bind(args.listen).await?;
    let addr = listener.local_addr()?;
    println!("simulator listening on http://{addr}");
    tracing::info!(%addr, seed = config.seed, layout = ?config.layout, day = ?config.day, pad = ?config.pad, "simulator started");
    axum::serve(listener, simulator::app(config))
        .with_graceful_shutdown(async {
            common::telemetry::shutdown_signal().await;
            tracing::info!("shutting down");
        })
        .await
}
