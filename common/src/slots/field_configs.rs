//! The field configuration that decides which inputs the slot forms show (spec part 1 §3). Anyone
//! signed in reads it; only developers change it.

use serde::{Deserialize, Serialize};
use sqlx::{PgPool, types::Json};

use crate::{
    actor::Actor,
    db::{self, field_configs::FieldConfigRow},
    error::AppError,
    text,
};

pub use crate::values::slots::FieldType;

const HIDDEN_KEYS: &[&str] = &["url_product_id", "url_item_id", "url_vendor_item_id"];

/// A field as the settings screen sends it (`id` absent for a new one).
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FieldConfigInput {
    pub id: Option<i64>,
    #[serde(alias = "field_key")]
    #[schema(schema_with = key_schema)]
    pub field_key: String,
    #[schema(schema_with = label_schema)]
    pub label: String,
    // Optional here only so that a missing type is refused in Korean (`checked`), not by serde.
    #[serde(alias = "field_type")]
    #[schema(required, schema_with = field_type_schema)]
    pub field_type: Option<FieldType>,
    pub placeholder: Option<String>,
    pub description: Option<String>,
    pub options: Vec<String>,
    #[serde(alias = "is_required")]
    pub is_required: bool,
    #[serde(alias = "is_enabled")]
    pub is_enabled: bool,
    #[serde(alias = "show_in_list")]
    pub show_in_list: bool,
    #[serde(alias = "is_searchable")]
    pub is_searchable: bool,
    #[serde(alias = "display_order", alias = "order", alias = "order_index")]
    pub display_order: i32,
}

/// A key as [`create`] takes it, with the white space it trims, or blank (the list's save keeps
/// each field's own key).
fn key_pattern(required: bool) -> String {
    let t = text::TRIMMED;
    let key = "[A-Za-z][A-Za-z0-9_]*";
    if required {
        format!("^[{t}]*{key}[{t}]*$")
    } else {
        format!("^[{t}]*({key})?[{t}]*$")
    }
}

fn key_schema() -> utoipa::openapi::Object {
    text::string_schema(
        "A new field's key: a letter, then letters, digits or `_` (the list's save ignores it: \
         each field keeps its own).",
        Some(key_pattern(false)),
        None,
    )
}

fn field_type_schema() -> utoipa::openapi::Ref {
    utoipa::openapi::Ref::from_schema_name("FieldType")
}

fn label_schema() -> utoipa::openapi::Object {
    text::string_schema("Not blank.", Some(format!("[^{}]", text::TRIMMED)), None)
}

/// `POST /api/admin/field-configs`'s body: a [`FieldConfigInput`] with its key. Its three URL
/// parts' keys are reserved and keys are unique: no schema states those.
pub struct NewFieldConfig;

impl utoipa::PartialSchema for NewFieldConfig {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        let schema = serde_json::json!({
            "description": "A new field: as the list's save sends one, with its key.",
            "allOf": [
                { "$ref": "#/components/schemas/FieldConfigInput" },
                {
                    "type": "object",
                    "required": ["fieldKey", "label"],
                    "properties": { "fieldKey": { "type": "string", "pattern": key_pattern(true) } },
                },
            ],
        });
        // Built from constants; a failure here is a bug caught by the OpenAPI tests.
        serde_json::from_value(schema).unwrap_or_default()
    }
}

impl utoipa::ToSchema for NewFieldConfig {}

/// Every field in display order.
pub async fn list(db: &PgPool) -> Result<Vec<FieldConfigRow>, AppError> {
    let mut conn = db.acquire().await?;
    db::field_configs::list(&mut conn).await
}

/// Saves the whole list (labels, flags, order) at once.
pub async fn save_all(
    db: &PgPool,
    actor: &Actor,
    fields: &[FieldConfigInput],
) -> Result<Vec<FieldConfigRow>, AppError> {
    actor.require_developer()?;
    let mut tx = db.begin().await?;
    for field in fields {
        let id = field.id.ok_or(AppError::FieldConfigNotFound)?;
        let existing = db::field_configs::find(&mut tx, id)
            .await?
            .ok_or(AppError::FieldConfigNotFound)?;
        let row = checked(field, existing.field_key.clone(), id)?;
        db::field_configs::update(&mut tx, &row).await?;
    }
    let rows = db::field_configs::list(&mut tx).await?;
    tx.commit().await?;
    Ok(rows)
}

/// Adds a field.
pub async fn create(
    db: &PgPool,
    actor: &Actor,
    field: &FieldConfigInput,
) -> Result<FieldConfigRow, AppError> {
    actor.require_developer()?;
    let (Some(key), Some(_)) = (
        text::non_blank(Some(&field.field_key)),
        text::non_blank(Some(&field.label)),
    ) else {
        return Err(AppError::FieldKeyAndLabelRequired);
    };
    let well_formed = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !well_formed || HIDDEN_KEYS.contains(&key) {
        return Err(AppError::FieldKeyInvalid);
    }
    let row = checked(field, key.to_owned(), 0)?;
    let mut conn = db.acquire().await?;
    db::field_configs::insert(&mut conn, &row).await
}

/// Deletes a field that is not one of the defaults.
pub async fn delete(db: &PgPool, actor: &Actor, id: i64) -> Result<(), AppError> {
    actor.require_developer()?;
    let mut conn = db.acquire().await?;
    let field = db::field_configs::find(&mut conn, id)
        .await?
        .ok_or(AppError::FieldConfigNotFound)?;
    if field.is_system_generated {
        return Err(AppError::SystemFieldNotDeletable);
    }
    db::field_configs::delete(&mut conn, id).await?;
    Ok(())
}

/// Back to the three defaults, disabled.
pub async fn reset(db: &PgPool, actor: &Actor) -> Result<Vec<FieldConfigRow>, AppError> {
    actor.require_developer()?;
    let mut tx = db.begin().await?;
    db::field_configs::reset(&mut tx).await?;
    let rows = db::field_configs::list(&mut tx).await?;
    tx.commit().await?;
    Ok(rows)
}

fn checked(field: &FieldConfigInput, key: String, id: i64) -> Result<FieldConfigRow, AppError> {
    if text::non_blank(Some(&field.label)).is_none() {
        return Err(AppError::FieldKeyAndLabelRequired);
    }
    let field_type = field.field_type.ok_or(AppError::FieldTypeInvalid)?;
    let blank_to_none = |s: &Option<String>| text::non_blank(s.as_deref()).map(str::to_owned);
    Ok(FieldConfigRow {
        id,
        field_key: key,
        label: field.label.trim().to_owned(),
        field_type,
        placeholder: blank_to_none(&field.placeholder),
        description: blank_to_none(&field.description),
        options: Json(
            field
                .options
                .iter()
                .map(|o| o.trim().to_owned())
                .filter(|o| !o.is_empty())
                .collect(),
        ),
        is_required: field.is_required,
        is_enabled: field.is_enabled,
        is_system_generated: false,
        show_in_list: field.show_in_list,
        is_searchable: field.is_searchable,
        display_order: field.display_order,
    })
}
