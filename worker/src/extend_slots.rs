//! Handler of [`ExtendSlots`]: extends every slot of an issue, a chunk at a time. All the work is in
//! `common::slots::extension::run_batch`; a duplicate or repeated job settles nothing twice there.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{ExtendSlots, Job};
use sqlx::PgPool;

use crate::register_slots::report;

pub async fn run(job: ExtendSlots, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let batch = common::slots::extension::run_batch(&db, job.batch_id).await?;
    Ok(report(
        ExtendSlots::QUEUE,
        "bulk extension",
        "extended",
        &batch,
    ))
}
