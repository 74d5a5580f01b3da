//! Handler of [`ExtendSlots`]: extends every slot of an issue, a chunk at a time. All the work is in
//! `common::slots::extension::run_batch`; a duplicate or repeated job settles nothing twice there.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{ExtendSlots, Job};
use sqlx::PgPool;

pub async fn run(job: ExtendSlots, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let batch = common::slots::extension::run_batch(&db, job.batch_id).await?;
    tracing::info!(
        queue = ExtendSlots::QUEUE,
        batch_id = batch.id,
        extended = batch.succeeded,
        failed = batch.failed,
        total = batch.total.unwrap_or_default(),
        "bulk extension"
    );
    Ok(format!(
        "extended {} failed {} of {}",
        batch.succeeded,
        batch.failed,
        batch.total.unwrap_or_default()
    ))
}
