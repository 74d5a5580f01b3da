//! What answers without signing in: the health check.

use serde::Serialize;
use utoipa::ToSchema;

/// `GET /health`.
#[derive(Debug, Serialize, ToSchema)]
pub struct HealthView {
    pub status: &'static str,
}

impl HealthView {
    /// The database answered.
    pub const OK: Self = Self { status: "ok" };
}
