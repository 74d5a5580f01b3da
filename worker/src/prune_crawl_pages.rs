//! Handler of [`PruneCrawlPages`], the daily sweep of crawl data: deletes the stored pages of
//! crawls finished over a week ago, and keeps the monthly partitions of the rank history and the
//! rank checks (the coming months created, the months past their retention dropped:
//! `common::rank::partitions`). Safe to run any number of times.

use apalis::prelude::{BoxDynError, Data};
use common::{
    config::RankRetention,
    jobs::{Job, PruneCrawlPages},
    rank::partitions,
};
use sqlx::PgPool;

pub async fn run(
    _job: PruneCrawlPages,
    db: Data<PgPool>,
    retention: Data<RankRetention>,
) -> Result<u64, BoxDynError> {
    let today = common::time::today_kst();
    let deleted = common::rank::runs::prune_pages(&db, today).await?;
    let months = partitions::maintain(&db, *retention, today).await?;
    tracing::info!(
        queue = PruneCrawlPages::QUEUE,
        deleted,
        months_created = months.created,
        months_dropped = months.dropped,
        "pruned stored crawl pages and kept the rank data's months"
    );
    Ok(deleted)
}
