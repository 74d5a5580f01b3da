//! Uploaded images (spec part 2 §5 "File upload helper": 5 MB at most, images only; issue 17):
//! staff upload them for announcements, everyone's browser loads them by address. The bytes decide
//! the format ([`ImageType::sniff`]), never the name or the declared type, and only PNG, JPEG, GIF
//! and WebP are kept (SVG can carry script). Uploads live in PostgreSQL, so every api instance
//! serves every one; the same bytes are stored once.

mod image_type;

use sha2::{Digest, Sha256};
use sqlx::PgPool;
use uuid::Uuid;

pub use crate::error::upload::UploadError;
pub use image_type::ImageType;

use crate::{
    actor::Actor,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
    },
    error::AppError,
};

/// Largest upload kept, in bytes (5 MB).
pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// Where uploads are served; an upload's address is this plus its id.
pub const ADDRESS_PREFIX: &str = "/api/uploads/";

/// A stored image.
#[derive(Debug, Clone)]
pub struct StoredImage {
    pub id: Uuid,
    pub image_type: ImageType,
    pub size: usize,
}

impl StoredImage {
    /// The address it is served at (same origin, so an `<img>` needs no token).
    pub fn address(&self) -> String {
        address_of(self.id)
    }
}

/// The address upload `id` is served at.
pub fn address_of(id: Uuid) -> String {
    format!("{ADDRESS_PREFIX}{id}")
}

/// Whether `address` is one of ours as [`address_of`] writes it (a relative `/api/uploads/<uuid>`).
pub fn is_upload_address(address: &str) -> bool {
    address
        .strip_prefix(ADDRESS_PREFIX)
        .and_then(|id| Uuid::try_parse(id).ok())
        .is_some_and(|id| address_of(id) == address)
}

/// Stores an image uploaded by staff (audited). Refused: over 5 MB, or bytes that are not one of
/// [`ImageType`]'s formats. Bytes already stored give the stored upload again.
pub async fn store_image(
    db: &PgPool,
    actor: &Actor,
    bytes: &[u8],
) -> Result<StoredImage, AppError> {
    actor.require_staff()?;
    if bytes.len() > MAX_BYTES {
        return Err(UploadError::TooBig.into());
    }
    let image_type = ImageType::sniff(bytes).ok_or(UploadError::NotImage)?;
    let sha256 = Sha256::digest(bytes);
    let mut tx = db.begin().await?;
    let id = db::uploads::insert_or_find(&mut tx, &sha256, image_type.mime(), bytes, actor.user_id)
        .await?;
    let detail = serde_json::json!({
        "uploadId": id, "contentType": image_type.mime(), "size": bytes.len(),
    });
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(actor, AuditEvent::ImageUploaded, None, detail),
    )
    .await?;
    tx.commit().await?;
    Ok(StoredImage {
        id,
        image_type,
        size: bytes.len(),
    })
}

/// Upload `id`'s format and bytes, for anyone (announcement images are shown to every reader, and
/// an `<img>` sends no token; the ids are random and unguessable).
pub async fn find(db: &PgPool, id: Uuid) -> Result<(ImageType, Vec<u8>), AppError> {
    let mut conn = db.acquire().await?;
    let (mime, bytes) = db::uploads::find(&mut conn, id)
        .await?
        .ok_or(UploadError::NotFound)?;
    // The table's CHECK allows only our types; anything else would be a stored fault.
    let image_type = ImageType::from_mime(&mime).ok_or(UploadError::NotFound)?;
    Ok((image_type, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_addresses_are_exactly_the_prefix_and_a_uuid() {
        let id = Uuid::new_v4();
        assert!(is_upload_address(&address_of(id)));
        for other in [
            "/api/uploads/".to_owned(),
            "/api/uploads/not-a-uuid".to_owned(),
            format!("/api/uploads/{id}/x"),
            format!("/api/uploads/{id}?a=1"),
            format!("/api/uploads/{}", id.simple()),
            format!("//evil.example/api/uploads/{id}"),
            format!("/api/users/{id}"),
        ] {
            assert!(!is_upload_address(&other), "{other}");
        }
    }
}
