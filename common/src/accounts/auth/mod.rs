//! Credentials: password hashing ([`password`]) and session tokens ([`tokens`]).

pub mod password;
pub mod tokens;
