//! Handler of [`SendNotifications`]: writes an operator's send to its recipients. All the work is
//! in `common::notifications::fanout::run`; a duplicate or repeated job notifies nobody twice.

use apalis::prelude::{BoxDynError, Data};
use common::{
    jobs::{Job, SendNotifications},
    notifications::fanout::{self, Outcome},
};
use sqlx::PgPool;

pub async fn run(job: SendNotifications, db: Data<PgPool>) -> Result<String, BoxDynError> {
    let outcome = fanout::run(&db, job.send_id).await?;
    tracing::info!(
        queue = SendNotifications::QUEUE,
        send_id = job.send_id,
        ?outcome,
        "notification send"
    );
    Ok(match outcome {
        Outcome::Sent { written } => format!("sent to {written} recipients"),
        Outcome::AlreadySent => "already sent".to_owned(),
    })
}
