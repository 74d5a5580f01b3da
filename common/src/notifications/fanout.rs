//! The body of the [`crate::jobs::SendNotifications`] job: writes one row per recipient of a send,
//! a chunk of recipients per statement, then marks the send sent and announces it once.
//!
//! Safe to repeat: a recipient who already has the send's row is skipped (the unique key on send
//! and recipient), so a retry after a crash, or two workers on the same send, notify nobody twice;
//! only the run that marks the send sent announces it.

use sqlx::PgPool;

use super::SendStatus;
use crate::{
    db,
    error::AppError,
    events::{self, Event},
};

/// Recipients per statement: one short transaction each, so a crash loses little.
pub const CHUNK: i64 = 5_000;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// This run wrote `written` rows and marked the send sent.
    Sent { written: i64 },
    /// An earlier run had finished it.
    AlreadySent,
}

pub async fn run(db: &PgPool, send_id: i64) -> Result<Outcome, AppError> {
    {
        let mut tx = db.begin().await?;
        match db::notification_sends::lock_status(&mut tx, send_id).await? {
            None => return Err(AppError::NotificationSendNotFound),
            Some(SendStatus::Sent) => return Ok(Outcome::AlreadySent),
            Some(_) => {
                db::notification_sends::set_status(&mut tx, send_id, SendStatus::Sending).await?
            }
        }
        tx.commit().await?;
    }
    let mut after = 0;
    let mut written = 0;
    loop {
        let mut conn = db.acquire().await?;
        let (last, n) = db::notifications::fan_out_chunk(&mut conn, send_id, after, CHUNK).await?;
        written += n;
        match last {
            Some(last) => after = last,
            None => break,
        }
    }
    let mut tx = db.begin().await?;
    if db::notification_sends::lock_status(&mut tx, send_id).await? == Some(SendStatus::Sent) {
        return Ok(Outcome::AlreadySent);
    }
    db::notification_sends::finish(&mut tx, send_id).await?;
    events::announce(&mut tx, &Event::NotificationsSent { send_id }).await?;
    tx.commit().await?;
    Ok(Outcome::Sent { written })
}
