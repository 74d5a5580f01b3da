//! A slot form's input, whatever spelling it came in (spec part 1 §7: `keyword`/`keywords`,
//! `url`/`landingUrl`/`landing_url`, values inside `customFields`), merged into one [`SlotFields`],
//! and the field-configuration rules that apply to it.

use serde_json::{Map, Value};

use super::field_configs::FieldType;
use crate::{db::field_configs::FieldConfigRow, error::AppError, messages};

/// Field keys of the three core fields in field configuration.
pub const KEYWORD_KEY: &str = "keywords";
pub const URL_KEY: &str = "landingUrl";
pub const MID_KEY: &str = "mid";
/// Keys never stored among the dynamic values: the core fields in their other spellings, the
/// URL's derived ids and what the server owns.
const NOT_DYNAMIC: &[&str] = &[
    "keyword",
    "keywords",
    "url",
    "landingUrl",
    "landing_url",
    "mid",
    "url_product_id",
    "url_item_id",
    "url_vendor_item_id",
    "product_id",
    "seq",
    "startDate",
    "endDate",
    "product_name",
    "productName",
    "thumbnail",
    "image",
    "img_url",
    "imageUrl",
];
/// A keyword: at most 100 characters once trimmed.
const KEYWORD: crate::text::Field = crate::text::Field::new(messages::KEYWORD_LABEL, 100);
/// Keywords one keywords cell may hold (spec part 2 §9).
pub const KEYWORDS_MAX: usize = 10;

/// Keyword, URL, MID and dynamic values. `None` = not sent (no change on edit).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SlotFields {
    pub keyword: Option<String>,
    pub url: Option<String>,
    pub mid: Option<String>,
    pub custom: Map<String, Value>,
}

impl SlotFields {
    /// Merges the top-level fields with `customFields`; a top-level value wins.
    pub fn merge(
        keyword: Option<String>,
        url: Option<String>,
        mid: Option<String>,
        custom: Option<Map<String, Value>>,
    ) -> Self {
        let custom = custom.unwrap_or_default();
        // A core key sent blank stays `Some("")`: on edit that is a refusal, not "no change".
        let from_custom =
            |keys: &[&str]| keys.iter().find_map(|k| custom.get(*k).and_then(sent_text));
        let keyword = keyword.or_else(|| from_custom(&["keyword", "keywords"]));
        let url = url.or_else(|| from_custom(&["url", "landingUrl", "landing_url"]));
        let mid = mid.or_else(|| from_custom(&["mid"]));
        let custom = custom
            .into_iter()
            .filter(|(k, _)| !NOT_DYNAMIC.contains(&k.as_str()))
            .collect();
        Self {
            keyword,
            url,
            mid,
            custom,
        }
    }

    /// Nothing but blanks.
    pub fn is_blank(&self) -> bool {
        [&self.keyword, &self.url, &self.mid]
            .iter()
            .all(|v| v.as_deref().is_none_or(|s| s.trim().is_empty()))
            && self.custom.values().all(|v| text(v).is_none())
    }

    /// The value of a configured field as text, if sent and not blank.
    fn value_of(&self, key: &str) -> Option<String> {
        match key {
            KEYWORD_KEY => self.keyword.clone(),
            URL_KEY => self.url.clone(),
            MID_KEY => self.mid.clone(),
            other => self.custom.get(other).and_then(text),
        }
        .filter(|v| !v.trim().is_empty())
    }

    /// The value of field `key` as trimmed text, if sent and not blank.
    pub fn text_of(&self, key: &str) -> Option<String> {
        self.value_of(key).map(|v| v.trim().to_owned())
    }

    /// Whether a configured field was sent at all (blank or not).
    fn sent(&self, key: &str) -> bool {
        match key {
            KEYWORD_KEY => self.keyword.is_some(),
            URL_KEY => self.url.is_some(),
            MID_KEY => self.mid.is_some(),
            other => self.custom.contains_key(other),
        }
    }
}

/// Every enabled, required field must hold a value: all of them on create, those sent on edit.
/// A dynamic value is text, a number, a boolean or null (what a form cell can hold).
pub fn check_required(
    fields: &SlotFields,
    configs: &[FieldConfigRow],
    creating: bool,
) -> Result<(), AppError> {
    check_scalars(fields)?;
    for config in configs.iter().filter(|c| c.is_enabled && c.is_required) {
        if (creating || fields.sent(&config.field_key))
            && fields.value_of(&config.field_key).is_none()
        {
            return Err(AppError::FieldRequired {
                label: config.label.clone(),
            });
        }
    }
    Ok(())
}

/// A dynamic value is text, a number, a boolean or null (what a form cell can hold).
pub fn check_scalars(fields: &SlotFields) -> Result<(), AppError> {
    if fields
        .custom
        .values()
        .any(|v| v.is_array() || v.is_object())
    {
        return Err(AppError::FieldValueNotScalar);
    }
    Ok(())
}

