//! `field_configs`: the input fields of the slot forms.

use sqlx::{PgConnection, types::Json};

use crate::{
    error::{AppError, ResultExt},
    values::slots::FieldType,
};

/// A field configuration.
// (Sent as it is read.)
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = FieldConfigView)]
pub struct FieldConfigRow {
    pub id: i64,
    pub field_key: String,
    pub label: String,
    pub field_type: FieldType,
    pub placeholder: Option<String>,
    pub description: Option<String>,
    #[schema(value_type = Vec<String>)]
    pub options: Json<Vec<String>>,
    pub is_required: bool,
    pub is_enabled: bool,
    pub is_system_generated: bool,
    pub show_in_list: bool,
    pub is_searchable: bool,
    pub display_order: i32,
}

/// Every field, in display order.
pub async fn list(conn: &mut PgConnection) -> Result<Vec<FieldConfigRow>, AppError> {
    Ok(sqlx::query_as!(
        FieldConfigRow,
        "SELECT id, field_key, label, field_type AS \"field_type: FieldType\", placeholder, description, options AS \"options: Json<Vec<String>>\", is_required, is_enabled,
                is_system_generated, show_in_list, is_searchable, display_order
         FROM field_configs ORDER BY display_order, id"
    )
    .fetch_all(conn)
    .await?)
}

/// The keys an all-fields slot search also reads: enabled fields marked searchable, keyword and
/// landing URL aside (the search always reads those, and the product name).
pub async fn searchable_keys(conn: &mut PgConnection) -> Result<Vec<String>, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT field_key FROM field_configs
         WHERE is_searchable AND is_enabled AND field_key NOT IN ('keywords', 'landingUrl')
         ORDER BY display_order, id"
    )
    .fetch_all(conn)
    .await?)
}

pub async fn insert(
    conn: &mut PgConnection,
    f: &FieldConfigRow,
) -> Result<FieldConfigRow, AppError> {
    sqlx::query_as!(
        FieldConfigRow,
        "INSERT INTO field_configs (field_key, label, field_type, placeholder, description, options, is_required,
                                    is_enabled, is_system_generated, show_in_list, is_searchable, display_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, FALSE, $9, $10, $11)
         RETURNING id, field_key, label, field_type AS \"field_type: FieldType\", placeholder, description, options AS \"options: Json<Vec<String>>\", is_required, is_enabled,
                   is_system_generated, show_in_list, is_searchable, display_order",
        f.field_key, f.label, f.field_type.as_str(), f.placeholder, f.description, &f.options as _, f.is_required, f.is_enabled,
        f.show_in_list, f.is_searchable, f.display_order,
    )
    .fetch_one(conn)
    .await
    .on_constraint("field_configs_field_key_key", || AppError::FieldKeyTaken)
}

/// Saves everything of an existing field but its key and system flag.
pub async fn update(conn: &mut PgConnection, f: &FieldConfigRow) -> Result<bool, AppError> {
    let done = sqlx::query!(
        "UPDATE field_configs SET label = $2, field_type = $3, placeholder = $4, description = $5, options = $6,
                is_required = $7, is_enabled = $8, show_in_list = $9, is_searchable = $10, display_order = $11,
                updated_at = now()
         WHERE id = $1",
        f.id, f.label, f.field_type.as_str(), f.placeholder, f.description, &f.options as _, f.is_required, f.is_enabled,
        f.show_in_list, f.is_searchable, f.display_order,
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Deletes a field that is not a system field; returns whether one went.
pub async fn delete(conn: &mut PgConnection, id: i64) -> Result<bool, AppError> {
    let done = sqlx::query!(
        "DELETE FROM field_configs WHERE id = $1 AND NOT is_system_generated",
        id
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<FieldConfigRow>, AppError> {
    Ok(sqlx::query_as!(
        FieldConfigRow,
        "SELECT id, field_key, label, field_type AS \"field_type: FieldType\", placeholder, description, options AS \"options: Json<Vec<String>>\", is_required, is_enabled,
                is_system_generated, show_in_list, is_searchable, display_order
         FROM field_configs WHERE id = $1",
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// Back to the three defaults: keyword and landing URL enabled, MID disabled (the migration
/// `..._default_fields_enabled.sql` says why).
pub async fn reset(conn: &mut PgConnection) -> Result<(), AppError> {
    sqlx::query!("DELETE FROM field_configs")
        .execute(&mut *conn)
        .await?;
    sqlx::query!(
        "INSERT INTO field_configs (field_key, label, field_type, placeholder, is_required, is_system_generated, is_searchable,
                                    display_order, is_enabled)
         VALUES ('keywords', '키워드', 'text', '검색 키워드를 입력하세요', TRUE, TRUE, TRUE, 1, TRUE),
                ('landingUrl', '랜딩 URL', 'url', 'https://www.coupang.com/vp/products/...', TRUE, TRUE, TRUE, 2, TRUE),
                ('mid', 'MID', 'text', '상점 ID (선택)', FALSE, TRUE, FALSE, 3, FALSE)"
    )
    .execute(conn)
    .await?;
    Ok(())
}
