//! Handler of [`PurgeExpiredTokens`]: deletes dead refresh tokens and idempotency keys past their
//! day. Safe to run any number of times.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{Job, PurgeExpiredTokens};
use sqlx::PgPool;

pub async fn run(_job: PurgeExpiredTokens, db: Data<PgPool>) -> Result<u64, BoxDynError> {
    let deleted = common::accounts::purge_expired_tokens(&db).await?;
    let keys = common::idempotency::purge_expired(&db).await?;
    tracing::info!(
        queue = PurgeExpiredTokens::QUEUE,
        deleted,
        keys,
        "purged expired refresh tokens and idempotency keys"
    );
    Ok(deleted)
}
