//! A developer changes settings: every value checked against its rule, all changes in one
//! transaction with an audit row each, and a `settingsChanged` event so open browsers reload.

use serde::Deserialize;
use serde_json::Value;
use sqlx::PgPool;

use super::{Category, Settings, load_in, rules};
use crate::{
    actor::Actor,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
    },
    error::AppError,
    events::{self, Event},
};

/// One change as a caller sends it (spec part 2 §7: key, value, category). Its OpenAPI schema is
/// one alternative per key, made from the rules table, so the document says what each key takes.
#[derive(Debug, Clone, Deserialize)]
pub struct SettingChange {
    /// A setting's key, e.g. `siteName`.
    pub key: String,
    pub value: Value,
    /// The key's tab; when given it must be the key's own (and not null).
    #[serde(default, deserialize_with = "given")]
    pub category: Option<Category>,
}

/// A field that may be left out but, when present, must hold a value.
fn given<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

impl utoipa::PartialSchema for SettingChange {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        let alternatives: Vec<Value> = rules::DEFINITIONS
            .iter()
            .map(|d| {
                serde_json::json!({
                    "type": "object",
                    "title": d.key,
                    "description": d.label,
                    "required": ["key", "value"],
                    "properties": {
                        "key": { "type": "string", "enum": [d.key] },
                        "value": d.value_schema(),
                        "category": { "type": "string", "enum": [d.category.as_str()] },
                    },
                })
            })
            .collect();
        let schema = serde_json::json!({ "oneOf": alternatives });
        // Built from constants above; a failure here is a bug caught by the OpenAPI tests.
        serde_json::from_value(schema).unwrap_or_default()
    }
}

impl utoipa::ToSchema for SettingChange {}

/// Every setting, for the settings screen (developers).
pub async fn read_all(db: &PgPool, actor: &Actor) -> Result<Settings, AppError> {
    // Only developers manage settings (the spec's refusal text names administrators).
    actor.require_developer_or(AppError::SettingsDeveloperOnly)?;
    super::load(db).await
}

/// Changes one setting.
pub async fn update(
    db: &PgPool,
    actor: &Actor,
    key: &str,
    value: Value,
) -> Result<Settings, AppError> {
    let change = SettingChange {
        key: key.to_owned(),
        value,
        category: None,
    };
    update_many(db, actor, vec![change]).await
}

/// Changes several settings at once: all of them or none.
pub async fn update_many(
    db: &PgPool,
    actor: &Actor,
    changes: Vec<SettingChange>,
) -> Result<Settings, AppError> {
    // Only developers manage settings (the spec's refusal text names administrators).
    actor.require_developer_or(AppError::SettingsDeveloperOnly)?;
    if changes.is_empty() {
        return Err(AppError::SettingsEmpty);
    }
    let mut parsed = Vec::with_capacity(changes.len());
    for change in &changes {
        let definition = rules::definition(&change.key)?;
        if change.category.is_some_and(|c| c != definition.category) {
            return Err(AppError::SettingCategoryWrong {
                label: definition.label,
                category: definition.category.as_str(),
            });
        }
        parsed.push((definition, definition.parse(&change.value)?));
    }

    let mut tx = db.begin().await?;
    // One writer at a time, so the rules between settings hold against the latest values.
    db::settings::lock(&mut tx).await?;
    let before = load_in(&mut tx).await?;
    let mut after = serde_json::to_value(&before).map_err(anyhow::Error::from)?;
    for (definition, value) in &parsed {
        after[definition.key] = value.clone();
    }
    let after: Settings = serde_json::from_value(after).map_err(anyhow::Error::from)?;
    rules::check_together(&after)?;

    let old = serde_json::to_value(&before).map_err(anyhow::Error::from)?;
    let mut changed = false;
    for (definition, value) in &parsed {
        if old[definition.key] == *value {
            continue;
        }
        changed = true;
        db::settings::upsert(
            &mut tx,
            definition.key,
            value,
            definition.category.as_str(),
            actor.user_id,
        )
        .await?;
        let detail = serde_json::json!({
            "key": definition.key,
            "category": definition.category.as_str(),
            "old": old[definition.key],
            "new": value,
        });
        db::audit_log::append(
            &mut tx,
            &AuditEntry {
                event: AuditEvent::SettingChanged,
                actor_id: Some(actor.user_id),
                target_user_id: None,
                login_id: None,
                client: &actor.client,
                detail,
            },
        )
        .await?;
    }
    if changed {
        let version = after.version();
        events::announce(&mut tx, &Event::SettingsChanged { version }).await?;
    }
    tx.commit().await?;
    Ok(after)
}
