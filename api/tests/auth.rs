//! Sign-in, lockout, sign-up, refresh rotation, logout, inactive accounts, profile and password,
//! switch-user: through HTTP against a fresh database.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{DEV_LOGIN, PASSWORD, TestApp, claims_of, refused_new_accounts, says};

#[tokio::test]
async fn signing_in_returns_the_user_and_a_token_pair_that_works() {
    let app = TestApp::spawn().await;

    let answer = app.login_answer(DEV_LOGIN, PASSWORD).await;

    assert_eq!(answer.status(), 200);
    assert!(answer.is_success());
    let user = &answer.data()["user"];
    assert_eq!(
        (user["email"].as_str(), user["role"].as_str()),
        (Some(DEV_LOGIN), Some("developer"))
    );
    assert!(user["lastLoginAt"].is_string());
    assert!(
        user["permissions"]
            .as_array()
            .unwrap()
            .contains(&json!("users.switch"))
    );
    let token = answer.data()["tokens"]["accessToken"].as_str().unwrap();
    let me = app.bearer(token).me().await;
    assert_eq!(
        (me.status(), me.data()["email"].as_str()),
        (200, Some(DEV_LOGIN))
    );
}

#[tokio::test]
async fn login_ids_match_whatever_their_letter_case() {
    let app = TestApp::spawn().await;
    app.new_user("Advertiser01").await;

    assert_eq!(
        app.login_answer("advertiser01", PASSWORD).await.status(),
        200
    );
    assert_eq!(
        app.login_answer("ADVERTISER01", PASSWORD).await.status(),
        200
    );
}

#[tokio::test]
async fn an_unknown_id_and_a_wrong_password_get_the_same_answer() {
    let app = TestApp::spawn().await;

    let unknown = app.login_answer("nobody", PASSWORD).await;
    let wrong = app.login_answer(DEV_LOGIN, "wrong-password").await;

    assert_eq!(unknown.refusal(), (401, says(AppError::InvalidCredentials)));
    assert_eq!(wrong.refusal(), unknown.refusal());
}

#[tokio::test]
async fn empty_fields_are_asked_for_in_korean() {
    let app = TestApp::spawn().await;

    let no_id = app.login_answer("", PASSWORD).await;
    let no_password = app.login_answer(DEV_LOGIN, "").await;
    let garbage = app
        .call_anonymous(
            reqwest::Method::POST,
            "/api/auth/login",
            Some(json!("not an object")),
        )
        .await;

    assert_eq!(no_id.refusal(), (400, "아이디를 입력해 주세요."));
    assert_eq!(no_password.refusal(), (400, "비밀번호를 입력해 주세요."));
    assert_eq!(garbage.refusal(), (400, says(AppError::MalformedRequest)));
}

