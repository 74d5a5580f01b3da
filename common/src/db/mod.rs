//! Data access, one module per table; one statement per function, and the caller owns the
//! transaction. Also the pool and the migrations every binary runs at start.

pub mod allocations;
pub mod announcements;
pub mod audit_log;
pub mod batch_items;
pub mod batches;
pub mod cash_balances;
pub mod cash_ledger;
pub mod charge_requests;
pub mod chat_messages;
pub mod chat_rooms;
pub mod crawl_lanes;
pub mod crawl_runs;
pub mod field_configs;
pub mod jobs;
pub mod market_snapshots;
pub mod naver_key_lanes;
pub mod notification_sends;
pub mod notifications;
pub mod rank_checks;
pub mod rank_history;
pub mod refresh_tokens;
pub mod report_files;
pub mod settings;
pub mod slot_logs;
pub mod slots;
pub mod standings;
pub mod uploads;
pub mod users;

use std::{str::FromStr, time::Duration};

use sqlx::{
    Connection, PgConnection, PgPool, Postgres, Transaction,
    postgres::{PgConnectOptions, PgPoolOptions},
};

/// The application's migrations (`migrations/`), embedded so every binary can run them.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// `%term%` for a case-insensitive LIKE over lower-cased text, the term's own wildcards escaped.
pub fn like_pattern(term: &str) -> String {
    let escaped = term
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// How long a caller waits for a connection: a busy pool answers well within it; a database that
/// is down answers never, and waiting longer only holds the caller.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(3);

/// A pooled connection idle longer than this is pinged before it is handed out.
pub const PING_AFTER_IDLE: Duration = Duration::from_secs(1);

/// Opens a pool of at most `max` connections.
///
/// Plans are made for each execution's parameters (`plan_cache_mode = force_custom_plan`): the list
/// queries' optional filters (`$1 IS NULL OR …`) fold away only when the planner sees the values,
/// and a generic plan would scan instead of using the indexes. Requests are short and many, so no
/// parallel workers: their start-up costs more than they save and they starve concurrent requests.
/// No JIT either: a statement the planner guesses large (the rank days of a 100-slot report,
/// whose extension chains it guesses at 100 rows each) was compiled for 180 ms to run for 2.5.
///
/// While the database is down (a restart), a connection is asked for again and again until
/// [`ACQUIRE_TIMEOUT`]: a request then fails within seconds with a 503 instead of hanging, and
/// the next one after the restart gets a fresh connection. A pooled connection idle for more than
/// [`PING_AFTER_IDLE`] is pinged before use, so one a restart cut is replaced, not handed out; one
/// that was just returned is handed out as is (under load, a ping per request would be a round trip
/// per request for nothing).
pub async fn connect(url: &str, max: u32) -> Result<PgPool, sqlx::Error> {
    let options = PgConnectOptions::from_str(url)?.options([
        ("plan_cache_mode", "force_custom_plan"),
        ("max_parallel_workers_per_gather", "0"),
        ("jit", "off"),
    ]);
    pool_options(max).connect_with(options).await
}

/// A second pool beside `pool`, to the same database, of at most `max` connections, whose sessions
/// keep a statement's plan across calls (`plan_cache_mode = auto`), for the commonest reads whose
/// statements have no optional filters, so that one generic plan fits every call: the
/// advertiser's slot list. Planning those anew on every call cost more than running them. Opens
/// its connections when first used.
pub fn keeping_plans(pool: &PgPool, max: u32) -> PgPool {
    planning(pool, "auto", max)
}

/// A pool like [`keeping_plans`] whose sessions run every statement on its generic plan
/// (`plan_cache_mode = force_generic_plan`): for the reads of fixed statements on a hot path (a
/// slot's market views) where `auto` keeps planning again those with an array parameter
/// (`id = ANY($1)`: the generic estimate of ten ids loses to the custom one of one) or over a
/// partitioned table, and planning costs more than the run. Being the sessions' own setting, a
/// read needs no transaction to set it (two round trips fewer than `BEGIN; SET LOCAL …`).
pub fn generic_plans(pool: &PgPool, max: u32) -> PgPool {
    planning(pool, "force_generic_plan", max)
}

fn planning(pool: &PgPool, plan_cache_mode: &str, max: u32) -> PgPool {
    let options = (*pool.connect_options())
        .clone()
        .options([("plan_cache_mode", plan_cache_mode)]);
    pool_options(max).connect_lazy_with(options)
}

/// A transaction planning every statement for its values, begun in one round trip: for the
/// statements with optional filters (`$1 IS NULL OR …`) on a connection that keeps plans
/// ([`keeping_plans`]). Read only: dropping it rolls back with the pool's check of the returned
/// connection, one round trip fewer than committing.
pub async fn begin_read_planning_per_call(
    conn: &mut PgConnection,
) -> Result<Transaction<'_, Postgres>, sqlx::Error> {
    conn.begin_with("BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_custom_plan")
        .await
}

/// A transaction keeping plans (`plan_cache_mode = auto`) on a pool that plans every statement
/// for its values, begun in one round trip: for a write path of fixed statements run many times a
/// second (a slot registration: its statements and the triggers behind them), whose planning
/// would cost more than their execution.
pub async fn begin_keeping_plans(
    pool: &PgPool,
) -> Result<Transaction<'static, Postgres>, sqlx::Error> {
    pool.begin_with("BEGIN; SET LOCAL plan_cache_mode = auto")
        .await
}

fn pool_options(max: u32) -> PgPoolOptions {
    PgPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for > PING_AFTER_IDLE {
                    sqlx::Connection::ping(conn).await?;
                }
                Ok(true)
            })
        })
}

/// Brings the schema up to date: apalis' queue tables (schema `apalis`) and ours. Idempotent, and
/// safe when several binaries start at once (both migrators take an advisory lock).
pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    apalis_postgres::PostgresStorage::<()>::setup(pool).await?;
    MIGRATOR.run(pool).await?;
    Ok(())
}

/// Brings an empty database to the schema as it was before migration `version` (apalis' tables
/// and ours up to it): for tests of what a migration does to the rows it finds.
pub async fn migrate_before(pool: &PgPool, version: i64) -> anyhow::Result<()> {
    use sqlx::migrate::Migrate;
    apalis_postgres::PostgresStorage::<()>::setup(pool).await?;
    let mut conn = pool.acquire().await?;
    conn.ensure_migrations_table(&MIGRATOR.table_name).await?;
    for migration in MIGRATOR.iter().filter(|m| m.version < version) {
        conn.apply(&MIGRATOR.table_name, migration).await?;
    }
    Ok(())
}

/// The migrations this binary carries that the database has not applied (by version): empty
/// when the schema is current. Readiness asks this.
pub async fn pending_migrations(pool: &PgPool) -> Result<Vec<i64>, crate::AppError> {
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(pool)
            .await?;
    Ok(MIGRATOR
        .iter()
        .map(|m| m.version)
        .filter(|v| !applied.contains(v))
        .collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn search_terms_match_literally() {
        assert_eq!(super::like_pattern("Kim_50%"), "%kim\\_50\\%%");
    }
}
