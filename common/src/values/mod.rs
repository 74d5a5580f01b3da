//! The floor of the crate: every closed set of values (statuses, roles, kinds, sort keys, rank
//! movements), the caller as data, and the bounds areas share (a bulk grid's rows), one module per
//! area. They import nothing but the error type and `text_enum!`, so `db` and every area can name
//! them without reaching up (the layer order is in `docs/architecture.md`, checked by
//! `tests/architecture.rs`). The rules about a value live in its area (`impl SlotStatus` in
//! `slots::status`, `impl Actor` in `actor`), which also re-exports it.

pub mod accounts;
pub mod actor;
pub mod announcements;
pub mod batches;
pub mod cash;
pub mod chat;
pub mod jobs;
pub mod market;
pub mod notifications;
pub mod rank;
pub mod settings;
pub mod slots;
