//! Image uploads over HTTP (spec part 2 §5 "File upload helper"; issue 17): staff upload images of
//! at most 5 MB, the bytes decide the type whatever the name says, and anyone loads them back by
//! address with the stored type, never sniffed. The Excel import goes by content too.

use crate::support;

use base64::{Engine, engine::general_purpose::STANDARD};
use reqwest::Method;
use serde_json::{Value, json};
use support::{Answer, Client, TestApp, product_url};

const NOT_AN_IMAGE: &str = "이미지 파일(PNG, JPEG, GIF, WebP)만 올릴 수 있습니다.";
const TOO_BIG: &str = "이미지는 5MB 이하만 올릴 수 있습니다.";
const NO_FILE: &str = "올릴 이미지 파일을 선택해 주세요.";
const MAX_BYTES: usize = 5 * 1024 * 1024;

fn decoded(base64: &str) -> Vec<u8> {
    STANDARD.decode(base64).unwrap()
}

/// One small real image of each accepted format, with the type it must be served as.
fn images() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        (
            "image/png",
            decoded(
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
            ),
        ),
        (
            "image/jpeg",
            decoded(
                "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
            ),
        ),
        (
            "image/gif",
            decoded("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
        ),
        (
            "image/webp",
            decoded("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="),
        ),
    ]
}

fn png() -> Vec<u8> {
    images().remove(0).1
}

async fn upload(caller: &Client<'_>, file_name: &str, bytes: Vec<u8>) -> Answer {
    caller.upload("/api/uploads/images", file_name, bytes).await
}

/// An image as any browser loads it: no token.
async fn fetch(app: &TestApp, address: &str) -> reqwest::Response {
    common::telemetry::http_client()
        .build()
        .unwrap()
        .get(format!("http://{}{address}", app.addr))
        .send()
        .await
        .expect("get")
}

#[tokio::test]
async fn each_image_format_is_stored_and_served_back_byte_for_byte_with_its_type() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;

    for (content_type, bytes) in images() {
        // The name claims something else: the bytes decide.
        let answer = upload(&operator, "그림.bin", bytes.clone()).await;
        assert_eq!(answer.status(), 201, "{content_type}: {answer:?}");
        let data = answer.data();
        let url = data["url"].as_str().unwrap();
        assert_eq!(
            url,
            format!("/api/uploads/{}", data["id"].as_str().unwrap())
        );
        assert_eq!(
            (data["contentType"].as_str(), data["size"].as_u64()),
            (Some(content_type), Some(bytes.len() as u64))
        );

        let served = fetch(&app, url).await;
        assert_eq!(served.status(), 200);
        assert_eq!(served.headers()["content-type"], content_type);
        assert_eq!(served.bytes().await.unwrap().to_vec(), bytes);
    }
}

#[tokio::test]
async fn a_png_named_txt_is_accepted_and_the_same_bytes_keep_one_address() {
    let app = TestApp::spawn().await;
    let developer = app.developer().await;

    let first = upload(&developer, "메모.txt", png()).await;
    let again = upload(&developer, "다른 이름.png", png()).await;

    assert_eq!(first.status(), 201, "{first:?}");
    assert_eq!(first.data()["contentType"], "image/png");
    assert_eq!(again.data()["url"], first.data()["url"]);
    assert_eq!(
        app.audit_events(developer.id).await[..2],
        ["image_uploaded", "image_uploaded"]
    );
}

#[tokio::test]
async fn markup_and_text_named_like_images_are_refused_in_korean() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>"#;
    let hostile: [(&str, &[u8]); 6] = [
        ("그림.png", b"<!DOCTYPE html><script>alert(1)</script>"),
        ("그림.svg", svg),
        ("그림.png", svg),
        ("그림.jpg", "그냥 글자입니다".as_bytes()),
        // A GIF's name and the start of its magic, then HTML.
        ("그림.gif", b"GIF8<html><script>alert(1)</script>"),
        ("빈.png", b""),
    ];

    for (name, bytes) in hostile {
        let answer = upload(&operator, name, bytes.to_vec()).await;
        assert_eq!(answer.refusal(), (415, NOT_AN_IMAGE), "{name}: {answer:?}");
    }
}

#[tokio::test]
async fn five_megabytes_pass_and_one_byte_more_is_a_413_in_korean() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;
    let mut at_limit = png();
    at_limit.resize(MAX_BYTES, 0);
    let mut over = at_limit.clone();
    over.push(0);

    let fits = upload(&operator, "큰.png", at_limit.clone()).await;
    let too_big = upload(&operator, "더 큰.png", over).await;
    // Far past the route's body limit: still our words, not the framework's.
    let huge = upload(&operator, "아주 큰.png", vec![0; 3 * MAX_BYTES]).await;

    assert_eq!(fits.status(), 201, "{fits:?}");
    assert_eq!(fits.data()["size"], MAX_BYTES);
    let served = fetch(&app, fits.data()["url"].as_str().unwrap()).await;
    assert_eq!(served.bytes().await.unwrap().len(), at_limit.len());
    assert_eq!(too_big.refusal(), (413, TOO_BIG));
    assert_eq!(huge.refusal(), (413, TOO_BIG));
}

