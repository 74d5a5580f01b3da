//! `/api/settings` and `/api/settings/bulk`: developers read and change the system settings
//! (spec part 2 §3, §7). The public subset is `/api/settings/public` (routes::system).

use common::{
    actor::Actor,
    settings::{self, SettingChange},
};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{Call, CallWith},
    reply::{ApiResult, ok},
    state::AppState,
    views::settings::SettingsView,
};

router! {
    all_settings, update_setting, update_settings,
}

/// Every setting, grouped by category (developers).
#[utoipa::path(get, path = "/api/settings", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = SettingsView), (status = 403)))]
async fn all_settings(Call(app, actor): Call) -> ApiResult<SettingsView> {
    ok(settings::read_all(&app.db, &actor).await?.into())
}

/// Changes one setting (developers); answers every setting as they now are.
#[utoipa::path(put, path = "/api/settings", tag = "settings", security(("bearer" = [])), request_body = SettingChange,
    responses((status = 200, body = SettingsView), (status = 400, description = "an unknown key, or a value its rule refuses (the message names the setting)"), (status = 403)))]
async fn update_setting(
    CallWith(app, actor, change): CallWith<SettingChange>,
) -> ApiResult<SettingsView> {
    save(&app, &actor, vec![change]).await
}

#[derive(Deserialize, ToSchema)]
pub struct SettingChanges {
    /// The changes, applied together or not at all.
    #[schema(min_items = 1)]
    pub settings: Vec<SettingChange>,
}

/// Changes several settings in one transaction (developers; a settings tab saves with it).
#[utoipa::path(put, path = "/api/settings/bulk", tag = "settings", security(("bearer" = [])), request_body = SettingChanges,
    responses((status = 200, body = SettingsView), (status = 400, description = "an unknown key, or a value its rule refuses (the message names the setting)"), (status = 403)))]
async fn update_settings(
    CallWith(app, actor, body): CallWith<SettingChanges>,
) -> ApiResult<SettingsView> {
    save(&app, &actor, body.settings).await
}

/// Saves `changes` together and drops this process's cached settings, so its next request reads
/// them (other processes drop theirs on the settings event).
async fn save(
    app: &AppState,
    actor: &Actor,
    changes: Vec<SettingChange>,
) -> ApiResult<SettingsView> {
    let saved = settings::update_many(&app.db, actor, changes).await?;
    app.settings.forget();
    ok(saved.into())
}
