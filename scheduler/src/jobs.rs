//! `scheduler jobs` and `scheduler retry`: the jobs console on the command line, as tables. The
//! reads and actions are the console's own (`common::jobs`); the CLI's retries are audited as done
//! from the server's command line.

use chrono::Utc;
use clap::Args;
use comfy_table::Table;
use common::{
    actor::ClientInfo,
    jobs::{
        actions::{self, By},
        console::{self, JobListQuery, JobState},
    },
    params::PageParams,
    text_enum::AllOr,
};
use sqlx::PgPool;

#[derive(Args)]
pub struct JobsArgs {
    /// List this queue's jobs under the counts (rank_crawl, slot_registration, …).
    #[arg(long)]
    queue: Option<String>,
    /// Only jobs in this state: pending, running, failed, dead or done (the console's states).
    #[arg(long)]
    status: Option<JobState>,
    /// How many jobs to list.
    #[arg(long, default_value_t = 30)]
    limit: i64,
}

/// Exactly one of `--failed` or `--job`.
#[derive(Args)]
#[group(required = true, multiple = false)]
pub struct RetryTarget {
    /// Every failed job (attempts left or none), of `--queue` or of every queue.
    #[arg(long)]
    failed: bool,
    /// One failed job by id.
    #[arg(long)]
    job: Option<String>,
}

#[derive(Args)]
pub struct RetryArgs {
    #[command(flatten)]
    target: RetryTarget,
    /// With --failed: only this queue.
    #[arg(long, requires = "failed")]
    queue: Option<String>,
}

fn table(header: &[&str]) -> Table {
    let mut t = Table::new();
    t.set_header(header.to_vec());
    t
}

/// Prints every queue's counts, the worker processes, and with `--queue` that queue's jobs.
pub async fn list(db: &PgPool, args: JobsArgs) -> anyhow::Result<()> {
    let mut conn = db.acquire().await?;
    let mut queues = table(&[
        "queue",
        "name",
        "pending",
        "scheduled",
        "running",
        "failed",
        "dead",
        "done 24h",
    ]);
    for q in console::queue_counts(&mut conn).await? {
        queues.add_row(vec![
            q.queue,
            q.name,
            q.pending.to_string(),
            q.scheduled.to_string(),
            q.running.to_string(),
            q.failed.to_string(),
            q.dead.to_string(),
            q.done_24h.to_string(),
        ]);
    }
    println!("{queues}");
    let workers = console::workers(&mut conn).await?;
    if workers.is_empty() {
        println!("no worker seen in the last 10 minutes");
    } else {
        let mut t = table(&[
            "worker",
            "host",
            "alive",
            "running",
            "last heartbeat",
            "queues",
        ]);
        for w in workers {
            t.add_row(vec![
                w.name,
                w.host.unwrap_or_default(),
                if w.alive { "yes" } else { "no" }.to_owned(),
                w.jobs_running.to_string(),
                format!("{}s ago", (Utc::now() - w.last_heartbeat).num_seconds()),
                w.queues.join(", "),
            ]);
        }
        println!("{t}");
    }
    drop(conn);
    let Some(queue) = args.queue else {
        return Ok(());
    };
    let query = JobListQuery {
        queue: Some(queue),
        state: Some(args.status.map_or(AllOr::All, AllOr::Only)),
        search: None,
    };
    let first = PageParams {
        page: Some(1),
        limit: Some(args.limit.max(1)),
    };
    let page = console::page(db, &query, &first).await?;
    let mut t = table(&[
        "job",
        "state",
        "row",
        "attempts",
        "run at",
        "worker",
        "last error",
    ]);
    for j in &page.jobs {
        t.add_row(vec![
            j.id.clone(),
            j.state.as_str().to_owned(),
            j.row_id.map(|id| id.to_string()).unwrap_or_default(),
            format!("{}/{}", j.attempts, j.max_attempts),
            j.run_at.format("%Y-%m-%d %H:%M:%S").to_string(),
            j.lock_by.clone().unwrap_or_default(),
            j.last_error_text.clone().unwrap_or_default(),
        ]);
    }
    println!("{t}");
    let more = if page.total_capped { "+" } else { "" };
    println!(
        "{} of {}{more} jobs",
        page.jobs.len(),
        page.pagination.total
    );
    Ok(())
}

fn cli_client() -> ClientInfo {
    ClientInfo {
        ip: None,
        user_agent: Some(format!(
            "scheduler cli ({})",
            std::env::var("USER").unwrap_or_else(|_| "unknown".to_owned())
        )),
    }
}

/// Queues failed jobs again: one by id, or every failed one (of a queue).
pub async fn retry(db: &PgPool, args: RetryArgs) -> anyhow::Result<()> {
    let client = cli_client();
    if let Some(id) = args.target.job {
        let job = actions::retry(db, By::Cli(&client), &id).await?;
        println!(
            "queued again: {} ({}), attempt {} of {}",
            job.job.id,
            job.job.queue,
            job.job.attempts + 1,
            job.job.max_attempts
        );
        return Ok(());
    }
    let queues = match args.queue {
        Some(q) => vec![console::queue_kind(&q)?.queue.to_owned()],
        None => common::jobs::kinds::queues(),
    };
    let mut total = 0;
    for queue in queues {
        let n = actions::retry_failed(db, By::Cli(&client), &queue, None).await?;
        if n > 0 {
            println!("{queue}: {n} queued again");
        }
        total += n;
    }
    println!("{total} failed job(s) queued again");
    Ok(())
}
