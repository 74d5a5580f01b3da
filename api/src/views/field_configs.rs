//! The field settings shape: which inputs the slot forms show (`/field-configs`).

use common::{db::field_configs::FieldConfigRow, slots::field_configs::FieldType};
use serde::Serialize;
use utoipa::ToSchema;

/// A field configuration.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldConfigView {
    pub id: i64,
    pub field_key: String,
    pub label: String,
    pub field_type: FieldType,
    pub placeholder: Option<String>,
    pub description: Option<String>,
    pub options: Vec<String>,
    pub is_required: bool,
    pub is_enabled: bool,
    pub is_system_generated: bool,
    pub show_in_list: bool,
    pub is_searchable: bool,
    pub display_order: i32,
}

impl From<FieldConfigRow> for FieldConfigView {
    fn from(f: FieldConfigRow) -> Self {
        Self {
            options: serde_json::from_value(f.options).unwrap_or_default(),
            id: f.id,
            field_key: f.field_key,
            label: f.label,
            field_type: f.field_type,
            placeholder: f.placeholder,
            description: f.description,
            is_required: f.is_required,
            is_enabled: f.is_enabled,
            is_system_generated: f.is_system_generated,
            show_in_list: f.show_in_list,
            is_searchable: f.is_searchable,
            display_order: f.display_order,
        }
    }
}
