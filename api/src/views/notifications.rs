//! Notification shapes (`/notifications…`).

use chrono::{DateTime, Utc};
use common::{
    db::{notification_sends::SendRow, notifications::NotificationRow},
    notifications::{Audience, NotificationKind, Priority, SendStatus, Sender},
    pagination::Pagination,
};
use serde::Serialize;
use utoipa::ToSchema;

/// A notification as sent: the row as read.
pub type NotificationView = NotificationRow;

/// A page of the caller's notifications and their unread count.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationListView {
    pub notifications: Vec<NotificationView>,
    pub pagination: Pagination,
    pub unread_count: i64,
}

impl From<common::notifications::inbox::Inbox> for NotificationListView {
    fn from(inbox: common::notifications::inbox::Inbox) -> Self {
        Self {
            notifications: inbox.rows,
            pagination: inbox.pagination,
            unread_count: inbox.unread,
        }
    }
}

/// `{ count }`: unread notifications, or how many a bulk change touched.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationCountView {
    pub count: i64,
}

/// One operator send with its progress and read state (spec part 2 §2 Notification management).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendView {
    pub id: i64,
    #[serde(rename = "type")]
    pub kind: NotificationKind,
    pub title: String,
    pub message: String,
    pub priority: Priority,
    pub auto_close: bool,
    pub duration: i32,
    pub sender: Sender,
    pub sender_id: i64,
    pub sender_name: String,
    /// user (one advertiser), list or all.
    pub audience: Audience,
    /// The advertisers asked for (empty for all).
    pub recipient_ids: Vec<i64>,
    /// The advertiser's name when the send went to one.
    pub recipient_name: Option<String>,
    /// queued, sending, then sent once every recipient's row is written.
    pub status: SendStatus,
    /// Recipients reached (set when sent).
    pub recipient_count: i32,
    pub read_count: i64,
    /// Recipients who closed or deleted it without reading it.
    pub dismissed_count: i64,
    /// read, dismissed or unread for one recipient, `read/total` (`2/5`) for more.
    pub read_status: String,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// The history's read cell (spec part 2 §4 "display state on history: sent, read, dismissed"):
/// read, dismissed or unread for one recipient, a count of reads for more.
fn read_status(recipients: i32, read: i64, dismissed: i64) -> String {
    match recipients {
        1 if read >= 1 => "read".to_owned(),
        1 if dismissed >= 1 => "dismissed".to_owned(),
        0 | 1 => "unread".to_owned(),
        n => format!("{read}/{n}"),
    }
}

impl From<SendRow> for SendView {
    fn from(r: SendRow) -> Self {
        Self {
            read_status: read_status(r.recipient_count, r.read_count, r.dismissed_count),
            id: r.id,
            kind: r.kind,
            title: r.title,
            message: r.message,
            priority: r.priority,
            auto_close: r.auto_close,
            duration: r.duration,
            sender: r.sender,
            sender_id: r.sender_id,
            sender_name: r.sender_name,
            audience: r.audience,
            recipient_ids: r.recipient_ids,
            recipient_name: r.recipient_name,
            status: r.status.into(),
            recipient_count: r.recipient_count,
            read_count: r.read_count,
            dismissed_count: r.dismissed_count,
            created_at: r.created_at,
            finished_at: r.finished_at,
        }
    }
}

/// A page of sends.
#[derive(Debug, Serialize, ToSchema)]
pub struct SendHistoryView {
    pub sends: Vec<SendView>,
    pub pagination: Pagination,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_status_is_read_dismissed_unread_or_a_count() {
        assert_eq!(read_status(1, 1, 0), "read");
        assert_eq!(read_status(1, 0, 1), "dismissed");
        assert_eq!(read_status(1, 0, 0), "unread");
        assert_eq!(read_status(0, 0, 0), "unread");
        assert_eq!(read_status(5, 2, 1), "2/5");
    }
}
