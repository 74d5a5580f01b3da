//! Query-string values as every list reads them: a blank value (`?dateFrom=`) is absent, anything
//! else must parse as it is; `page` and `limit` of a paged list ([`PageParams`]). The list queries
//! of the areas derive `Deserialize` and `utoipa::IntoParams` with these, so one struct is both
//! what the api reads and documents and what the operation takes.

use crate::error::AppError;

/// `page` and `limit` of every paged list, beside the list's own filters (both read the same query
/// string: `params(PageParams, XQuery)` on the handler, one `ApiQuery` each).
#[derive(serde::Deserialize, utoipa::IntoParams, Default)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// From 1.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub page: Option<i64>,
    /// Rows per page, from 1 (at most 1,000 are sent).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub limit: Option<i64>,
}

/// For `#[serde(deserialize_with = ...)]` on optional query values: an empty value (`?dateFrom=`)
/// is absent, anything else must parse as it is (white space is not empty: `?page=%0C` is refused,
/// as the document says).
pub fn blank_as_none<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    let raw: Option<String> = serde::Deserialize::deserialize(deserializer)?;
    match raw.as_deref() {
        None | Some("") => Ok(None),
        Some(value) => value.parse().map(Some).map_err(serde::de::Error::custom),
    }
}

/// `blank_as_none` for a closed set of values (`text_enum!`): a value outside it is refused with
/// the set's own Korean message rather than "malformed request".
pub fn blank_or_choice<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr<Err = AppError>,
{
    let raw: Option<String> = serde::Deserialize::deserialize(deserializer)?;
    match raw.as_deref() {
        None | Some("") => Ok(None),
        Some(value) => value
            .parse()
            .map(Some)
            .map_err(|e: AppError| serde::de::Error::custom(e.as_serde_message())),
    }
}
