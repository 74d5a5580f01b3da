//! Politeness: how hard the crawl may press the marketplace, held across every worker process
//! together in Postgres (`crawl_lanes`, `crawl_leases`).
//!
//! Every request needs a permit from two lanes: the marketplace host (all traffic to it) and one
//! egress (a proxy from `CRAWL_PROXIES`, or `direct`). A lane grants a permit when
//! - fewer requests than its concurrency are under way (live leases; a lease outlives a request
//!   only until it expires, so a killed worker frees its place by itself),
//! - its minimum spacing since the last start has passed,
//! - its daily request budget (per KST day) is not spent, and
//! - it is not resting: a block sign (403/429, a block or challenge page, a dropped connection)
//!   rests the egress it came through, the rest doubling with each sign in a row up to a cap; a
//!   clean page ends the streak.
//!
//! Of the open egresses the one idle longest is used. A spent budget fails the request at once
//! (waiting would not help until tomorrow); anything else waits, up to `permit_wait`, after which
//! the page counts as unread and the crawl is incomplete (retried later, never rank 0).

use std::{
    sync::atomic::{AtomicUsize, Ordering},
    time::Duration,
};

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgPool;

use super::{
    parser::{self, BlockSign},
    source::{FetchError, Fetched, PageSource},
};
use crate::{
    config::{LaneLimits, PolitenessConfig},
    db::{self, crawl_lanes::LaneRow},
    error::AppError,
};

/// How long to sleep when a lane is full and nothing says when a place frees up.
const FULL_POLL: Duration = Duration::from_millis(50);
/// The longest single sleep, so a changed lane is noticed soon.
const MAX_SLEEP: Duration = Duration::from_secs(1);

/// What the lanes say about the next request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Go now through egress number `egress`.
    Go { egress: usize },
    /// Ask again after this long.
    Wait(Duration),
    /// A budget for today is spent.
    OutOfBudget,
}

