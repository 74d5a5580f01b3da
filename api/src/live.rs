//! Live events: one `LISTEN` per api process on the events channel, fanned out to every browser
//! connected to `/api/ws`, and the settings cache that answers the maintenance gate without a
//! query per request.

use std::{
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use common::{
    AppError, events,
    settings::{self, Settings},
};
use sqlx::{PgPool, postgres::PgListener};
use tokio::sync::broadcast;

/// How long a cached copy of the settings is trusted even if no event arrives (the listener may
/// be reconnecting).
const SETTINGS_TTL: Duration = Duration::from_secs(2);

/// Events for the browsers connected to this process, and the settings as last read.
#[derive(Clone)]
pub struct LiveHub {
    sender: broadcast::Sender<String>,
    settings: Arc<RwLock<Option<(Instant, Settings)>>>,
}

impl LiveHub {
    /// A hub listening on `db`'s events channel (a background task, reconnecting as needed).
    pub fn start(db: PgPool) -> Self {
        let (sender, _) = broadcast::channel(256);
        let hub = Self {
            sender,
            settings: Arc::default(),
        };
        tokio::spawn(hub.clone().listen(db));
        hub
    }

    /// Payloads from now on, for one browser.
    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.sender.subscribe()
    }

    /// The current settings (cached for [`SETTINGS_TTL`], dropped on a settings event).
    pub async fn settings(&self, db: &PgPool) -> Result<Settings, AppError> {
        if let Some((at, cached)) = self.settings.read().ok().and_then(|c| c.clone())
            && at.elapsed() < SETTINGS_TTL
        {
            return Ok(cached);
        }
        let fresh = settings::load(db).await?;
        if let Ok(mut cache) = self.settings.write() {
            *cache = Some((Instant::now(), fresh.clone()));
        }
        Ok(fresh)
    }

    /// Drops the cached settings (this process just changed them).
    pub fn forget_settings(&self) {
        if let Ok(mut cache) = self.settings.write() {
            *cache = None;
        }
    }

    async fn listen(self, db: PgPool) {
        loop {
            match PgListener::connect_with(&db).await {
                Ok(mut listener) => {
                    if let Err(error) = listener.listen(events::CHANNEL).await {
                        tracing::warn!(%error, "could not listen for events");
                    } else {
                        // recv reconnects by itself; it errs only when it cannot.
                        while let Ok(notification) = listener.recv().await {
                            self.dispatch(notification.payload());
                        }
                    }
                }
                Err(error) => tracing::warn!(%error, "could not connect to listen for events"),
            }
            self.forget_settings();
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
    }

    fn dispatch(&self, payload: &str) {
        if payload.contains("\"settingsChanged\"") {
            self.forget_settings();
        }
        // No receivers is fine: no browser is connected.
        let _ = self.sender.send(payload.to_owned());
    }
}
