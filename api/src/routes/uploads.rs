//! Uploaded images (spec part 2 §5 "File upload helper"; issue 17): staff upload one for an
//! announcement, anyone loads it by its address. The bytes decide the type (`common::uploads`).

use axum::{
    body::Body,
    extract::{Multipart, State, multipart::MultipartRejection},
    http::{HeaderName, HeaderValue, header},
    response::Response,
};
use common::{
    AppError,
    uploads::{self, MAX_BYTES, UploadError},
};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    extract::{ApiPath, Call},
    reply::{ApiResult, created},
    routes::FileRefusal,
    state::AppState,
    views::uploads::UploadedImageView,
};

/// An upload never changes under its address (a new file is a new address).
const CACHE_FOREVER: &str = "public, max-age=31536000, immutable";
/// Opened on its own, an upload is an image and nothing else: no script, no plugin, no frame.
const IMAGE_CSP: &str = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

pub fn router() -> OpenApiRouter<AppState> {
    super::upload_route(routes!(upload_image), MAX_BYTES).routes(routes!(uploaded_file))
}

/// The upload: one image file.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ImageUpload {
    /// Not empty, at most 5 MB; PNG, JPEG, GIF or WebP as told by its bytes (not its name).
    #[schema(value_type = String, format = Binary, min_length = 1)]
    file: Vec<u8>,
}

/// Stores an image for an announcement (operators and developers). The bytes decide the type:
/// PNG, JPEG, GIF and WebP are kept, anything else (SVG, HTML, text...) is refused whatever its
/// name. The same bytes uploaded again answer the same address.
#[utoipa::path(post, path = "/api/uploads/images", tag = "uploads", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", content = ImageUpload),
    responses((status = 201, body = UploadedImageView), (status = 400, description = "파일 없음"),
        (status = 401), (status = 403),
        (status = 413, description = "파일이 5MB를 넘음"),
        (status = 415, description = "PNG, JPEG, GIF, WebP 이미지가 아님")))]
async fn upload_image(
    Call(app, actor): Call,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<UploadedImageView> {
    // Before a byte of the body is read: an advertiser's upload is a 403, not a 413 or a 415.
    actor.require_staff()?;
    let bytes = super::uploaded_file(form, MAX_BYTES)
        .await
        .map_err(|refusal| match refusal {
            FileRefusal::Missing => UploadError::FileMissing,
            FileRefusal::TooBig => UploadError::TooBig,
        })?;
    created(uploads::store_image(&app.db, &actor, &bytes).await?.into())
}

/// An uploaded image, for anyone (an `<img>` sends no token; the address is random). Served with
/// the type its bytes were stored as, never sniffed by the browser, cached for good.
#[utoipa::path(get, path = "/api/uploads/{id}", tag = "uploads",
    params(("id" = String, Path, description = "The upload's id (a UUID)")),
    responses((status = 200, content(
        (Vec<u8> = "image/png"), (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/gif"), (Vec<u8> = "image/webp")),
        description = "이미지"), (status = 404)))]
async fn uploaded_file(
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, AppError> {
    // Any address that is not a UUID names no upload: a 404 like an unknown one.
    let id = uuid::Uuid::try_parse(&id).map_err(|_| UploadError::NotFound)?;
    let (image_type, bytes) = uploads::find(&app.db, id).await?;
    let mut response = Response::new(Body::from(bytes));
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_TYPE, image_type.mime()),
        (header::CONTENT_DISPOSITION, "inline"),
        (header::CACHE_CONTROL, CACHE_FOREVER),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::CONTENT_SECURITY_POLICY, IMAGE_CSP),
        (
            HeaderName::from_static("cross-origin-resource-policy"),
            "same-origin",
        ),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    Ok(response)
}
