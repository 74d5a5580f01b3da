//! Slots: the status machine ([`status`]), pre-allocation ([`allocation`]) and extension
//! ([`extension`]), the marketplace URL rules ([`url`]), form input and
//! field rules ([`fields`]), the writes ([`ops`]), reads and counts ([`query`]) and the field
//! configuration ([`field_configs`]).

pub mod allocation;
pub mod extension;
pub mod field_configs;
pub mod fields;
pub mod ops;
pub mod query;
pub mod status;
pub mod url;