#[tokio::test]
async fn advertisers_and_strangers_cannot_upload() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;

    let refused = upload(&advertiser, "그림.png", png()).await;
    let anonymous = common::telemetry::http_client()
        .build()
        .unwrap()
        .post(format!("http://{}/api/uploads/images", app.addr))
        .multipart(reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(png()).file_name("그림.png"),
        ))
        .send()
        .await
        .unwrap();

    assert_eq!(refused.refusal(), (403, "권한이 없습니다."));
    assert_eq!(anonymous.status(), 401);
}

#[tokio::test]
async fn a_form_without_the_file_is_a_400_in_korean() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;
    let post = |form: Option<reqwest::multipart::Form>| {
        let request = common::telemetry::http_client()
            .build()
            .unwrap()
            .post(format!("http://{}/api/uploads/images", app.addr))
            .bearer_auth(operator.token());
        match form {
            Some(form) => request.multipart(form),
            None => request.json(&json!({ "file": "iVBORw0KGgo=" })),
        }
    };

    let other_part = post(Some(reqwest::multipart::Form::new().part(
        "image",
        reqwest::multipart::Part::bytes(png()).file_name("그림.png"),
    )))
    .send()
    .await
    .unwrap();
    let json_body = post(None).send().await.unwrap();

    for answer in [other_part, json_body] {
        assert_eq!(answer.status(), 400);
        let body: Value = answer.json().await.unwrap();
        assert_eq!(body["error"], NO_FILE);
    }
}

#[tokio::test]
async fn an_upload_is_served_to_anyone_as_an_inert_image_cached_for_good() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;
    let url = upload(&operator, "그림.png", png()).await.data()["url"]
        .as_str()
        .unwrap()
        .to_owned();

    let served = fetch(&app, &url).await;

    assert_eq!(served.status(), 200);
    let header = |name: &str| served.headers()[name].to_str().unwrap().to_owned();
    assert_eq!(header("content-type"), "image/png");
    assert_eq!(header("x-content-type-options"), "nosniff");
    assert_eq!(header("content-disposition"), "inline");
    assert_eq!(
        header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(header("cross-origin-resource-policy"), "same-origin");
    let csp = header("content-security-policy");
    assert!(
        csp.contains("default-src 'none'") && csp.contains("sandbox"),
        "{csp}"
    );
}

#[tokio::test]
async fn an_unknown_or_malformed_address_is_a_404_in_korean() {
    let app = TestApp::spawn().await;

    for address in [
        "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f",
        "/api/uploads/not-an-id",
    ] {
        let answer = app.call_anonymous(Method::GET, address, None).await;
        assert_eq!(
            answer.refusal(),
            (404, "파일을 찾을 수 없습니다."),
            "{address}"
        );
    }
}

#[tokio::test]
async fn an_announcement_shows_an_uploaded_image_and_other_relative_addresses_are_refused() {
    let app = TestApp::spawn().await;
    let operator = app.operator("op1").await;
    let advertiser = app.advertiser("adv1").await;
    let url = upload(&operator, "그림.png", png()).await.data()["url"].clone();
    let write = |images: Value| {
        operator.post(
            "/api/announcements",
            json!({ "title": "이미지 공지", "content": "내용", "images": images }),
        )
    };

    let written = write(json!([url, "https://example.com/a.png"])).await;
    let refused = write(json!(["/api/users/1"])).await;

    assert_eq!(written.status(), 201, "{written:?}");
    let read = advertiser
        .get(&format!("/api/announcements/{}", written.data()["id"]))
        .await;
    assert_eq!(read.data()["images"][0], url);
    assert_eq!(refused.status(), 400);
}

/// A one-sheet workbook whose header names the default columns.
fn workbook() -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    let url = product_url(1, 2, 3);
    for (c, (header, value)) in [("키워드", "키보드"), ("랜딩 URL", url.as_str())]
        .into_iter()
        .enumerate()
    {
        sheet.write_string(0, c as u16, header).unwrap();
        sheet.write_string(1, c as u16, value).unwrap();
    }
    book.save_to_buffer().unwrap()
}

#[tokio::test]
async fn the_excel_import_goes_by_content_not_by_name() {
    let app = TestApp::spawn().await;
    let owner = app.advertiser("adv1").await;
    let renamed = owner
        .upload("/api/slots/import", "슬롯.txt", workbook())
        .await;
    let text = owner
        .upload("/api/slots/import", "슬롯.xlsx", b"keyword,url\n".to_vec())
        .await;

    assert_eq!(renamed.status(), 200, "{renamed:?}");
    assert_eq!(renamed.data()["rows"][0]["keywords"], "키보드");
    assert_eq!(
        text.refusal(),
        (400, "엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.")
    );
}
