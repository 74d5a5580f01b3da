//! Handler of [`RegisterSlots`]: registers a bulk registration's rows, a chunk at a time. All the
//! work is in `common::slots::bulk_registration::run_batch`; a duplicate or repeated job registers
//! no row twice there.

use apalis::prelude::{BoxDynError, Data};
use common::{
    db::batches::BatchRow,
    jobs::{Job, RegisterSlots},
};
use sqlx::PgPool;

pub async fn run(job: RegisterSlots, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let batch = common::slots::bulk_registration::run_batch(&db, job.batch_id).await?;
    Ok(report(
        RegisterSlots::QUEUE,
        "bulk registration",
        "registered",
        &batch,
    ))
}

/// How a bulk batch's job ends (registration here, extension in `extend_slots`): the log line
/// `work` with the batch's counts, and the job's result, `done` naming what befell a row that
/// succeeded.
pub(crate) fn report(queue: &str, work: &str, done: &str, batch: &BatchRow) -> String {
    let total = batch.total.unwrap_or_default();
    let (succeeded, failed) = (batch.succeeded, batch.failed);
    tracing::info!(
        queue,
        batch_id = batch.id,
        succeeded,
        failed,
        total,
        "{work}"
    );
    format!("{done} {succeeded} failed {failed} of {total}")
}
