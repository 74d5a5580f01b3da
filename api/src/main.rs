//! The api process: migrate, make sure a developer account exists, serve.

use std::net::SocketAddr;

use anyhow::Context;
use common::{accounts, config::Config, db, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    telemetry::install_crypto_provider();
    let config = Config::from_env()?;
    telemetry::init(&config.log_filter);

    let pool = db::connect(&config.database_url, config.db_max_connections)
        .await
        .context("connecting to the database (DATABASE_URL)")?;
    db::migrate(&pool).await.context("running migrations")?;
    if let Some(dev) = accounts::ensure_first_developer(&pool, &config).await? {
        let password = if config.first_developer.password_is_default {
            format!(
                "{} (the default; set FIRST_DEV_PASSWORD to choose another)",
                config.first_developer.password
            )
        } else {
            "(from FIRST_DEV_PASSWORD)".to_owned()
        };
        println!(
            "\n  First developer account created: login id `{}`, password {password}\n",
            dev.email
        );
    }

    let app = api::app(api::AppState::new(pool, &config), &config.web_dist);
    let listener = tokio::net::TcpListener::bind(config.listen_addr)
        .await
        .with_context(|| format!("binding {}", config.listen_addr))?;
    tracing::info!(addr = %config.listen_addr, web = %config.web_dist.display(), "api listening");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(telemetry::shutdown_signal())
    .await?;
    Ok(())
}
