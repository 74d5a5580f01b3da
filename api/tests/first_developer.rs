//! The first developer account of a fresh install (issue 17): without `FIRST_DEV_PASSWORD` its
//! password is generated, kept in a mode-600 file in the data folder, and must be changed before
//! the account may do anything else; with `FIRST_DEV_PASSWORD` it is the chosen one, unflagged.

use crate::support;

use std::{os::unix::fs::PermissionsExt, path::PathBuf};

use common::AppError;
use reqwest::Method;
use serde_json::json;
use support::{DEV_LOGIN, PASSWORD, TestApp, test_config};

/// A data folder of this test's own, removed when dropped.
struct DataDir(PathBuf);

impl DataDir {
    fn new() -> Self {
        let dir = std::env::temp_dir().join(format!(
            "first-developer-{}-{}",
            std::process::id(),
            rand::random::<u64>()
        ));
        Self(dir)
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An app whose first developer was made without `FIRST_DEV_PASSWORD`, and that password.
async fn spawn_with_generated_password(data: &DataDir) -> (TestApp, String) {
    let mut config = test_config();
    config.data_dir = data.0.clone();
    config.first_developer.password = None;
    let app = TestApp::spawn_with(config).await;
    let file = data.0.join("first-developer-password.txt");
    let password = std::fs::read_to_string(&file).expect("the password file");
    (app, password.trim().to_owned())
}

#[tokio::test]
async fn a_generated_password_is_kept_for_the_owner_only_and_signs_in() {
    let data = DataDir::new();
    let (app, password) = spawn_with_generated_password(&data).await;

    let file = data.0.join("first-developer-password.txt");
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    assert!(password.len() >= 16, "{password:?}");
    assert_ne!(password, PASSWORD);

    let login = app.login_answer(DEV_LOGIN, &password).await;
    assert_eq!(login.status(), 200, "{login:?}");
    assert_eq!(login.data()["user"]["mustChangePassword"], json!(true));
    let developer = app.sign_in(DEV_LOGIN, &password).await;
    assert_eq!(
        developer.me().await.data()["mustChangePassword"],
        json!(true)
    );

    // A second start finds the developer and leaves both account and file alone.
    let again = common::accounts::first_developer::ensure(&app.db.pool, &app.config)
        .await
        .unwrap();
    assert!(again.is_none());
    let forgotten =
        common::accounts::first_developer::forget_replaced_password(&app.db.pool, &file)
            .await
            .unwrap();
    assert!(!forgotten, "the password is still to be changed");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().trim(),
        password.as_str()
    );
}

#[tokio::test]
async fn a_password_changed_while_this_api_was_down_loses_its_file_at_the_next_start() {
    let data = DataDir::new();
    let (app, password) = spawn_with_generated_password(&data).await;
    // Another api instance (with its own data folder) served the change.
    let developer = app.sign_in(DEV_LOGIN, &password).await;
    let file = data.0.join("first-developer-password.txt");
    let kept = std::fs::read_to_string(&file).unwrap();
    let changed = developer.change_password(&password, "my-own-pass").await;
    assert_eq!(changed.status(), 200, "{changed:?}");
    std::fs::write(&file, kept).unwrap();

    // What the api does at start.
    let forgotten =
        common::accounts::first_developer::forget_replaced_password(&app.db.pool, &file)
            .await
            .unwrap();
    assert!(forgotten);
    assert!(!file.exists());
}

#[tokio::test]
async fn until_the_generated_password_is_changed_only_the_allowed_calls_answer() {
    let data = DataDir::new();
    let (app, password) = spawn_with_generated_password(&data).await;
    let developer = app.sign_in(DEV_LOGIN, &password).await;
    let refused = AppError::PasswordChangeRequired.to_string();
    assert_eq!(
        refused,
        "처음 로그인하셨습니다. 비밀번호를 먼저 변경해 주세요."
    );

    for (method, path, body) in [
        (Method::GET, "/api/users", None),
        (Method::GET, "/api/settings", None),
        (Method::GET, "/api/admin/dashboard", None),
        (
            Method::PUT,
            "/api/auth/profile",
            Some(json!({ "fullName": "새 이름" })),
        ),
        (
            Method::POST,
            "/api/users",
            Some(json!({ "email": "sneaky", "password": "pass1234", "fullName": "몰래" })),
        ),
    ] {
        let answer = developer.call(method.clone(), path, body).await;
        assert_eq!(answer.refusal(), (403, refused.as_str()), "{method} {path}");
    }

    // Reading the account, refreshing and changing the password still work.
    assert_eq!(developer.me().await.status(), 200);
    let refreshed = app.refresh(developer.refresh_token()).await;
    assert_eq!(refreshed.status(), 200, "{refreshed:?}");
    assert_eq!(refreshed.data()["user"]["mustChangePassword"], json!(true));
    let wrong = developer.change_password("not-it", "my-own-pass").await;
    assert_eq!(
        wrong.error(),
        AppError::CurrentPasswordWrong.to_string(),
        "{wrong:?}"
    );
    let file = data.0.join("first-developer-password.txt");
    assert!(
        file.exists(),
        "kept while the generated password is still the account's"
    );
    let changed = developer.change_password(&password, "my-own-pass").await;
    assert_eq!(changed.status(), 200, "{changed:?}");
    assert!(
        !file.exists(),
        "a changed password's file is removed: it served its one purpose"
    );

    assert_eq!(
        developer.me().await.data()["mustChangePassword"],
        json!(false)
    );
    assert_eq!(developer.get("/api/users").await.status(), 200);
    assert_eq!(developer.get("/api/settings").await.status(), 200);
    let login = app.login_answer(DEV_LOGIN, "my-own-pass").await;
    assert_eq!(login.data()["user"]["mustChangePassword"], json!(false));
}

#[tokio::test]
async fn logging_out_works_before_the_password_is_changed() {
    let data = DataDir::new();
    let (app, password) = spawn_with_generated_password(&data).await;
    let developer = app.sign_in(DEV_LOGIN, &password).await;

    assert_eq!(app.logout(developer.refresh_token()).await.status(), 200);
    assert_eq!(app.refresh(developer.refresh_token()).await.status(), 401);
}

#[tokio::test]
async fn a_chosen_first_password_needs_no_change() {
    let app = TestApp::spawn().await;
    let developer = app.developer().await;

    assert_eq!(
        developer.me().await.data()["mustChangePassword"],
        json!(false)
    );
    assert_eq!(developer.get("/api/users").await.status(), 200);
    let login = app.login_answer(DEV_LOGIN, PASSWORD).await;
    assert_eq!(login.data()["user"]["mustChangePassword"], json!(false));
}
