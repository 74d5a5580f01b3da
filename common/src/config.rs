//! `Config`: every setting the binaries share, read once at start from the environment (a `.env`
//! file is not read; the run script exports what it needs). Every field has a default except in
//! production, where `JWT_SECRET` should be given; without it a secret is generated once and kept in
//! the data folder, so tokens survive restarts and the secret is never committed.

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use anyhow::Context;

/// The marketplace slot URLs point at unless `MARKETPLACE_DOMAIN` says otherwise.
pub const DEFAULT_MARKETPLACE_DOMAIN: &str = "coupang.com";

/// Settings read from the environment. Variable names are in [`Config::from_env`].
#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: the application database.
    pub database_url: String,
    /// `DB_MAX_CONNECTIONS` (20): request pool size of one process.
    pub db_max_connections: u32,
    /// `DB_LIST_CONNECTIONS` (10): the api's second pool, for the slot list (its sessions keep
    /// plans). Its reads are short and busy PostgreSQL's cores, so it is smaller: more sessions
    /// than a few per core only lengthen the tail.
    pub db_list_connections: u32,
    /// `DB_MARKET_CONNECTIONS` (4): the api's pool for the market views (its sessions run every
    /// statement on its generic plan). Their reads are CPU work in PostgreSQL (arrays unpacked), so
    /// two sessions a core: at ten, the same load had a p99 a fifth longer (bench/market.sh).
    pub db_market_connections: u32,
    /// `LISTEN_ADDR` (127.0.0.1:8080): where the api serves `/api` and the built web app.
    pub listen_addr: SocketAddr,
    /// `DATA_DIR` (.data): git-ignored folder for the generated JWT secret and the local cluster.
    pub data_dir: PathBuf,
    /// `WEB_DIST` (web/dist): the built web app the api serves.
    pub web_dist: PathBuf,
    /// `JWT_SECRET`, or the contents of `DATA_DIR/jwt-secret` (generated on first run).
    pub jwt_secret: String,
    /// `ACCESS_TOKEN_TTL_SECS` (900).
    pub access_token_ttl: Duration,
    /// `REFRESH_TOKEN_TTL_SECS` (1209600, 14 days).
    pub refresh_token_ttl: Duration,
    /// `FIRST_DEV_LOGIN` (admin), `FIRST_DEV_PASSWORD` (none: generated), `FIRST_DEV_NAME` (개발자):
    /// the developer account created when the database has none.
    pub first_developer: FirstDeveloper,
    /// `LOGIN_MAX_FAILURES` (5) failed sign-ins within `LOGIN_LOCK_WINDOW_SECS` (900) lock a login
    /// id for the client address they came from (the owner elsewhere still signs in).
    pub login_max_failures: i64,
    /// See `login_max_failures`.
    pub login_lock_window: Duration,
    /// `LOGIN_ADDRESS_MAX_PER_MINUTE` (20): sign-in attempts one client address may make a minute,
    /// whatever the login ids.
    pub login_address_per_minute: i64,
    /// `TRUSTED_PROXIES` (none): comma-separated addresses or networks (`10.0.0.0/8`) of the
    /// reverse proxies in front of the api. Only a request from one of them has its client address
    /// read from `X-Forwarded-For`; any other uses the socket's.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// `MARKETPLACE_DOMAIN` (coupang.com): slot URLs must be product pages on this domain or its
    /// subdomains.
    pub marketplace_domain: String,
    /// `RUST_LOG` (info,sqlx=warn): the tracing filter.
    pub log_filter: String,
    /// `WORKER_SHUTDOWN_GRACE_SECS` (20): on SIGTERM or SIGINT a worker stops taking jobs and lets
    /// running ones finish this long; the rest are handed back for another worker at once.
    pub worker_shutdown_grace: Duration,
    /// `API_SHUTDOWN_GRACE_SECS` (10): on SIGTERM or SIGINT the api stops accepting and lets
    /// in-flight requests finish this long (open WebSockets are then cut; browsers reconnect).
    pub api_shutdown_grace: Duration,
    /// `LOG_FORMAT` (`text`): `json` writes one JSON object per line, for log shippers.
    pub log_json: bool,
    /// `METRICS_ADDR`: where this process serves Prometheus `/metrics` (loopback by default, a port
    /// per binary: see `metrics::Process`); `off` serves none. Never the public port.
    pub metrics_addr: Option<String>,
    /// `PUBLIC_URL` (none): the address people reach the app at (`https://slots.example.com`);
    /// when https, every answer carries HSTS.
    pub public_url: Option<String>,
    /// How long rank data is kept (the daily sweep drops older months).
    pub rank_retention: RankRetention,
    /// `REPORT_JOB_SLOTS` (200): an effect report of more slots than this is made by a job
    /// (`market::report::job`); one of this many or fewer is answered at once.
    pub report_job_slots: usize,
    /// How rank crawls read the marketplace.
    pub crawl: CrawlConfig,
}

