//! Spreadsheet columns: the slot fields an operator has configured.

/// Key of the keywords column: 1–10 comma-separated keywords, the first is tracked.
pub const KEYWORDS: &str = "keywords";
/// Key of the landing URL column: a marketplace product-page URL.
pub const LANDING_URL: &str = "landingUrl";
/// Key of the optional shop id column.
pub const MID: &str = "mid";

/// One spreadsheet column: a configured slot field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// Stable field key, e.g. `keywords`; header cells may use it instead of the label.
    pub key: String,
    /// Human-readable header text, e.g. `키워드`.
    pub label: String,
    /// What kind of value the column holds.
    pub kind: ColumnKind,
    /// Whether a value must be given; marked with `*` in the template header.
    pub required: bool,
    /// Input hint shown in the product form; used in the template note.
    pub placeholder: Option<String>,
    /// Longer explanation of the field; preferred over the placeholder in notes.
    pub description: Option<String>,
    /// Allowed values of a [`ColumnKind::Select`] column.
    pub options: Vec<String>,
}

/// The kind of value a [`Column`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnKind {
    /// Single-line text.
    Text,
    /// Multi-line text.
    Textarea,
    /// A number.
    Number,
    /// An e-mail address.
    Email,
    /// A web address.
    Url,
    /// One of [`Column::options`].
    Select,
    /// A calendar date.
    Date,
    /// `true` or `false`.
    Boolean,
}

impl Column {
    /// A column with no hint texts and no options.
    pub fn new(
        key: impl Into<String>,
        label: impl Into<String>,
        kind: ColumnKind,
        required: bool,
    ) -> Self {
        Self {
            key: key.into(),
            label: label.into(),
            kind,
            required,
            placeholder: None,
            description: None,
            options: Vec::new(),
        }
    }

    /// The header text used in the template: the label, with `*` when required.
    #[must_use]
    pub fn template_header(&self) -> String {
        if self.required {
            format!("{}*", self.label)
        } else {
            self.label.clone()
        }
    }

    /// Whether a header cell's text names this column.
    ///
    /// Matches the label or the key, ignoring surrounding spaces, a trailing
    /// required mark `*` and letter case, so files saved from the template and
    /// hand-made files with keys both work.
    #[must_use]
    pub fn matches_header(&self, header: &str) -> bool {
        let header = normalize_header(header);
        header == normalize_header(&self.label) || header == normalize_header(&self.key)
    }
}

/// Trims, drops one trailing `*` and lower-cases a header text.
fn normalize_header(text: &str) -> String {
    let text = text.trim();
    text.strip_suffix('*').unwrap_or(text).trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_matching_ignores_mark_case_and_spaces() {
        let column = Column::new(LANDING_URL, "랜딩 URL", ColumnKind::Url, true);
        assert!(column.matches_header(" 랜딩 url * "));
        assert!(column.matches_header("LANDINGURL"));
        assert!(!column.matches_header("랜딩"));
        assert_eq!(column.template_header(), "랜딩 URL*");
    }
}
