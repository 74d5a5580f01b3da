//! System settings (spec part 2 §3) with the spec's defaults (part 2 §9). A stored row overrides
//! its key's default; a key without a row, or with a value of the wrong shape, keeps the default.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgPool};

use crate::{db, error::AppError};

pub use crate::values::settings::{CashChargeMode, Layout, OperationMode, Theme};

mod features;
mod rules;
mod update;

pub use features::{Feature, require_feature};
pub use rules::{Category, DEFINITIONS, Definition};
pub use update::{SettingChange, read_all, update, update_many};

/// Every setting. Stored flat (one row per key); each key belongs to the group it is declared in,
/// which is its category (spec part 2 §3).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Settings {
    #[serde(flatten)]
    pub business: BusinessSettings,
    #[serde(flatten)]
    pub feature: FeatureSettings,
    #[serde(flatten)]
    pub theme: ThemeSettings,
}

/// The business tab.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct BusinessSettings {
    pub site_name: String,
    pub site_title: String,
    pub logo_url: String,
    pub use_cash_system: bool,
    pub cash_charge_mode: CashChargeMode,
    pub default_slot_price: i64,
    pub min_cash_charge: i64,
    pub max_cash_charge: i64,
    /// A slot an advertiser registers is approved at once at the default price.
    pub slot_auto_approval: bool,
    /// A charge request is approved as it is made.
    pub cash_auto_approval: bool,
    pub max_slots_per_user: i64,
    /// Advertisers see the maintenance page; their calls answer 503.
    pub maintenance_mode: bool,
    pub registration_enabled: bool,
    pub slot_operation_mode: OperationMode,
    /// The default count of the pre-allocation forms.
    pub default_slot_allocation: i64,
}

/// The feature tab.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FeatureSettings {
    pub chat_enabled: bool,
    pub chat_max_messages: i64,
    pub chat_sound_enabled: bool,
    /// Per-theme chat switches (spec part 2 §3 "Chat config"): chat shows where both this and
    /// `chatEnabled` are on.
    pub chat_enabled_simple: bool,
    pub chat_enabled_modern: bool,
    pub chat_enabled_luxury: bool,
    /// Sent for the advertiser outside business hours (blank: no auto reply).
    pub chat_auto_reply: String,
    /// Business hours in Korea, weekdays from this hour up to (not including) the end hour.
    pub chat_business_start: i64,
    pub chat_business_end: i64,
    pub notification_enabled: bool,
    pub notification_sound: bool,
    pub notification_auto_read: bool,
    /// Milliseconds a toast stays.
    pub notification_duration: i64,
    pub feature_cash_history: bool,
    pub feature_ranking: bool,
    /// The advertiser's own slot screen (`/slots`) and its calls.
    pub feature_slot_management: bool,
}

/// The theme tab.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ThemeSettings {
    pub global_theme: Theme,
    pub global_layout: Layout,
}

impl Default for BusinessSettings {
    fn default() -> Self {
        Self {
            site_name: "Simple Slot".into(),
            site_title: "광고 슬롯 관리 시스템".into(),
            logo_url: String::new(),
            use_cash_system: true,
            cash_charge_mode: CashChargeMode::Modal,
            default_slot_price: 50_000,
            min_cash_charge: 10_000,
            max_cash_charge: 1_000_000,
            slot_auto_approval: false,
            cash_auto_approval: false,
            max_slots_per_user: 100,
            maintenance_mode: false,
            registration_enabled: true,
            slot_operation_mode: OperationMode::Normal,
            default_slot_allocation: 10,
        }
    }
}

impl Default for ThemeSettings {
    fn default() -> Self {
        Self {
            global_theme: Theme::Simple,
            global_layout: Layout::Classic,
        }
    }
}

impl Default for FeatureSettings {
    fn default() -> Self {
        Self {
            chat_enabled: false,
            chat_max_messages: 100,
            chat_sound_enabled: true,
            chat_enabled_simple: true,
            chat_enabled_modern: true,
            chat_enabled_luxury: true,
            chat_auto_reply: String::new(),
            chat_business_start: 9,
            chat_business_end: 18,
            notification_enabled: true,
            notification_sound: true,
            notification_auto_read: false,
            notification_duration: 5000,
            feature_cash_history: true,
            feature_ranking: true,
            feature_slot_management: true,
        }
    }
}

impl Settings {
    /// A fingerprint of the values (16 hex digits of their SHA-256): the same values give the same
    /// version in every process, so a browser compares it with the event's without asking. A
    /// fingerprint rather than a counter: equal means the same values, whatever order changes
    /// committed in.
    pub fn version(&self) -> String {
        // Serialising a struct of strings, numbers and flags cannot fail.
        let bytes = serde_json::to_vec(self).unwrap_or_default();
        Sha256::digest(&bytes)[..8]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }
}