/// A non-blank value against its field's type (spec part 2 §5 "Spreadsheet cells"): numbers are
/// digits only, e-mail addresses have the simple `a@b.c` form, URL fields start with http:// or
/// https://, dates are `YYYY-MM-DD`, booleans true or false, selects one of the options.
pub fn check_value(config: &FieldConfigRow, value: &str) -> Result<(), AppError> {
    let label = || config.label.clone();
    let ok = match config.field_type {
        FieldType::Number => !value.is_empty() && value.chars().all(|c| c.is_ascii_digit()),
        FieldType::Email => is_email(value),
        FieldType::Url => {
            let lower = value.to_ascii_lowercase();
            if !(lower.starts_with("http://") || lower.starts_with("https://")) {
                return Err(AppError::UrlProtocolInvalid);
            }
            true
        }
        FieldType::Date => chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok(),
        FieldType::Boolean => matches!(value, "true" | "false"),
        FieldType::Select => config.options.is_empty() || config.options.iter().any(|o| o == value),
        FieldType::Text | FieldType::Textarea => true,
    };
    if ok {
        return Ok(());
    }
    Err(match config.field_type {
        FieldType::Number => AppError::FieldNotNumber { label: label() },
        FieldType::Email => AppError::FieldNotEmail { label: label() },
        FieldType::Date => AppError::FieldNotDate { label: label() },
        _ => AppError::FieldNotOption { label: label() },
    })
}

/// `local@domain.tld` with no spaces: the simple pattern the forms use.
fn is_email(value: &str) -> bool {
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    let Some((name, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    !value.chars().any(char::is_whitespace)
        && !local.is_empty()
        && !name.is_empty()
        && !tld.is_empty()
        && !domain.contains('@')
}

/// The OpenAPI schema of a keywords cell ([`keywords`]): text the server splits at its commas.
pub fn keywords_schema() -> utoipa::openapi::Object {
    let schema = serde_json::json!({
        "type": ["string", "null"],
        "description": format!(
            "Keywords separated by commas, the first tracked: at most {KEYWORDS_MAX} (blanks dropped, \
             repeats counted once), each at most {} characters once trimmed. No schema keyword \
             counts a list inside a text, so the two limits travel as `x-keywords`.",
            KEYWORD.max
        ),
        "x-keywords": { "maxItems": KEYWORDS_MAX, "maxLength": KEYWORD.max },
    });
    // Built from constants; a failure here is a bug caught by the OpenAPI tests.
    serde_json::from_value(schema).unwrap_or_default()
}

/// The OpenAPI schema of `customFields`: field keys to text, numbers, booleans or null.
pub fn custom_fields_schema() -> utoipa::openapi::Object {
    custom_fields_object(false)
}

/// [`custom_fields_schema`] where the whole object may also be null (left out of a request).
pub fn optional_custom_fields_schema() -> utoipa::openapi::Object {
    custom_fields_object(true)
}

fn custom_fields_object(nullable: bool) -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{
        AdditionalProperties, ObjectBuilder, OneOfBuilder, SchemaType, Type,
    };
    let scalar = OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::String))
        .item(ObjectBuilder::new().schema_type(Type::Number))
        .item(ObjectBuilder::new().schema_type(Type::Boolean))
        .item(ObjectBuilder::new().schema_type(Type::Null));
    let kind = if nullable {
        SchemaType::from_iter([Type::Object, Type::Null])
    } else {
        SchemaType::Type(Type::Object)
    };
    ObjectBuilder::new()
        .schema_type(kind)
        .description(Some("Values of the configured fields by field key."))
        .additional_properties(Some(AdditionalProperties::RefOr(
            utoipa::openapi::Schema::OneOf(scalar.build()).into(),
        )))
        .build()
}

/// The dynamic values to store: sent keys that are configured (and not core), trimmed; merged over
/// what the slot had.
pub fn merged_custom(existing: &Value, fields: &SlotFields, configs: &[FieldConfigRow]) -> Value {
    let mut merged = existing.as_object().cloned().unwrap_or_default();
    for (key, value) in &fields.custom {
        if configs.iter().any(|c| &c.field_key == key) {
            let value = match value {
                Value::String(s) => Value::String(s.trim().to_owned()),
                other => other.clone(),
            };
            merged.insert(key.clone(), value);
        }
    }
    Value::Object(merged)
}

/// A keyword as stored: trimmed, required, at most 100 characters.
pub fn keyword(raw: &str) -> Result<String, AppError> {
    Ok(KEYWORD
        .required(Some(raw), AppError::KeywordRequired)?
        .to_owned())
}

/// A keywords cell: up to [`KEYWORDS_MAX`] keywords separated by commas, each checked by
/// [`keyword`]. The first is the slot's tracked keyword, the rest its extra keywords (blanks between
/// commas are dropped, repeats kept once).
pub fn keywords(raw: &str) -> Result<(String, Vec<String>), AppError> {
    let mut all: Vec<String> = Vec::new();
    for part in raw.split(',').filter(|p| !p.trim().is_empty()) {
        let keyword = keyword(part)?;
        if !all.contains(&keyword) {
            all.push(keyword);
        }
    }
    if all.len() > KEYWORDS_MAX {
        return Err(AppError::TooManyKeywords { max: KEYWORDS_MAX });
    }
    if all.is_empty() {
        return Err(AppError::KeywordRequired);
    }
    let first = all.remove(0);
    Ok((first, all))
}