/// Whether one lane is open: `Ok(None)` open, `Ok(Some(wait))` not yet, `Err(())` budget spent.
fn lane_wait(
    row: &LaneRow,
    limits: &LaneLimits,
    today: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Option<Duration>, ()> {
    let used_today = if row.budget_day == Some(today) {
        row.budget_used.max(0) as u32
    } else {
        0
    };
    if limits.daily_budget > 0 && used_today >= limits.daily_budget {
        return Err(());
    }
    let until = |at: DateTime<Utc>| (at - now).to_std().ok().filter(|d| !d.is_zero());
    if let Some(rest) = row.blocked_until.and_then(until) {
        return Ok(Some(rest));
    }
    if !limits.spacing.is_zero()
        && let Some(wait) = until(row.next_start_at)
    {
        return Ok(Some(wait));
    }
    if limits.concurrency > 0 && row.in_flight >= i64::from(limits.concurrency) {
        return Ok(Some(FULL_POLL));
    }
    Ok(None)
}

/// The rule: the host lane must be open, then the open egress idle longest is chosen.
pub fn decide(
    host: &LaneRow,
    egresses: &[LaneRow],
    limits: &PolitenessConfig,
    today: NaiveDate,
) -> Decision {
    match lane_wait(host, &limits.host, today, host.now) {
        Err(()) => return Decision::OutOfBudget,
        Ok(Some(wait)) => return Decision::Wait(wait),
        Ok(None) => {}
    }
    let mut shortest: Option<Duration> = None;
    let mut best: Option<usize> = None;
    for (i, row) in egresses.iter().enumerate() {
        match lane_wait(row, &limits.egress, today, host.now) {
            Err(()) => {}
            Ok(Some(wait)) => shortest = Some(shortest.map_or(wait, |s| s.min(wait))),
            Ok(None) => {
                if best.is_none_or(|b| row.next_start_at < egresses[b].next_start_at) {
                    best = Some(i);
                }
            }
        }
    }
    match (best, shortest) {
        (Some(egress), _) => Decision::Go { egress },
        (None, Some(wait)) => Decision::Wait(wait),
        (None, None) => Decision::OutOfBudget,
    }
}

/// The lane of the marketplace host of `base_url`.
pub fn host_lane(base_url: &str) -> String {
    let host = reqwest::Url::parse(base_url)
        .ok()
        .and_then(|u| {
            u.host_str()
                .map(|h| u.port().map_or(h.to_owned(), |p| format!("{h}:{p}")))
        })
        .unwrap_or_else(|| base_url.to_owned());
    format!("host:{host}")
}

/// The lane of an egress: a proxy address, or `None` for the machine's own.
pub fn egress_lane(proxy: Option<&str>) -> String {
    format!("egress:{}", proxy.unwrap_or("direct"))
}

/// Permits from the shared lanes.
pub struct Politeness {
    db: PgPool,
    limits: PolitenessConfig,
    host: String,
    egresses: Vec<String>,
    lease_ttl: Duration,
}

/// A granted request: its egress and the leases to end afterwards.
#[derive(Debug)]
pub struct Permit {
    pub egress: usize,
    leases: Vec<i64>,
}

impl Politeness {
    /// Lanes for `host` and `egresses` (created when missing); leases live `lease_ttl`.
    pub async fn new(
        db: PgPool,
        limits: PolitenessConfig,
        host: String,
        egresses: Vec<String>,
        lease_ttl: Duration,
    ) -> Result<Self, AppError> {
        let mut conn = db.acquire().await?;
        let mut lanes = egresses.clone();
        lanes.push(host.clone());
        db::crawl_lanes::ensure(&mut conn, &lanes).await?;
        drop(conn);
        Ok(Self {
            db,
            limits,
            host,
            egresses,
            lease_ttl,
        })
    }

    /// Waits for a permit (at most `permit_wait`).
    pub async fn acquire(&self) -> Result<Permit, FetchError> {
        let started = tokio::time::Instant::now();
        let deadline = started + self.limits.permit_wait;
        loop {
            match self.try_acquire().await {
                Ok(Ok(permit)) => {
                    crate::metrics::politeness_wait(started.elapsed());
                    return Ok(permit);
                }
                Ok(Err(Decision::OutOfBudget)) => return Err(FetchError::OutOfBudget),
                Ok(Err(Decision::Wait(wait))) => {
                    let now = tokio::time::Instant::now();
                    if now >= deadline {
                        crate::metrics::politeness_wait(started.elapsed());
                        return Err(FetchError::Throttled);
                    }
                    tokio::time::sleep(wait.min(MAX_SLEEP).min(deadline - now)).await;
                }
                Ok(Err(Decision::Go { .. })) => unreachable!("a go is a permit"),
                Err(e) => return Err(FetchError::Connection(format!("politeness: {e}"))),
            }
        }
    }

    /// One look at the lanes: a permit, or why not.
    async fn try_acquire(&self) -> Result<Result<Permit, Decision>, AppError> {
        let mut tx = self.db.begin().await?;
        let mut lanes = self.egresses.clone();
        lanes.push(self.host.clone());
        let rows = db::crawl_lanes::lock(&mut tx, &lanes).await?;
        let find = |lane: &str| rows.iter().find(|r| r.lane == lane).cloned();
        let host = find(&self.host)
            .ok_or_else(|| anyhow::anyhow!("crawl lane {} is missing", self.host))?;
        let egresses: Vec<LaneRow> = self.egresses.iter().filter_map(|e| find(e)).collect();
        let today = crate::time::kst_date(host.now);
        let egress = match decide(&host, &egresses, &self.limits, today) {
            Decision::Go { egress } => egress,
            other => return Ok(Err(other)),
        };
        let chosen = [self.host.clone(), egresses[egress].lane.clone()];
        let spacing = [
            self.limits.host.spacing.as_secs_f64(),
            self.limits.egress.spacing.as_secs_f64(),
        ];
        let leases = db::crawl_lanes::take(
            &mut tx,
            &chosen,
            &spacing,
            self.lease_ttl.as_secs_f64(),
            today,
        )
        .await?;
        tx.commit().await?;
        let egress = self
            .egresses
            .iter()
            .position(|e| *e == egresses[egress].lane)
            .unwrap_or(0);
        Ok(Ok(Permit { egress, leases }))
    }

    /// Ends a permit; a block sign sends its egress to rest, a clean page ends its rest streak.
    pub async fn release(&self, permit: Permit, block: Option<&str>) {
        let result = async {
            let mut conn = self.db.acquire().await?;
            db::crawl_lanes::release(&mut conn, &permit.leases).await?;
            let lane = &self.egresses[permit.egress];
            match block {
                Some(sign) => {
                    tracing::warn!(lane, sign, "block sign: the egress rests");
                    db::crawl_lanes::block(
                        &mut conn,
                        lane,
                        sign,
                        self.limits.block_backoff.as_secs_f64(),
                        self.limits.block_backoff_max.as_secs_f64(),
                    )
                    .await
                }
                None => db::crawl_lanes::clear_block(&mut conn, lane).await,
            }
        }
        .await;
        // An unreleased lease expires by itself; the crawl goes on.
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not release a crawl permit");
        }
    }
}

/// The crawl's way out: one page source per egress (a proxy, or direct), each request through a
/// permit from the shared lanes, or round robin when politeness is off.
pub struct Egresses<S> {
    sources: Vec<S>,
    gate: Option<Politeness>,
    next: AtomicUsize,
}

impl<S: PageSource> Egresses<S> {
    /// One source per egress: each paired with the proxy it goes out through (`None`: direct).
    /// Leases live `lease_ttl`: longer than any request (the page timeout), short enough to free a
    /// dead worker's place soon.
    pub async fn new(
        db: PgPool,
        politeness: &PolitenessConfig,
        base_url: &str,
        egresses: Vec<(Option<String>, S)>,
        lease_ttl: Duration,
    ) -> Result<Self, AppError> {
        let (proxies, sources): (Vec<_>, Vec<_>) = egresses.into_iter().unzip();
        let gate = if politeness.enabled {
            let lanes = proxies.iter().map(|p| egress_lane(p.as_deref())).collect();
            Some(
                Politeness::new(
                    db,
                    politeness.clone(),
                    host_lane(base_url),
                    lanes,
                    lease_ttl,
                )
                .await?,
            )
        } else {
            None
        };
        Ok(Self {
            sources,
            gate,
            next: AtomicUsize::new(0),
        })
    }

