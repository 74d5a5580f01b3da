use super::*;

fn input(title: &str, content: &str) -> AnnouncementInput {
    AnnouncementInput {
        title: Some(title.into()),
        content: Some(content.into()),
        content_type: None,
        category: None,
        priority: None,
        is_pinned: None,
        is_active: None,
        start_date: None,
        end_date: None,
        images: None,
    }
}

#[test]
fn title_and_content_are_required_and_html_is_cleaned() {
    assert!(matches!(
        check(&input(" ", "내용")),
        Err(AppError::AnnouncementTitleAndContentRequired)
    ));
    let html = AnnouncementInput {
        content_type: Some(ContentType::Html),
        ..input(
            "점검",
            "<p onclick=\"x()\">오늘 밤</p><script>alert(1)</script>",
        )
    };
    assert_eq!(check(&html).unwrap().content, "<p>오늘 밤</p>");
    let only_script = AnnouncementInput {
        content_type: Some(ContentType::Html),
        ..input("점검", "<script>alert(1)</script>")
    };
    assert!(check(&only_script).is_err(), "nothing left to show");
    let text = input("점검", "<b>그대로</b>");
    assert_eq!(
        check(&text).unwrap().content,
        "<b>그대로</b>",
        "text is kept as typed, shown as text"
    );
}

#[test]
fn dates_run_forward_and_images_are_web_addresses() {
    let backwards = AnnouncementInput {
        start_date: NaiveDate::from_ymd_opt(2026, 12, 2),
        end_date: NaiveDate::from_ymd_opt(2026, 12, 1),
        ..input("점검", "내용")
    };
    assert!(matches!(
        check(&backwards),
        Err(AppError::AnnouncementPeriodInvalid)
    ));
    for bad in [
        "javascript:alert(1)",
        "/local.png",
        "https://",
        "https://a b.png",
        "data:image/png;base64,AA",
        "/api/uploads/not-an-id",
        "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f/../../users",
        "//evil.example/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f",
    ] {
        let with = AnnouncementInput {
            images: Some(vec![bad.into()]),
            ..input("점검", "내용")
        };
        assert!(
            matches!(check(&with), Err(AppError::AnnouncementImageInvalid)),
            "{bad}"
        );
    }
    let good = AnnouncementInput {
        images: Some(vec![
            " https://example.com/a.png ".into(),
            "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f".into(),
        ]),
        ..input("점검", "내용")
    };
    assert_eq!(
        check(&good).unwrap().images,
        serde_json::json!([
            "https://example.com/a.png",
            "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f"
        ])
    );
}
