//! The field settings shape: which inputs the slot forms show (`/field-configs`).

use common::db::field_configs::FieldConfigRow;

/// A field configuration as sent: the row as read.
pub type FieldConfigView = FieldConfigRow;
