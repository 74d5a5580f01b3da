//! Closed sets of notifications: kind, sender, priority, audience, a send's status and history
//! period, and the rank movements worth an alert (rules: `crate::notifications`).

use super::batches::BatchStatus;
use crate::{error::AppError, text_enum};

/// A button on a notification (spec §3 `actions`): what the browser does when it is pressed.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationAction {
    pub label: String,
    /// primary, secondary, danger or default.
    pub style: String,
    /// A path inside the app to open (`/slots?rankHistory=42`).
    pub href: String,
}

text_enum! {
    invalid: AppError::NotificationTypeInvalid;
    /// What a notification is about; the icon and colour follow it.
    pub enum NotificationKind {
        Info = "info",
        Success = "success",
        Warning = "warning",
        Error = "error",
        Custom = "custom",
        Promotion = "promotion",
    }
}

crate::text_enum::text_column!(NotificationKind);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Who a notification comes from.
    pub enum Sender {
        System = "system",
        Operator = "operator",
        Developer = "developer",
    }
}

crate::text_enum::text_column!(Sender);

text_enum! {
    invalid: AppError::NotificationPriorityInvalid;
    /// A high-priority toast is ringed.
    pub enum Priority {
        Normal = "normal",
        High = "high",
    }
}

crate::text_enum::text_column!(Priority);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Whom a send was asked to reach.
    pub enum Audience {
        /// One advertiser.
        User = "user",
        /// The advertisers picked.
        List = "list",
        /// Every active advertiser when the fan-out runs.
        All = "all",
    }
}

crate::text_enum::text_column!(Audience);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Where a send's fan-out is.
    pub enum SendStatus {
        Queued = "queued",
        Sending = "sending",
        Sent = "sent",
    }
}

impl From<BatchStatus> for SendStatus {
    /// A send is a batch: queued, running (sending), done (sent).
    fn from(status: BatchStatus) -> Self {
        match status {
            BatchStatus::Queued => Self::Queued,
            BatchStatus::Running => Self::Sending,
            BatchStatus::Done => Self::Sent,
        }
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// The literal `"all"` of `recipientId`.
    pub enum Everyone {
        All = "all",
    }
}

text_enum! {
    invalid: AppError::NotificationPeriodInvalid;
    /// The history's period filter (KST days: today, the last 7, the last 30).
    pub enum HistoryPeriod {
        All = "all",
        Today = "today",
        Week = "week",
        Month = "month",
    }
}

/// A movement worth an alert. Ranks are 1–500; 0 is "not within 500".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    /// Ranked within 500 for the first time.
    FirstRanked {
        now: i32,
    },
    /// Ranked the day before, not within 500 now.
    DroppedOut {
        before: i32,
    },
    /// Into the top 10 from below it (or from outside 500).
    EnteredTop {
        before: i32,
        now: i32,
    },
    /// Out of the top 10, still within 500.
    LeftTop {
        before: i32,
        now: i32,
    },
    MovedUp {
        before: i32,
        now: i32,
    },
    MovedDown {
        before: i32,
        now: i32,
    },
}