/// The current settings.
pub async fn load(db: &PgPool) -> Result<Settings, AppError> {
    let mut conn = db.acquire().await?;
    load_in(&mut conn).await
}

/// The current settings, read on `conn` (a transaction that changes them, a request's connection).
pub async fn load_in(conn: &mut PgConnection) -> Result<Settings, AppError> {
    let rows = db::settings::list_all(conn).await?;
    let mut merged = serde_json::to_value(Settings::default()).map_err(anyhow::Error::from)?;
    // Every stored value of the right shape, the usual case: one parse, not one per row (this
    // runs for every registration group and every cache miss).
    let mut all = merged.clone();
    for row in &rows {
        all[row.key.as_str()] = row.value.clone();
    }
    if let Ok(settings) = serde_json::from_value(all) {
        return Ok(settings);
    }
    for row in rows {
        let mut candidate = merged.clone();
        candidate[row.key.as_str()] = row.value;
        if serde_json::from_value::<Settings>(candidate.clone()).is_ok() {
            merged = candidate;
        } else {
            tracing::warn!(
                key = row.key,
                "stored setting has the wrong shape; using the default"
            );
        }
    }
    Ok(serde_json::from_value(merged).map_err(anyhow::Error::from)?)
}

/// The operation mode in force now.
pub async fn operation_mode(db: &PgPool) -> Result<OperationMode, AppError> {
    Ok(load(db).await?.business.slot_operation_mode)
}

/// What every visitor may read, signed in or not: the login page needs the site name and whether
/// sign-up is open, every screen the look and the menu flags, the forms their defaults and limits.
/// Nothing in the settings is secret, so it is all of them, with the marketplace domain.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSettings {
    #[serde(flatten)]
    pub settings: Settings,
    /// Which values these are ([`Settings::version`]): a `settingsChanged` event names the version
    /// after the change, and a browser already on it reloads nothing. (Its default is the
    /// defaults' version, for the web's generated defaults.)
    #[schema(default = json!(Settings::default().version()))]
    pub version: String,
    /// Slot URLs must be product pages on this domain (configuration, not a setting).
    #[schema(default = json!(crate::config::DEFAULT_MARKETPLACE_DOMAIN))]
    pub marketplace_domain: String,
}

impl PublicSettings {
    /// The settings with the configured marketplace domain.
    pub fn new(s: Settings, marketplace_domain: &str) -> Self {
        Self {
            version: s.version(),
            settings: s,
            marketplace_domain: marketplace_domain.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The defaults are the spec's (part 1 §9, part 2 §9); the web reads them from the contract.
    #[test]
    fn the_defaults_are_the_specs() {
        let value = serde_json::to_value(PublicSettings::new(Settings::default(), "coupang.com"))
            .expect("serialisable");
        let expected = serde_json::json!({
            "siteName": "Simple Slot", "siteTitle": "광고 슬롯 관리 시스템", "logoUrl": "",
            "globalTheme": "simple", "globalLayout": "classic", "useCashSystem": true,
            "registrationEnabled": true, "chatEnabled": false, "cashChargeMode": "modal",
            "slotOperationMode": "normal", "maintenanceMode": false, "minCashCharge": 10000,
            "maxCashCharge": 1000000, "featureSlotManagement": true, "featureCashHistory": true,
            "featureRanking": true, "defaultSlotPrice": 50000, "defaultSlotAllocation": 10,
            "maxSlotsPerUser": 100, "chatMaxMessages": 100, "chatSoundEnabled": true,
            "chatEnabledSimple": true, "chatEnabledModern": true, "chatEnabledLuxury": true,
            "chatAutoReply": "", "chatBusinessStart": 9, "chatBusinessEnd": 18,
            "notificationEnabled": true, "notificationSound": true, "notificationAutoRead": false,
            "notificationDuration": 5000, "slotAutoApproval": false, "cashAutoApproval": false,
            "marketplaceDomain": "coupang.com", "version": Settings::default().version(),
        });
        assert_eq!(value, expected);
    }

    /// Equal values give equal versions (in any process); any change gives another.
    #[test]
    fn the_version_follows_the_values() {
        let defaults = Settings::default();
        assert_eq!(defaults.version(), Settings::default().version());
        assert_eq!(defaults.version().len(), 16);
        let mut renamed = Settings::default();
        renamed.business.site_name = "다른 이름".into();
        assert_ne!(renamed.version(), defaults.version());
        renamed.business.site_name = defaults.business.site_name.clone();
        assert_eq!(renamed.version(), defaults.version());
    }
}
