//! What the api, the worker and the scheduler share.
//!
//! # Layout
//! - [`config`]: the one `Config`, read from the environment.
//! - [`error`]: `AppError`, its status codes and Korean messages; the `{ success, data, error }` envelope.
//! - [`time`]: "today" in Asia/Seoul, the only clock for business dates.
//! - [`actor`]: roles, the authenticated caller, and who may do what.
//! - [`accounts`]: sign-in, sign-up, refresh, logout, profile, password, switch-user; the field
//!   rules (`accounts::rules`), hashing and tokens (`accounts::auth`), operators' user management
//!   (`accounts::users`).
//! - [`slots`]: the slot status machine, URL rules, operations and reads, bulk registration and
//!   slots in spreadsheets (`slots::sheets`).
//! - [`spreadsheet`]: Excel and CSV files: reading an upload, the template, streaming exports.
//! - [`cash`]: prepaid cash and every amount of money: the one balance function, charge requests,
//!   slot prices, payments, refunds and the quotes the web shows.
//! - [`announcements`]: what operators tell everyone; HTML cleaned once, here (`announcements::html`).
//! - [`chat`]: 1:1 support chat: one room per advertiser, staff's shared inbox, delivery and read
//!   state, the auto reply.
//! - [`money`] and [`messages`]: won formatting and the Korean success texts.
//! - [`settings`]: system settings with the spec's defaults, each key's rule (`settings::rules`),
//!   developers' changes, and the feature flags.
//! - [`notifications`]: advertisers' notifications: product events, operators' sends and their
//!   fan-out, rank-movement alerts, and each recipient's own list.
//! - [`events`]: what browsers hear about, announced with `NOTIFY` inside the change's transaction.
//! - [`rank`]: rank tracking: parsing, counting, crawling, politeness, runs, and the crawl panel's
//!   figures (`rank::panel`).
//! - [`market`]: the market around each slot: the effect of a slot (`market::effect`), its
//!   neighbours and who passed it, from the market snapshots.
//! - [`batches`]: the one batch engine: a batch's items done a chunk at a time, each settled once.
//! - [`jobs`]: job payloads, their queues, and enqueueing inside a transaction.
//! - [`db`]: data access, one module per table.
//! - [`text`]: free text typed by people: trimmed, never blank, bounded, and its OpenAPI schema.
//! - [`params`]: query-string values (blank is absent) and paging parameters, read and documented
//!   by the list queries themselves.
//! - [`text_enum`]: `text_enum!`, how every closed set of text values is declared.
//! - [`telemetry`]: logging and process set-up shared by the binaries.
//! - [`metrics`]: every Prometheus metric, recorded through its functions, served per process.
//! - [`uploads`]: uploaded images, their format told by their bytes, kept in PostgreSQL.
//! - [`values`]: the floor: every closed set of values and the caller as data, importing no area.
//! - [`random`]: random secrets as hex text.
//! - [`korean`]: Korean grammar for composed texts (the topic particle).

pub mod accounts;
pub mod actor;
pub mod announcements;
pub mod batches;
pub mod cash;
pub mod chat;
pub mod config;
pub mod db;
pub mod error;
pub mod events;
pub mod idempotency;
pub mod jobs;
pub mod korean;
pub mod market;
pub mod messages;
pub mod metrics;
pub mod money;
pub mod notifications;
pub mod pagination;
pub mod params;
pub mod random;
pub mod rank;
pub mod rank_crawl;
pub mod settings;
pub mod slots;
pub mod spreadsheet;
pub mod telemetry;
pub mod text;
pub mod text_enum;
pub mod time;
pub mod uploads;
pub mod values;

pub use error::{AppError, Envelope, ResultExt};
