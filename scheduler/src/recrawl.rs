//! `scheduler recrawl` and `scheduler status`: an operator's crawl-now, with a progress bar.

use std::time::{Duration, Instant};

use common::{
    jobs,
    rank::runs::{self, RecrawlScope},
    time,
};
use indicatif::{ProgressBar, ProgressStyle};
use sqlx::PgPool;

use crate::RecrawlArgs;

/// Queues the crawls; with `--wait`, follows them until none is queued or running.
pub async fn run(db: &PgPool, args: RecrawlArgs) -> anyhow::Result<()> {
    let scope = match (
        args.scope.slot,
        args.scope.keyword,
        args.scope.user,
        args.scope.all,
    ) {
        (Some(id), _, _, _) => RecrawlScope::Slot(id),
        (_, Some(keyword), _, _) => RecrawlScope::Keyword(keyword),
        (_, _, Some(id), _) => RecrawlScope::User(id),
        _ => RecrawlScope::All,
    };
    let ids = runs::recrawl(db, &scope).await?;
    println!("queued {} crawl(s)", ids.len());
    if !args.wait || ids.is_empty() {
        return Ok(());
    }
    let bar = ProgressBar::new(ids.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {msg}")?);
    let started = Instant::now();
    loop {
        let (queued, running, done, failed) = runs::progress(db, &ids).await?;
        let finished = (done + failed) as u64;
        let rate = finished as f64 / started.elapsed().as_secs_f64().max(0.001) * 60.0;
        bar.set_position(finished);
        bar.set_message(format!(
            "done {done}, failed {failed}, remaining {}, {rate:.1}/min",
            queued + running
        ));
        if queued + running == 0 {
            bar.finish();
            if failed > 0 {
                anyhow::bail!("{failed} crawl(s) failed");
            }
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// Prints the job queues and today's crawl runs.
pub async fn status(db: &PgPool) -> anyhow::Result<()> {
    println!("queues:");
    for (queue, state, n) in jobs::depths(db).await? {
        println!("  {queue:<24} {state:<10} {n}");
    }
    let today = time::today_kst();
    let mut conn = db.acquire().await?;
    println!("crawl runs on {today}:");
    for (status, n) in
        common::db::crawl_runs::counts(&mut conn, common::db::crawl_runs::Runs::OfDay(today))
            .await?
    {
        println!("  {status:<10} {n}");
    }
    println!("politeness lanes (requests under way, used today, resting):");
    for lane in common::db::crawl_lanes::all(&mut conn).await? {
        let used = if lane.budget_day == Some(today) {
            lane.budget_used
        } else {
            0
        };
        let resting = match lane.blocked_until {
            Some(until) if until > chrono::Utc::now() => format!(
                "until {} after {} ({} in a row)",
                until
                    .with_timezone(&chrono_tz::Asia::Seoul)
                    .format("%H:%M:%S"),
                lane.last_block.as_deref().unwrap_or("a block sign"),
                lane.block_streak
            ),
            _ => "no".into(),
        };
        println!(
            "  {:<40} {:>3} {:>7}  {resting}",
            lane.lane, lane.in_flight, used
        );
    }
    Ok(())
}
