//! Answers read back: sessions from a sign-in, a token's claims, refusals, product addresses.

use serde_json::Value;

use super::*;

pub fn session_of(user: &Value, tokens: &Value) -> Session {
    Session {
        user_id: user["id"].as_i64().expect("user id"),
        access_token: tokens["accessToken"]
            .as_str()
            .expect("access token")
            .to_owned(),
        refresh_token: tokens["refreshToken"]
            .as_str()
            .expect("refresh token")
            .to_owned(),
    }
}

/// New accounts the field rules refuse, however the account is made (sign-up, or staff making
/// one): `(login id, password, full name)`, then the status and what the person is told.
/// `taken` is an id already in use, written in other letter case.
pub fn refused_new_accounts(taken: &str) -> [(&str, &str, &str, u16, &str); 7] {
    const BAD_ID: &str = "아이디는 영문과 숫자만 사용할 수 있습니다.";
    const SHORT: &str = "비밀번호는 4자 이상이어야 합니다.";
    [
        ("", PASSWORD, "이름", 400, "아이디를 입력해 주세요."),
        ("bad id!", PASSWORD, "이름", 400, BAD_ID),
        ("홍길동", PASSWORD, "이름", 400, BAD_ID),
        ("okid01", "abc", "이름", 400, SHORT),
        ("okid01", PASSWORD, " ", 400, "이름을 입력해 주세요."),
        ("okid01", PASSWORD, "", 400, "이름을 입력해 주세요."),
        (taken, PASSWORD, "둘째", 409, "이미 사용 중인 아이디입니다."),
    ]
}

/// The JWT payload of an access token, unverified (to look at claims in tests).
pub fn claims_of(access_token: &str) -> Value {
    use base64::Engine;
    let payload = access_token.split('.').nth(1).expect("jwt payload");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64");
    serde_json::from_slice(&bytes).expect("json")
}

/// A product URL on the marketplace with these ids.
pub fn product_url(product: i64, item: i64, vendor_item: i64) -> String {
    format!(
        "https://www.coupang.com/vp/products/{product}?itemId={item}&vendorItemId={vendor_item}"
    )
}