/// Months of rank data kept, counted back from the current KST month; 0 keeps everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankRetention {
    /// `RANK_HISTORY_RETENTION_MONTHS` (25): a slot's daily ranks (two years and the month under way).
    pub history_months: u32,
    /// `RANK_CHECKS_RETENTION_MONTHS` (3): every single check of a crawl, kept for diagnosis.
    pub checks_months: u32,
    /// `MARKET_SNAPSHOT_RETENTION_MONTHS` (13): what each crawl read of the market around the
    /// tracked products (a year and the month under way, for year-on-year reports).
    pub market_months: u32,
}

impl RankRetention {
    /// What is kept unless configured; a new database starts with the months these keep
    /// (`start_month_partitions` in `migrations/20261204000050_partition_months_kst.sql`).
    pub const DEFAULT: Self = Self {
        history_months: 25,
        checks_months: 3,
        market_months: 13,
    };
}

/// Rank crawl settings.
#[derive(Debug, Clone)]
pub struct CrawlConfig {
    /// `MARKETPLACE_BASE_URL` (http://127.0.0.1:8090, the bundled simulator): the search site's origin.
    pub base_url: String,
    /// `CRAWL_LIST_SIZE` (72): cards per result page.
    pub list_size: u32,
    /// `CRAWL_PAGE_ATTEMPTS` (3): tries of one page within a run.
    pub page_attempts: u32,
    /// `CRAWL_PAGE_TIMEOUT_SECS` (20).
    pub page_timeout: Duration,
    /// `CRAWL_SOURCE` (http): `http` reads pages with a plain HTTP client, `browser` with Chromium
    /// over WebDriver (the worker then runs chromedriver itself).
    pub source: SourceKind,
    /// `CHROMEDRIVER_PATH` (/usr/bin/chromedriver): must match the browser; both from Debian.
    pub chromedriver_path: PathBuf,
    /// `CHROMIUM_PATH` (/usr/bin/chromium).
    pub chromium_path: PathBuf,
    /// `CRAWL_BROWSER_SESSIONS` (2): browsers one worker process keeps open at once. CPU, not
    /// memory, is what limits them (about 0.5 GB each).
    pub browser_sessions: usize,
    /// `CRAWL_RUN_ATTEMPTS` (5): runs of an incomplete crawl before it stays failed.
    pub run_attempts: i32,
    /// `CRAWL_RETRY_FIRST_SECS` (60) doubling up to `CRAWL_RETRY_MAX_SECS` (1800) between runs.
    pub retry_first: Duration,
    pub retry_max: Duration,
    /// `CRAWL_CONCURRENCY` (2): crawls one worker process runs at once.
    pub concurrency: usize,
    /// `CRAWL_DAILY_CRON` ("0 0 6 * * *", 06:00 KST; seconds first): when the daily crawl starts.
    pub daily_cron: String,
    /// `CRAWL_DAILY_WINDOW_SECS` (7200): the daily crawl's starts are spread over this long.
    pub daily_window: Duration,
    /// `CRAWL_PROXIES` (none: direct): comma-separated egress proxies (`http://host:port`, …);
    /// each is an egress with its own politeness lane.
    pub proxies: Vec<String>,
    /// Limits shared by every worker process (`rank::politeness`).
    pub politeness: PolitenessConfig,
}

/// Crawl politeness, kept in Postgres and shared by every worker process.
#[derive(Debug, Clone)]
pub struct PolitenessConfig {
    /// `CRAWL_POLITENESS` (on): `off` drops every limit below (benchmarks against the simulator).
    pub enabled: bool,
    /// `CRAWL_HOST_CONCURRENCY` (8), `CRAWL_HOST_SPACING_MS` (0), `CRAWL_HOST_DAILY_BUDGET` (0):
    /// all requests to the marketplace host, whatever their egress.
    pub host: LaneLimits,
    /// `CRAWL_EGRESS_CONCURRENCY` (3), `CRAWL_EGRESS_SPACING_MS` (2500),
    /// `CRAWL_EGRESS_DAILY_BUDGET` (150): each egress address. MARKETPLACE.md: more than 3
    /// concurrent requests get blocked, 2–3 s apart is advised, about 150 searches a day.
    pub egress: LaneLimits,
    /// `CRAWL_BLOCK_BACKOFF_SECS` (60): an egress rests this long after a block sign, doubling for
    /// each further sign in a row up to `CRAWL_BLOCK_BACKOFF_MAX_SECS` (3600).
    pub block_backoff: Duration,
    pub block_backoff_max: Duration,
    /// `CRAWL_PERMIT_WAIT_SECS` (300): the longest wait for a request permit before the page counts
    /// as unread (the crawl is then incomplete and retried later).
    pub permit_wait: Duration,
}

