//! What an image upload answers.

use common::uploads::StoredImage;
use serde::Serialize;
use utoipa::ToSchema;

/// A stored image and the address to show it with.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadedImageView {
    /// The upload's id.
    #[schema(value_type = String, format = Uuid)]
    pub id: uuid::Uuid,
    /// Where it is served (`/api/uploads/{id}`, same origin, no token needed); what an
    /// announcement's `images` takes.
    pub url: String,
    /// The type told by the bytes: image/png, image/jpeg, image/gif or image/webp.
    pub content_type: String,
    /// Bytes.
    pub size: u64,
}

impl From<StoredImage> for UploadedImageView {
    fn from(image: StoredImage) -> Self {
        Self {
            url: image.address(),
            id: image.id,
            content_type: image.image_type.mime().to_owned(),
            size: image.size as u64,
        }
    }
}
