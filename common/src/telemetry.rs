//! Process set-up shared by the binaries: `tracing` to standard error, filtered by `RUST_LOG`, as
//! text or JSON lines (`LOG_FORMAT`); Prometheus metrics on `METRICS_ADDR`; the database.

/// Installs the global subscriber; call once, first thing in `main`.
pub fn init(filter: &str, json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let fmt = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let _ = if json {
        fmt.json().flatten_event(true).try_init()
    } else {
        fmt.try_init()
    };
}

/// The one process-wide rustls crypto provider, ring (the workspace links no other): made explicit
/// first thing in `main` so no TLS connection depends on which crate asks for it first.
pub fn install_crypto_provider() {
    let _ = rustls::crypto::ring::default_provider().install_default();
}

/// Every HTTP client starts here: reqwest, built without a provider of its own, refuses to build
/// before one is installed, and a test or a tool has no `main` of ours that did it.
pub fn http_client() -> reqwest::ClientBuilder {
    install_crypto_provider();
    reqwest::Client::builder()
}

/// Resolves on Ctrl-C (SIGINT) or SIGTERM, so every binary stops cleanly under a supervisor too.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
}

/// What every binary does first: crypto provider, configuration, logging, metrics (for a
/// long-running `process`; a one-off command serves none), a pool of `max` connections (the
/// config's size when `None`), and the migrations.
pub async fn start(
    process: Option<crate::metrics::Process>,
    max_connections: Option<u32>,
) -> anyhow::Result<(crate::config::Config, sqlx::PgPool)> {
    use anyhow::Context;
    install_crypto_provider();
    let config = crate::config::Config::from_env()?;
    init(&config.log_filter, config.log_json);
    match (process, config.metrics_addr.as_deref()) {
        (None, _) | (_, Some("off")) => {}
        (Some(_), Some(addr)) => crate::metrics::install(addr.parse().context("METRICS_ADDR")?),
        (Some(process), None) => crate::metrics::install(process.default_addr()),
    }
    let pool = crate::db::connect(
        &config.database_url,
        max_connections.unwrap_or(config.db_max_connections),
    )
    .await
    .context("connecting to the database (DATABASE_URL)")?;
    crate::db::migrate(&pool)
        .await
        .context("running migrations")?;
    Ok((config, pool))
}
