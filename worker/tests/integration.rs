//! The worker's integration tests, one module per file beside this one, in one test
//! binary: each file its own binary linked the whole program again and compiled its own copy of
//! `support` (the api's 29 took 170 s of CPU in a cold build).

mod support;

mod browser_source;
mod chromedriver;
mod extension_crash;
mod graceful_shutdown;
mod market_snapshot;
mod metrics;
mod naver_lanes;
mod naver_rank;
mod notification_crash;
mod politeness;
mod postgres_restart;
mod prune_crawl_pages;
mod purge_expired_tokens;
mod rank_alerts;
mod rank_crawl;
mod rank_partitions;
mod registration_crash;
mod worker_crash;
