//! chromedriver, run by the worker itself when it crawls with the browser (`CRAWL_SOURCE=browser`):
//! started on a free loopback port, watched by a task that restarts it when it exits (short,
//! capped backoff), and ended with the worker.
//!
//! chromedriver runs in its own process group, and the whole group is killed whenever it exits or
//! the worker stops: the browsers it started outlive a killed chromedriver otherwise. The port
//! stays the same across restarts, so the page source's address stays valid; its sessions on the
//! dead driver fail once and are replaced.

use std::{
    path::{Path, PathBuf},
    process::Stdio,
    sync::{
        Arc,
        atomic::{AtomicU32, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, bail};
use tokio::{
    process::{Child, Command},
    task::JoinHandle,
};

/// How long a (re)started chromedriver may take to answer `/status` as ready.
const READY_WAIT: Duration = Duration::from_secs(20);
/// First wait before a restart; doubles on each failed restart up to [`MAX_BACKOFF`].
const MIN_BACKOFF: Duration = Duration::from_millis(200);
const MAX_BACKOFF: Duration = Duration::from_secs(10);
/// A driver that ran this long before exiting restarts after the shortest wait again.
const STABLE: Duration = Duration::from_secs(60);

/// A supervised chromedriver. Dropping it stops the supervision and kills chromedriver and its
/// browsers.
pub struct Chromedriver {
    url: String,
    shared: Arc<Shared>,
    task: JoinHandle<()>,
}

/// What the supervisor reports to the handle.
#[derive(Default)]
struct Shared {
    /// The running chromedriver's process id (0 between a crash and its restart).
    pid: AtomicU32,
    restarts: AtomicU32,
}

/// Everything needed to start chromedriver again.
struct Launch {
    path: PathBuf,
    port: u16,
    url: String,
    http: reqwest::Client,
}

impl Chromedriver {
    /// Starts the chromedriver at `path` on a free port of 127.0.0.1, waits until it is ready for
    /// sessions, and keeps it running.
    pub async fn start(path: impl AsRef<Path>) -> anyhow::Result<Self> {
        let port = free_port()?;
        let launch = Launch {
            path: path.as_ref().to_owned(),
            port,
            url: format!("http://127.0.0.1:{port}"),
            http: common::telemetry::http_client()
                .timeout(Duration::from_secs(2))
                .build()?,
        };
        let child = launch.run().await?;
        let shared = Arc::new(Shared::default());
        shared.pid.store(child.id().unwrap_or(0), Ordering::SeqCst);
        tracing::info!(url = %launch.url, pid = child.id(), "chromedriver started");
        let url = launch.url.clone();
        let task = tokio::spawn(supervise(launch, child, shared.clone()));
        Ok(Self { url, shared, task })
    }

    /// The WebDriver address, e.g. `http://127.0.0.1:40123`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The running chromedriver's process id; `None` while it is being restarted.
    pub fn pid(&self) -> Option<u32> {
        Some(self.shared.pid.load(Ordering::SeqCst)).filter(|pid| *pid != 0)
    }

    /// How many times it has been restarted.
    pub fn restarts(&self) -> u32 {
        self.shared.restarts.load(Ordering::SeqCst)
    }
}

impl Drop for Chromedriver {
    fn drop(&mut self) {
        self.task.abort(); // drops the child: kill_on_drop
        if let Some(pid) = self.pid() {
            kill_group(pid);
        }
    }
}

impl Launch {
    /// Starts chromedriver and waits for `/status` to say ready; kills it when it never does.
    async fn run(&self) -> anyhow::Result<Child> {
        let mut child = Command::new(&self.path)
            .arg(format!("--port={}", self.port))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0) // its own group, so its browsers can be killed with it
            .kill_on_drop(true)
            .spawn()
            .with_context(|| format!("starting {}", self.path.display()))?;
        let deadline = Instant::now() + READY_WAIT;
        loop {
            if let Some(status) = child.try_wait()? {
                bail!("chromedriver exited before it was ready: {status}");
            }
            if self.ready().await {
                return Ok(child);
            }
            if Instant::now() > deadline {
                if let Some(pid) = child.id() {
                    kill_group(pid);
                }
                bail!("chromedriver not ready within {READY_WAIT:?}");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Whether chromedriver answers `/status` with `ready: true`.
    async fn ready(&self) -> bool {
        let Ok(response) = self.http.get(format!("{}/status", self.url)).send().await else {
            return false;
        };
        let status: serde_json::Value = response.json().await.unwrap_or_default();
        status["value"]["ready"] == true
    }
}

/// Waits for chromedriver to exit, then restarts it, forever (until the task is aborted).
async fn supervise(launch: Launch, mut child: Child, shared: Arc<Shared>) {
    let mut backoff = MIN_BACKOFF;
    loop {
        let started = Instant::now();
        let pid = child.id();
        let status = child.wait().await;
        shared.pid.store(0, Ordering::SeqCst);
        if let Some(pid) = pid {
            kill_group(pid); // the browsers it started
        }
        tracing::warn!(status = ?status, pid, "chromedriver exited; restarting it");
        if started.elapsed() > STABLE {
            backoff = MIN_BACKOFF;
        }
        child = loop {
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(MAX_BACKOFF);
            match launch.run().await {
                Ok(child) => break child,
                Err(error) => tracing::warn!(error = %error, "chromedriver restart failed"),
            }
        };
        shared.pid.store(child.id().unwrap_or(0), Ordering::SeqCst);
        shared.restarts.fetch_add(1, Ordering::SeqCst);
        tracing::info!(url = %launch.url, pid = child.id(), "chromedriver restarted");
    }
}

/// A port of 127.0.0.1 free right now (the OS picks it).
fn free_port() -> anyhow::Result<u16> {
    let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).context("finding a free port")?;
    Ok(listener.local_addr()?.port())
}

/// SIGKILL to every process of the group `pgid` (chromedriver and the browsers it started).
fn kill_group(pgid: u32) {
    let Ok(pgid) = libc::pid_t::try_from(pgid) else {
        return;
    };
    // SAFETY: kill(2) takes plain integers and touches no memory of ours; a group already gone
    // only gives ESRCH.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}
