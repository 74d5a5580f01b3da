//! Account field rules (spec part 1 §5), each parsed once into a type that can only hold a valid
//! value: a login id of letters and digits, a password of at least four characters, a name.

use crate::{
    error::AppError,
    messages,
    text::{self, TRIMMED, string_schema},
};

/// The OpenAPI schema of a login id: what [`LoginId::parse`] accepts.
pub fn login_id_schema() -> utoipa::openapi::Object {
    let pattern = format!("^[{TRIMMED}]*[A-Za-z0-9]{{1,{LOGIN_ID_MAX}}}[{TRIMMED}]*$");
    string_schema("Letters and digits, at most 50.", Some(pattern), None)
}

/// The OpenAPI schema of a new password: what [`Password::parse`] accepts.
pub fn password_schema() -> utoipa::openapi::Object {
    string_schema(
        "At least 4 characters, at most 128.",
        None,
        Some((PASSWORD_MIN, PASSWORD_MAX)),
    )
}

/// The OpenAPI schema of a password change on the edit form: none or empty for no change, or
/// what [`Password::parse`] accepts (the pattern counts characters, as `parse` does).
pub fn password_change_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
        .description(Some(
            "None or empty: unchanged; else at least 4 characters, at most 128.",
        ))
        .pattern(Some(format!("^(?:|[\\s\\S]{{{PASSWORD_MIN},}})$")))
        .max_length(Some(PASSWORD_MAX))
        .build()
}

/// The OpenAPI schema of a name: what [`FullName::parse`] accepts.
pub fn full_name_schema() -> utoipa::openapi::Object {
    FULL_NAME.required_schema(None)
}

/// The OpenAPI schema of a name change: none for no change, or what [`FullName::parse`] accepts.
pub fn full_name_change_schema() -> utoipa::openapi::Object {
    FULL_NAME.when_sent_schema(None)
}

/// Minimum password length (spec part 1 §9: 4).
pub const PASSWORD_MIN: usize = 4;
const PASSWORD_MAX: usize = 128;
const LOGIN_ID_MAX: usize = 50;
const FULL_NAME: text::Field = text::Field::new(messages::FULL_NAME_FIELD, 50);

/// A login id: ASCII letters and digits only, kept as typed (matching ignores case).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginId(String);

impl LoginId {
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        let id = raw.trim();
        if id.is_empty() {
            return Err(AppError::LoginIdRequired);
        }
        if id.chars().count() > LOGIN_ID_MAX {
            return Err(AppError::LoginIdTooLong { max: LOGIN_ID_MAX });
        }
        if !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(AppError::LoginIdInvalid);
        }
        Ok(Self(id.to_owned()))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new password. Not trimmed: spaces are part of a password.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        let count = raw.chars().count();
        if count == 0 {
            return Err(AppError::PasswordRequired);
        }
        if count < PASSWORD_MIN {
            return Err(AppError::PasswordTooShort { min: PASSWORD_MIN });
        }
        if count > PASSWORD_MAX {
            return Err(AppError::PasswordTooLong { max: PASSWORD_MAX });
        }
        Ok(Self(raw.to_owned()))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

/// A person's name as shown in lists: trimmed, not blank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FullName(String);

impl FullName {
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        let name = FULL_NAME.required(Some(raw), AppError::FullNameRequired)?;
        Ok(Self(name.to_owned()))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn login_ids_are_letters_and_digits_only() {
        assert_eq!(
            LoginId::parse(" advertiser01 ").unwrap().as_str(),
            "advertiser01"
        );
        assert!(matches!(LoginId::parse(""), Err(AppError::LoginIdRequired)));
        for bad in ["a b", "hong@test.com", "홍길동", "user-1", "under_score"] {
            assert!(
                matches!(LoginId::parse(bad), Err(AppError::LoginIdInvalid)),
                "{bad}"
            );
        }
        assert!(matches!(
            LoginId::parse(&"a".repeat(51)),
            Err(AppError::LoginIdTooLong { .. })
        ));
    }

    #[test]
    fn passwords_need_four_characters_counted_as_characters() {
        assert!(matches!(
            Password::parse(""),
            Err(AppError::PasswordRequired)
        ));
        assert!(matches!(
            Password::parse("abc"),
            Err(AppError::PasswordTooShort { min: 4 })
        ));
        assert!(Password::parse("abcd").is_ok());
        assert!(
            Password::parse("비밀번호").is_ok(),
            "four Hangul syllables are four characters"
        );
        assert_eq!(
            format!("{:?}", Password::parse("secret").unwrap()),
            "Password(***)"
        );
    }

    #[test]
    fn names_are_trimmed_and_required() {
        assert_eq!(FullName::parse("  홍길동 ").unwrap().as_str(), "홍길동");
        assert!(matches!(
            FullName::parse("   "),
            Err(AppError::FullNameRequired)
        ));
    }
}
