//! What every handler shares.

use common::{
    accounts::{LockPolicy, auth::tokens::TokenKeys},
    config::Config,
};
use sqlx::PgPool;

use crate::{live::LiveHub, settings_cache::SettingsCache};

/// The api's shared state: the request pool and what the session rules need.
#[derive(Clone)]
pub struct AppState {
    pub db: PgPool,
    /// The same database, on sessions that keep plans (`db::keeping_plans`): the slot list.
    pub kept_plans: PgPool,
    /// The same database, on sessions that run every statement on its generic plan
    /// (`db::generic_plans`): the market views.
    pub generic_plans: PgPool,
    pub keys: TokenKeys,
    pub lock_policy: LockPolicy,
    /// Slot URLs must be product pages on this marketplace domain.
    pub marketplace_domain: String,
    /// Events for connected browsers.
    pub live: LiveHub,
    /// The settings as last read (the maintenance gate, the feature flags).
    pub settings: SettingsCache,
    /// The security headers' policy (HSTS behind an https public URL).
    pub security: crate::security_headers::Policy,
    /// Whose `X-Forwarded-For` names the client.
    pub trusted_proxies: crate::client_address::TrustedProxies,
    /// Slot registrations waiting to be committed together, per advertiser.
    pub registrations: common::slots::grouped::Registrations,
    /// Where a generated first-developer password is kept until it is changed.
    pub first_password_file: std::path::PathBuf,
    /// Effect reports of more slots than this are made by a job (`REPORT_JOB_SLOTS`).
    pub report_job_slots: usize,
}

impl AppState {
    /// The state for `db`; starts listening for events (call inside the runtime).
    pub fn new(db: PgPool, config: &Config) -> Self {
        let settings = SettingsCache::default();
        Self {
            live: LiveHub::start(db.clone(), settings.clone()),
            settings,
            kept_plans: common::db::keeping_plans(&db, config.db_list_connections),
            generic_plans: common::db::generic_plans(&db, config.db_market_connections),
            db,
            keys: TokenKeys::new(config),
            lock_policy: LockPolicy::from_config(config),
            marketplace_domain: config.marketplace_domain.clone(),
            security: crate::security_headers::Policy::new(
                config.public_url.as_deref(),
                &config.crawl.base_url,
            ),
            trusted_proxies: crate::client_address::TrustedProxies(std::sync::Arc::new(
                config.trusted_proxies.clone(),
            )),
            registrations: Default::default(),
            first_password_file: common::accounts::first_developer::password_file(config),
            report_job_slots: config.report_job_slots,
        }
    }
}
