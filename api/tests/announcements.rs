//! Announcements over HTTP: staff write them (checked, HTML cleaned before it is stored, audited);
//! everyone reads those shown today, pinned first; opening one counts one view per reader and marks
//! it read for them.

use crate::support;

use chrono::Days;
use reqwest::Method;
use serde_json::{Value, json};
use support::{Answer, Client, TestApp};

async fn write(caller: &Client<'_>, body: Value) -> Answer {
    caller.post("/api/announcements", body).await
}

async fn made(caller: &Client<'_>, body: Value) -> i64 {
    let answer = write(caller, body).await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    answer.data()["id"].as_i64().unwrap()
}

async fn titles(caller: &Client<'_>, path: &str) -> Vec<String> {
    let answer = caller.get(path).await;
    assert_eq!(answer.status(), 200, "{answer:?}");
    answer.texts("announcements", "title")
}

async fn first_is_read(caller: &Client<'_>) -> Value {
    caller.get("/api/announcements").await.data()["announcements"][0]["isRead"].clone()
}

fn day(offset: i64) -> String {
    let today = common::time::today_kst();
    let day = if offset >= 0 {
        today + Days::new(offset as u64)
    } else {
        today - Days::new(offset.unsigned_abs())
    };
    day.to_string()
}

#[tokio::test]
async fn readers_see_only_what_is_shown_today_pinned_first_and_staff_see_everything() {
    let app = TestApp::spawn().await;
    let operator = app.operator("staff01").await;
    let buyer = app.advertiser("buyer01").await;
    made(
        &operator,
        json!({ "title": "진행 중", "content": "지금", "startDate": day(-1), "endDate": day(1) }),
    )
    .await;
    made(
        &operator,
        json!({ "title": "예약", "content": "내일부터", "startDate": day(1) }),
    )
    .await;
    made(
        &operator,
        json!({ "title": "종료", "content": "어제까지", "endDate": day(-1) }),
    )
    .await;
    made(
        &operator,
        json!({ "title": "비공개", "content": "초안", "isActive": false, "isPinned": true }),
    )
    .await;
    made(
        &operator,
        json!({ "title": "고정", "content": "중요", "isPinned": true, "category": "maintenance" }),
    )
    .await;

    assert_eq!(
        titles(&buyer, "/api/announcements").await,
        ["고정", "진행 중"]
    );
    assert_eq!(
        titles(&buyer, "/api/announcements?includeInactive=true").await,
        ["고정", "진행 중"],
        "only staff see the rest"
    );
    assert_eq!(titles(&buyer, "/api/announcements/pinned").await, ["고정"]);
    assert_eq!(
        titles(&buyer, "/api/announcements?category=maintenance").await,
        ["고정"]
    );
    assert_eq!(
        titles(&buyer, "/api/announcements?search=지금").await,
        ["진행 중"]
    );
    assert_eq!(
        titles(&operator, "/api/announcements?includeInactive=true").await,
        ["고정", "비공개", "종료", "예약", "진행 중"]
    );
    assert_eq!(
        titles(
            &operator,
            "/api/announcements?includeInactive=true&status=inactive"
        )
        .await,
        ["비공개"]
    );
    let paged = operator
        .get("/api/announcements?includeInactive=true&limit=2&page=3")
        .await;
    assert_eq!(
        (
            paged.data()["announcements"].as_array().unwrap().len(),
            &paged.data()["pagination"]["total"]
        ),
        (1, &json!(5))
    );
}

#[tokio::test]
async fn html_is_cleaned_before_it_is_stored_and_text_is_kept_as_typed() {
    let app = TestApp::spawn().await;
    let operator = app.operator("staff01").await;
    let hostile = "<h2>점검</h2><p onclick=\"steal()\">오늘 <b>밤</b></p><script>alert(1)</script>\
                   <a href=\"javascript:alert(1)\">링크</a><a href=\"https://example.com/a\">안내</a>\
                   <img src=x onerror=alert(1)><iframe src=\"https://evil.example\"></iframe>";
    let html = made(
        &operator,
        json!({ "title": "HTML", "content": hostile, "contentType": "html" }),
    )
    .await;
    let text = made(
        &operator,
        json!({ "title": "텍스트", "content": "<b>그대로</b>" }),
    )
    .await;

    let stored = operator
        .get(&format!("/api/announcements/{html}"))
        .await
        .data()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    for gone in [
        "script",
        "onclick",
        "javascript",
        "onerror",
        "iframe",
        "evil.example",
        "alert",
    ] {
        assert!(!stored.contains(gone), "{stored:?} still holds {gone}");
    }
    for kept in [
        "<h2>점검</h2>",
        "<b>밤</b>",
        "href=\"https://example.com/a\"",
        "rel=\"noopener noreferrer nofollow\"",
    ] {
        assert!(stored.contains(kept), "{stored:?} lost {kept}");
    }
    let as_text = operator.get(&format!("/api/announcements/{text}")).await;
    assert_eq!(
        (&as_text.data()["content"], &as_text.data()["contentType"]),
        (&json!("<b>그대로</b>"), &json!("text"))
    );

    let empty = write(&operator, json!({ "title": "빈 HTML", "content": "<script>alert(1)</script>", "contentType": "html" })).await;
    assert_eq!(empty.refusal(), (400, "제목과 내용을 입력해 주세요."));
}

