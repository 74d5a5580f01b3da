//! User management: list, create, edit, delete and who may touch whom.

mod support;

use common::AppError;
use serde_json::json;
use support::{PASSWORD, TestApp};

#[tokio::test]
async fn the_list_searches_filters_and_pages_with_slot_counts() {
    let app = TestApp::spawn().await;
    for i in 1..=12 {
        app.new_user(&format!("adv{i:02}")).await;
    }
    let sleeper = app.new_user("sleepy").await;
    let dev = app.developer().await;
    app.update_user(
        &dev.access_token,
        sleeper,
        json!({ "isActive": false, "fullName": "잠자는 광고주" }),
    )
    .await;
    let token = &dev.access_token;

    let first = app.list_users(token, "?page=1&limit=5").await;
    let third = app.list_users(token, "?page=3&limit=5").await;
    let search = app.list_users(token, "?search=ADV1").await;
    let by_name = app.list_users(token, "?search=잠자는").await;
    let inactive = app.list_users(token, "?status=inactive").await;
    let developers = app.list_users(token, "?role=developer").await;

    assert_eq!(
        first.data()["pagination"],
        json!({ "page": 1, "limit": 5, "total": 14, "totalPages": 3 })
    );
    assert_eq!(first.data()["users"][0]["email"], "sleepy", "newest first");
    assert_eq!(first.data()["users"][0]["allocatedSlots"], 0);
    assert_eq!(first.data()["users"][0]["usedSlots"], 0);
    assert_eq!(third.data()["users"].as_array().unwrap().len(), 4);
    let found: Vec<&str> = search.data()["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["email"].as_str().unwrap())
        .collect();
    assert_eq!(found, ["adv12", "adv11", "adv10"]);
    assert_eq!(by_name.data()["users"][0]["email"], "sleepy");
    assert_eq!(inactive.data()["pagination"]["total"], 1);
    assert_eq!(inactive.data()["users"][0]["status"], "inactive");
    assert_eq!(developers.data()["pagination"]["total"], 1);
}

#[tokio::test]
async fn bad_list_filters_get_a_clear_400() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let role = app.list_users(&dev.access_token, "?role=king").await;
    let status = app.list_users(&dev.access_token, "?status=sleeping").await;
    let page = app.list_users(&dev.access_token, "?page=0").await;
    let not_number = app.list_users(&dev.access_token, "?page=abc").await;

    assert_eq!(
        (role.status(), role.error()),
        (400, AppError::RoleInvalid.to_string().as_str())
    );
    assert_eq!(
        (status.status(), status.error()),
        (400, AppError::StatusFilterInvalid.to_string().as_str())
    );
    assert_eq!(
        (page.status(), page.error()),
        (400, AppError::PaginationInvalid.to_string().as_str())
    );
    assert_eq!(not_number.status(), 400);
}

#[tokio::test]
async fn a_new_user_is_always_an_advertiser_and_follows_the_field_rules() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let token = &dev.access_token;

    let sneaky = app.call(reqwest::Method::POST, "/api/users", Some(token),
        Some(json!({ "email": "sneaky01", "password": PASSWORD, "fullName": "몰래", "role": "developer" }))).await;
    let cases = [
        (
            app.create_user_answer(token, "", PASSWORD, "이름").await,
            400,
            "아이디를 입력해 주세요.",
        ),
        (
            app.create_user_answer(token, "홍길동", PASSWORD, "이름")
                .await,
            400,
            "아이디는 영문과 숫자만 사용할 수 있습니다.",
        ),
        (
            app.create_user_answer(token, "newid01", "123", "이름")
                .await,
            400,
            "비밀번호는 4자 이상이어야 합니다.",
        ),
        (
            app.create_user_answer(token, "newid01", PASSWORD, "").await,
            400,
            "이름을 입력해 주세요.",
        ),
        (
            app.create_user_answer(token, "SNEAKY01", PASSWORD, "중복")
                .await,
            409,
            "이미 사용 중인 아이디입니다.",
        ),
    ];

    assert_eq!(sneaky.status(), 201);
    assert_eq!(sneaky.data()["role"], "user");
    for (answer, status, message) in cases {
        assert_eq!((answer.status(), answer.error()), (status, message));
    }
    assert_eq!(
        app.login_answer("sneaky01", PASSWORD).await.status(),
        200,
        "the new user can sign in"
    );
}

