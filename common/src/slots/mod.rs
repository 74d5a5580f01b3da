//! Slots: the status machine ([`status`]), the marketplace URL rules ([`url`]), form input and
//! field rules ([`fields`]), the writes ([`ops`]), reads and counts ([`query`]) and the field
//! configuration ([`field_configs`]).

pub mod field_configs;
pub mod fields;
pub mod ops;
pub mod query;
pub mod status;
pub mod url;
