//! The HTTP server: the marketplace's routes (search pages, product pages, thumbnails) and the
//! simulator's own control routes under `/__` (config, stats, ground truth, health).
//!
//! State shared by all requests lives in [`SimState`]: the running [`SimConfig`] behind a lock
//! that is never held across an `.await`, atomic counters, the request cap, and an index from
//! product-id prefix to the keywords searched, so product pages can be found again.

mod control;
mod naver;
mod product;
mod search;
mod stats;
mod throttle;

use std::{
    collections::HashMap,
    io,
    net::SocketAddr,
    sync::{
        Arc, Mutex, PoisonError, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use axum::{
    Json, Router,
    extract::Request,
    http::{HeaderMap, StatusCode, header},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use tokio::{net::TcpListener, sync::oneshot, task::JoinHandle};

use crate::{
    catalog,
    config::{ConfigError, ConfigPatch, SimConfig},
    fault::FaultKind,
};

pub use stats::{Stats, StatsSnapshot};
pub use throttle::Throttle;

/// Keywords remembered for product pages before the index starts again.
const MAX_REMEMBERED_KEYWORDS: usize = 100_000;

/// Everything the handlers share.
#[derive(Debug)]
pub struct SimState {
    config: RwLock<SimConfig>,
    stats: Stats,
    /// Search requests since the fault was last set: picks which ones are struck.
    fault_sequence: AtomicU64,
    throttle: Throttle,
    /// Product-id prefix → keywords searched with it (see [`catalog::id_prefix`]).
    keywords: Mutex<HashMap<u64, Vec<String>>>,
    /// The Naver API's keys: calls, quota and rate per key.
    naver: crate::naver::keys::Ledger,
}

impl SimState {
    /// Fresh state running `config`.
    pub fn new(config: SimConfig) -> Arc<Self> {
        Arc::new(Self {
            config: RwLock::new(config),
            stats: Stats::default(),
            fault_sequence: AtomicU64::new(0),
            throttle: Throttle::default(),
            keywords: Mutex::new(HashMap::new()),
            naver: crate::naver::keys::Ledger::default(),
        })
    }

    /// The configuration now.
    pub fn config(&self) -> SimConfig {
        self.config
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Applies a change; setting a fault restarts the fault sequence.
    pub fn update(&self, patch: ConfigPatch) -> Result<SimConfig, ConfigError> {
        let restart_faults = patch.fault.is_some();
        let mut config = self.config.write().unwrap_or_else(PoisonError::into_inner);
        config.apply(patch)?;
        if restart_faults {
            self.fault_sequence.store(0, Ordering::SeqCst);
        }
        Ok(config.clone())
    }

    /// The request counters now.
    pub fn stats(&self) -> StatsSnapshot {
        self.stats.snapshot()
    }

    /// Sets the request counters back to 0 (the Naver keys' too: a new day of quota).
    pub fn reset_stats(&self) {
        self.stats.reset();
        self.naver.reset();
    }

    /// The Naver API's counters per key now.
    pub fn naver_stats(&self) -> crate::naver::keys::NaverStats {
        self.naver.stats()
    }

    /// The fault this search request gets, if the configured fault strikes it.
    fn next_fault(&self, config: &SimConfig) -> Option<FaultKind> {
        if config.fault.kind == FaultKind::None {
            return None;
        }
        let sequence = self.fault_sequence.fetch_add(1, Ordering::SeqCst);
        config.fault.strikes(sequence).then_some(config.fault.kind)
    }

    /// Remembers a searched keyword so its products' pages can be served.
    fn remember(&self, keyword: &str, seed: u64) {
        let prefix = catalog::id_prefix(keyword, seed);
        let mut index = self.keywords.lock().unwrap_or_else(PoisonError::into_inner);
        if index.len() >= MAX_REMEMBERED_KEYWORDS {
            index.clear();
        }
        let known = index.entry(prefix).or_default();
        if !known.iter().any(|k| k == keyword) {
            known.push(keyword.to_owned());
        }
    }

    /// Keywords that may own `product_id`.
    fn keywords_for(&self, product_id: i64) -> Vec<String> {
        self.keywords
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&catalog::prefix_of(product_id))
            .cloned()
            .unwrap_or_default()
    }
}

/// The simulator's router with fresh state.
pub fn app(config: SimConfig) -> Router {
    router(SimState::new(config))
}

/// The simulator's router over existing state (what [`spawn`] uses to keep a handle on it).
pub fn router(state: Arc<SimState>) -> Router {
    Router::new()
        .route("/np/search", get(search::search))
        .route("/vp/products/{product_id}", get(product::product_page))
        .route("/thumb/{file}", get(product::thumbnail))
        .route("/v1/search/shop.json", get(naver::shop))
        .route("/__stats/naver", get(naver::stats))
        .route("/__truth/naver", get(naver::truth))
        .route("/__health", get(control::health))
        .route(
            "/__config",
            get(control::get_config).post(control::set_config),
        )
        .route("/__stats", get(control::get_stats))
        .route("/__stats/reset", post(control::reset_stats))
        .route("/__truth", get(control::truth))
        .route("/__truth/keyword", get(control::truth_keyword))
        .route("/__truth/cards", get(control::truth_cards))
        .layer(middleware::from_fn(log_request))
        .with_state(state)
}

/// A simulator running in this process on `127.0.0.1` and a free port.
#[derive(Debug)]
pub struct SimHandle {
    state: Arc<SimState>,
    shutdown: Option<oneshot::Sender<()>>,
    task: JoinHandle<io::Result<()>>,
}

impl SimHandle {
    /// The running server's state: change its config or read its stats without HTTP.
    pub fn state(&self) -> &Arc<SimState> {
        &self.state
    }

    /// Stops the server: graceful for up to a second, then the task is aborted.
    pub async fn stop(mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(()); // the server may already be gone
        }
        let _ = tokio::time::timeout(Duration::from_secs(1), &mut self.task).await;
    }
}

impl Drop for SimHandle {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Starts a simulator on `127.0.0.1:0` (for other crates' tests): its address and a handle that
/// stops it when dropped.
pub async fn spawn(config: SimConfig) -> io::Result<(SocketAddr, SimHandle)> {
    let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
    let addr = listener.local_addr()?;
    let state = SimState::new(config);
    let (shutdown, stopped) = oneshot::channel::<()>();
    let app = router(state.clone());
    let task = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async {
                let _ = stopped.await; // a dropped sender stops the server too
            })
            .await
    });
    Ok((
        addr,
        SimHandle {
            state,
            shutdown: Some(shutdown),
            task,
        },
    ))
}

/// Why a request could not be answered.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// A missing or malformed parameter.
    #[error("{0}")]
    BadRequest(String),
    /// No such product (or file).
    #[error("not found")]
    NotFound,
}

impl IntoResponse for SimError {
    fn into_response(self) -> Response {
        let status = match self {
            SimError::BadRequest(_) => StatusCode::BAD_REQUEST,
            SimError::NotFound => StatusCode::NOT_FOUND,
        };
        (
            status,
            Json(serde_json::json!({ "error": self.to_string() })),
        )
            .into_response()
    }
}

impl From<ConfigError> for SimError {
    fn from(e: ConfigError) -> Self {
        SimError::BadRequest(e.to_string())
    }
}

/// Where the client reached us, for absolute image addresses.
fn host(headers: &HeaderMap) -> &str {
    headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("localhost")
}

/// An HTML response with the given status.
fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        body,
    )
        .into_response()
}

/// One debug line per request: method, path, status, time taken.
async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    tracing::debug!(
        %method,
        path,
        status = response.status().as_u16(),
        elapsed_ms = started.elapsed().as_millis() as u64,
        "request"
    );
    response
}
