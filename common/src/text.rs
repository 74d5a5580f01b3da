//! Free text typed by people (names, titles, messages, reasons, memos): trimmed, blank meaning
//! "none", and at most so many characters once trimmed. Every such input goes through a [`Field`]:
//! its name as refusals say it (from `messages`) and its cap. The OpenAPI schema of the field is
//! built here from the same numbers: `minLength: 1` and a pattern that needs something besides
//! white space for required text, `maxLength` for the cap (counted, as the server does, once
//! trimmed: white space around a value is not refused for its length).

use utoipa::openapi::schema::{Object, ObjectBuilder, SchemaType, Type};

use crate::{error::AppError, money};

/// What `str::trim` removes (Unicode White_Space), as a JSON Schema (ECMA 262) character class.
pub const TRIMMED: &str = r"\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// A reason staff give (rejecting a slot or a charge, refunding a slot, issuing slots): at most
/// 500 characters once trimmed.
pub const REASON: Field = Field::new(crate::messages::REASON_FIELD, 500);

/// The OpenAPI schema of a [`REASON`] a call may leave out (required only for some actions).
pub fn reason_schema() -> Object {
    REASON.optional_schema(None)
}

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

/// One free-text field: its name in refusals ("제목은 100자 이하로…") and the most characters it
/// keeps once trimmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub max: usize,
}

impl Field {
    pub const fn new(name: &'static str, max: usize) -> Self {
        Self { name, max }
    }

    /// `raw` trimmed; `blank` when nothing is left, [`AppError::TextTooLong`] past the cap.
    pub fn required(self, raw: Option<&str>, blank: AppError) -> Result<&str, AppError> {
        self.capped(non_blank(raw).ok_or(blank)?)
    }

    /// `raw` trimmed, `None` when blank; [`AppError::TextTooLong`] past the cap.
    pub fn optional(self, raw: Option<&str>) -> Result<Option<&str>, AppError> {
        non_blank(raw).map(|text| self.capped(text)).transpose()
    }

    /// `text` (already trimmed, not blank) within the cap, or [`AppError::TextTooLong`].
    pub fn capped(self, text: &str) -> Result<&str, AppError> {
        if chars(text) > self.max {
            return Err(AppError::TextTooLong {
                field: self.name,
                max: self.max,
            });
        }
        Ok(text)
    }

    /// The OpenAPI schema of the field when it is required: a string with something besides
    /// white space, 1 to `max` characters. `note` follows the rule in the description.
    pub fn required_schema(self, note: Option<&str>) -> Object {
        self.schema(&[Type::String], "Not blank", note, true)
    }

    /// The OpenAPI schema of the field when it may be left out or null ("no change"), but not
    /// blank when sent.
    pub fn when_sent_schema(self, note: Option<&str>) -> Object {
        self.schema(
            &[Type::String, Type::Null],
            "Not blank when sent",
            note,
            true,
        )
    }

    /// The OpenAPI schema of the field when it may be left out, null or blank.
    pub fn optional_schema(self, note: Option<&str>) -> Object {
        self.schema(&[Type::String, Type::Null], "Blank is none", note, false)
    }

    fn schema(self, types: &[Type], rule: &str, note: Option<&str>, not_blank: bool) -> Object {
        let max = money::won(self.max as i64);
        let rule = format!("{rule}; at most {max} characters once trimmed.");
        let description = match note {
            Some(note) => format!("{note} {rule}"),
            None => rule,
        };
        let schema_type = match types {
            [one] => SchemaType::Type(one.clone()),
            many => SchemaType::from_iter(many.iter().cloned()),
        };
        ObjectBuilder::new()
            .schema_type(schema_type)
            .description(Some(description))
            .min_length(not_blank.then_some(1))
            .max_length(Some(self.max))
            .pattern(not_blank.then(|| format!("[^{TRIMMED}]")))
            .build()
    }
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

    const TITLE: Field = Field::new("제목", 5);

    #[test]
    fn blank_text_is_none_and_the_rest_is_trimmed() {
        assert_eq!(non_blank(None), None);
        assert_eq!(non_blank(Some(" \u{3000}\n")), None);
        assert_eq!(non_blank(Some("  점검 안내 ")), Some("점검 안내"));
        assert_eq!(filled(&Some(" \t".into())), None);
        assert_eq!(filled(&Some(" a ".into())), Some(" a ".into()));
    }

    #[test]
    fn characters_are_counted_not_bytes() {
        assert_eq!(chars("알림"), 2);
    }

    #[test]
    fn a_required_field_is_trimmed_never_blank_and_capped_once_trimmed() {
        let blank = || AppError::NotificationTitleAndMessageRequired;
        assert_eq!(
            TITLE.required(Some("  공지사항 \n"), blank()).unwrap(),
            "공지사항"
        );
        assert_eq!(
            TITLE.required(Some("  다섯글자다  "), blank()).unwrap(),
            "다섯글자다"
        );
        assert!(matches!(
            TITLE.required(Some(" \u{3000} "), blank()),
            Err(AppError::NotificationTitleAndMessageRequired)
        ));
        assert!(matches!(
            TITLE.required(None, blank()),
            Err(AppError::NotificationTitleAndMessageRequired)
        ));
        let too_long = TITLE.required(Some("여섯글자이다"), blank()).unwrap_err();
        assert_eq!(too_long.to_string(), "제목은 5자 이하로 입력해 주세요.");
    }

    #[test]
    fn an_optional_field_is_none_when_blank_and_capped_otherwise() {
        assert_eq!(TITLE.optional(None).unwrap(), None);
        assert_eq!(TITLE.optional(Some("   ")).unwrap(), None);
        assert_eq!(TITLE.optional(Some(" 메모 ")).unwrap(), Some("메모"));
        assert!(matches!(
            TITLE.optional(Some("여섯글자이다")),
            Err(AppError::TextTooLong { max: 5, .. })
        ));
    }

    #[test]
    fn the_schema_carries_the_same_numbers() {
        let schema = serde_json::to_value(TITLE.required_schema(None)).unwrap();
        assert_eq!(schema["minLength"], 1);
        assert_eq!(schema["maxLength"], 5);
        assert_eq!(
            schema["description"],
            "Not blank; at most 5 characters once trimmed."
        );
        let changed = serde_json::to_value(TITLE.when_sent_schema(None)).unwrap();
        assert_eq!(
            (&changed["minLength"], &changed["maxLength"]),
            (&1.into(), &5.into())
        );
        let optional = serde_json::to_value(TITLE.optional_schema(Some("메모."))).unwrap();
        assert_eq!(optional["maxLength"], 5);
        assert_eq!(optional["type"], serde_json::json!(["string", "null"]));
    }
}
