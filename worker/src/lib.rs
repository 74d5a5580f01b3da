//! The job handlers and the one list that registers every queue with a worker process.
//!
//! # Layout
//! - [`purge_expired_tokens`]: deletes dead refresh tokens (hourly, from the scheduler).
//!
//! A new job: its payload and queue in `common::jobs`, its handler here in `src/<queue>.rs`, and one
//! `register` line in [`monitor`].

pub mod purge_expired_tokens;

use apalis::prelude::{Monitor, WorkerBuilder, WorkerBuilderExt};
use common::jobs::{self, Job, PurgeExpiredTokens};
use sqlx::PgPool;

/// Every queue's worker. `pool` serves the handlers; `queue_pool` is apalis' own (polling and
/// heartbeats), so busy handlers never starve it. `name` must be unique per process start.
pub fn monitor(pool: PgPool, queue_pool: PgPool, name: String) -> Monitor {
    Monitor::new().register(move |_| {
        WorkerBuilder::new(format!("{name}-{}", PurgeExpiredTokens::QUEUE))
            .backend(jobs::storage::<PurgeExpiredTokens>(&queue_pool))
            .concurrency(1)
            .data(pool.clone())
            .build(purge_expired_tokens::run)
    })
}
