//! The body of the [`crate::jobs::SendNotifications`] job, on the batch engine: a send is a batch
//! whose items are its recipients. When it first runs it lists them (every active advertiser at
//! that moment, or those of them it names), then writes one notification per recipient, a chunk
//! per transaction, and announces the send once, in the transaction that marks it done.
//!
//! Safe to repeat: each recipient's item is settled in the transaction that writes its row, and
//! the unique key on send and recipient refuses a second row, so a retry after a crash, or two
//! workers on the same send, notify nobody twice.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

use sqlx::{PgConnection, PgPool};

use crate::{
    batches::{self, BatchKind, Chunk, Settlement, Work},
    db::{self, batch_items::Settled, batches::BatchRow},
    error::AppError,
    events::{self, Event},
};

/// Recipients per transaction: a crash loses little.
pub const CHUNK: i64 = 5_000;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// This run wrote `written` rows and marked the send sent.
    Sent { written: i64 },
    /// An earlier run had finished it.
    AlreadySent,
}

/// Writes send `send_id` to its recipients (its id is its batch's).
pub async fn run(db: &PgPool, send_id: i64) -> Result<Outcome, AppError> {
    let sending = Sending::default();
    batches::run(db, &sending, send_id).await?;
    Ok(if sending.finished.load(Ordering::Relaxed) {
        Outcome::Sent {
            written: sending.written.load(Ordering::Relaxed),
        }
    } else {
        Outcome::AlreadySent
    })
}

/// What a send does to a chunk of recipients, and what this run did.
#[derive(Default)]
struct Sending {
    written: AtomicI64,
    finished: AtomicBool,
}

impl Work for Sending {
    const KIND: BatchKind = BatchKind::Notification;
    const CHUNK: i64 = CHUNK;

    async fn expand(&self, tx: &mut PgConnection, batch: &BatchRow) -> Result<(), AppError> {
        db::batch_items::insert_recipients(tx, batch.id).await
    }

    async fn work(&self, tx: &mut PgConnection, batch: &BatchRow, items: Chunk) -> Settlement {
        let recipients: Vec<i64> = items.iter().map(|i| i.item).collect();
        let written = db::notifications::write_send(tx, batch.id, &recipients).await?;
        self.written.fetch_add(written, Ordering::Relaxed);
        Ok(recipients
            .into_iter()
            .map(|item| Settled {
                item,
                outcome: Ok(None),
            })
            .collect())
    }

    async fn finished(&self, tx: &mut PgConnection, batch: &BatchRow) -> Result<(), AppError> {
        self.finished.store(true, Ordering::Relaxed);
        events::announce(tx, &Event::NotificationsSent { send_id: batch.id }).await
    }
}
