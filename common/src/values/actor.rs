//! Who acts: an account's role and the authenticated caller of an operation, as data. What each
//! may do is decided in `crate::actor` (its `impl Actor`), and nowhere else.

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::RoleInvalid;
    /// An account's role.
    pub enum Role {
        /// An advertiser.
        User = "user",
        Operator = "operator",
        Developer = "developer",
    }
}

impl Role {
    /// Operators and developers run the admin side.
    pub fn is_staff(self) -> bool {
        matches!(self, Role::Operator | Role::Developer)
    }
}

// Stored as TEXT (with a CHECK), so the column stays readable in psql.
crate::text_enum::text_column!(Role);

/// Where a request came from, for the audit log.
#[derive(Debug, Clone, Default)]
pub struct ClientInfo {
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

/// The authenticated caller of an operation.
#[derive(Debug, Clone)]
pub struct Actor {
    pub user_id: i64,
    pub role: Role,
    /// The developer who switched into this account, when the session came from switch-user.
    pub switched_by: Option<i64>,
    /// The sign-in session (refresh-token family) the request's token belongs to.
    pub session_id: uuid::Uuid,
    pub client: ClientInfo,
}