#[tokio::test]
async fn five_failures_lock_the_id_even_for_the_right_password_and_say_for_how_long() {
    let app = TestApp::spawn().await;
    app.new_user("target01").await;

    let mut statuses = vec![];
    for _ in 0..5 {
        statuses.push(
            app.login_answer("target01", "wrong-password")
                .await
                .status(),
        );
    }
    let locked = app.login_answer("target01", PASSWORD).await;

    assert_eq!(
        statuses,
        [401, 401, 401, 401, 429],
        "the fifth failure already locks"
    );
    assert_eq!(
        (
            locked.status(),
            locked.error().contains("15분 후 다시 시도해 주세요")
        ),
        (429, true),
        "{}",
        locked.error()
    );
    // Another id is not affected.
    assert_eq!(app.login_answer(DEV_LOGIN, PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_success_before_the_limit_clears_the_failures() {
    let app = TestApp::spawn().await;
    app.new_user("target02").await;

    for _ in 0..4 {
        app.login_answer("target02", "wrong-password").await;
    }
    assert_eq!(app.login_answer("target02", PASSWORD).await.status(), 200);
    for _ in 0..4 {
        assert_eq!(
            app.login_answer("target02", "wrong-password")
                .await
                .status(),
            401
        );
    }
    assert_eq!(app.login_answer("target02", PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn refresh_rotates_and_the_old_refresh_token_stops_working() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let first = app.refresh(dev.refresh_token()).await;
    let again = app.refresh(dev.refresh_token()).await;

    assert_eq!(first.status(), 200);
    let new_refresh = first.data()["tokens"]["refreshToken"].as_str().unwrap();
    assert_ne!(new_refresh, dev.refresh_token());
    assert_eq!(again.refusal(), (401, says(AppError::InvalidRefreshToken)));
    assert_eq!(app.refresh(new_refresh).await.status(), 200);
    assert_eq!(app.refresh("made-up-token").await.status(), 401);
}

#[tokio::test]
async fn logout_revokes_the_refresh_token() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let answer = app.logout(dev.refresh_token()).await;

    assert_eq!(answer.status(), 200);
    assert_eq!(app.refresh(dev.refresh_token()).await.status(), 401);
    assert_eq!(
        app.logout(dev.refresh_token()).await.status(),
        200,
        "logging out twice is fine"
    );
    let no_body = app
        .call_anonymous(reqwest::Method::POST, "/api/auth/logout", None)
        .await;
    assert_eq!(no_body.status(), 200);
}

#[tokio::test]
async fn a_deactivated_user_cannot_sign_in_and_their_tokens_stop_at_once() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("shortlived").await;
    let dev = app.developer().await;

    dev.update_user(user.id, json!({ "isActive": false })).await;

    let me = user.me().await;
    assert_eq!(me.refusal(), (403, says(AppError::AccountInactive)));
    assert_eq!(app.refresh(user.refresh_token()).await.status(), 401);
    let login = app.login_answer("shortlived", PASSWORD).await;
    assert_eq!(login.refusal(), (403, says(AppError::AccountInactive)));
}

#[tokio::test]
async fn a_missing_forged_or_expired_access_token_is_a_401() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let now = jsonwebtoken::get_current_timestamp();
    let expired = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({ "sub": dev.id.to_string(), "role": "developer", "iat": now - 4000, "exp": now - 3600,
                 "sid": "00000000-0000-0000-0000-000000000000" }),
        &jsonwebtoken::EncodingKey::from_secret(support::JWT_SECRET.as_bytes()),
    )
    .unwrap();
    let forged = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({ "sub": dev.id.to_string(), "role": "developer", "iat": now, "exp": now + 600,
                 "sid": "00000000-0000-0000-0000-000000000000" }),
        &jsonwebtoken::EncodingKey::from_secret(b"not-the-secret"),
    )
    .unwrap();

    let none = app
        .call_anonymous(reqwest::Method::GET, "/api/auth/me", None)
        .await;
    let old = app.bearer(&expired).me().await;
    let fake = app.bearer(&forged).me().await;

    assert_eq!(none.refusal(), (401, says(AppError::Unauthenticated)));
    assert_eq!(old.refusal(), (401, says(AppError::SessionExpired)));
    assert_eq!(fake.status(), 401);
}

#[tokio::test]
async fn signing_up_creates_an_advertiser_and_signs_them_in() {
    let app = TestApp::spawn().await;

    let answer = app.register("newcomer1", "abcd", "  김신규 ").await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    let user = &answer.data()["user"];
    assert_eq!(
        (user["role"].as_str(), user["fullName"].as_str()),
        (Some("user"), Some("김신규"))
    );
    assert_eq!(app.login_answer("newcomer1", "abcd").await.status(), 200);
    assert_eq!(
        app.audit_events(user["id"].as_i64().unwrap())
            .await
            .last()
            .map(String::as_str),
        Some("registered")
    );
}

#[tokio::test]
async fn sign_up_checks_each_field_and_refuses_a_taken_id() {
    let app = TestApp::spawn().await;
    app.register("taken01", PASSWORD, "첫째").await;

    for (login, password, name, status, message) in refused_new_accounts("TAKEN01") {
        let answer = app.register(login, password, name).await;
        assert_eq!(
            answer.refusal(),
            (status, message),
            "{login} {password} {name}"
        );
    }
}

#[tokio::test]
async fn sign_up_is_refused_while_registration_is_switched_off() {
    let app = TestApp::spawn().await;
    app.set_setting("registrationEnabled", json!(false)).await;

    let answer = app.register("latecomer", PASSWORD, "늦은이").await;
    let settings = app
        .call_anonymous(reqwest::Method::GET, "/api/settings/public", None)
        .await;

    assert_eq!(answer.refusal(), (403, says(AppError::RegistrationClosed)));
    assert_eq!(settings.data()["registrationEnabled"], json!(false));
    assert_eq!(app.login_answer("latecomer", PASSWORD).await.status(), 401);
}

