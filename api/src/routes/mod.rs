//! Route modules, one per area; each owns its `router()`.

pub mod allocations;
pub mod announcements;
pub mod auth;
pub mod bulk_registration;
pub mod cash;
pub mod chat;
pub mod crawl_runs;
pub mod dashboard;
pub mod field_configs;
pub mod jobs;
pub mod live;
pub mod notifications;
pub mod ranking;
pub mod settings;
pub mod slots;
pub mod spreadsheets;
pub mod system;
pub mod uploads;
pub mod users;
