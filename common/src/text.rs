//! Free text typed by people (names, titles, messages): trimmed, never blank, at most so many
//! characters after trimming. The OpenAPI schema of such a field is built here from the same
//! numbers, so the document says exactly what the server accepts.

use utoipa::openapi::schema::{Object, ObjectBuilder, Type};

/// What `str::trim` removes (Unicode White_Space), as a JSON Schema (ECMA 262) character class.
pub const TRIMMED: &str = r"\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// `raw` trimmed, or `None` when that leaves nothing.
pub fn non_blank(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim).filter(|t| !t.is_empty())
}

/// `raw` as sent when it holds more than white space; `None` when blank ("no change" in an edit).
pub fn filled(raw: &Option<String>) -> Option<String> {
    raw.clone().filter(|r| non_blank(Some(r)).is_some())
}

/// Characters (not bytes) in `text`, as JSON Schema's `maxLength` counts them.
pub fn chars(text: &str) -> usize {
    text.chars().count()
}

/// A string that is not blank and holds at most `max` characters once trimmed (`max` ≥ 2).
pub fn non_blank_schema(description: &str, max: usize) -> Object {
    let inner = max - 2;
    let pattern = format!(
        "^[{TRIMMED}]*(?:[^{TRIMMED}]|[^{TRIMMED}][\\s\\S]{{0,{inner}}}[^{TRIMMED}])[{TRIMMED}]*$"
    );
    string_schema(description, Some(pattern), None)
}

/// A plain string schema with an optional pattern and length bounds (in characters).
pub fn string_schema(
    description: &str,
    pattern: Option<String>,
    length: Option<(usize, usize)>,
) -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .pattern(pattern)
        .min_length(length.map(|l| l.0))
        .max_length(length.map(|l| l.1))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_text_is_none_and_the_rest_is_trimmed() {
        assert_eq!(non_blank(None), None);
        assert_eq!(non_blank(Some(" \u{3000}\n")), None);
        assert_eq!(non_blank(Some("  점검 안내 ")), Some("점검 안내"));
    }

    #[test]
    fn characters_are_counted_not_bytes() {
        assert_eq!(chars("알림"), 2);
    }
}
