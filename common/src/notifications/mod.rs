//! Notifications (spec part 2 §2–§9): messages to one advertiser, from the system (a product event,
//! a rank-movement alert) or from an operator's send.
//!
//! Every notification reaches the browser the same way: its row is written and an event is
//! announced in the same transaction ([`crate::events`]); each api process hears it and pushes the
//! rows to its connected recipients.
//!
//! # Layout
//! - [`inbox`]: a recipient's own list, counts, read, dismiss and delete.
//! - [`sends`]: operators' sends (validation, the send row and its job) and their history.
//! - [`fanout`]: the send job's body: the recipients' rows, set-based and repeatable.
//! - [`product_events`]: the notices of cash and slot events (charge approved, slot approved …).
//! - [`rank_alerts`]: alerts when a completed crawl moved a slot; the advertiser's alert settings.
//! - here: the closed sets and [`notify`], how the product tells an advertiser something.

pub mod fanout;
pub mod inbox;
pub mod product_events;
pub mod rank_alerts;
pub mod sends;

use sqlx::PgConnection;

use crate::{
    db::{self, notifications::NewNotification},
    error::AppError,
    events::{self, Event},
};

pub use crate::values::notifications::{
    Audience, NotificationAction, NotificationKind, Priority, SendStatus, Sender,
};

/// What the product tells one advertiser.
pub struct Notice {
    pub kind: NotificationKind,
    pub title: String,
    pub message: String,
    pub priority: Priority,
    pub metadata: serde_json::Value,
    pub actions: Vec<NotificationAction>,
    /// What it is about, so a repeated step writes it once (`slot-approved:42`).
    pub dedupe_key: Option<String>,
    /// The system, unless a developer's test notification.
    pub sender: Sender,
    pub sender_id: Option<i64>,
    pub auto_close: bool,
    /// Milliseconds a toast shows.
    pub duration: i32,
}

/// How long a toast shows unless said otherwise (the `notificationDuration` default).
pub const DEFAULT_DURATION_MS: i32 = 5_000;

impl Notice {
    /// A normal-priority notice without actions or key.
    pub fn new(
        kind: NotificationKind,
        title: impl Into<String>,
        message: impl Into<String>,
        metadata: serde_json::Value,
    ) -> Self {
        Self {
            kind,
            title: title.into(),
            message: message.into(),
            priority: Priority::Normal,
            metadata,
            actions: Vec::new(),
            dedupe_key: None,
            sender: Sender::System,
            sender_id: None,
            auto_close: true,
            duration: DEFAULT_DURATION_MS,
        }
    }

    pub fn with_key(mut self, key: String) -> Self {
        self.dedupe_key = Some(key);
        self
    }

    fn as_row(&self, user_id: i64) -> NewNotification<'_> {
        NewNotification {
            user_id,
            kind: self.kind,
            title: &self.title,
            message: &self.message,
            priority: self.priority,
            metadata: self.metadata.clone(),
            actions: serde_json::to_value(&self.actions).unwrap_or_default(),
            dedupe_key: self.dedupe_key.as_deref(),
            sender: self.sender,
            sender_id: self.sender_id,
            auto_close: self.auto_close,
            duration: self.duration,
        }
    }
}

/// Tells `user_id` about something, on the caller's transaction: the row and its push commit
/// with the change itself, or neither does. Returns the new row's id (`None` when the user already
/// had the notice's dedupe key).
pub async fn notify(
    conn: &mut PgConnection,
    user_id: i64,
    notice: &Notice,
) -> Result<Option<i64>, AppError> {
    let id = db::notifications::insert(conn, &notice.as_row(user_id)).await?;
    if let Some(id) = id {
        events::announce(conn, &Event::NotificationsCreated { ids: vec![id] }).await?;
    }
    Ok(id)
}

/// Most ids one event names (a NOTIFY payload holds at most 8000 bytes).
const IDS_PER_EVENT: usize = 400;

/// Tells many advertisers, one notice each, in one statement and a few events.
pub async fn notify_many(
    conn: &mut PgConnection,
    notices: &[(i64, Notice)],
) -> Result<usize, AppError> {
    let rows: Vec<NewNotification<'_>> = notices.iter().map(|(user, n)| n.as_row(*user)).collect();
    let ids = db::notifications::insert_many(conn, &rows).await?;
    for chunk in ids.chunks(IDS_PER_EVENT) {
        events::announce(
            conn,
            &Event::NotificationsCreated {
                ids: chunk.to_vec(),
            },
        )
        .await?;
    }
    Ok(ids.len())
}
