//! One advertiser's registrations committed together (issue 16, "one hot balance").
//!
//! A registration pays from the advertiser's balance under their account's row lock, and the lock is
//! held until the commit is on disk. One advertiser buying many slots at once is therefore served
//! one commit, one WAL flush, at a time, while purchases of different advertisers share flushes
//! (PostgreSQL's group commit). So the registrations of one advertiser that arrive while one of
//! theirs is committing wait here and then go in the next transaction together, under one lock of
//! their account: a refused one (too little cash, the slot limit, bad input) writes nothing and
//! answers its own error, and the rest commit at once.
//!
//! This is per api process. Several processes still serialise on the row lock, correctly; each
//! merely groups its own share. Proven over HTTP with a real PostgreSQL: `api/tests/cash/`
//! (concurrent purchases against one balance, each refused alone) and
//! `api/tests/ledger_invariant.rs`; measured by `bench/cash.sh`.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use sqlx::PgPool;
use tokio::sync::oneshot;

use super::{fields::SlotFields, register};
use crate::{
    actor::Actor,
    db::{self, slots::SlotRow},
    error::AppError,
    settings,
};

/// The most registrations in one transaction: a short wait for the last of them.
const MOST_PER_COMMIT: usize = 64;

/// The registrations waiting per advertiser; one per api process (cheap to clone).
#[derive(Clone, Default)]
pub struct Registrations {
    queues: Arc<Mutex<HashMap<i64, Queue>>>,
}

#[derive(Default)]
struct Queue {
    waiting: Vec<Waiting>,
    /// A task is committing this advertiser's registrations and will take the waiting ones next.
    committing: bool,
}

struct Waiting {
    actor: Actor,
    input: SlotFields,
    reply: oneshot::Sender<Result<i64, AppError>>,
}

impl Registrations {
    /// An advertiser registers a slot: it waits for approval, or with slotAutoApproval on is
    /// approved at once at the default price (paid as usual) with its crawl queued. Grouped with
    /// the same advertiser's registrations in flight; answers the new slot as stored, or the
    /// refusal of this registration alone.
    pub async fn create(
        &self,
        db: &PgPool,
        actor: &Actor,
        domain: &str,
        input: &SlotFields,
    ) -> Result<SlotRow, AppError> {
        actor.require_advertiser(AppError::SlotCreateForAdvertisersOnly)?;
        let (reply, answer) = oneshot::channel();
        let start = {
            let mut queues = self.lock();
            let queue = queues.entry(actor.user_id).or_default();
            queue.waiting.push(Waiting {
                actor: actor.clone(),
                input: input.clone(),
                reply,
            });
            !std::mem::replace(&mut queue.committing, true)
        };
        if start {
            // Its own task: the requests it answers must not depend on the first one's client
            // staying connected.
            tokio::spawn(
                self.clone()
                    .commit_all(db.clone(), domain.to_owned(), actor.user_id),
            );
        }
        let id = answer.await.map_err(|_| {
            AppError::Internal(anyhow::anyhow!("the registration's commit task ended"))
        })??;
        let mut conn = db.acquire().await?;
        db::slots::find(&mut conn, id)
            .await?
            .ok_or(AppError::SlotNotFound)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Queue>> {
        // A panic while holding the lock leaves plain data behind; go on with it.
        self.queues
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Commits `user_id`'s waiting registrations, a group at a time, until none wait.
    async fn commit_all(self, db: PgPool, domain: String, user_id: i64) {
        let _done = Finished {
            registrations: self.clone(),
            user_id,
        };
        loop {
            let group: Vec<Waiting> = {
                let mut queues = self.lock();
                let Some(queue) = queues.get_mut(&user_id) else {
                    return;
                };
                if queue.waiting.is_empty() {
                    queues.remove(&user_id);
                    return;
                }
                let take = queue.waiting.len().min(MOST_PER_COMMIT);
                queue.waiting.drain(..take).collect()
            };
            commit_group(&db, &domain, user_id, group).await;
        }
    }
}

/// Clears the advertiser's queue if the commit task ends by a panic, so the waiting requests get
/// an error (their reply senders drop) and the next registration starts a new task.
struct Finished {
    registrations: Registrations,
    user_id: i64,
}

impl Drop for Finished {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.registrations.lock().remove(&self.user_id);
        }
    }
}

/// One transaction for `group`; every waiting request gets its answer once it ended.
async fn commit_group(db: &PgPool, domain: &str, user_id: i64, group: Vec<Waiting>) {
    let (requests, replies): (Vec<_>, Vec<_>) = group
        .into_iter()
        .map(|w| ((w.actor, w.input), w.reply))
        .unzip();
    match register_all(db, domain, user_id, &requests).await {
        Ok(outcomes) => {
            for (reply, outcome) in replies.into_iter().zip(outcomes) {
                let _ = reply.send(outcome.into_result());
            }
        }
        Err(error) => {
            tracing::warn!(?error, "a group of registrations was not committed");
            // Nothing of the group was kept. The first caller gets the cause; the rest the same
            // outcome in general words.
            let mut first = Some(error);
            for reply in replies {
                let error = first.take().unwrap_or(AppError::DatabaseUnavailable);
                let _ = reply.send(Err(error));
            }
        }
    }
}

/// Registers `requests` in order in one transaction under the account's lock, taken once: a
/// refused one writes nothing, so no savepoints. The outcome of each, once committed.
async fn register_all(
    db: &PgPool,
    domain: &str,
    user_id: i64,
    requests: &[(Actor, SlotFields)],
) -> Result<Vec<register::Registration>, AppError> {
    let settings = settings::load(db).await?;
    let mut tx = db::begin_keeping_plans(db).await?;
    let configs = db::field_configs::list(&mut tx).await?;
    let Some(mut account) = register::lock_account(&mut tx, user_id).await? else {
        let gone = || register::Registration::Refused(AppError::Unauthenticated);
        return Ok(requests.iter().map(|_| gone()).collect());
    };
    let mut outcomes = Vec::with_capacity(requests.len());
    for (actor, input) in requests {
        outcomes.push(
            register::register(
                &mut tx,
                &mut account,
                actor,
                &settings,
                &configs,
                domain,
                input,
            )
            .await?,
        );
    }
    tx.commit().await?;
    Ok(outcomes)
}
