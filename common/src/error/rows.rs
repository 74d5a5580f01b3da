//! A problem of one row of a grid (bulk registration), as every refusal of a batch lists them.

use serde::Serialize;

/// One problem of one row, at the field it concerns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowError {
    /// The row's number in the grid.
    pub row: i32,
    /// The field key (`keywords`, `landingUrl`, …), or `slotId`.
    pub field: String,
    pub message: String,
}