/// Blank MID is no MID.
pub fn mid(raw: Option<&str>) -> Option<String> {
    crate::text::non_blank(raw).map(str::to_owned)
}

/// A sent value as text, blank strings included; `None` only for null or a missing value.
fn sent_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_owned()),
        other => text(other),
    }
}

/// A JSON value as form text: strings trimmed, numbers and booleans written out, blanks and
/// nulls as `None`.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use sqlx::types::Json;

    fn config(key: &str, label: &str, required: bool, enabled: bool) -> FieldConfigRow {
        FieldConfigRow {
            id: 1,
            field_key: key.into(),
            label: label.into(),
            field_type: crate::slots::field_configs::FieldType::Text,
            placeholder: None,
            description: None,
            options: Json(Vec::new()),
            is_required: required,
            is_enabled: enabled,
            is_system_generated: false,
            show_in_list: true,
            is_searchable: false,
            display_order: 1,
        }
    }

    #[test]
    fn every_spelling_of_keyword_and_url_is_accepted_and_top_level_wins() {
        let custom = json!({ "keywords": "안쪽", "landing_url": "https://in", "adText": "문구", "url_item_id": "9" });
        let fields = SlotFields::merge(None, None, None, custom.as_object().cloned());
        assert_eq!(
            (fields.keyword.as_deref(), fields.url.as_deref()),
            (Some("안쪽"), Some("https://in"))
        );
        assert_eq!(
            fields.custom,
            json!({ "adText": "문구" }).as_object().cloned().unwrap()
        );
        let top = SlotFields::merge(Some("바깥".into()), None, None, custom.as_object().cloned());
        assert_eq!(top.keyword.as_deref(), Some("바깥"));
    }

    #[test]
    fn required_fields_are_checked_only_when_enabled() {
        let configs = [
            config("adText", "광고 문구", true, true),
            config("memo", "메모", true, false),
        ];
        let empty = SlotFields::default();
        assert_eq!(
            check_required(&empty, &configs, true)
                .unwrap_err()
                .to_string(),
            "광고 문구은(는) 필수 항목입니다."
        );
        assert!(
            check_required(&empty, &configs, false).is_ok(),
            "an edit that does not send the field keeps it"
        );
        let blank = SlotFields::merge(
            None,
            None,
            None,
            json!({ "adText": " " }).as_object().cloned(),
        );
        assert!(
            check_required(&blank, &configs, false).is_err(),
            "an edit may not blank a required field"
        );
    }

    #[test]
    fn a_keywords_cell_holds_up_to_ten_the_first_tracked() {
        assert_eq!(
            keywords(" 무선 이어폰, 블루투스 ,,무선 이어폰, 이어폰 ").unwrap(),
            (
                "무선 이어폰".to_owned(),
                vec!["블루투스".to_owned(), "이어폰".to_owned()]
            )
        );
        let eleven = (1..=11)
            .map(|i| format!("k{i}"))
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(
            keywords(&eleven).unwrap_err().to_string(),
            "키워드는 최대 10개까지 입력할 수 있습니다."
        );
        assert!(keywords(" , ").is_err());
    }

    #[test]
    fn cell_values_are_checked_by_their_field_type() {
        let typed = |kind| FieldConfigRow {
            field_type: kind,
            options: Json(vec!["A".into(), "B".into()]),
            ..config("f", "항목", false, true)
        };
        use crate::slots::field_configs::FieldType as T;
        assert!(check_value(&typed(T::Number), "0123").is_ok());
        assert_eq!(
            check_value(&typed(T::Number), "12.5")
                .unwrap_err()
                .to_string(),
            "항목은(는) 숫자로 입력해 주세요."
        );
        assert!(check_value(&typed(T::Email), "a@b.co").is_ok());
        assert!(check_value(&typed(T::Email), "a@b").is_err());
        assert!(check_value(&typed(T::Email), "a b@c.d").is_err());
        assert!(check_value(&typed(T::Url), "https://x.y").is_ok());
        assert_eq!(
            check_value(&typed(T::Url), "x.y").unwrap_err().to_string(),
            "URL은 http:// 또는 https://로 시작해야 합니다."
        );
        assert!(check_value(&typed(T::Select), "B").is_ok());
        assert!(check_value(&typed(T::Select), "C").is_err());
        assert!(check_value(&typed(T::Date), "2026-11-24").is_ok());
        assert!(check_value(&typed(T::Date), "24.11.2026").is_err());
        assert!(check_value(&typed(T::Text), "무엇이든").is_ok());
    }

    #[test]
    fn only_configured_dynamic_values_are_kept() {
        let configs = [config("adText", "광고 문구", false, true)];
        let fields = SlotFields::merge(
            None,
            None,
            None,
            json!({ "adText": " 새 문구 ", "hack": "x" })
                .as_object()
                .cloned(),
        );
        assert_eq!(
            merged_custom(&json!({ "adText": "옛 문구", "old": 1 }), &fields, &configs),
            json!({ "adText": "새 문구", "old": 1 })
        );
    }
}
