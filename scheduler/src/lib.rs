//! The scheduler's library part: what its subcommands share with their tests.
//!
//! - [`demo`]: the demo advertiser with slots and rank history from the marketplace simulator
//!   (`scheduler seed-demo`).

pub mod demo;
