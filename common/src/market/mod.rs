//! The market around each slot (issue 29): what the slot did for its product's rank ([`effect`]),
//! read from the rank history, and later who stood around it and why they moved, read from the
//! market snapshots a complete crawl stores ([`crate::db::market_snapshots`]). The effect report
//! ([`report`]) puts the effects of an advertiser's slots over a period on paper.

pub mod effect;
pub mod report;