#[tokio::test]
async fn an_edit_changes_only_what_is_sent_and_a_blank_password_keeps_the_old_one() {
    let app = TestApp::spawn().await;
    let id = app.new_user("editme").await;
    let dev = app.developer().await;

    let renamed = app
        .update_user(
            &dev.access_token,
            id,
            json!({ "fullName": "바뀐 이름", "password": "" }),
        )
        .await;

    assert_eq!(renamed.status(), 200);
    assert_eq!(
        (
            renamed.data()["fullName"].as_str(),
            renamed.data()["role"].as_str(),
            renamed.data()["isActive"].as_bool()
        ),
        (Some("바뀐 이름"), Some("user"), Some(true))
    );
    assert_eq!(
        app.login_answer("editme", PASSWORD).await.status(),
        200,
        "blank password = unchanged"
    );

    let repassworded = app
        .update_user(&dev.access_token, id, json!({ "password": "fresh123" }))
        .await;

    assert_eq!(repassworded.status(), 200);
    assert_eq!(app.login_answer("editme", PASSWORD).await.status(), 401);
    assert_eq!(app.login_answer("editme", "fresh123").await.status(), 200);
    let short = app
        .update_user(&dev.access_token, id, json!({ "password": "abc" }))
        .await;
    assert_eq!(
        (short.status(), short.error()),
        (400, "비밀번호는 4자 이상이어야 합니다.")
    );
    let missing = app
        .update_user(&dev.access_token, 999_999, json!({ "fullName": "누구" }))
        .await;
    assert_eq!(
        (missing.status(), missing.error()),
        (404, "사용자를 찾을 수 없습니다.")
    );
}

#[tokio::test]
async fn operators_manage_users_but_not_developers_nor_grant_that_role() {
    let app = TestApp::spawn().await;
    let user_id = app.new_user("managed").await;
    app.new_operator("operator02").await;
    let dev = app.developer().await;
    let operator = app.login("operator02", PASSWORD).await;
    let token = &operator.access_token;

    let edit_user = app
        .update_user(
            token,
            user_id,
            json!({ "fullName": "운영자가 바꿈", "role": "operator" }),
        )
        .await;
    let edit_dev = app
        .update_user(token, dev.user_id, json!({ "fullName": "바꿔보기" }))
        .await;
    let grant_dev = app
        .update_user(token, user_id, json!({ "role": "developer" }))
        .await;
    let delete_dev = app.delete_user(token, dev.user_id).await;

    assert_eq!(edit_user.status(), 200);
    assert_eq!(edit_user.data()["role"], "operator");
    for answer in [&edit_dev, &grant_dev, &delete_dev] {
        assert_eq!(
            (answer.status(), answer.error()),
            (
                403,
                AppError::DeveloperAccountProtected.to_string().as_str()
            )
        );
    }
}

#[tokio::test]
async fn nobody_deletes_deactivates_or_demotes_themselves() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let delete = app.delete_user(&dev.access_token, dev.user_id).await;
    let deactivate = app
        .update_user(&dev.access_token, dev.user_id, json!({ "isActive": false }))
        .await;
    let demote = app
        .update_user(&dev.access_token, dev.user_id, json!({ "role": "user" }))
        .await;
    let rename = app
        .update_user(
            &dev.access_token,
            dev.user_id,
            json!({ "fullName": "새 개발자 이름", "role": "developer" }),
        )
        .await;

    assert_eq!(
        (delete.status(), delete.error()),
        (400, "자기 자신의 계정은 삭제할 수 없습니다.")
    );
    assert_eq!(
        (deactivate.status(), deactivate.error()),
        (400, AppError::CannotDemoteSelf.to_string().as_str())
    );
    assert_eq!(demote.status(), 400);
    assert_eq!(
        rename.status(),
        200,
        "an unchanged role with a new name is fine"
    );
}

#[tokio::test]
async fn a_deleted_user_disappears_cannot_sign_in_and_frees_the_login_id() {
    let app = TestApp::spawn().await;
    let id = app.new_user("goner").await;
    let session = app.login("goner", PASSWORD).await;
    let dev = app.developer().await;

    let answer = app.delete_user(&dev.access_token, id).await;

    assert_eq!(answer.status(), 200);
    assert_eq!(
        app.get(&format!("/api/users/{id}"), &dev.access_token)
            .await
            .status(),
        404
    );
    assert_eq!(
        app.list_users(&dev.access_token, "?search=goner")
            .await
            .data()["pagination"]["total"],
        0
    );
    assert_eq!(app.login_answer("goner", PASSWORD).await.status(), 401);
    assert_eq!(app.me(&session.access_token).await.status(), 401);
    assert_eq!(app.refresh(&session.refresh_token).await.status(), 401);
    assert_eq!(
        app.create_user_answer(&dev.access_token, "goner", PASSWORD, "새 사람")
            .await
            .status(),
        201
    );
    assert_eq!(
        app.delete_user(&dev.access_token, id).await.status(),
        404,
        "deleting twice"
    );
    assert!(
        app.audit_events(id)
            .await
            .contains(&"user_deleted".to_owned())
    );
}

#[tokio::test]
async fn a_user_reaches_only_their_own_account() {
    let app = TestApp::spawn().await;
    let other = app.new_user("other01").await;
    app.new_user("self01").await;
    let me = app.login("self01", PASSWORD).await;

    let read_other = app
        .get(&format!("/api/users/{other}"), &me.access_token)
        .await;
    let edit_other = app
        .update_user(&me.access_token, other, json!({ "fullName": "해킹" }))
        .await;

    assert_eq!(
        (read_other.status(), read_other.error()),
        (403, "권한이 없습니다.")
    );
    assert_eq!(edit_other.status(), 403);
    assert_eq!(app.me(&me.access_token).await.data()["email"], "self01");
}
