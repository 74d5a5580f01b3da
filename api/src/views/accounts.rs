//! The account shapes: sign-in sessions and switch-user tokens, the signed-in account (`/auth/*`),
//! and the users list with each account's slot counts (`/users*`).

use std::collections::BTreeMap;

use common::{accounts::Session, db::users::UserRow, pagination::Pagination};
use serde::Serialize;
use utoipa::ToSchema;

use super::UserView;

/// `GET /auth/me`: the account, and the developer who switched into it, if any.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeView {
    #[serde(flatten)]
    pub user: UserView,
    pub switched_by: Option<i64>,
}

impl MeView {
    /// The signed-in account, and the developer who switched into it, if any.
    pub fn new(user: UserRow, switched_by: Option<i64>) -> Self {
        Self {
            user: user.into(),
            switched_by,
        }
    }
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

impl UsersPage {
    /// A page of accounts, each with its `(allocated, used)` slot counts from `counts` (none: 0).
    pub fn new(
        rows: Vec<UserRow>,
        pagination: Pagination,
        counts: &BTreeMap<i64, (i64, i64)>,
    ) -> Self {
        let users = rows.into_iter().map(|u| {
            let slots = counts.get(&u.id).copied().unwrap_or_default();
            UserListItem::new(u, slots)
        });
        Self {
            users: users.collect(),
            pagination,
        }
    }
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
