//! System settings (spec part 2 §3) with the spec's defaults (part 2 §9). A stored row overrides
//! its key's default; a key without a row, or with a value of the wrong shape, keeps the default.

use serde::{Deserialize, Serialize};
use sqlx::PgPool;

use crate::{actor::Actor, db, error::AppError, text_enum};

text_enum! {
    invalid: AppError::MalformedRequest;
    /// slotOperationMode: how slots come to be (spec part 2 §1). Older spellings are accepted and
    /// stored as the first.
    pub enum OperationMode {
        /// Advertisers register slots themselves and operators approve them.
        Normal = "normal",
        /// Operators issue empty slots that advertisers fill.
        PreAllocation = "pre-allocation" | "pre_allocation" | "preallocation" | "Pre-Allocation" | "PRE_ALLOCATION",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// cashChargeMode: the charge form in a modal or on its own page.
    pub enum CashChargeMode {
        Modal = "modal",
        Page = "page",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// globalTheme (spec part 2 §4).
    pub enum Theme {
        Simple = "simple",
        Modern = "modern",
        Luxury = "luxury",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// globalLayout (spec part 2 §4).
    pub enum Layout {
        Classic = "classic",
        Modern = "modern",
        Minimal = "minimal",
        Dashboard = "dashboard",
    }
}

/// Every setting, grouped as the settings screen groups them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    // business
    pub site_name: String,
    pub site_title: String,
    pub logo_url: String,
    pub use_cash_system: bool,
    pub cash_charge_mode: CashChargeMode,
    pub default_slot_price: i64,
    pub min_cash_charge: i64,
    pub max_cash_charge: i64,
    pub slot_auto_approval: bool,
    pub cash_auto_approval: bool,
    pub max_slots_per_user: i64,
    pub maintenance_mode: bool,
    pub registration_enabled: bool,
    pub slot_operation_mode: OperationMode,
    pub default_slot_allocation: i64,
    // feature
    pub chat_enabled: bool,
    pub chat_max_messages: i64,
    pub chat_sound_enabled: bool,
    pub notification_enabled: bool,
    pub notification_sound: bool,
    pub notification_auto_read: bool,
    pub notification_duration: i64,
    pub feature_cash_history: bool,
    pub feature_ranking: bool,
    pub feature_slot_management: bool,
    // theme
    pub global_theme: Theme,
    pub global_layout: Layout,
}

impl Default for Settings {
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
            chat_enabled: false,
            chat_max_messages: 100,
            chat_sound_enabled: true,
            notification_enabled: true,
            notification_sound: true,
            notification_auto_read: false,
            notification_duration: 5000,
            feature_cash_history: true,
            feature_ranking: true,
            feature_slot_management: true,
            global_theme: Theme::Simple,
            global_layout: Layout::Classic,
        }
    }
}

/// The category a key belongs to, or `None` for an unknown key.
pub fn category_of(key: &str) -> Option<&'static str> {
    const FEATURE: &[&str] = &[
        "chatEnabled",
        "chatMaxMessages",
        "chatSoundEnabled",
        "notificationEnabled",
        "notificationSound",
        "notificationAutoRead",
        "notificationDuration",
        "featureCashHistory",
        "featureRanking",
        "featureSlotManagement",
    ];
    const THEME: &[&str] = &["globalTheme", "globalLayout"];
    let known = serde_json::to_value(Settings::default()).ok()?;
    if !known.as_object()?.contains_key(key) {
        return None;
    }
    Some(if FEATURE.contains(&key) {
        "feature"
    } else if THEME.contains(&key) {
        "theme"
    } else {
        "business"
    })
}

/// The current settings.
pub async fn load(db: &PgPool) -> Result<Settings, AppError> {
    let rows = db::settings::list_all(db).await?;
    let mut merged = serde_json::to_value(Settings::default()).map_err(anyhow::Error::from)?;
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
    Ok(load(db).await?.slot_operation_mode)
}

/// A developer changes one setting.
pub async fn update(
    db: &PgPool,
    actor: &Actor,
    key: &str,
    value: serde_json::Value,
) -> Result<Settings, AppError> {
    actor.require_developer()?;
    let category = category_of(key).ok_or(AppError::MalformedRequest)?;
    let mut probe = serde_json::to_value(Settings::default()).map_err(anyhow::Error::from)?;
    probe[key] = value;
    let parsed: Settings = serde_json::from_value(probe).map_err(|_| AppError::MalformedRequest)?;
    // Stored as parsed, so a closed set's other spellings are saved in its one spelling.
    let value = serde_json::to_value(parsed).map_err(anyhow::Error::from)?[key].take();
    db::settings::upsert(db, key, &value, category, actor.user_id).await?;
    load(db).await
}

/// What every visitor may read, signed in or not (the login page needs the site name and whether
/// sign-up is open).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSettings {
    pub site_name: String,
    pub site_title: String,
    pub logo_url: String,
    pub registration_enabled: bool,
    pub use_cash_system: bool,
    pub cash_charge_mode: CashChargeMode,
    pub feature_cash_history: bool,
    pub feature_ranking: bool,
    pub chat_enabled: bool,
    pub notification_enabled: bool,
    pub global_theme: Theme,
    pub global_layout: Layout,
    pub slot_operation_mode: OperationMode,
    pub min_cash_charge: i64,
    pub max_cash_charge: i64,
    pub maintenance_mode: bool,
    /// Slot URLs must be product pages on this domain (configuration, not a setting).
    pub marketplace_domain: String,
}

impl PublicSettings {
    /// The public part of `s`, with the configured marketplace domain.
    pub fn new(s: Settings, marketplace_domain: &str) -> Self {
        Self {
            site_name: s.site_name,
            site_title: s.site_title,
            logo_url: s.logo_url,
            registration_enabled: s.registration_enabled,
            use_cash_system: s.use_cash_system,
            cash_charge_mode: s.cash_charge_mode,
            feature_cash_history: s.feature_cash_history,
            feature_ranking: s.feature_ranking,
            chat_enabled: s.chat_enabled,
            notification_enabled: s.notification_enabled,
            global_theme: s.global_theme,
            global_layout: s.global_layout,
            slot_operation_mode: s.slot_operation_mode,
            maintenance_mode: s.maintenance_mode,
            min_cash_charge: s.min_cash_charge,
            max_cash_charge: s.max_cash_charge,
            marketplace_domain: marketplace_domain.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_fall_into_the_spec_categories() {
        assert_eq!(category_of("registrationEnabled"), Some("business"));
        assert_eq!(category_of("chatEnabled"), Some("feature"));
        assert_eq!(category_of("globalLayout"), Some("theme"));
        assert_eq!(category_of("nope"), None);
    }
}
