//! Surviving a database restart (issue 17). When a queue worker's heartbeat, fetch or
//! acknowledgement fails because the connection is gone, apalis ends that queue worker: its running
//! handlers are dropped (their transactions roll back) and their jobs stay marked as running under
//! its name, which keeps heartbeating once restarted, so apalis' orphan sweep would never free them.
//! Two pieces make the process recover by itself:
//!
//! - [`restart`]: the monitor starts such a queue worker again. Its start asks the pool for a
//!   connection, which waits up to the pool's acquire timeout while the database is down: that
//!   paces the attempts.
//! - [`reclaim`]: before a queue worker (re)starts polling, the jobs still locked under its name
//!   are handed back (pending, unlocked), so they run again at once. Nothing else can hold them:
//!   the name is unique to this process start and this queue worker is not polling yet. Every
//!   handler is safe to repeat.

use apalis::prelude::{WorkerContext, WorkerError};
use sqlx::PgPool;

/// The monitor's restart rule: always start a failed queue worker again (its failures are lost
/// connections; a handler's own error fails its job, not the queue worker).
pub fn restart(worker: &WorkerContext, error: &WorkerError) -> bool {
    tracing::warn!(
        worker = worker.name(),
        restarts = worker.restarts(),
        %error,
        "queue worker stopped; starting it again"
    );
    true
}

/// Hands back the jobs locked under queue worker `name` (see the module doc). Runs before the
/// queue worker registers; an error (the database still down) fails this start, and [`restart`]
/// tries again.
pub async fn reclaim(pool: PgPool, name: String) -> Result<(), apalis_postgres::Error> {
    let handed = sqlx::query(
        "UPDATE apalis.jobs SET status = 'Pending', lock_by = NULL, lock_at = NULL, run_at = now()
         WHERE lock_by = $1 AND status IN ('Queued', 'Running')",
    )
    .bind(&name)
    .execute(&pool)
    .await?
    .rows_affected();
    if handed > 0 {
        tracing::info!(worker = %name, handed, "jobs cut off by a lost connection handed back");
    }
    Ok(())
}
