//! The api's integration tests, one module per file beside this one, in one test
//! binary: each file its own binary linked the whole program again and compiled its own copy of
//! `support` (the api's 29 took 170 s of CPU in a cold build).

mod support;

mod abandoned_requests;
mod allocations;
mod announcements;
mod auth;
mod authorization;
mod bulk_registration;
mod cash;
mod chat;
mod crawl_runs;
mod first_developer;
mod idempotency;
mod jobs;
mod ledger_invariant;
mod live_events;
mod migrations;
mod notifications;
mod openapi_document;
mod process;
mod rank_history;
mod ranking;
mod security_headers;
mod settings;
mod signin_limits;
mod slot_counts_users;
mod slots;
mod spreadsheets;
mod uploads;
mod users;
mod web_app;