#[tokio::test]
async fn the_profile_name_changes_but_the_login_id_does_not() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("profile01").await;

    let answer = user
        .update_profile(json!({ "fullName": "새 이름", "email": "hijack" }))
        .await;

    assert_eq!(answer.status(), 200);
    assert_eq!(
        (
            answer.data()["fullName"].as_str(),
            answer.data()["email"].as_str()
        ),
        (Some("새 이름"), Some("profile01"))
    );
    let blank = user.update_profile(json!({ "fullName": "  " })).await;
    assert_eq!(blank.refusal(), (400, "이름을 입력해 주세요."));
    let nothing = user.update_profile(json!({})).await;
    assert_eq!(nothing.refusal(), (400, says(AppError::NothingToUpdate)));
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_the_minimum_length() {
    let app = TestApp::spawn().await;
    let user = app.advertiser("secure01").await;

    let missing = user.change_password("", "newpass1").await;
    let wrong = user.change_password("not-it", "newpass1").await;
    let short = user.change_password(PASSWORD, "abc").await;
    assert_eq!(missing.refusal(), (400, "현재 비밀번호를 입력해 주세요."));
    assert_eq!(wrong.refusal(), (400, "현재 비밀번호가 올바르지 않습니다."));
    assert_eq!(short.refusal(), (400, "비밀번호는 4자 이상이어야 합니다."));
    assert_eq!(
        app.login_answer("secure01", PASSWORD).await.status(),
        200,
        "nothing changed yet"
    );

    let done = user.change_password(PASSWORD, "newpass1").await;

    assert_eq!(done.status(), 200);
    assert_eq!(app.login_answer("secure01", PASSWORD).await.status(), 401);
    assert_eq!(app.login_answer("secure01", "newpass1").await.status(), 200);
    app.assert_audited(user.id, "password_changed").await;
}

#[tokio::test]
async fn a_password_change_ends_the_other_sessions_but_not_this_one() {
    let app = TestApp::spawn().await;
    let laptop = app.advertiser("twodevices").await;
    let phone = app.sign_in("twodevices", PASSWORD).await;

    let answer = laptop
        .update_profile(json!({ "password": "newpass1", "currentPassword": PASSWORD }))
        .await;

    assert_eq!(answer.status(), 200);
    assert_eq!(app.refresh(laptop.refresh_token()).await.status(), 200);
    assert_eq!(app.refresh(phone.refresh_token()).await.status(), 401);
}

#[tokio::test]
async fn a_developer_switches_into_a_user_and_the_tokens_say_who_switched() {
    let app = TestApp::spawn().await;
    let user_id = app.new_user("switchme").await;
    let dev = app.developer().await;

    let answer = dev.switch_user(user_id).await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    let token = answer.data()["accessToken"].as_str().unwrap();
    assert!(answer.data()["refreshToken"].is_string());
    assert_eq!(claims_of(token)["switchedBy"], json!(dev.id));
    let me = app.bearer(token).me().await;
    assert_eq!(
        (me.data()["email"].as_str(), &me.data()["switchedBy"]),
        (Some("switchme"), &json!(dev.id))
    );
    // The switched session refreshes and stays switched.
    let refreshed = app
        .refresh(answer.data()["refreshToken"].as_str().unwrap())
        .await;
    assert_eq!(
        claims_of(refreshed.data()["tokens"]["accessToken"].as_str().unwrap())["switchedBy"],
        json!(dev.id)
    );
    app.assert_audited(user_id, "switch_user").await;
}

#[tokio::test]
async fn switch_user_is_for_developers_into_someone_else_who_is_active() {
    let app = TestApp::spawn().await;
    let user_id = app.new_user("plain01").await;
    let inactive_id = app.new_user("sleeper01").await;
    app.new_operator("operator01").await;
    let dev = app.developer().await;
    dev.update_user(inactive_id, json!({ "isActive": false }))
        .await;
    let operator = app.sign_in("operator01", PASSWORD).await;
    let user = app.sign_in("plain01", PASSWORD).await;

    let by_operator = operator.switch_user(user_id).await;
    let by_user = user.switch_user(dev.id).await;
    let into_self = dev.switch_user(dev.id).await;
    let into_inactive = dev.switch_user(inactive_id).await;
    let into_nobody = dev.switch_user(999_999).await;

    assert_eq!(
        by_operator.refusal(),
        (403, "개발자 계정만 사용자 전환을 할 수 있습니다.")
    );
    assert_eq!(by_user.status(), 403);
    assert_eq!(
        into_self.refusal(),
        (400, says(AppError::CannotSwitchToSelf))
    );
    assert_eq!(
        into_inactive.refusal(),
        (409, says(AppError::CannotSwitchToInactive))
    );
    assert_eq!(into_nobody.refusal(), (404, says(AppError::UserNotFound)));
}

#[tokio::test]
async fn the_audit_log_records_sign_in_success_and_failure() {
    let app = TestApp::spawn().await;
    let user_id = app.new_user("audited01").await;

    app.login_answer("audited01", "wrong").await;
    app.sign_in("audited01", PASSWORD).await;

    let events = app.audit_events(user_id).await;
    assert_eq!(&events[..2], ["login_succeeded", "login_failed"]);
    assert_eq!(events.last().map(String::as_str), Some("user_created"));
}
