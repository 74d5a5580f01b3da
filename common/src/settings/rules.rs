//! What each setting may hold: its category, Korean label and the kind of value, in one table
//! ([`DEFINITIONS`]). A value from a caller is parsed here into the one spelling stored; the rules
//! between settings (minimum charge ≤ maximum) are checked on the whole result by
//! [`check_together`].

use serde_json::Value;

use super::{CashChargeMode, Layout, OperationMode, Settings, Theme};
use crate::{error::AppError, text_enum::TextEnum};

pub use crate::values::settings::Category;

/// The kind of value a setting holds, with its limits.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    Switch,
    /// A whole number in `min..=max`.
    WholeNumber {
        min: i64,
        max: i64,
    },
    /// Text, trimmed; `required` refuses a blank one.
    Text {
        required: bool,
        max: usize,
    },
    /// Blank, or an http(s) address (taken as sent: the form trims it).
    Url {
        max: usize,
    },
    /// One of a closed set; accepted spellings are turned into the stored one.
    Choice {
        parse: fn(&str) -> Option<&'static str>,
        choices: fn() -> String,
    },
}

/// One setting.
#[derive(Debug, Clone, Copy)]
pub struct Definition {
    pub key: &'static str,
    pub category: Category,
    /// The Korean label the screen shows and errors name.
    pub label: &'static str,
    pub kind: Kind,
}

fn choice_of<T: TextEnum>(text: &str) -> Option<&'static str> {
    text.parse::<T>().ok().map(|value| value.as_str())
}

