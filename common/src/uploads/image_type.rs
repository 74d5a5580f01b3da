//! Which image an upload is, told by its first bytes (the formats' magic numbers). The name and the
//! declared type are never asked: both are the sender's word. SVG is not an image here, since it can
//! carry script.

/// The image formats that may be uploaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageType {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageType {
    /// Every accepted format.
    pub const ALL: [ImageType; 4] = [Self::Png, Self::Jpeg, Self::Gif, Self::Webp];

    /// The format of `bytes`, or `None` when they start like none of ours.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
            Some(Self::Gif)
        } else if bytes.len() >= 12 && bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP" {
            Some(Self::Webp)
        } else {
            None
        }
    }

    /// The MIME type it is served with.
    pub fn mime(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Gif => "image/gif",
            Self::Webp => "image/webp",
        }
    }

    /// The format a stored MIME type names (the `uploads` table holds only these).
    pub fn from_mime(mime: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.mime() == mime)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bytes_decide() {
        let cases: [(&[u8], Option<ImageType>); 12] = [
            (b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", Some(ImageType::Png)),
            (
                &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F'],
                Some(ImageType::Jpeg),
            ),
            (b"GIF89a\x01\0\x01\0", Some(ImageType::Gif)),
            (b"GIF87a\x01\0\x01\0", Some(ImageType::Gif)),
            (b"RIFF\x24\0\0\0WEBPVP8 ", Some(ImageType::Webp)),
            // A RIFF that is not WebP (a WAV sound), and one cut short.
            (b"RIFF\x24\0\0\0WAVEfmt ", None),
            (b"RIFF\x24\0\0\0WEB", None),
            (
                b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
                None,
            ),
            (b"<!DOCTYPE html><html><body>hi</body></html>", None),
            (b"PNG but only in words", None),
            (b"\x89PNG", None),
            (b"", None),
        ];
        for (bytes, expected) in cases {
            assert_eq!(
                ImageType::sniff(bytes),
                expected,
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }

    #[test]
    fn a_stored_mime_type_names_its_format_again() {
        for t in ImageType::ALL {
            assert_eq!(ImageType::from_mime(t.mime()), Some(t));
        }
        assert_eq!(ImageType::from_mime("image/svg+xml"), None);
    }
}
