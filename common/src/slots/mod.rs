//! Slots: the status machine ([`status`]) and the marketplace URL rules ([`url`]).

pub mod status;
pub mod url;
