//! Every route of the api, called as anonymous, user, operator and developer, with the status each
//! must get. A route added without a row here fails `every_documented_route_is_in_the_table`.

mod support;

use std::collections::BTreeSet;

use reqwest::Method;
use serde_json::{Value, json};
use support::{PASSWORD, TestApp};

/// Which account a row's `{target}` names.
#[derive(Clone, Copy)]
enum Target {
    /// One advertiser made for the whole test.
    Shared,
    /// A new advertiser for each call (for calls that consume it, such as delete).
    Fresh,
}

struct Case {
    method: Method,
    path: &'static str,
    body: Option<Value>,
    target: Target,
    /// Expected status as anonymous, user, operator, developer.
    expect: [u16; 4],
}

fn case(
    method: Method,
    path: &'static str,
    body: Option<Value>,
    target: Target,
    expect: [u16; 4],
) -> Case {
    Case {
        method,
        path,
        body,
        target,
        expect,
    }
}

fn table() -> Vec<Case> {
    use Target::*;
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
            Fresh,
            [401, 403, 200, 200],
        ),
    ]
}

#[tokio::test]
async fn every_route_answers_each_role_with_the_right_status() {
    let app = TestApp::spawn().await;
    let shared_target = app.new_user("target00").await;
    app.new_user("plainuser").await;
    app.new_operator("staffop").await;
    let sessions = [
        None,
        Some(app.login("plainuser", PASSWORD).await),
        Some(app.login("staffop", PASSWORD).await),
        Some(app.developer().await),
    ];
    let mut counter = 0;
    let mut failures = vec![];

    for case in table() {
        for (role, session) in ["anonymous", "user", "operator", "developer"]
            .iter()
            .zip(&sessions)
        {
            counter += 1;
            let target = match case.target {
                Target::Shared => shared_target,
                Target::Fresh => app.new_user(&format!("fresh{counter}")).await,
            };
            let unique = format!("made{counter}");
            let path = case.path.replace("{target}", &target.to_string());
            let body = case.body.as_ref().map(|b| fill(b, target, &unique));
            let token = session.as_ref().map(|s| s.access_token.as_str());
            let answer = app.call(case.method.clone(), &path, token, body).await;
            let expected = case.expect[["anonymous", "user", "operator", "developer"]
                .iter()
                .position(|r| r == role)
                .unwrap()];
            if answer.status() != expected {
                failures.push(format!(
                    "{} {} as {role}: got {} want {expected} ({})",
                    case.method,
                    case.path,
                    answer.status(),
                    answer.error()
                ));
            }
            if answer.status() >= 400 {
                assert!(
                    !answer.error().is_empty(),
                    "{} {} as {role}: an error without a message",
                    case.method,
                    case.path
                );
            }
        }
    }

    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[tokio::test]
async fn every_documented_route_is_in_the_table() {
    let app = TestApp::spawn().await;
    let doc = app
        .call(Method::GET, "/api/openapi.json", None, None)
        .await
        .body;

    let documented: BTreeSet<String> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(move |m| format!("{} {path}", m.to_uppercase()))
        })
        .collect();
    let tabled: BTreeSet<String> = table()
        .iter()
        .map(|c| format!("{} {}", c.method, c.path.replace("{target}", "{id}")))
        .collect();

    assert_eq!(documented, tabled);
}

#[tokio::test]
async fn unknown_api_paths_are_a_json_404_not_the_web_app() {
    let app = TestApp::spawn().await;

    let answer = app
        .call(Method::GET, "/api/no-such-thing", None, None)
        .await;

    assert_eq!(
        (answer.status(), answer.error()),
        (404, "요청한 API를 찾을 수 없습니다.")
    );
}

/// The body with `{target}` as a number and `{unique}` as a fresh login id.
fn fill(body: &Value, target: i64, unique: &str) -> Value {
    match body {
        Value::String(s) if s == "{target}" => json!(target),
        Value::String(s) if s == "{unique}" => json!(unique),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), fill(v, target, unique)))
                .collect(),
        ),
        other => other.clone(),
    }
}
