//! Handler of [`PruneCrawlPages`]: deletes the stored pages of crawls finished over a week ago.
//! Safe to run any number of times.

use apalis::prelude::{BoxDynError, Data};
use common::jobs::{Job, PruneCrawlPages};
use sqlx::PgPool;

pub async fn run(_job: PruneCrawlPages, db: Data<PgPool>) -> Result<u64, BoxDynError> {
    let deleted = common::rank::runs::prune_pages(&db, common::time::today_kst()).await?;
    tracing::info!(
        queue = PruneCrawlPages::QUEUE,
        deleted,
        "pruned stored crawl pages"
    );
    Ok(deleted)
}
