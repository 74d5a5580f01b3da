//! Prometheus metrics (issue 16): every name, label and bucket is here, and the binaries record
//! through these functions only, so `docs/operations.md` can list them from one place. Each process
//! serves its own `/metrics` on `METRICS_ADDR` (loopback by default), never on the public port.

use std::{net::SocketAddr, time::Duration};

use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder};
use sqlx::PgPool;

/// Request latency buckets, in seconds: 1 ms to 5 s.
const REQUEST_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];
/// Job duration buckets, in seconds: 10 ms to 10 minutes (a crawl of many pages is long).
const JOB_BUCKETS: &[f64] = &[
    0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0,
];
/// Politeness wait buckets, in seconds.
const WAIT_BUCKETS: &[f64] = &[0.01, 0.05, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0];

/// Which binary is recording: each has its own default port, so one host can run all three.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Process {
    Api,
    Worker,
    Scheduler,
}

impl Process {
    /// `METRICS_ADDR` when not set: loopback, 9464 (api), 9465 (worker), 9466 (scheduler).
    pub fn default_addr(self) -> SocketAddr {
        let port = match self {
            Process::Api => 9464,
            Process::Worker => 9465,
            Process::Scheduler => 9466,
        };
        SocketAddr::from(([127, 0, 0, 1], port))
    }
}

/// Installs the recorder and serves `/metrics` on `addr`. A second worker on the same host finds
/// the port taken: it logs that and runs without an endpoint rather than not at all.
pub fn install(addr: SocketAddr) {
    let builder = PrometheusBuilder::new()
        .with_http_listener(addr)
        .set_buckets_for_metric(
            Matcher::Full("http_request_duration_seconds".into()),
            REQUEST_BUCKETS,
        )
        .and_then(|b| {
            b.set_buckets_for_metric(Matcher::Full("job_duration_seconds".into()), JOB_BUCKETS)
        })
        .and_then(|b| {
            b.set_buckets_for_metric(
                Matcher::Full("crawl_politeness_wait_seconds".into()),
                WAIT_BUCKETS,
            )
        });
    match builder.and_then(|b| b.install()) {
        Ok(()) => tracing::info!(%addr, "metrics on /metrics"),
        Err(error) => tracing::warn!(%addr, %error, "metrics endpoint not started"),
    }
}

/// One answered request: its route template (`/api/slots/{id}`), method and status.
pub fn request(method: &str, route: &str, status: u16, elapsed: Duration) {
    let labels = [
        ("method", method.to_owned()),
        ("route", route.to_owned()),
        ("status", status.to_string()),
    ];
    counter!("http_requests_total", &labels).increment(1);
    histogram!(
        "http_request_duration_seconds",
        "method" => method.to_owned(),
        "route" => route.to_owned()
    )
    .record(elapsed.as_secs_f64());
}

/// The api's pool: connections in use and idle.
pub fn pool(pool: &PgPool) {
    let idle = pool.num_idle() as f64;
    gauge!("db_pool_connections", "state" => "idle").set(idle);
    gauge!("db_pool_connections", "state" => "in_use").set(f64::from(pool.size()) - idle);
}

/// A job starts; `attempt` counts from 1, so any later attempt is a retry.
pub fn job_started(queue: &'static str, attempt: usize) {
    counter!("jobs_started_total", "queue" => queue).increment(1);
    if attempt > 1 {
        counter!("jobs_retried_total", "queue" => queue).increment(1);
    }
}

/// A job ends, done or failed, after `elapsed`.
pub fn job_ended(queue: &'static str, ok: bool, elapsed: Duration) {
    let name = if ok {
        "jobs_finished_total"
    } else {
        "jobs_failed_total"
    };
    counter!(name, "queue" => queue).increment(1);
    histogram!("job_duration_seconds", "queue" => queue).record(elapsed.as_secs_f64());
}

/// One search page a crawl asked for, by how it went (`ok`, `blocked`, `error`, …).
pub fn crawl_page(outcome: &'static str) {
    counter!("crawl_pages_total", "outcome" => outcome).increment(1);
}

/// A crawl waited `waited` for the marketplace's politeness limits.
pub fn politeness_wait(waited: Duration) {
    histogram!("crawl_politeness_wait_seconds").record(waited.as_secs_f64());
}

/// A scheduled push ran (`schedule` names the cron).
pub fn schedule_fired(schedule: &'static str) {
    counter!("scheduler_runs_total", "schedule" => schedule).increment(1);
}

/// Reports the jobs per queue and status every `every` (workers and the scheduler).
pub fn spawn_queue_depth(db: PgPool, every: Duration) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        let mut seen = std::collections::HashSet::new();
        loop {
            tick.tick().await;
            let Ok(depths) = crate::jobs::depths(&db).await else {
                continue;
            };
            // A status whose jobs are all gone reads 0, not its last count.
            let now: std::collections::HashSet<(String, String)> = depths
                .iter()
                .map(|(q, s, _)| (q.clone(), s.clone()))
                .collect();
            for (queue, status) in seen.difference(&now) {
                gauge!("queue_jobs", "queue" => queue.clone(), "status" => status.clone()).set(0.0);
            }
            for (queue, status, n) in depths {
                gauge!("queue_jobs", "queue" => queue, "status" => status).set(n as f64);
            }
            seen = now;
        }
    });
}