/// One lane's limits; 0 means no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaneLimits {
    /// Requests under way at once.
    pub concurrency: u32,
    /// Least time between two request starts.
    pub spacing: Duration,
    /// Requests per KST day.
    pub daily_budget: u32,
}

/// Which page source the worker crawls with (`CRAWL_SOURCE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceKind {
    /// A plain HTTP client.
    Http,
    /// Chromium over WebDriver: gets through the marketplace's bot manager far more often.
    Browser,
}

impl std::str::FromStr for SourceKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "http" => Ok(Self::Http),
            "browser" => Ok(Self::Browser),
            _ => Err("expected http or browser".into()),
        }
    }
}

/// Credentials of the first developer account.
#[derive(Debug, Clone)]
pub struct FirstDeveloper {
    pub login_id: String,
    /// `None`: a random one is generated when the account is made, kept in
    /// `DATA_DIR/first-developer-password.txt` and must be changed at first sign-in. There is no
    /// default: a documented one is a known password on every fresh install.
    pub password: Option<String>,
    pub full_name: String,
}

impl Config {
    /// Reads the environment; creates `DATA_DIR` and the JWT secret file when needed.
    pub fn from_env() -> anyhow::Result<Self> {
        let data_dir = PathBuf::from(var("DATA_DIR").unwrap_or_else(|| ".data".into()));
        let jwt_secret = match var("JWT_SECRET") {
            Some(secret) => secret,
            None => stored_secret(&data_dir)?,
        };
        Ok(Self {
            database_url: var("DATABASE_URL")
                .unwrap_or_else(|| "postgres://slot:slot@127.0.0.1:54329/slot".into()),
            db_max_connections: parse("DB_MAX_CONNECTIONS", 20)?,
            db_list_connections: parse("DB_LIST_CONNECTIONS", 10)?,
            db_market_connections: parse("DB_MARKET_CONNECTIONS", 4)?,
            listen_addr: parse("LISTEN_ADDR", SocketAddr::from(([127, 0, 0, 1], 8080)))?,
            web_dist: PathBuf::from(var("WEB_DIST").unwrap_or_else(|| "web/dist".into())),
            data_dir,
            jwt_secret,
            access_token_ttl: Duration::from_secs(parse("ACCESS_TOKEN_TTL_SECS", 900)?),
            refresh_token_ttl: Duration::from_secs(parse("REFRESH_TOKEN_TTL_SECS", 1_209_600)?),
            first_developer: FirstDeveloper {
                login_id: var("FIRST_DEV_LOGIN").unwrap_or_else(|| "admin".into()),
                password: var("FIRST_DEV_PASSWORD"),
                full_name: var("FIRST_DEV_NAME")
                    .unwrap_or_else(|| crate::messages::FIRST_DEVELOPER_NAME.into()),
            },
            login_max_failures: parse("LOGIN_MAX_FAILURES", 5)?,
            login_lock_window: Duration::from_secs(parse("LOGIN_LOCK_WINDOW_SECS", 900)?),
            login_address_per_minute: parse("LOGIN_ADDRESS_MAX_PER_MINUTE", 20)?,
            trusted_proxies: trusted_proxies(var("TRUSTED_PROXIES").as_deref().unwrap_or(""))?,
            marketplace_domain: var("MARKETPLACE_DOMAIN")
                .unwrap_or_else(|| DEFAULT_MARKETPLACE_DOMAIN.into()),
            worker_shutdown_grace: Duration::from_secs(parse("WORKER_SHUTDOWN_GRACE_SECS", 20)?),
            api_shutdown_grace: Duration::from_secs(parse("API_SHUTDOWN_GRACE_SECS", 10)?),
            log_json: match var("LOG_FORMAT").as_deref() {
                None | Some("text") => false,
                Some("json") => true,
                Some(other) => anyhow::bail!("LOG_FORMAT must be text or json, not {other}"),
            },
            metrics_addr: var("METRICS_ADDR"),
            public_url: var("PUBLIC_URL"),
            rank_retention: RankRetention {
                history_months: parse(
                    "RANK_HISTORY_RETENTION_MONTHS",
                    RankRetention::DEFAULT.history_months,
                )?,
                checks_months: parse(
                    "RANK_CHECKS_RETENTION_MONTHS",
                    RankRetention::DEFAULT.checks_months,
                )?,
                market_months: parse(
                    "MARKET_SNAPSHOT_RETENTION_MONTHS",
                    RankRetention::DEFAULT.market_months,
                )?,
            },
            report_job_slots: parse("REPORT_JOB_SLOTS", 200)?,
            crawl: CrawlConfig {
                base_url: var("MARKETPLACE_BASE_URL")
                    .unwrap_or_else(|| "http://127.0.0.1:8090".into()),
                list_size: parse("CRAWL_LIST_SIZE", 72)?,
                page_attempts: parse("CRAWL_PAGE_ATTEMPTS", 3)?,
                page_timeout: Duration::from_secs(parse("CRAWL_PAGE_TIMEOUT_SECS", 20)?),
                source: parse("CRAWL_SOURCE", SourceKind::Http)?,
                chromedriver_path: PathBuf::from(
                    var("CHROMEDRIVER_PATH").unwrap_or_else(|| "/usr/bin/chromedriver".into()),
                ),
                chromium_path: PathBuf::from(
                    var("CHROMIUM_PATH").unwrap_or_else(|| "/usr/bin/chromium".into()),
                ),
                browser_sessions: parse("CRAWL_BROWSER_SESSIONS", 2)?,
                run_attempts: parse("CRAWL_RUN_ATTEMPTS", 5)?,
                retry_first: Duration::from_secs(parse("CRAWL_RETRY_FIRST_SECS", 60)?),
                retry_max: Duration::from_secs(parse("CRAWL_RETRY_MAX_SECS", 1800)?),
                concurrency: parse("CRAWL_CONCURRENCY", 2)?,
                daily_cron: var("CRAWL_DAILY_CRON").unwrap_or_else(|| "0 0 6 * * *".into()),
                daily_window: Duration::from_secs(parse("CRAWL_DAILY_WINDOW_SECS", 7200)?),
                proxies: var("CRAWL_PROXIES")
                    .map(|list| {
                        list.split(',')
                            .map(|p| p.trim().to_owned())
                            .filter(|p| !p.is_empty())
                            .collect()
                    })
                    .unwrap_or_default(),
                politeness: PolitenessConfig {
                    enabled: !matches!(
                        var("CRAWL_POLITENESS").as_deref(),
                        Some("off" | "false" | "0")
                    ),
                    host: LaneLimits {
                        concurrency: parse("CRAWL_HOST_CONCURRENCY", 8)?,
                        spacing: Duration::from_millis(parse("CRAWL_HOST_SPACING_MS", 0)?),
                        daily_budget: parse("CRAWL_HOST_DAILY_BUDGET", 0)?,
                    },
                    egress: LaneLimits {
                        concurrency: parse("CRAWL_EGRESS_CONCURRENCY", 3)?,
                        spacing: Duration::from_millis(parse("CRAWL_EGRESS_SPACING_MS", 2500)?),
                        daily_budget: parse("CRAWL_EGRESS_DAILY_BUDGET", 150)?,
                    },
                    block_backoff: Duration::from_secs(parse("CRAWL_BLOCK_BACKOFF_SECS", 60)?),
                    block_backoff_max: Duration::from_secs(parse(
                        "CRAWL_BLOCK_BACKOFF_MAX_SECS",
                        3600,
                    )?),
                    permit_wait: Duration::from_secs(parse("CRAWL_PERMIT_WAIT_SECS", 300)?),
                },
            },
            log_filter: var("RUST_LOG").unwrap_or_else(|| "info,sqlx=warn".into()),
        })
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn parse<T: std::str::FromStr>(name: &str, default: T) -> anyhow::Result<T>
where
    T::Err: std::fmt::Display,
{
    match var(name) {
        None => Ok(default),
        Some(raw) => raw
            .parse()
            .map_err(|e| anyhow::anyhow!("{name}={raw:?} is not valid: {e}")),
    }
}

/// The secret kept in `data_dir/jwt-secret`, generated (64 random bytes, hex) when absent.
fn stored_secret(data_dir: &std::path::Path) -> anyhow::Result<String> {
    let path = data_dir.join("jwt-secret");
    if let Ok(secret) = std::fs::read_to_string(&path)
        && !secret.trim().is_empty()
    {
        return Ok(secret.trim().to_owned());
    }
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("creating {}", data_dir.display()))?;
    let secret = crate::random::random_hex(64);
    write_private(&path, &secret).with_context(|| format!("writing {}", path.display()))?;
    Ok(secret)
}

/// Writes `contents` to a new file only its owner can read (mode 600 from creation on, so it is
/// never readable by others, not even for a moment); fails when the file exists.
#[cfg(unix)]
pub(crate) fn write_private(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(contents.as_bytes())
}

/// `TRUSTED_PROXIES`: addresses (a single address is its own /32 or /128) and networks.
pub fn trusted_proxies(text: &str) -> anyhow::Result<Vec<ipnet::IpNet>> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<ipnet::IpNet>()
                .or_else(|_| s.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                .map_err(|_| anyhow::anyhow!("TRUSTED_PROXIES: {s} is not an address or a network"))
        })
        .collect()
}