#[tokio::test]
async fn opening_counts_one_view_per_reader_and_marks_it_read_for_them() {
    let app = TestApp::spawn().await;
    let operator = app.operator("staff01").await;
    let first = app.advertiser("buyer01").await;
    let second = app.advertiser("buyer02").await;
    let id = made(
        &operator,
        json!({ "title": "이벤트", "content": "충전 보너스" }),
    )
    .await;
    let hidden = made(
        &operator,
        json!({ "title": "비공개", "content": "초안", "isActive": false }),
    )
    .await;

    for _ in 0..3 {
        assert_eq!(
            first
                .get(&format!("/api/announcements/{id}"))
                .await
                .status(),
            200
        );
    }
    let opened = second.get(&format!("/api/announcements/{id}")).await;
    assert_eq!(
        (&opened.data()["viewCount"], &opened.data()["isRead"]),
        (&json!(2), &json!(true))
    );
    assert_eq!(first_is_read(&first).await, json!(true));
    assert_eq!(
        first_is_read(&operator).await,
        json!(false),
        "read marks are each reader's own"
    );

    let refused = first.get(&format!("/api/announcements/{hidden}")).await;
    assert_eq!(refused.refusal(), (404, "공지사항을 찾을 수 없습니다."));
    assert_eq!(
        operator
            .get(&format!("/api/announcements/{hidden}"))
            .await
            .status(),
        200
    );
}

#[tokio::test]
async fn bad_announcements_are_refused_and_changes_are_audited() {
    let app = TestApp::spawn().await;
    let operator = app.operator("staff01").await;
    let buyer = app.advertiser("buyer01").await;
    let cases = [
        (
            json!({ "title": " ", "content": "내용" }),
            "제목과 내용을 입력해 주세요.",
        ),
        (json!({ "title": "제목" }), "제목과 내용을 입력해 주세요."),
        (
            json!({ "title": "가".repeat(201), "content": "내용" }),
            "제목은 200자 이하로 입력해 주세요.",
        ),
        (
            json!({ "title": "기간", "content": "내용", "startDate": day(2), "endDate": day(1) }),
            "게시 종료일은 시작일과 같거나 그 이후여야 합니다.",
        ),
        (
            json!({ "title": "날짜", "content": "내용", "startDate": "12월 1일" }),
            "게시 기간의 날짜 형식이 올바르지 않습니다. (예: 2026-12-01)",
        ),
        (
            json!({ "title": "이미지", "content": "내용", "images": ["javascript:alert(1)"] }),
            "이미지 주소는 http:// 또는 https://로 시작해야 합니다.",
        ),
        (
            json!({ "title": "분류", "content": "내용", "category": "spam" }),
            "분류, 중요도, 내용 형식 중 올바르지 않은 값이 있습니다.",
        ),
    ];
    for (body, message) in cases {
        let answer = write(&operator, body.clone()).await;
        assert_eq!(answer.refusal(), (400, message), "{body}");
    }
    assert_eq!(
        titles(&operator, "/api/announcements?includeInactive=true").await,
        Vec::<String>::new()
    );
    assert_eq!(
        write(&buyer, json!({ "title": "광고", "content": "내용" }))
            .await
            .status(),
        403
    );

    let id = made(
        &operator,
        json!({ "title": "점검", "content": "오늘 밤", "isPinned": true }),
    )
    .await;
    let edited = operator
        .call(Method::PUT, &format!("/api/announcements/{id}"),
            Some(json!({ "title": "점검 (변경)", "content": "내일 밤", "isPinned": true, "isActive": false })))
        .await;
    assert_eq!(
        (
            edited.status(),
            &edited.data()["isActive"],
            &edited.data()["title"]
        ),
        (200, &json!(false), &json!("점검 (변경)"))
    );
    let deleted = operator.delete(&format!("/api/announcements/{id}")).await;
    assert_eq!(deleted.status(), 200);
    let gone = operator.delete(&format!("/api/announcements/{id}")).await;
    assert_eq!(gone.refusal(), (404, "공지사항을 찾을 수 없습니다."));
    for event in [
        "announcement_created",
        "announcement_updated",
        "announcement_deleted",
    ] {
        app.assert_audited(operator.id, event).await;
    }
}
