//! User management: list, create, edit, delete and who may touch whom.

use crate::support;

use common::AppError;
use serde_json::json;
use support::{PASSWORD, TestApp, refused_new_accounts, says};

#[tokio::test]
async fn the_list_searches_filters_and_pages_with_slot_counts() {
    let app = TestApp::spawn().await;
    for i in 1..=12 {
        app.new_user(&format!("adv{i:02}")).await;
    }
    let sleeper = app.new_user("sleepy").await;
    let dev = app.developer().await;
    dev.update_user(
        sleeper,
        json!({ "isActive": false, "fullName": "잠자는 광고주" }),
    )
    .await;

    let first = dev.list_users("?page=1&limit=5").await;
    let third = dev.list_users("?page=3&limit=5").await;
    let search = dev.list_users("?search=ADV1").await;
    let by_name = dev.list_users("?search=잠자는").await;
    let inactive = dev.list_users("?status=inactive").await;
    let developers = dev.list_users("?role=developer").await;

    assert_eq!(
        first.data()["pagination"],
        json!({ "page": 1, "limit": 5, "total": 14, "totalPages": 3 })
    );
    assert_eq!(first.data()["users"][0]["email"], "sleepy", "newest first");
    assert_eq!(first.data()["users"][0]["allocatedSlots"], 0);
    assert_eq!(first.data()["users"][0]["usedSlots"], 0);
    assert_eq!(third.data()["users"].as_array().unwrap().len(), 4);
    let found = search.texts("users", "email");
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

    let role = dev.list_users("?role=king").await;
    let status = dev.list_users("?status=sleeping").await;
    let page = dev.list_users("?page=0").await;
    let not_number = dev.list_users("?page=abc").await;

    assert_eq!(role.refusal(), (400, says(AppError::RoleInvalid)));
    assert_eq!(status.refusal(), (400, says(AppError::StatusFilterInvalid)));
    assert_eq!(page.refusal(), (400, says(AppError::PaginationInvalid)));
    assert_eq!(not_number.status(), 400);
}

#[tokio::test]
async fn a_new_user_is_always_an_advertiser_and_follows_the_field_rules() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let body = json!({ "email": "sneaky01", "password": PASSWORD, "fullName": "몰래", "role": "developer" });
    let sneaky = dev.post("/api/users", body).await;

    assert_eq!(sneaky.status(), 201);
    assert_eq!(sneaky.data()["role"], "user");
    for (login, password, name, status, message) in refused_new_accounts("SNEAKY01") {
        let answer = dev.create_user(login, password, name).await;
        assert_eq!(
            answer.refusal(),
            (status, message),
            "{login} {password} {name}"
        );
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

    let renamed = dev
        .update_user(id, json!({ "fullName": "바뀐 이름", "password": "" }))
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

    let repassworded = dev.update_user(id, json!({ "password": "fresh123" })).await;

    assert_eq!(repassworded.status(), 200);
    assert_eq!(app.login_answer("editme", PASSWORD).await.status(), 401);
    assert_eq!(app.login_answer("editme", "fresh123").await.status(), 200);
    let short = dev.update_user(id, json!({ "password": "abc" })).await;
    assert_eq!(short.refusal(), (400, "비밀번호는 4자 이상이어야 합니다."));
    let missing = dev
        .update_user(999_999, json!({ "fullName": "누구" }))
        .await;
    assert_eq!(missing.refusal(), (404, "사용자를 찾을 수 없습니다."));
}

#[tokio::test]
async fn operators_manage_users_but_not_developers_nor_grant_that_role() {
    let app = TestApp::spawn().await;
    let user_id = app.new_user("managed").await;
    app.new_operator("operator02").await;
    let dev = app.developer().await;
    let operator = app.sign_in("operator02", PASSWORD).await;

    let edit_user = operator
        .update_user(
            user_id,
            json!({ "fullName": "운영자가 바꿈", "role": "operator" }),
        )
        .await;
    let edit_dev = operator
        .update_user(dev.id, json!({ "fullName": "바꿔보기" }))
        .await;
    let grant_dev = operator
        .update_user(user_id, json!({ "role": "developer" }))
        .await;
    let delete_dev = operator.delete_user(dev.id).await;

    assert_eq!(edit_user.status(), 200);
    assert_eq!(edit_user.data()["role"], "operator");
    for answer in [&edit_dev, &grant_dev, &delete_dev] {
        assert_eq!(
            answer.refusal(),
            (403, says(AppError::DeveloperAccountProtected))
        );
    }
}

