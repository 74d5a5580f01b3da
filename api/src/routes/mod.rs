//! Route modules, one per area; each owns its `router()`.

pub mod auth;
pub mod system;
pub mod users;
