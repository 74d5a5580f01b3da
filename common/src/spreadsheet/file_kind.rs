//! Recognising an uploaded workbook's format.

/// Start of every zip archive, and so of every .xlsx file.
const ZIP_MAGIC: &[u8] = b"PK\x03\x04";
/// Start of every OLE compound file, and so of every .xls file.
const OLE_MAGIC: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// The workbook formats that can be imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FileKind {
    /// Office Open XML workbook (.xlsx).
    Xlsx,
    /// Excel 97–2003 binary workbook (.xls).
    Xls,
}

/// Decides the format of an upload, or `None` if it is not a workbook.
///
/// The content decides, because browsers and users get names wrong (an .xls
/// saved as .xlsx opens fine in Excel); the name must still claim to be a
/// workbook so that zip or OLE files of other kinds (.docx, .hwp) are turned
/// away with a clear message.
pub(crate) fn detect(bytes: &[u8], file_name: &str) -> Option<FileKind> {
    let name = file_name.trim().to_lowercase();
    if !(name.ends_with(".xlsx") || name.ends_with(".xls")) {
        return None;
    }
    if bytes.starts_with(ZIP_MAGIC) {
        Some(FileKind::Xlsx)
    } else if bytes.starts_with(OLE_MAGIC) {
        Some(FileKind::Xls)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_decides_and_name_must_be_a_workbook() {
        assert_eq!(detect(b"PK\x03\x04rest", "a.XLSX"), Some(FileKind::Xlsx));
        assert_eq!(detect(OLE_MAGIC, "a.xlsx"), Some(FileKind::Xls));
        assert_eq!(detect(OLE_MAGIC, "a.xls"), Some(FileKind::Xls));
        assert_eq!(detect(b"PK\x03\x04rest", "a.docx"), None);
        assert_eq!(detect(b"a,b\n1,2\n", "a.xlsx"), None);
        assert_eq!(detect(b"", "a.xls"), None);
    }
}
