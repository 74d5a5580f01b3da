//! The admin dashboard's figures in one answer (`/admin/dashboard`): slot cards, the counters per
//! display status and member counts.

use common::slots::query::Summary;
use serde::Serialize;
use utoipa::ToSchema;

/// `GET /admin/dashboard`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardView {
    pub slots: DashboardSlots,
    pub members: DashboardMembers,
}

impl DashboardView {
    /// The slot figures of `query::system_stats` and the `(total, active, inactive)` accounts of
    /// `query::dashboard`.
    pub fn new(slots: Summary, members: (i64, i64, i64)) -> Self {
        Self {
            slots: slots.into(),
            members: members.into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardSlots {
    pub total: i64,
    pub active: i64,
    pub pending: i64,
    /// Paused, completed, rejected, refunded, expired and inactive slots.
    pub inactive: i64,
    pub by_status: Summary,
}

impl From<Summary> for DashboardSlots {
    fn from(s: Summary) -> Self {
        Self {
            total: s.total,
            active: s.active,
            pending: s.pending,
            inactive: s.paused + s.completed + s.rejected + s.refunded + s.expired + s.inactive,
            by_status: s,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardMembers {
    pub total: i64,
    pub active: i64,
    pub inactive: i64,
}

/// `(total, active, inactive)` accounts.
impl From<(i64, i64, i64)> for DashboardMembers {
    fn from((total, active, inactive): (i64, i64, i64)) -> Self {
        Self {
            total,
            active,
            inactive,
        }
    }
}