    /// Without politeness: the sources in turn.
    pub fn unlimited(sources: Vec<S>) -> Self {
        Self {
            sources,
            gate: None,
            next: AtomicUsize::new(0),
        }
    }

    /// The sources, to close what they hold when the crawls have stopped.
    pub fn sources(&self) -> &[S] {
        &self.sources
    }
}

impl<S: PageSource> PageSource for Egresses<S> {
    async fn fetch(&self, url: &str) -> Result<Fetched, FetchError> {
        let Some(gate) = &self.gate else {
            let i = self.next.fetch_add(1, Ordering::Relaxed) % self.sources.len().max(1);
            return self.sources[i].fetch(url).await;
        };
        let permit = gate.acquire().await?;
        let result = self.sources[permit.egress.min(self.sources.len() - 1)]
            .fetch(url)
            .await;
        let sign = match &result {
            Ok(page) => parser::block_sign(page.status, &page.body).map(BlockSign::as_str),
            Err(FetchError::Connection(_)) => Some("connection dropped"),
            Err(_) => None,
        };
        gate.release(permit, sign).await;
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> PolitenessConfig {
        PolitenessConfig {
            enabled: true,
            host: LaneLimits {
                concurrency: 4,
                spacing: Duration::ZERO,
                daily_budget: 0,
            },
            egress: LaneLimits {
                concurrency: 1,
                spacing: Duration::from_secs(2),
                daily_budget: 10,
            },
            block_backoff: Duration::from_secs(60),
            block_backoff_max: Duration::from_secs(600),
            permit_wait: Duration::from_secs(5),
        }
    }

    fn now() -> DateTime<Utc> {
        "2026-11-22T03:00:00Z".parse().unwrap()
    }

    fn today() -> NaiveDate {
        "2026-11-22".parse().unwrap()
    }

    fn lane(name: &str) -> LaneRow {
        LaneRow {
            lane: name.into(),
            now: now(),
            next_start_at: DateTime::UNIX_EPOCH,
            budget_day: None,
            budget_used: 0,
            blocked_until: None,
            in_flight: 0,
        }
    }

    #[test]
    fn an_idle_lane_goes_through_the_egress_idle_longest() {
        let mut a = lane("egress:a");
        a.next_start_at = now() - chrono::Duration::seconds(5);
        let b = lane("egress:b");
        assert_eq!(
            decide(&lane("host:h"), &[a, b], &limits(), today()),
            Decision::Go { egress: 1 }
        );
    }

    #[test]
    fn spacing_concurrency_and_rest_make_the_request_wait() {
        let mut spaced = lane("egress:a");
        spaced.next_start_at = now() + chrono::Duration::milliseconds(1500);
        assert_eq!(
            decide(&lane("host:h"), &[spaced], &limits(), today()),
            Decision::Wait(Duration::from_millis(1500))
        );

        let mut busy = lane("egress:a");
        busy.in_flight = 1;
        assert_eq!(
            decide(&lane("host:h"), &[busy], &limits(), today()),
            Decision::Wait(FULL_POLL)
        );

        let mut resting = lane("egress:a");
        resting.blocked_until = Some(now() + chrono::Duration::seconds(30));
        let mut busy = lane("egress:b");
        busy.in_flight = 1;
        assert_eq!(
            decide(&lane("host:h"), &[resting, busy], &limits(), today()),
            Decision::Wait(FULL_POLL),
            "the shortest wait of all egresses"
        );

        let mut host = lane("host:h");
        host.in_flight = 4;
        assert_eq!(
            decide(&host, &[lane("egress:a")], &limits(), today()),
            Decision::Wait(FULL_POLL),
            "the host's concurrency holds whatever the egress"
        );
    }

    #[test]
    fn a_spent_budget_stops_today_and_a_new_day_starts_it_again() {
        let mut spent = lane("egress:a");
        spent.budget_day = Some(today());
        spent.budget_used = 10;
        assert_eq!(
            decide(&lane("host:h"), &[spent.clone()], &limits(), today()),
            Decision::OutOfBudget
        );
        assert_eq!(
            decide(
                &lane("host:h"),
                &[spent.clone(), lane("egress:b")],
                &limits(),
                today()
            ),
            Decision::Go { egress: 1 },
            "another egress still has budget"
        );
        spent.budget_day = Some(today().pred_opt().unwrap());
        assert_eq!(
            decide(&lane("host:h"), &[spent], &limits(), today()),
            Decision::Go { egress: 0 }
        );
    }

    #[test]
    fn lanes_are_named_by_host_and_egress() {
        assert_eq!(host_lane("https://www.coupang.com"), "host:www.coupang.com");
        assert_eq!(host_lane("http://127.0.0.1:8090/"), "host:127.0.0.1:8090");
        assert_eq!(egress_lane(None), "egress:direct");
        assert_eq!(
            egress_lane(Some("http://10.0.0.2:3128")),
            "egress:http://10.0.0.2:3128"
        );
    }
}
