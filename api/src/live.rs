//! Live events: one `LISTEN` per api process on the events channel, turned into WebSocket messages
//! for the browsers connected to this process, and the settings cache that answers the maintenance
//! gate without a query per request.
//!
//! Events for everyone (settings changed) go to every socket as they are. Events that name rows
//! (a send, new notifications) are resolved here with one query per event, for the recipients
//! connected to this process only, and each recipient's sockets get their rows. So any number of
//! api processes behind a load balancer each push to their own browsers.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use common::{
    AppError,
    events::{self, Event},
    settings::{self, Settings},
};
use sqlx::{PgPool, postgres::PgListener};
use tokio::sync::{broadcast, mpsc};

use crate::views::notifications::{NotificationView, ServerMessage};

/// How long a cached copy of the settings is trusted even if no event arrives (the listener may
/// be reconnecting).
const SETTINGS_TTL: Duration = Duration::from_secs(2);

type Outbox = mpsc::UnboundedSender<String>;

/// Sockets of signed-in advertisers on this process, by user and socket.
#[derive(Default)]
struct Recipients {
    by_user: HashMap<i64, HashMap<u64, Outbox>>,
}

/// Events for the browsers connected to this process, and the settings as last read.
#[derive(Clone)]
pub struct LiveHub {
    public: broadcast::Sender<String>,
    recipients: Arc<Mutex<Recipients>>,
    next_socket: Arc<AtomicU64>,
    settings: Arc<RwLock<Option<(Instant, Settings)>>>,
    db: PgPool,
}

/// A socket's place among the recipients; leaving it (drop) takes the socket out.
pub struct Registration {
    hub: LiveHub,
    user_id: i64,
    socket: u64,
}

impl Drop for Registration {
    fn drop(&mut self) {
        if let Ok(mut recipients) = self.hub.recipients.lock()
            && let Some(sockets) = recipients.by_user.get_mut(&self.user_id)
        {
            sockets.remove(&self.socket);
            if sockets.is_empty() {
                recipients.by_user.remove(&self.user_id);
            }
        }
    }
}

impl LiveHub {
    /// A hub listening on `db`'s events channel (a background task, reconnecting as needed).
    pub fn start(db: PgPool) -> Self {
        let (public, _) = broadcast::channel(256);
        let hub = Self {
            public,
            recipients: Arc::default(),
            next_socket: Arc::default(),
            settings: Arc::default(),
            db,
        };
        tokio::spawn(hub.clone().listen());
        hub
    }

    /// Public messages from now on, for one socket.
    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.public.subscribe()
    }

    /// Makes a socket a recipient of `user_id`'s messages, which arrive on `outbox`.
    pub fn register(&self, user_id: i64, outbox: Outbox) -> Registration {
        let socket = self.next_socket.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut recipients) = self.recipients.lock() {
            recipients
                .by_user
                .entry(user_id)
                .or_default()
                .insert(socket, outbox);
        }
        Registration {
            hub: self.clone(),
            user_id,
            socket,
        }
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

    async fn listen(self) {
        loop {
            match PgListener::connect_with(&self.db).await {
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
        let event: Event = match serde_json::from_str(payload) {
            Ok(event) => event,
            Err(error) => {
                tracing::warn!(%error, payload, "unknown event");
                return;
            }
        };
        match event {
            Event::SettingsChanged => {
                self.forget_settings();
                // No receivers is fine: no browser is connected.
                let _ = self.public.send(ServerMessage::SettingsChanged.to_text());
            }
            Event::NotificationsSent { send_id } => {
                tokio::spawn(self.clone().push_notifications(Some(send_id), Vec::new()));
            }
            Event::NotificationsCreated { ids } => {
                tokio::spawn(self.clone().push_notifications(None, ids));
            }
            Event::NotificationsChanged { user_id } => {
                self.send_to(user_id, &ServerMessage::NotificationsChanged.to_text());
            }
        }
    }

    /// Reads the rows of a send (or the rows `ids`) for the recipients connected here and pushes
    /// each to its recipient's sockets.
    async fn push_notifications(self, send_id: Option<i64>, ids: Vec<i64>) {
        let connected = self.connected_users();
        if connected.is_empty() {
            return;
        }
        let rows = match self.db.acquire().await {
            Ok(mut conn) => {
                common::db::notifications::for_push(&mut conn, send_id, &ids, &connected).await
            }
            Err(error) => Err(error.into()),
        };
        match rows {
            Ok(rows) => {
                for row in rows {
                    let user_id = row.user_id;
                    let message = ServerMessage::Notification {
                        notification: Box::new(NotificationView::from(row)),
                    };
                    self.send_to(user_id, &message.to_text());
                }
            }
            Err(error) => tracing::warn!(%error, ?send_id, "could not read notifications to push"),
        }
    }

    fn connected_users(&self) -> Vec<i64> {
        self.recipients
            .lock()
            .map(|r| r.by_user.keys().copied().collect())
            .unwrap_or_default()
    }

    fn send_to(&self, user_id: i64, text: &str) {
        if let Ok(recipients) = self.recipients.lock()
            && let Some(sockets) = recipients.by_user.get(&user_id)
        {
            for outbox in sockets.values() {
                // A closed socket is removed when its task ends.
                let _ = outbox.send(text.to_owned());
            }
        }
    }
}
