//! Handler of [`MakeReport`]: makes a large effect report, a chunk of slots at a time, then its
//! file. All the work is in `common::market::report::job::run`; a duplicate or repeated job settles
//! no slot twice and leaves one file.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{Job, MakeReport};
use sqlx::PgPool;

use crate::register_slots::report;

pub async fn run(job: MakeReport, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let batch = common::market::report::job::run(&db, job.batch_id).await?;
    Ok(report(MakeReport::QUEUE, "effect report", "made", &batch))
}
