//! Data access, one module per table; one statement per function, and the caller owns the
//! transaction. Also the pool and the migrations every binary runs at start.

pub mod audit_log;
pub mod refresh_tokens;
pub mod settings;
pub mod users;

use std::time::Duration;

use sqlx::{PgPool, postgres::PgPoolOptions};

/// The application's migrations (`migrations/`), embedded so every binary can run them.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// Opens a pool of at most `max` connections.
pub async fn connect(url: &str, max: u32) -> Result<PgPool, sqlx::Error> {
    PgPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await
}

/// Brings the schema up to date: apalis' queue tables (schema `apalis`) and ours. Idempotent, and
/// safe when several binaries start at once (both migrators take an advisory lock).
pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    apalis_postgres::PostgresStorage::<()>::setup(pool).await?;
    MIGRATOR.run(pool).await?;
    Ok(())
}
