//! The JSON shapes the api sends (camelCase), built from `common`'s rows.

pub mod slots;

use chrono::{DateTime, Utc};
use common::{accounts::Session, actor::Role, db::users::UserRow, pagination::Pagination};
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
        }
    }
}

/// `GET /auth/me`: the account, and the developer who switched into it, if any.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeView {
    #[serde(flatten)]
    pub user: UserView,
    pub switched_by: Option<i64>,
}

/// A row of the users list: the account and its slot counts.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserListItem {
    #[serde(flatten)]
    pub user: UserView,
    pub allocated_slots: i64,
    pub used_slots: i64,
}

impl UserListItem {
    /// The account with its `(allocated, used)` slot counts.
    pub fn new(u: UserRow, (allocated_slots, used_slots): (i64, i64)) -> Self {
        Self {
            user: u.into(),
            allocated_slots,
            used_slots,
        }
    }
}

/// `GET /users`.
#[derive(Debug, Serialize, ToSchema)]
pub struct UsersPage {
    pub users: Vec<UserListItem>,
    pub pagination: Pagination,
}

/// A token pair.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokensView {
    pub access_token: String,
    pub refresh_token: String,
    /// Seconds the access token lives.
    pub expires_in: u64,
}

/// Sign-in, sign-up and refresh: `data.user` and `data.tokens`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionView {
    pub user: UserView,
    pub tokens: TokensView,
}

impl From<Session> for SessionView {
    fn from(s: Session) -> Self {
        Self {
            user: s.user.into(),
            tokens: TokensView {
                access_token: s.access_token,
                refresh_token: s.refresh_token,
                expires_in: s.expires_in,
            },
        }
    }
}

/// Switch-user: `data.accessToken`, `data.refreshToken` as the spec names them, and the user.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SwitchView {
    pub access_token: String,
    pub refresh_token: String,
    pub expires_in: u64,
    pub user: UserView,
}

impl From<Session> for SwitchView {
    fn from(s: Session) -> Self {
        Self {
            access_token: s.access_token,
            refresh_token: s.refresh_token,
            expires_in: s.expires_in,
            user: s.user.into(),
        }
    }
}

/// `GET /health`.
#[derive(Debug, Serialize, ToSchema)]
pub struct HealthView {
    pub status: &'static str,
}
