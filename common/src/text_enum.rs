//! Closed sets of text values (a setting's choices, a sort key, a status a caller asks for),
//! declared once with [`text_enum!`]: the enum, its one spelling on the wire and in the database,
//! the other spellings it accepts, and the Korean error for anything else. Input is parsed into
//! the enum at the edge (serde, `FromStr`), so no `&str` reaches an operation. A list filter over
//! such a set, "all or one value", is [`AllOr`].

use std::str::FromStr;

use crate::error::AppError;

/// What every `text_enum!` type offers, so [`AllOr`] can be written once for all of them.
pub trait TextEnum: Copy + FromStr<Err = AppError> + 'static {
    /// Every value, in declaration order.
    const ALL: &'static [Self];
    /// The one spelling sent and stored.
    fn as_str(self) -> &'static str;
}

/// A list filter: every value (`all`), or one value of a closed set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AllOr<T> {
    All,
    Only(T),
}

impl<T: TextEnum> AllOr<T> {
    /// The one value asked for; `None` for all.
    pub fn only(self) -> Option<T> {
        match self {
            Self::All => None,
            Self::Only(value) => Some(value),
        }
    }
}

impl<T: TextEnum> FromStr for AllOr<T> {
    type Err = AppError;
    fn from_str(s: &str) -> Result<Self, AppError> {
        match s.trim() {
            "all" => Ok(Self::All),
            other => other.parse().map(Self::Only),
        }
    }
}

impl<'de, T: TextEnum> serde::Deserialize<'de> for AllOr<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse()
            .map_err(|e: AppError| serde::de::Error::custom(e.as_serde_message()))
    }
}

impl<T: TextEnum> AllOr<T> {
    /// The OpenAPI schema: `all` and every value of `T` (for `#[param(schema_with = …)]`).
    pub fn schema() -> utoipa::openapi::Object {
        let values = std::iter::once("all").chain(T::ALL.iter().map(|v| v.as_str()));
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(values))
            .build()
    }
}

/// Declares a closed set of text values.
///
/// ```ignore
/// text_enum! {
///     invalid: AppError::MalformedRequest;
///     /// How advertisers ask for cash.
///     pub enum CashChargeMode {
///         Modal = "modal",
///         Page = "page",
///     }
/// }
/// ```
/// A variant may name other accepted spellings: `PreAllocation = "pre-allocation" | "pre_allocation"`.
/// The enum gets `as_str`, `ALL`, `FromStr` (with the given error), `Display`, serde (the first
/// spelling out, every spelling in) and an OpenAPI schema listing the first spellings.
#[macro_export]
macro_rules! text_enum {
    (
        invalid: $err:expr;
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal $(| $alias:literal)* ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The one spelling sent and stored.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }
        }

        impl $crate::text_enum::TextEnum for $name {
            const ALL: &'static [Self] = $name::ALL;
            fn as_str(self) -> &'static str {
                $name::as_str(self)
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::error::AppError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s.trim() {
                    $($text $(| $alias)* => Ok(Self::$variant),)+
                    _ => Err($err),
                }
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        // Through `FromStr`, so a refused value answers with this set's own Korean message.
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse()
                    .map_err(|e: $crate::error::AppError| ::serde::de::Error::custom(e.as_serde_message()))
            }
        }

        // By hand: utoipa's derive does not see `rename` values passed through a macro.
        impl ::utoipa::PartialSchema for $name {
            fn schema() -> ::utoipa::openapi::RefOr<::utoipa::openapi::schema::Schema> {
                ::utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(::utoipa::openapi::schema::Type::String)
                    .enum_values(Some([$($text),+]))
                    .into()
            }
        }

        impl ::utoipa::ToSchema for $name {}

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

/// Maps a Rust enum with `as_str` and `FromStr` to a TEXT column (with a CHECK in SQL), so
/// columns stay readable in psql and queries can name them with `AS "x: Type"`.
macro_rules! text_column {
    ($ty:ty) => {
        impl sqlx::Type<sqlx::Postgres> for $ty {
            fn type_info() -> sqlx::postgres::PgTypeInfo {
                <&str as sqlx::Type<sqlx::Postgres>>::type_info()
            }
            fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
                <&str as sqlx::Type<sqlx::Postgres>>::compatible(ty)
            }
        }
        impl<'r> sqlx::Decode<'r, sqlx::Postgres> for $ty {
            fn decode(
                value: sqlx::postgres::PgValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                Ok(<&str as sqlx::Decode<sqlx::Postgres>>::decode(value)?.parse()?)
            }
        }
        impl sqlx::Encode<'_, sqlx::Postgres> for $ty {
            fn encode_by_ref(
                &self,
                buf: &mut sqlx::postgres::PgArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<sqlx::Postgres>>::encode_by_ref(&self.as_str(), buf)
            }
        }
    };
}
pub(crate) use text_column;

#[cfg(test)]
mod tests {
    use super::AllOr;
    use crate::error::AppError;

    text_enum! {
        invalid: AppError::MalformedRequest;
        /// A test set.
        enum Mode {
            Normal = "normal",
            PreAllocation = "pre-allocation" | "pre_allocation" | "preallocation",
        }
    }

    #[test]
    fn every_spelling_parses_and_the_first_is_sent() {
        for s in ["pre-allocation", "pre_allocation", " preallocation "] {
            assert_eq!(s.parse::<Mode>().unwrap(), Mode::PreAllocation);
        }
        assert_eq!(
            serde_json::to_value(Mode::PreAllocation).unwrap(),
            "pre-allocation"
        );
        assert_eq!(
            serde_json::from_value::<Mode>("pre_allocation".into()).unwrap(),
            Mode::PreAllocation
        );
        assert!(matches!(
            "PreAllocation".parse::<Mode>(),
            Err(AppError::MalformedRequest)
        ));
        assert_eq!(Mode::ALL, [Mode::Normal, Mode::PreAllocation]);
        let schema = serde_json::to_value(<Mode as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(
            schema["enum"],
            serde_json::json!(["normal", "pre-allocation"])
        );
    }

    #[test]
    fn a_filter_is_all_or_one_value_and_refuses_with_the_sets_message() {
        assert_eq!("all".parse::<AllOr<Mode>>().unwrap(), AllOr::All);
        assert_eq!(
            "normal".parse::<AllOr<Mode>>().unwrap().only(),
            Some(Mode::Normal)
        );
        assert!(matches!(
            "none".parse::<AllOr<Mode>>(),
            Err(AppError::MalformedRequest)
        ));
        let refused = serde_json::from_value::<AllOr<Mode>>("none".into()).unwrap_err();
        assert!(matches!(
            AppError::from_serde_text(&refused.to_string()),
            Some(AppError::InvalidInput(m)) if m == AppError::MalformedRequest.to_string()
        ));
        let schema = serde_json::to_value(AllOr::<Mode>::schema()).unwrap();
        assert_eq!(
            schema["enum"],
            serde_json::json!(["all", "normal", "pre-allocation"])
        );
    }
}
