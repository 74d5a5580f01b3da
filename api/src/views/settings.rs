//! System settings as the settings screen reads them: grouped by tab.

use common::settings::{BusinessSettings, FeatureSettings, Settings, ThemeSettings};
use serde::Serialize;
use utoipa::ToSchema;

/// `GET /api/settings`: every setting, grouped by category.
#[derive(Debug, Serialize, ToSchema)]
pub struct SettingsView {
    pub business: BusinessSettings,
    pub feature: FeatureSettings,
    pub theme: ThemeSettings,
}

impl From<Settings> for SettingsView {
    fn from(s: Settings) -> Self {
        Self {
            business: s.business,
            feature: s.feature,
            theme: s.theme,
        }
    }
}
