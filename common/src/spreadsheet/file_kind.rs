//! Recognising an uploaded workbook's format by its content; the file's name is never asked
//! (issue 17: a workbook saved as `x.txt` is read, a text file named `x.xlsx` is refused).

use std::io::Cursor;

/// Start of every zip archive, and so of every .xlsx file.
const ZIP_MAGIC: &[u8] = b"PK\x03\x04";
/// Start of every OLE compound file, and so of every .xls file.
const OLE_MAGIC: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
/// The part every .xlsx holds and other zip documents (.docx, .pptx, a plain .zip) do not.
const XLSX_WORKBOOK_PART: &str = "xl/workbook.xml";

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
/// A zip whose parts can be listed is an .xlsx only when it holds the workbook part, so other
/// Office documents are turned away with the "not an Excel file" message; a zip too broken to list
/// is taken for a damaged .xlsx, which the reader reports as unreadable. An OLE file is taken for
/// an .xls; one of another kind (.doc, .hwp) fails in the reader as unreadable.
pub(crate) fn detect(bytes: &[u8]) -> Option<FileKind> {
    if bytes.starts_with(ZIP_MAGIC) {
        match zip::ZipArchive::new(Cursor::new(bytes)) {
            Ok(archive) => archive
                .index_for_name(XLSX_WORKBOOK_PART)
                .map(|_| FileKind::Xlsx),
            Err(_) => Some(FileKind::Xlsx),
        }
    } else if bytes.starts_with(OLE_MAGIC) {
        Some(FileKind::Xls)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    fn zip_with(part: &str) -> Vec<u8> {
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        writer
            .start_file(part, zip::write::SimpleFileOptions::default())
            .unwrap();
        writer.write_all(b"<workbook/>").unwrap();
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn content_decides() {
        assert_eq!(detect(&zip_with(XLSX_WORKBOOK_PART)), Some(FileKind::Xlsx));
        assert_eq!(detect(OLE_MAGIC), Some(FileKind::Xls));
        // A zip too broken to list: a damaged workbook, for the reader to call unreadable.
        assert_eq!(detect(b"PK\x03\x04rest"), Some(FileKind::Xlsx));
        // A .docx, text, nothing.
        assert_eq!(detect(&zip_with("word/document.xml")), None);
        assert_eq!(detect(b"a,b\n1,2\n"), None);
        assert_eq!(detect(b""), None);
    }
}
