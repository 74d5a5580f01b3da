//! A real browser as the page source: Chromium driven over WebDriver (fantoccini talking to a
//! chromedriver the worker supervises). The marketplace's bot manager lets a real browser through
//! far more often than a plain HTTP client (MARKETPLACE.md "Blocking"), so this is the source that
//! matters in production; [`super::source::HttpSource`] stays for tests and light use.
//!
//! Rules it keeps:
//! - WebDriver reports no HTTP status, so every page that loaded is reported as 200 and the parser
//!   judges the body (an `Access Denied` title, a challenge, a maintenance notice are all block
//!   signs there). Only a page that never arrived is an error: Chrome's own error page (a refused
//!   or dropped connection) is [`FetchError::Connection`], a load past the timeout
//!   [`FetchError::Timeout`].
//! - A small pool of browser sessions, created on first need and reused (a new session costs a
//!   browser start, about 0.7 s). A session that failed in a way that may have broken it is closed
//!   and a fresh one made on the next fetch. Each session has its own profile folder under the temp
//!   dir, removed when the session ends, so sessions share no cookies and leave nothing behind.

use std::{
    path::{Path, PathBuf},
    sync::Mutex,
    time::Duration,
};

use fantoccini::{Client, ClientBuilder, error::CmdError};
use serde_json::json;
use tokio::sync::Semaphore;

use super::source::{FetchError, Fetched, PageSource};

/// Pages read by Chromium over WebDriver. Call [`WebDriverSource::close`] before dropping it, so
/// the idle browsers end now rather than when chromedriver does.
pub struct WebDriverSource {
    webdriver_url: String,
    chromium: PathBuf,
    proxy: Option<String>,
    timeout: Duration,
    /// One permit per session that may exist at once.
    permits: Semaphore,
    idle: Mutex<Vec<Session>>,
}

