//! Live events: one `LISTEN` per api process on the events channel, turned into WebSocket messages
//! for the browsers connected to this process; a settings event drops this process's cached
//! settings (`settings_cache`).
//!
//! Events for everyone (settings changed) go to every socket as they are. Events that name rows
//! (a send, new notifications, a chat message) are resolved here with one query per event, for the
//! users connected to this process only, and each user's sockets get their rows. So any number of
//! api processes behind a load balancer each push to their own browsers. A chat message goes to
//! its room's advertiser and to every staff socket (one shared inbox); pushing it to a socket of the
//! other side marks it delivered.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use common::events::{self, Event};
use sqlx::{PgPool, postgres::PgListener};
use tokio::sync::{broadcast, mpsc};

use crate::{
    settings_cache::SettingsCache,
    views::{chat::ChatMessageView, live::ServerMessage, notifications::NotificationView},
};

type Outbox = mpsc::UnboundedSender<String>;

/// Signed-in sockets on this process, by user and socket, and which users are staff.
#[derive(Default)]
struct Recipients {
    by_user: HashMap<i64, HashMap<u64, Outbox>>,
    staff: std::collections::HashSet<i64>,
}

/// Events for the browsers connected to this process.
#[derive(Clone)]
pub struct LiveHub {
    public: broadcast::Sender<String>,
    recipients: Arc<Mutex<Recipients>>,
    next_socket: Arc<AtomicU64>,
    /// Dropped on a settings event, and whenever events may have been missed.
    settings: SettingsCache,
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
                recipients.staff.remove(&self.user_id);
            }
        }
    }
}

impl LiveHub {
    /// A hub listening on `db`'s events channel (a background task, reconnecting as needed), which
    /// drops `settings` when they change.
    pub fn start(db: PgPool, settings: SettingsCache) -> Self {
        let (public, _) = broadcast::channel(256);
        let hub = Self {
            public,
            recipients: Arc::default(),
            next_socket: Arc::default(),
            settings,
            db,
        };
        tokio::spawn(hub.clone().listen());
        hub
    }

    /// Public messages from now on, for one socket.
    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.public.subscribe()
    }

    /// Makes a socket a recipient of `user_id`'s messages (and, for staff, of the chat inbox's),
    /// which arrive on `outbox`.
    pub fn register(&self, user_id: i64, staff: bool, outbox: Outbox) -> Registration {
        let socket = self.next_socket.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut recipients) = self.recipients.lock() {
            recipients
                .by_user
                .entry(user_id)
                .or_default()
                .insert(socket, outbox);
            if staff {
                recipients.staff.insert(user_id);
            }
        }
        Registration {
            hub: self.clone(),
            user_id,
            socket,
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
            self.settings.forget();
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
            Event::SettingsChanged { version } => {
                self.settings.forget();
                // No receivers is fine: no browser is connected.
                let _ = self
                    .public
                    .send(ServerMessage::SettingsChanged { version }.to_text());
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
            Event::ChatMessage {
                room_id,
                message_id,
            } => {
                tokio::spawn(self.clone().push_chat_message(room_id, message_id));
            }
            Event::ChatRead {
                room_id,
                by_owner,
                up_to,
            } => {
                let text = ServerMessage::ChatRead {
                    room_id,
                    by_owner,
                    up_to,
                }
                .to_text();
                tokio::spawn(self.clone().send_to_room(room_id, text));
            }
            Event::ChatDelivered {
                room_id,
                message_id,
            } => {
                let text = ServerMessage::ChatDelivered {
                    room_id,
                    message_id,
                }
                .to_text();
                tokio::spawn(self.clone().send_to_room(room_id, text));
            }
        }
    }

    /// Pushes chat message `message_id` to its room's advertiser and every staff socket here; when
    /// a socket of the side that did not write it heard it, the message is delivered.
    async fn push_chat_message(self, room_id: i64, message_id: i64) {
        if self.connected_users().is_empty() {
            return;
        }
        let message = match self.db.acquire().await {
            Ok(mut conn) => common::chat::messages::find(&mut conn, message_id).await,
            Err(error) => Err(error.into()),
        };
        let message = match message {
            Ok(message) => message,
            Err(error) => {
                tracing::warn!(%error, room_id, message_id, "could not read a chat message to push");
                return;
            }
        };
        let owner = message.room_owner_id;
        let from_owner = message.from_owner;
        let text = ServerMessage::ChatMessage {
            message: Box::new(ChatMessageView::from(message)),
        }
        .to_text();
        let (owner_heard, staff_heard) = self.send_to_room_members(owner, &text);
        let other_side_heard = if from_owner { staff_heard } else { owner_heard };
        if other_side_heard
            && let Err(error) =
                common::chat::messages::mark_delivered(&self.db, room_id, message_id).await
        {
            tracing::warn!(%error, room_id, message_id, "could not mark a chat message delivered");
        }
    }

    /// Sends `text` to the sockets of room `room_id`'s advertiser and of every staff member here.
    async fn send_to_room(self, room_id: i64, text: String) {
        if self.connected_users().is_empty() {
            return;
        }
        match common::chat::rooms::owner_of(&self.db, room_id).await {
            Ok(Some(owner)) => {
                self.send_to_room_members(owner, &text);
            }
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, room_id, "could not read a chat room to push"),
        }
    }

    /// Sends `text` to `owner`'s sockets and every staff socket; answers whether any socket of the
    /// owner, and any of staff, got it.
    fn send_to_room_members(&self, owner: i64, text: &str) -> (bool, bool) {
        let Ok(recipients) = self.recipients.lock() else {
            return (false, false);
        };
        let mut heard = (false, false);
        for (user_id, sockets) in &recipients.by_user {
            let is_owner = *user_id == owner;
            let is_staff = recipients.staff.contains(user_id);
            if !is_owner && !is_staff {
                continue;
            }
            for outbox in sockets.values() {
                if outbox.send(text.to_owned()).is_ok() {
                    heard.0 |= is_owner;
                    heard.1 |= is_staff && !is_owner;
                }
            }
        }
        heard
    }

    /// Reads the rows of a send (or the rows `ids`) for the recipients connected here and pushes
    /// each to its recipient's sockets.
    async fn push_notifications(self, send_id: Option<i64>, ids: Vec<i64>) {
        let connected = self.connected_users();
        if connected.is_empty() {
            return;
        }
        match common::notifications::inbox::for_push(&self.db, send_id, &ids, &connected).await {
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
