//! Slots: the status machine ([`status`]), pre-allocation ([`allocation`]) and extension
//! ([`extension`]), the marketplace URL rules (Coupang [`url`], Naver Shopping [`naver_url`]), form
//! input and field rules ([`fields`]),
//! the writes (registering one slot [`register`], many at once [`bulk_registration`] and grouped
//! [`grouped`]; operators' decisions and status changes [`decisions`]; content edits [`edits`];
//! each locked as [`locked`] says), reads and counts ([`query`]), spreadsheets in and out
//! ([`sheets`]) and the field configuration ([`field_configs`]).

mod address;
pub mod allocation;
pub mod bulk_registration;
pub mod decisions;
pub mod edits;
pub mod extension;
pub mod field_configs;
pub mod fields;
pub mod grouped;
mod locked;
pub mod naver_url;
pub mod query;
pub mod register;
pub mod sheets;
pub mod status;
pub mod url;