impl WebDriverSource {
    /// A source using the chromedriver at `webdriver_url` (e.g. `http://127.0.0.1:9515`) to run the
    /// browser at `chromium`, through `proxy` (`--proxy-server`, e.g. `http://10.0.0.2:3128`) when
    /// given. A page not loaded within `timeout` is a [`FetchError::Timeout`]. At most `sessions`
    /// browsers run at once (at least one); more concurrent fetches wait for a free one.
    pub fn new(
        webdriver_url: impl Into<String>,
        chromium: impl Into<PathBuf>,
        proxy: Option<String>,
        timeout: Duration,
        sessions: usize,
    ) -> Self {
        Self {
            webdriver_url: webdriver_url.into(),
            chromium: chromium.into(),
            proxy,
            timeout,
            permits: Semaphore::new(sessions.max(1)),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Ends every idle session (its browser exits, its profile folder goes). Sessions in use at
    /// that moment go back to the pool and end with chromedriver.
    pub async fn close(&self) {
        let sessions = std::mem::take(&mut *self.idle.lock().expect("pool lock"));
        for session in sessions {
            session.close().await;
        }
    }

    /// Idle sessions in the pool (for tests and logs).
    pub fn idle_sessions(&self) -> usize {
        self.idle.lock().expect("pool lock").len()
    }

    /// Starts a browser session with its own fresh profile.
    async fn open(&self) -> Result<Session, FetchError> {
        crate::telemetry::install_crypto_provider();
        let profile = Profile::create()?;
        let capabilities = capabilities(
            &self.chromium,
            &profile.0,
            self.proxy.as_deref(),
            self.timeout,
        );
        // fantoccini's own rustls connector, made here on ring (Cargo.toml says why).
        let connector = hyper_rustls::HttpsConnectorBuilder::new()
            .with_native_roots()
            .map_err(|e| FetchError::Connection(format!("webdriver tls: {e}")))?
            .https_or_http()
            .enable_http1()
            .build();
        let client = ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&self.webdriver_url)
            .await
            .map_err(|e| FetchError::Connection(format!("webdriver session: {e}")))?;
        tracing::debug!(profile = %profile.0.display(), "browser session started");
        Ok(Session { client, profile })
    }
}

impl PageSource for WebDriverSource {
    async fn fetch(&self, url: &str) -> Result<Fetched, FetchError> {
        let _permit = self
            .permits
            .acquire()
            .await
            .expect("the semaphore is never closed");
        let idle = self.idle.lock().expect("pool lock").pop();
        let session = match idle {
            Some(session) => session,
            None => self.open().await?,
        };
        // The page-load timeout is in the session's capabilities; this outer one also covers a
        // chromedriver that stopped answering.
        let loaded = tokio::time::timeout(self.timeout + GRACE, load(&session.client, url)).await;
        let (result, keep) = match loaded {
            Ok(Ok(fetched)) => (Ok(fetched), true),
            Ok(Err(Failure::Page(e))) => (Err(e), true),
            Ok(Err(Failure::Session(e))) => (Err(e), false),
            Err(_) => (Err(FetchError::Timeout), false),
        };
        if keep {
            self.idle.lock().expect("pool lock").push(session);
        } else {
            tracing::debug!(url, error = ?result.as_ref().err(), "browser session replaced");
            session.close().await;
        }
        result
    }
}

/// Time past the page timeout allowed for the commands around the load.
const GRACE: Duration = Duration::from_secs(5);

/// Why a load failed, and whether the session is still good.
enum Failure {
    /// The page did not arrive, the session is fine (Chrome shows its error page).
    Page(FetchError),
    /// The session may be broken (timed out mid-load, chromedriver gone): replace it.
    Session(FetchError),
}

/// Navigates and waits for the load event (WebDriver's `goto` returns after it), then reads the
/// address the browser ended on and the page as it stands.
async fn load(client: &Client, url: &str) -> Result<Fetched, Failure> {
    if let Err(e) = client.goto(url).await {
        return Err(classify(e));
    }
    let final_url = client.current_url().await.map_err(classify)?;
    let body = client.source().await.map_err(classify)?;
    if final_url.scheme() == "chrome-error" || is_net_error_page(&body) {
        return Err(Failure::Page(FetchError::Connection(format!(
            "browser error page ({}) for {url}",
            net_error_code(&body).unwrap_or("unknown")
        ))));
    }
    Ok(Fetched {
        status: 200,
        final_url: final_url.to_string(),
        body,
    })
}

fn classify(e: CmdError) -> Failure {
    match &e {
        CmdError::Standard(w) if e.is_timeout() => {
            tracing::debug!(message = %w.message, "page load timed out");
            Failure::Session(FetchError::Timeout)
        }
        // chromedriver reports a failed navigation as an error such as `net::ERR_CONNECTION_REFUSED`.
        CmdError::Standard(w) if w.message.contains("net::ERR_") => {
            Failure::Page(FetchError::Connection(w.message.to_string()))
        }
        _ => Failure::Session(FetchError::Connection(format!("webdriver: {e}"))),
    }
}

/// Chrome's network-error page. After a refused or dropped connection chromedriver's `goto`
/// succeeds and the current address stays the one asked for; only the page tells.
fn is_net_error_page(body: &str) -> bool {
    body.len() < 400_000
        && (body.contains("id=\"main-frame-error\"") || body.contains("<body class=\"neterror"))
}

/// The `ERR_…` code Chrome's error page shows (from its `loadTimeData`), for the log.
fn net_error_code(body: &str) -> Option<&str> {
    const KEY: &str = "\"errorCode\":\"";
    let start = body.find(KEY)? + KEY.len();
    let len = body[start..].find('"')?;
    Some(&body[start..start + len]).filter(|code| code.starts_with("ERR_"))
}

/// Capabilities of one session: the chrome flags of STACK.md §5, this session's profile, the
/// proxy, and the page-load timeout.
fn capabilities(
    chromium: &Path,
    profile: &Path,
    proxy: Option<&str>,
    timeout: Duration,
) -> serde_json::Map<String, serde_json::Value> {
    let mut args: Vec<String> = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        // Without these three Chromium keeps calling Google hosts, which the network refuses.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--window-size=1280,900",
    ]
    .map(String::from)
    .into();
    args.push(format!("--user-data-dir={}", profile.display()));
    if let Some(proxy) = proxy {
        args.push(format!("--proxy-server={proxy}"));
    }
    let timeout_ms = timeout.as_millis() as u64;
    match json!({
        "browserName": "chrome",
        "goog:chromeOptions": { "binary": chromium, "args": args },
        "timeouts": { "pageLoad": timeout_ms, "script": timeout_ms },
    }) {
        serde_json::Value::Object(map) => map,
        _ => unreachable!("an object literal"),
    }
}

