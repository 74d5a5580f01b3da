//! Handler of [`RegisterSlots`]: registers a bulk registration's rows, a chunk at a time. All the
//! work is in `common::slots::bulk_registration::run_batch`; a duplicate or repeated job registers
//! no row twice there.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{Job, RegisterSlots};
use sqlx::PgPool;

pub async fn run(job: RegisterSlots, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let batch = common::slots::bulk_registration::run_batch(&db, job.batch_id).await?;
    tracing::info!(
        queue = RegisterSlots::QUEUE,
        batch_id = batch.id,
        succeeded = batch.succeeded,
        failed = batch.failed,
        total = batch.total.unwrap_or_default(),
        "bulk registration"
    );
    Ok(format!(
        "registered {} failed {} of {}",
        batch.succeeded,
        batch.failed,
        batch.total.unwrap_or_default()
    ))
}