fn choices_of<T: TextEnum>() -> String {
    T::ALL
        .iter()
        .map(|value| value.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

const fn choice<T: TextEnum>() -> Kind {
    Kind::Choice {
        parse: choice_of::<T>,
        choices: choices_of::<T>,
    }
}

const fn whole(min: i64, max: i64) -> Kind {
    Kind::WholeNumber { min, max }
}

const fn def(key: &'static str, category: Category, label: &'static str, kind: Kind) -> Definition {
    Definition {
        key,
        category,
        label,
        kind,
    }
}

/// The largest amount of money a setting may name: ten billion won.
const MONEY_MAX: i64 = 10_000_000_000;

/// Every setting, in screen order.
pub const DEFINITIONS: &[Definition] = {
    use Category::{Business as B, Feature as F, Theme as T};
    &[
        def(
            "siteName",
            B,
            "사이트 이름",
            Kind::Text {
                required: true,
                max: 50,
            },
        ),
        def(
            "siteTitle",
            B,
            "사이트 제목",
            Kind::Text {
                required: false,
                max: 100,
            },
        ),
        def("logoUrl", B, "로고 URL", Kind::Url { max: 500 }),
        def("useCashSystem", B, "캐시 시스템 사용", Kind::Switch),
        def(
            "cashChargeMode",
            B,
            "캐시 충전 방식",
            choice::<CashChargeMode>(),
        ),
        def("defaultSlotPrice", B, "기본 슬롯 가격", whole(0, MONEY_MAX)),
        def("minCashCharge", B, "최소 충전 금액", whole(0, MONEY_MAX)),
        def("maxCashCharge", B, "최대 충전 금액", whole(0, MONEY_MAX)),
        def("slotAutoApproval", B, "슬롯 자동 승인", Kind::Switch),
        def("cashAutoApproval", B, "캐시 자동 승인", Kind::Switch),
        def(
            "maxSlotsPerUser",
            B,
            "사용자당 최대 슬롯 수",
            whole(1, 100_000),
        ),
        def("maintenanceMode", B, "점검 모드", Kind::Switch),
        def("registrationEnabled", B, "회원가입 허용", Kind::Switch),
        def(
            "slotOperationMode",
            B,
            "슬롯 운영 방식",
            choice::<OperationMode>(),
        ),
        def("defaultSlotAllocation", B, "기본 할당 개수", whole(1, 100)),
        def("chatEnabled", F, "1:1 채팅", Kind::Switch),
        def("chatMaxMessages", F, "채팅 최대 메시지 수", whole(1, 1000)),
        def("chatSoundEnabled", F, "채팅 알림음", Kind::Switch),
        def("chatEnabledSimple", F, "심플 테마 채팅", Kind::Switch),
        def("chatEnabledModern", F, "모던 테마 채팅", Kind::Switch),
        def("chatEnabledLuxury", F, "럭셔리 테마 채팅", Kind::Switch),
        def(
            "chatAutoReply",
            F,
            "채팅 자동 응답",
            Kind::Text {
                required: false,
                max: 500,
            },
        ),
        def("chatBusinessStart", F, "상담 시작 시각", whole(0, 23)),
        def("chatBusinessEnd", F, "상담 종료 시각", whole(1, 24)),
        def("notificationEnabled", F, "알림", Kind::Switch),
        def("notificationSound", F, "알림음", Kind::Switch),
        def("notificationAutoRead", F, "알림 자동 읽음", Kind::Switch),
        def(
            "notificationDuration",
            F,
            "알림 표시 시간(ms)",
            whole(1000, 60_000),
        ),
        def("featureCashHistory", F, "캐시 내역 메뉴", Kind::Switch),
        def("featureRanking", F, "순위 메뉴", Kind::Switch),
        def("featureSlotManagement", F, "슬롯 관리 메뉴", Kind::Switch),
        def("globalTheme", T, "전체 테마", choice::<Theme>()),
        def("globalLayout", T, "전체 레이아웃", choice::<Layout>()),
    ]
};

/// The setting named `key`.
pub fn definition(key: &str) -> Result<&'static Definition, AppError> {
    DEFINITIONS
        .iter()
        .find(|d| d.key == key)
        .ok_or_else(|| AppError::SettingUnknown {
            key: key.chars().take(50).collect(),
        })
}

impl Definition {
    /// `value` as this setting stores it, or the Korean 400 naming the setting.
    pub fn parse(&self, value: &Value) -> Result<Value, AppError> {
        let label = self.label;
        match self.kind {
            Kind::Switch => value
                .as_bool()
                .map(Value::Bool)
                .ok_or(AppError::SettingNotSwitch { label }),
            Kind::WholeNumber { min, max } => {
                let number =
                    whole_number(value).ok_or(AppError::SettingNotWholeNumber { label })?;
                if (min..=max).contains(&number) {
                    Ok(Value::from(number))
                } else {
                    Err(AppError::SettingOutOfRange { label, min, max })
                }
            }
            Kind::Text { required, max } => {
                let raw = value
                    .as_str()
                    .ok_or(AppError::SettingTextRequired { label })?;
                if raw.chars().count() > max {
                    return Err(AppError::SettingTextTooLong { label, max });
                }
                // Control characters have no place in a name (and JSONB cannot hold NUL).
                let text: String = raw.chars().filter(|c| !is_invisible(*c)).collect();
                let text = text.trim();
                if required && text.is_empty() {
                    Err(AppError::SettingTextRequired { label })
                } else {
                    Ok(Value::from(text))
                }
            }
            Kind::Url { max } => {
                let text = value
                    .as_str()
                    .ok_or(AppError::SettingUrlInvalid { label })?;
                if text.chars().count() > max {
                    Err(AppError::SettingTextTooLong { label, max })
                } else if text.is_empty() || is_web_address(text) {
                    Ok(Value::from(text))
                } else {
                    Err(AppError::SettingUrlInvalid { label })
                }
            }
            Kind::Choice { parse, choices } => value
                .as_str()
                .and_then(parse)
                .map(Value::from)
                .ok_or_else(|| AppError::SettingNotChoice {
                    label,
                    choices: choices(),
                }),
        }
    }
}

impl Definition {
    /// The JSON schema of the values this setting takes (what `parse` accepts, in its plainest
    /// spelling).
    pub fn value_schema(&self) -> Value {
        match self.kind {
            Kind::Switch => serde_json::json!({ "type": "boolean" }),
            Kind::WholeNumber { min, max } => {
                serde_json::json!({ "type": "integer", "format": "int64", "minimum": min, "maximum": max })
            }
            Kind::Text {
                required: true,
                max,
            } => {
                // Something besides spaces and control characters (which are dropped).
                serde_json::json!({ "type": "string", "maxLength": max, "pattern": "[^\\s\\u0000-\\u001F\\u007F-\\u009F]" })
            }
            Kind::Text {
                required: false,
                max,
            } => serde_json::json!({ "type": "string", "maxLength": max }),
            Kind::Url { max } => {
                serde_json::json!({ "type": "string", "maxLength": max, "pattern": "^(https?://[^\\s\\u0000-\\u001F\\u007F-\\u009F]+)?$" })
            }
            Kind::Choice { choices, .. } => {
                let values: Vec<String> = choices().split(", ").map(str::to_owned).collect();
                serde_json::json!({ "type": "string", "enum": values })
            }
        }
    }
}

/// A whole number from JSON: an integer, or a number with no fraction (`10.0`). A string is not
/// a number: the form turns "50,000" into 50000 before sending.
fn whole_number(value: &Value) -> Option<i64> {
    let n = value.as_number()?;
    n.as_i64().or_else(|| {
        let f = n.as_f64()?;
        (f.fract() == 0.0 && f.abs() < 9.0e15).then_some(f as i64)
    })
}

fn is_web_address(text: &str) -> bool {
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"));
    rest.is_some_and(|rest| {
        !rest.is_empty() && !rest.chars().any(|c| c.is_whitespace() || is_invisible(c))
    })
}

/// Control characters, and the byte-order mark (blank to JavaScript, not to Unicode).
fn is_invisible(c: char) -> bool {
    c.is_control() || c == '\u{feff}'
}

/// The rules between settings, on the settings as they would be.
pub fn check_together(settings: &Settings) -> Result<(), AppError> {
    let b = &settings.business;
    if b.min_cash_charge > b.max_cash_charge {
        return Err(AppError::CashChargeRangeInvalid);
    }
    let f = &settings.feature;
    if f.chat_business_start >= f.chat_business_end {
        return Err(AppError::ChatBusinessHoursInvalid);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn each_key_is_declared_once_in_the_group_of_its_category() {
        let groups = [
            (
                Category::Business,
                serde_json::to_value(Settings::default().business).unwrap(),
            ),
            (
                Category::Feature,
                serde_json::to_value(Settings::default().feature).unwrap(),
            ),
            (
                Category::Theme,
                serde_json::to_value(Settings::default().theme).unwrap(),
            ),
        ];
        let mut declared = 0;
        for (category, group) in groups {
            for key in group.as_object().unwrap().keys() {
                let d = definition(key).unwrap();
                assert_eq!(d.category, category, "{key}");
                declared += 1;
            }
        }
        assert_eq!(
            declared,
            DEFINITIONS.len(),
            "every definition names a field"
        );
    }

    #[test]
    fn every_default_passes_its_own_rule() {
        let defaults = serde_json::to_value(Settings::default()).unwrap();
        for d in DEFINITIONS {
            assert_eq!(
                d.parse(&defaults[d.key]).unwrap(),
                defaults[d.key],
                "{}",
                d.key
            );
        }
        check_together(&Settings::default()).unwrap();
    }

    #[test]
    fn numbers_are_whole_and_in_range() {
        let d = definition("defaultSlotAllocation").unwrap();
        assert_eq!(d.parse(&json!(10)).unwrap(), json!(10));
        assert_eq!(d.parse(&json!(10.0)).unwrap(), json!(10));
        for bad in [json!(0), json!(101), json!(-1)] {
            assert_eq!(
                d.parse(&bad).unwrap_err().to_string(),
                "기본 할당 개수은(는) 1~100 사이로 입력해 주세요."
            );
        }
        for bad in [
            json!(1.5),
            json!("ten"),
            json!(true),
            json!(null),
            json!(""),
        ] {
            assert!(matches!(
                d.parse(&bad),
                Err(AppError::SettingNotWholeNumber { .. })
            ));
        }
    }

    #[test]
    fn closed_sets_store_one_spelling() {
        let d = definition("slotOperationMode").unwrap();
        assert_eq!(
            d.parse(&json!("pre_allocation")).unwrap(),
            json!("pre-allocation")
        );
        assert_eq!(
            d.parse(&json!("weekly")).unwrap_err().to_string(),
            "슬롯 운영 방식 값은 normal, pre-allocation 중 하나여야 합니다."
        );
    }

    #[test]
    fn text_and_addresses() {
        let name = definition("siteName").unwrap();
        assert_eq!(
            name.parse(&json!("  내 사이트 ")).unwrap(),
            json!("내 사이트")
        );
        assert!(name.parse(&json!("   ")).is_err());
        assert_eq!(name.parse(&json!("a\u{0}b")).unwrap(), json!("ab"));
        assert!(name.parse(&json!("\u{1}")).is_err());
        assert!(name.parse(&json!("가".repeat(51))).is_err());
        let logo = definition("logoUrl").unwrap();
        assert_eq!(logo.parse(&json!("")).unwrap(), json!(""));
        assert!(
            logo.parse(&json!("https://cdn.example.com/logo.png"))
                .is_ok()
        );
        assert!(logo.parse(&json!("javascript:alert(1)")).is_err());
        assert!(definition("nope").is_err());
    }

    #[test]
    fn minimum_charge_may_not_pass_the_maximum() {
        let mut s = Settings::default();
        s.business.min_cash_charge = 2_000_000;
        assert!(matches!(
            check_together(&s),
            Err(AppError::CashChargeRangeInvalid)
        ));
    }
}
