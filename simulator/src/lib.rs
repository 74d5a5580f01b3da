//! A stand-in for the marketplace's search and product pages, so the rank crawler can be tested
//! and benchmarked with no internet. Everything it serves is a pure function of the keyword, the
//! KST day and a seed, and the true rank of any product can be asked for (`/__truth`).
//!
//! # Layout
//! - [`catalog`]: a keyword's products (depth class, ids, names, prices), the day's drift, the
//!   repeats, and the ground-truth rank by the counting rule.
//! - [`page`]: which cells go on result page N for a list size: organic cards in order,
//!   sponsored cards, bundles, badges, the last page.
//! - [`render`]: hand-written HTML for both layouts, the no-results page, product pages,
//!   thumbnails and block pages, with every dynamic string escaped.
//! - [`config`]: the running settings and the patch `POST /__config` applies.
//! - [`fault`]: which requests get a block sign instead of a page.
//! - [`naver`]: Naver Shopping's search API, the second marketplace (issue 39; `shared/NAVER-SHOPPING.md`).
//! - [`server`]: the axum routes, shared state and counters; [`app`] and [`spawn`] for other
//!   crates' tests.
//!
//! The markup and the rules follow `shared/MARKETPLACE.md`.

pub mod catalog;
pub mod config;
pub mod fault;
pub mod naver;
pub mod page;
pub mod render;
mod rng;
pub mod server;

pub use config::{Layout, SimConfig};
pub use server::{SimHandle, SimState, app, spawn};
