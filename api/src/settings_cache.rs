//! The settings as this process last read them, so the maintenance gate and the feature flags
//! (`AuthUser`, `SlotCaller`) cost no query per request. A copy is trusted for [`TTL`]; a settings
//! event (`LiveHub`) or this process's own change drops it at once, so another process's change
//! shows within the TTL even while the event listener reconnects.

use std::{
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use common::{
    AppError,
    settings::{self, Settings},
};
use sqlx::{PgConnection, PgPool};

/// How long a cached copy is trusted even if no event arrives (the listener may be reconnecting).
const TTL: Duration = Duration::from_secs(2);

/// The cached settings, shared by every handler and the event listener of this process.
#[derive(Clone, Default)]
pub struct SettingsCache {
    cached: Arc<RwLock<Option<(Instant, Settings)>>>,
}

impl SettingsCache {
    /// The current settings, read on a pooled connection when the copy is stale.
    pub async fn get(&self, db: &PgPool) -> Result<Settings, AppError> {
        match self.fresh() {
            Some(cached) => Ok(cached),
            None => self.reload(&mut *db.acquire().await?).await,
        }
    }

    /// [`Self::get`], read on a request's own connection when the copy is stale.
    pub async fn get_on(&self, conn: &mut PgConnection) -> Result<Settings, AppError> {
        match self.fresh() {
            Some(cached) => Ok(cached),
            None => self.reload(conn).await,
        }
    }

    /// Drops the copy (the settings changed, or events may have been missed).
    pub fn forget(&self) {
        if let Ok(mut cache) = self.cached.write() {
            *cache = None;
        }
    }

    fn fresh(&self) -> Option<Settings> {
        let (at, cached) = self.cached.read().ok()?.clone()?;
        (at.elapsed() < TTL).then_some(cached)
    }

    async fn reload(&self, conn: &mut PgConnection) -> Result<Settings, AppError> {
        let fresh = settings::load_in(conn).await?;
        if let Ok(mut cache) = self.cached.write() {
            *cache = Some((Instant::now(), fresh.clone()));
        }
        Ok(fresh)
    }
}