/// One browser and its profile folder.
struct Session {
    client: Client,
    profile: Profile,
}

impl Session {
    /// Ends the browser (chromedriver quits it), then removes the profile (on drop).
    async fn close(self) {
        let closed = tokio::time::timeout(Duration::from_secs(5), self.client.close()).await;
        if !matches!(closed, Ok(Ok(()))) {
            // chromedriver restarted or hung: its supervisor ends the orphaned browser.
            tracing::debug!(profile = %self.profile.0.display(), "browser session not closed cleanly");
        }
    }
}

/// A session's own `--user-data-dir`, removed when dropped.
struct Profile(PathBuf);

impl Profile {
    fn create() -> Result<Self, FetchError> {
        let dir = std::env::temp_dir().join(format!(
            "simple-slot-chrome-{}",
            uuid::Uuid::new_v4().simple()
        ));
        std::fs::create_dir_all(&dir).map_err(|e| {
            FetchError::Connection(format!("browser profile {}: {e}", dir.display()))
        })?;
        Ok(Self(dir))
    }
}

impl Drop for Profile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0); // best effort: the temp dir is cleaned anyway
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_session_gets_its_profile_the_proxy_and_the_quiet_flags() {
        let caps = capabilities(
            Path::new("/usr/bin/chromium"),
            Path::new("/tmp/p1"),
            Some("http://10.0.0.2:3128"),
            Duration::from_secs(20),
        );
        let args: Vec<&str> = caps["goog:chromeOptions"]["args"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        for flag in [
            "--headless",
            "--no-sandbox",
            "--disable-background-networking",
            "--user-data-dir=/tmp/p1",
            "--proxy-server=http://10.0.0.2:3128",
        ] {
            assert!(args.contains(&flag), "{flag} in {args:?}");
        }
        assert_eq!(caps["goog:chromeOptions"]["binary"], "/usr/bin/chromium");
        assert_eq!(caps["timeouts"]["pageLoad"], 20_000);
    }

    #[test]
    fn without_a_proxy_there_is_no_proxy_flag() {
        let caps = capabilities(
            Path::new("/usr/bin/chromium"),
            Path::new("/tmp/p1"),
            None,
            Duration::from_secs(20),
        );
        let args = caps["goog:chromeOptions"]["args"].to_string();
        assert!(!args.contains("--proxy-server"), "{args}");
    }

    #[test]
    fn chromes_error_page_is_told_apart_from_a_marketplace_page() {
        let error_page = r#"<html><body class="neterror" id="t"><div id="main-frame-error" class="interstitial-wrapper"><div class="error-code">ERR_EMPTY_RESPONSE</div></div><script>// net::ERR_INTERNET_DISCONNECTED is an offline error
var loadTimeDataRaw = {"details":"Details","errorCode":"ERR_EMPTY_RESPONSE"};</script></body></html>"#;
        assert!(is_net_error_page(error_page));
        assert_eq!(net_error_code(error_page), Some("ERR_EMPTY_RESPONSE"));
        let results = r#"<html><body><ul id="product-list"></ul></body></html>"#;
        assert!(!is_net_error_page(results));
    }

    #[test]
    fn a_profile_folder_is_removed_when_its_session_ends() {
        let profile = Profile::create().unwrap();
        let dir = profile.0.clone();
        assert!(dir.is_dir());
        drop(profile);
        assert!(!dir.exists());
    }
}
