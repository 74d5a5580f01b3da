//! What the Excel import answers (files themselves are `crate::download`'s).

use std::collections::BTreeMap;

use common::spreadsheet::Imported;
use serde::Serialize;
use utoipa::ToSchema;

/// An imported sheet, for review in the grid before registering.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedSheet {
    /// The field keys the file's columns matched, in the file's order.
    pub columns: Vec<String>,
    /// One row per non-blank line: field key → cell text.
    pub rows: Vec<BTreeMap<String, String>>,
}

impl From<Imported> for ImportedSheet {
    fn from(Imported { columns, rows }: Imported) -> Self {
        Self { columns, rows }
    }
}
