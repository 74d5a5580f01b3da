//! The OpenAPI document's frame; the paths come from the handlers' `#[utoipa::path]`.

use utoipa::{
    Modify, OpenApi,
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
};

#[derive(OpenApi)]
#[openapi(
    info(title = "Simple Slot API", description = "광고 슬롯 관리 시스템 API. Every answer is { success, data, error }."),
    modifiers(&BearerAuth),
    tags((name = "auth"), (name = "users"), (name = "slots"), (name = "field-configs"), (name = "dashboard"), (name = "cash"), (name = "crawl"), (name = "system")),
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}
