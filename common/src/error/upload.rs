//! Why an upload was refused or cannot be served. The `Display` texts are shown to staff as they
//! are, so the Korean wording lives here in one place (as `spreadsheet::ImportError` does).

/// An upload's refusal.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    /// No `file` part, or not a multipart form at all.
    #[error("올릴 이미지 파일을 선택해 주세요.")]
    FileMissing,

    /// Larger than [`crate::uploads::MAX_BYTES`].
    #[error("이미지는 5MB 이하만 올릴 수 있습니다.")]
    TooBig,

    /// The bytes are none of the accepted image formats, whatever the name or declared type say.
    #[error("이미지 파일(PNG, JPEG, GIF, WebP)만 올릴 수 있습니다.")]
    NotImage,

    /// No upload has that address.
    #[error("파일을 찾을 수 없습니다.")]
    NotFound,
}

impl UploadError {
    /// The HTTP status it answers with.
    pub fn status_code(&self) -> u16 {
        match self {
            Self::FileMissing => 400,
            Self::TooBig => 413,
            Self::NotImage => 415,
            Self::NotFound => 404,
        }
    }
}
