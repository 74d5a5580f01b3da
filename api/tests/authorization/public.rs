//! The authorisation table's rows for the api's health and accounts: sign-in, sessions, users.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};
use crate::support::PASSWORD;

pub(super) fn rows() -> Vec<Case> {
    vec![
        case(
            Method::GET,
            "/api/health",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/health/live",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/health/ready",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/settings/public",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/login",
            Some(json!({ "email": "nobody", "password": "wrong" })),
            Shared,
            [401, 401, 401, 401],
        ),
        case(
            Method::POST,
            "/api/auth/register",
            Some(json!({ "email": "{unique}", "password": PASSWORD, "fullName": "가입자" })),
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/refresh",
            Some(json!({ "refreshToken": "not-a-token" })),
            Shared,
            [401, 401, 401, 401],
        ),
        case(
            Method::POST,
            "/api/auth/logout",
            Some(json!({})),
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/auth/me",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/auth/profile",
            Some(json!({ "fullName": "새 이름" })),
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/auth/change-password",
            Some(json!({ "currentPassword": PASSWORD, "password": PASSWORD })),
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/switch-user",
            Some(json!({ "targetUserId": "{target}" })),
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::GET,
            "/api/users",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/users",
            Some(json!({ "email": "{unique}", "password": PASSWORD, "fullName": "새 사용자" })),
            Shared,
            [401, 403, 201, 201],
        ),
        case(
            Method::GET,
            "/api/users/{target}",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/users/{target}",
            Some(json!({ "fullName": "고친 이름" })),
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::DELETE,
            "/api/users/{target}",
            None,
            FreshUser,
            [401, 403, 200, 200],
        ),
    ]
}
