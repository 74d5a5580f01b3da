//! Slots: the status machine ([`status`]), pre-allocation ([`allocation`]) and extension
//! ([`extension`]), registering many at once ([`bulk_registration`]), the marketplace URL rules
//! ([`url`]), form input and field rules ([`fields`]), the writes ([`ops`]), reads and counts
//! ([`query`]), spreadsheets in and out ([`sheets`]) and the field configuration
//! ([`field_configs`]).

pub mod allocation;
pub mod bulk_registration;
pub mod extension;
pub mod field_configs;
pub mod fields;
pub mod grouped;
pub mod ops;
pub mod query;
pub mod sheets;
pub mod status;
pub mod url;