#[tokio::test]
async fn nobody_deletes_deactivates_or_demotes_themselves() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;

    let delete = dev.delete_user(dev.id).await;
    let deactivate = dev.update_user(dev.id, json!({ "isActive": false })).await;
    let demote = dev.update_user(dev.id, json!({ "role": "user" })).await;
    let rename = dev
        .update_user(
            dev.id,
            json!({ "fullName": "새 개발자 이름", "role": "developer" }),
        )
        .await;

    assert_eq!(
        delete.refusal(),
        (400, "자기 자신의 계정은 삭제할 수 없습니다.")
    );
    assert_eq!(
        deactivate.refusal(),
        (400, says(AppError::CannotDemoteSelf))
    );
    assert_eq!(demote.status(), 400);
    assert_eq!(
        rename.status(),
        200,
        "an unchanged role with a new name is fine"
    );
}

#[tokio::test]
async fn staff_change_their_own_password_only_through_the_profile_with_the_current_one() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let operator = app.operator("ops1").await;

    let own = dev
        .update_user(dev.id, json!({ "password": "stolen-token-pass" }))
        .await;
    let operator_own = operator
        .update_user(
            operator.id,
            json!({ "password": "stolen-token-pass", "fullName": "운영자" }),
        )
        .await;
    let blank = dev
        .update_user(
            dev.id,
            json!({ "password": "", "fullName": "새 개발자 이름" }),
        )
        .await;
    let someone_else = dev
        .update_user(operator.id, json!({ "password": "reset-by-dev-1" }))
        .await;

    for refused in [&own, &operator_own] {
        assert_eq!(
            refused.refusal(),
            (
                403,
                "본인 비밀번호는 내 정보에서 현재 비밀번호와 함께 변경해 주세요."
            )
        );
    }
    assert_eq!(
        blank.status(),
        200,
        "a blank password changes nothing: {blank:?}"
    );
    assert_eq!(
        someone_else.status(),
        200,
        "staff still reset others' passwords"
    );
    assert_eq!(
        app.login_answer(support::DEV_LOGIN, "stolen-token-pass")
            .await
            .status(),
        401,
        "the developer's password is unchanged"
    );
    assert_eq!(
        app.login_answer("ops1", "reset-by-dev-1").await.status(),
        200
    );
}

#[tokio::test]
async fn a_deleted_user_disappears_cannot_sign_in_and_frees_the_login_id() {
    let app = TestApp::spawn().await;
    let goner = app.advertiser("goner").await;
    let id = goner.id;
    let dev = app.developer().await;

    let answer = dev.delete_user(id).await;

    assert_eq!(answer.status(), 200);
    assert_eq!(dev.get(&format!("/api/users/{id}")).await.status(), 404);
    assert_eq!(
        dev.list_users("?search=goner").await.data()["pagination"]["total"],
        0
    );
    assert_eq!(app.login_answer("goner", PASSWORD).await.status(), 401);
    assert_eq!(goner.me().await.status(), 401);
    assert_eq!(app.refresh(goner.refresh_token()).await.status(), 401);
    assert_eq!(
        dev.create_user("goner", PASSWORD, "새 사람").await.status(),
        201
    );
    assert_eq!(dev.delete_user(id).await.status(), 404, "deleting twice");
    app.assert_audited(id, "user_deleted").await;
}

#[tokio::test]
async fn a_user_reaches_only_their_own_account() {
    let app = TestApp::spawn().await;
    let other = app.new_user("other01").await;
    let me = app.advertiser("self01").await;

    let read_other = me.get(&format!("/api/users/{other}")).await;
    let edit_other = me.update_user(other, json!({ "fullName": "해킹" })).await;

    assert_eq!(read_other.refusal(), (403, "권한이 없습니다."));
    assert_eq!(edit_other.status(), 403);
    assert_eq!(me.me().await.data()["email"], "self01");
}
