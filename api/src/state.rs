//! What every handler shares.

use common::{
    accounts::{LockPolicy, auth::tokens::TokenKeys},
    config::Config,
};
use sqlx::PgPool;

/// The api's shared state: the request pool and what the session rules need.
#[derive(Clone)]
pub struct AppState {
    pub db: PgPool,
    pub keys: TokenKeys,
    pub lock_policy: LockPolicy,
    /// Slot URLs must be product pages on this marketplace domain.
    pub marketplace_domain: String,
}

impl AppState {
    pub fn new(db: PgPool, config: &Config) -> Self {
        Self {
            db,
            keys: TokenKeys::new(config),
            lock_policy: LockPolicy::from_config(config),
            marketplace_domain: config.marketplace_domain.clone(),
        }
    }
}
