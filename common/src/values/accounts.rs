//! Closed sets of the accounts area: the user list's activity filter.

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::StatusFilterInvalid;
    /// The users list's activity filter.
    pub enum ActivityFilter {
        All = "all",
        Active = "active",
        Inactive = "inactive",
    }
}
