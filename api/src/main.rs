//! The api process: migrate, make sure a developer account exists, serve.

use std::net::SocketAddr;

use anyhow::Context;
use common::{accounts, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // `api openapi` prints the document the server serves (`web/openapi.json` is made with it).
    if std::env::args().nth(1).as_deref() == Some("openapi") {
        println!("{:#}", api::openapi_document());
        return Ok(());
    }
    let (config, pool) = telemetry::start(Some(common::metrics::Process::Api), None).await?;
    if let Some(created) = accounts::first_developer::ensure(&pool, &config).await? {
        announce_first_developer(&created);
    }
    // A generated password changed while this process was down (or on another instance).
    accounts::first_developer::forget_replaced_password(
        &pool,
        &accounts::first_developer::password_file(&config),
    )
    .await?;

    let app = api::app(api::AppState::new(pool, &config), &config.web_dist);
    let listener = tokio::net::TcpListener::bind(config.listen_addr)
        .await
        .with_context(|| format!("binding {}", config.listen_addr))?;
    tracing::info!(addr = %config.listen_addr, web = %config.web_dist.display(), "api listening");
    // On SIGTERM or SIGINT: stop accepting, let in-flight requests finish within the grace period.
    let (stopping, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async move {
        telemetry::shutdown_signal().await;
        let _ = stopping.send(());
    });
    let grace = config.api_shutdown_grace;
    tokio::select! {
        served = server => served?,
        () = async move {
            let _ = stopped.await;
            tokio::time::sleep(grace).await;
        } => tracing::warn!(?grace, "requests still open after the grace period were cut off"),
    }
    Ok(())
}

/// Says once, on the console, how to sign in as the developer account just created. A generated
/// password is printed here and nowhere else but its mode-600 file; it never goes to the log.
fn announce_first_developer(created: &accounts::first_developer::Created) {
    let login = &created.user.email;
    match &created.generated {
        Some(generated) => println!(
            "\n  First developer account created: login id `{login}`, password `{}`\n  \
             It is kept in {} (readable by you only) and must be changed at the first sign-in.\n  \
             Set FIRST_DEV_PASSWORD to choose one instead.\n",
            generated.password,
            generated.file.display(),
        ),
        None => println!(
            "\n  First developer account created: login id `{login}`, password from FIRST_DEV_PASSWORD\n"
        ),
    }
}
