//! Handler of [`PurgeExpiredTokens`]: deletes dead refresh tokens. Safe to run any number of times.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{Job, PurgeExpiredTokens};
use sqlx::PgPool;

pub async fn run(_job: PurgeExpiredTokens, db: Data<PgPool>) -> Result<u64, BoxDynError> {
    let deleted = common::accounts::purge_expired_tokens(&db).await?;
    tracing::info!(
        queue = PurgeExpiredTokens::QUEUE,
        deleted,
        "purged expired refresh tokens"
    );
    Ok(deleted)
}
