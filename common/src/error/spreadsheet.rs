//! Errors of spreadsheet import and export (`crate::spreadsheet`).
//!
//! The `Display` texts are shown to operators as they are, so all Korean
//! wording lives here in one place.

use std::io;

/// Why an uploaded spreadsheet could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file is neither an .xlsx nor an .xls workbook.
    #[error("엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.")]
    NotSpreadsheet,

    /// The file is larger than [`crate::spreadsheet::import::MAX_BYTES`].
    #[error("파일은 5MB 이하만 가져올 수 있습니다.")]
    TooBig,

    /// The file looks like a workbook but could not be parsed.
    #[error("파일을 읽을 수 없습니다. 손상되었거나 암호가 걸린 파일인지 확인해 주세요.")]
    Unreadable,

    /// The first worksheet has no data row below the header.
    #[error("가져올 데이터가 없습니다. 머리글 아래에 행을 입력해 주세요.")]
    NoRows,

    /// Header cells that name no configured column, in file order.
    #[error("알 수 없는 열이 있습니다: {}. 템플릿의 열 이름을 사용해 주세요.", .0.join(", "))]
    UnknownColumns(Vec<String>),

    /// Header cells naming a column that an earlier header cell already named.
    #[error("같은 열이 두 번 이상 있습니다: {}. 열마다 한 번만 입력해 주세요.", .0.join(", "))]
    DuplicateColumns(Vec<String>),

    /// More data rows than one import may hold.
    #[error("한 번에 최대 {max}행까지 가져올 수 있습니다.")]
    TooManyRows {
        /// The row limit.
        max: usize,
    },
}

/// Why a spreadsheet could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The xlsx writer rejected the data or failed to save.
    #[error("엑셀 파일을 만들지 못했습니다.")]
    Xlsx(#[from] rust_xlsxwriter::XlsxError),

    /// Writing the output or a temporary file failed.
    #[error("내보낼 파일을 저장하지 못했습니다.")]
    Io(#[from] io::Error),

    /// More rows than one Excel worksheet can hold.
    #[error("엑셀 시트 한 장에는 최대 {max}행까지 담을 수 있습니다. CSV로 내보내 주세요.")]
    TooManyRows {
        /// The data row limit of one worksheet (the header takes one row).
        max: u32,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_korean_and_fill_in_details() {
        let unknown = ImportError::UnknownColumns(vec!["가격".into(), "메모".into()]);
        assert_eq!(
            unknown.to_string(),
            "알 수 없는 열이 있습니다: 가격, 메모. 템플릿의 열 이름을 사용해 주세요."
        );
        assert_eq!(
            ImportError::TooManyRows { max: 1000 }.to_string(),
            "한 번에 최대 1000행까지 가져올 수 있습니다."
        );
    }
}
