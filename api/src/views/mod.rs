//! The JSON shapes the api answers with (camelCase), one module per area, each view beside its
//! conversion from `common`'s rows (a `From` impl, or a named constructor when it needs more, as
//! [`slots::SlotView::new`] needs the viewer). Handlers call one operation, convert, answer; request
//! shapes stay beside their handlers in `routes`.
//!
//! - [`accounts`]: sign-in sessions, the signed-in account, the users list.
//! - [`allocations`]: pre-allocation issue records and extensions.
//! - [`bulk_registration`]: a bulk registration's progress and failed rows.
//! - [`spreadsheets`]: an imported Excel sheet's rows.
//! - [`slots`]: slots with their display status and allowed actions, logs, field values, counts,
//!   rank history.
//! - [`field_configs`]: the slot form's field settings.
//! - [`market`]: the market around a slot.
//! - [`dashboard`]: the admin dashboard's figures.
//! - [`cash`]: balance, charge requests, the cash ledger.
//! - [`crawl`]: rank crawl runs.
//! - [`jobs`]: the jobs console's pages of jobs.
//! - [`notifications`]: a recipient's notifications and operators' sends.
//! - [`chat`]: support rooms and their messages.
//! - [`announcements`]: announcements with their view counts and read marks.
//! - [`live`]: what the one WebSocket carries.
//! - [`system`]: the health check.
//! - [`uploads`]: a stored image and its address.
//!
//! [`UserView`], the account as every area shows it, lives here.

pub mod accounts;
pub mod allocations;
pub mod announcements;
pub mod batches;
pub mod bulk_registration;
pub mod cash;
pub mod chat;
pub mod crawl;
pub mod dashboard;
pub mod field_configs;
pub mod jobs;
pub mod live;
pub mod market;
pub mod notifications;
pub mod reports;
pub mod settings;
pub mod slots;
pub mod spreadsheets;
pub mod system;
pub mod uploads;

use chrono::{DateTime, Utc};
use common::{actor::Role, db::users::UserRow};
use serde::Serialize;
use utoipa::ToSchema;

/// An account as the web app sees it. `email` is the login id.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: i64,
    pub email: String,
    pub full_name: String,
    pub role: Role,
    pub is_active: bool,
    /// `active` or `inactive`.
    pub status: &'static str,
    pub phone: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub permissions: Vec<&'static str>,
    /// The account still has its generated first password: until it changes it, every call but
    /// `GET /auth/me` and `PUT /auth/change-password` answers 403 (never set in a switched session).
    pub must_change_password: bool,
}

impl From<UserRow> for UserView {
    fn from(u: UserRow) -> Self {
        Self {
            id: u.id,
            status: if u.is_active { "active" } else { "inactive" },
            permissions: u.role.permissions(),
            email: u.email,
            full_name: u.full_name,
            role: u.role,
            is_active: u.is_active,
            phone: u.phone,
            created_at: u.created_at,
            updated_at: u.updated_at,
            last_login_at: u.last_login_at,
            must_change_password: u.must_change_password,
        }
    }
}
