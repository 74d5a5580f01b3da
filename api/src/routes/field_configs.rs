//! `/api/field-configs` and `/api/admin/field-configs*`: which inputs the slot forms show.

use common::slots::field_configs::{self, FieldConfigInput, NewFieldConfig};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{Call, CallOn, CallWith},
    reply::{ApiResult, created, ok, ok_each},
    views::field_configs::FieldConfigView,
};

router! {
    list_fields, save_fields, create_field, delete_field, reset_fields,
}

/// Every field in display order (forms use the enabled ones).
#[utoipa::path(get, path = "/api/field-configs", tag = "field-configs", security(("bearer" = [])),
    responses((status = 200, body = Vec<FieldConfigView>)))]
async fn list_fields(Call(app, _): Call) -> ApiResult<Vec<FieldConfigView>> {
    ok_each(field_configs::list(&app.db).await?)
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SaveFieldsRequest {
    pub fields: Vec<FieldConfigInput>,
}

/// Saves labels, flags and order of every field (developers).
#[utoipa::path(put, path = "/api/admin/field-configs", tag = "field-configs", security(("bearer" = [])), request_body = SaveFieldsRequest,
    responses((status = 200, body = Vec<FieldConfigView>), (status = 400), (status = 403), (status = 404, description = "a field id that does not exist")))]
async fn save_fields(
    CallWith(app, actor, body): CallWith<SaveFieldsRequest>,
) -> ApiResult<Vec<FieldConfigView>> {
    ok_each(field_configs::save_all(&app.db, &actor, &body.fields).await?)
}

/// Adds a field (developers).
#[utoipa::path(post, path = "/api/admin/field-configs", tag = "field-configs", security(("bearer" = [])), request_body = NewFieldConfig,
    responses((status = 201, body = FieldConfigView), (status = 400), (status = 403), (status = 409)))]
async fn create_field(
    CallWith(app, actor, body): CallWith<FieldConfigInput>,
) -> ApiResult<FieldConfigView> {
    created(field_configs::create(&app.db, &actor, &body).await?)
}

/// Deletes a field that is not a default one (developers).
#[utoipa::path(delete, path = "/api/admin/field-configs/{id}", tag = "field-configs", security(("bearer" = [])),
    responses((status = 200), (status = 403), (status = 404), (status = 409)))]
async fn delete_field(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<()> {
    field_configs::delete(&app.db, &actor, id).await?;
    ok(())
}

/// Back to the three default fields, disabled (developers).
#[utoipa::path(post, path = "/api/admin/field-configs/reset", tag = "field-configs", security(("bearer" = [])),
    responses((status = 200, body = Vec<FieldConfigView>), (status = 403)))]
async fn reset_fields(Call(app, actor): Call) -> ApiResult<Vec<FieldConfigView>> {
    ok_each(field_configs::reset(&app.db, &actor).await?)
}
