//! Excel and CSV over HTTP (issue 15): an `.xlsx` made by rust_xlsxwriter and a hand-made `.xls`
//! read into grid rows by header name in any order; every kind of bad file refused with its own
//! message; the template and the grid export opened with calamine and read back; the slot list
//! and a slot's rank history exported as `.xlsx` and `.csv` (UTF-8 with BOM) and round-tripped.

use crate::support;

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx, open_workbook_from_rs};
use reqwest::Method;
use serde_json::{Value, json};
use support::{Client, Download, TestApp, product_url};

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Every cell of the first sheet as text (whole numbers without ".0").
fn sheet_rows(bytes: &[u8]) -> Vec<Vec<String>> {
    let mut book: Xlsx<_> = open_workbook_from_rs(Cursor::new(bytes.to_vec())).expect("an xlsx");
    let range = book
        .worksheet_range_at(0)
        .expect("a sheet")
        .expect("readable");
    range
        .rows()
        .map(|row| {
            row.iter()
                .map(|cell| match cell {
                    Data::Float(f) if f.fract() == 0.0 => format!("{}", *f as i64),
                    Data::Empty => String::new(),
                    other => other.to_string(),
                })
                .collect()
        })
        .collect()
}

/// A workbook of strings, row by row ("" = no cell).
fn xlsx_of(rows: &[&[&str]]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (r, cells) in rows.iter().enumerate() {
        for (c, text) in cells.iter().enumerate() {
            if !text.is_empty() {
                sheet.write_string(r as u32, c as u16, *text).unwrap();
            }
        }
    }
    book.save_to_buffer().unwrap()
}

async fn add_field(app: &TestApp, field: Value) {
    let added = app
        .developer()
        .await
        .post("/api/admin/field-configs", field)
        .await;
    assert_eq!(added.status(), 201, "{added:?}");
}

fn assert_file(file: &Download, content_type: &str, name_part: &str) {
    assert_eq!(
        file.status,
        200,
        "{:?}",
        String::from_utf8_lossy(&file.bytes)
    );
    assert_eq!(file.content_type, content_type);
    assert!(
        file.disposition.starts_with("attachment;") && file.disposition.contains(name_part),
        "{}",
        file.disposition
    );
}

#[tokio::test]
async fn an_xlsx_is_read_by_header_name_in_any_order_with_blank_rows_skipped() {
    let app = TestApp::spawn().await;
    add_field(&app, json!({ "fieldKey": "adText", "label": "광고 문구", "fieldType": "text", "isEnabled": true, "displayOrder": 4 })).await;
    let owner = app.advertiser("adv1").await;
    let url = product_url(1, 2, 3);
    let file = xlsx_of(&[
        &["광고 문구", "landingUrl", "키워드*"],
        &["첫 주 특가", &url, "무선 이어폰, 블루투스"],
        &["", "", ""],
        &["", &url, "  키보드  "],
    ]);

    let answer = owner.upload("/api/slots/import", "슬롯.xlsx", file).await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    assert_eq!(
        answer.data(),
        &json!({
            "columns": ["adText", "landingUrl", "keywords"],
            "rows": [
                { "adText": "첫 주 특가", "landingUrl": url, "keywords": "무선 이어폰, 블루투스" },
                { "adText": "", "landingUrl": url, "keywords": "키보드" },
            ]
        })
    );
}

#[tokio::test]
async fn a_hand_made_xls_is_read() {
    let app = TestApp::spawn().await;
    for field in [
        json!({ "fieldKey": "beginDay", "label": "시작일", "fieldType": "date", "isEnabled": true, "displayOrder": 4 }),
        json!({ "fieldKey": "dailyCap", "label": "일 예산", "fieldType": "number", "isEnabled": true, "displayOrder": 5 }),
        json!({ "fieldKey": "inUse", "label": "사용 여부", "fieldType": "boolean", "isEnabled": true, "displayOrder": 6 }),
    ] {
        add_field(&app, field).await;
    }
    let owner = app.advertiser("adv1").await;
    let xls = include_bytes!("fixtures/slots.xls").to_vec();

    let answer = owner
        .upload("/api/slots/import", "예전 양식.XLS", xls)
        .await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    assert_eq!(
        answer.data()["columns"],
        json!([
            "mid",
            "keywords",
            "landingUrl",
            "beginDay",
            "dailyCap",
            "inUse"
        ])
    );
    assert_eq!(
        answer.data()["rows"],
        json!([
            { "mid": "7345678901", "keywords": "무선 청소기, 원룸 청소기",
              "landingUrl": product_url(1234567, 2345678, 3456789),
              "beginDay": "2025-03-01", "dailyCap": "15000", "inUse": "true" },
            { "mid": "", "keywords": "캠핑 의자", "landingUrl": product_url(7654321, 8765432, 9876543),
              "beginDay": "2025-03-02 09:30:00", "dailyCap": "2.5", "inUse": "false" },
        ])
    );
}

#[tokio::test]
async fn each_kind_of_bad_file_gets_its_own_message_and_imports_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.advertiser("adv1").await;
    let png = b"\x89PNG\r\n\x1a\nrest".to_vec();
    let mut fake_zip = b"PK\x03\x04".to_vec();
    fake_zip.extend_from_slice(&[7; 200]);
    let too_big = vec![b'x'; 5 * 1024 * 1024 + 1];

    let cases = [
        (
            owner.upload("/api/slots/import", "사진.xlsx", png).await,
            400,
            "엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.",
        ),
        (
            owner
                .upload("/api/slots/import", "목록.csv", b"a,b\n1,2".to_vec())
                .await,
            400,
            "엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.",
        ),
        (
            owner
                .upload("/api/slots/import", "깨진.xlsx", fake_zip)
                .await,
            400,
            "파일을 읽을 수 없습니다. 손상되었거나 암호가 걸린 파일인지 확인해 주세요.",
        ),
        (
            owner
                .upload(
                    "/api/slots/import",
                    "빈.xlsx",
                    xlsx_of(&[&["키워드", "랜딩 URL"]]),
                )
                .await,
            400,
            "가져올 데이터가 없습니다. 머리글 아래에 행을 입력해 주세요.",
        ),
        (
            owner
                .upload(
                    "/api/slots/import",
                    "열.xlsx",
                    xlsx_of(&[&["키워드", "가격"], &["키보드", "1000"]]),
                )
                .await,
            400,
            "알 수 없는 열이 있습니다: 가격. 템플릿의 열 이름을 사용해 주세요.",
        ),
        (
            owner.upload("/api/slots/import", "큰.xlsx", too_big).await,
            413,
            "파일은 5MB 이하만 가져올 수 있습니다.",
        ),
    ];
    for (answer, status, message) in cases {
        assert_eq!(answer.refusal(), (status, message), "{answer:?}");
    }
    assert_eq!(
        app.config.marketplace_domain, "coupang.com",
        "the template's examples below use it"
    );
}

#[tokio::test]
async fn the_template_has_the_configured_header_and_two_examples_that_import_back() {
    let app = TestApp::spawn().await;
    add_field(&app, json!({ "fieldKey": "grade", "label": "등급", "fieldType": "select", "options": ["A", "B"], "isRequired": true, "isEnabled": true, "displayOrder": 4 })).await;
    let owner = app.advertiser("adv1").await;

    let file = owner.get_file("/api/slots/import-template").await;

    assert_file(&file, XLSX, ".xlsx");
    let rows = sheet_rows(&file.bytes);
    assert_eq!(rows[0], ["키워드*", "랜딩 URL*", "MID", "등급*"]);
    assert_eq!(rows.len(), 3, "the header and two examples: {rows:?}");
    let back = owner
        .upload("/api/slots/import", "템플릿.xlsx", file.bytes)
        .await;
    assert_eq!(back.status(), 200, "{back:?}");
    let imported = back.data()["rows"].as_array().unwrap();
    assert_eq!(imported.len(), 2);
    assert!(
        imported
            .iter()
            .all(|r| r["grade"] == "A" || r["grade"] == "B")
    );
    assert!(imported.iter().all(|r| {
        r["landingUrl"]
            .as_str()
            .unwrap()
            .starts_with("https://www.coupang.com/vp/products/")
    }));
}

#[tokio::test]
async fn the_grids_rows_are_written_out_and_read_back() {
    let app = TestApp::spawn().await;
    let owner = app.advertiser("adv1").await;
    let rows = json!([
        { "keywords": "무선 이어폰, 블루투스", "landingUrl": product_url(1, 2, 3), "mid": "" },
        { "keywords": "키보드", "landingUrl": "아직 못 찾음", "mid": "M-7" },
    ]);

    let file = owner
        .download(
            Method::POST,
            "/api/slots/grid-export",
            Some(json!({ "rows": rows })),
        )
        .await;

    assert_file(&file, XLSX, ".xlsx");
    let back = owner
        .upload("/api/slots/import", "그리드.xlsx", file.bytes)
        .await;
    assert_eq!(back.data()["rows"], rows);
}

/// An advertiser with three slots (one with extra keywords) and another advertiser with one.
async fn three_slots(app: &TestApp) -> (Client<'_>, Client<'_>) {
    app.set_setting("useCashSystem", json!(false)).await;
    let owner = app.advertiser("adv1").await;
    let other = app.advertiser("adv2").await;
    let created = owner
        .post("/api/slots", json!({ "keyword": "무선 이어폰, 블루투스", "url": product_url(1, 2, 3), "mid": "=1+2" }))
        .await;
    assert_eq!(created.status(), 201, "{created:?}");
    owner.new_slot("키보드").await;
    owner.new_slot("마우스").await;
    other.new_slot("남의 슬롯").await;
    (owner, other)
}

#[tokio::test]
async fn the_slot_list_exports_as_xlsx_and_csv_with_the_lists_filters() {
    let app = TestApp::spawn().await;
    let (owner, _) = three_slots(&app).await;

    let xlsx = owner.get_file("/api/slots/export?format=xlsx").await;
    let csv = owner
        .get_file("/api/slots/export?format=csv&search=이어폰")
        .await;

    assert_file(&xlsx, XLSX, ".xlsx");
    let rows = sheet_rows(&xlsx.bytes);
    assert_eq!(
        rows[0][..6],
        ["슬롯 번호", "상태", "키워드", "추가 키워드", "URL", "MID"]
    );
    let listed: Vec<(&str, &str, &str)> = rows[1..]
        .iter()
        .map(|r| (r[1].as_str(), r[2].as_str(), r[3].as_str()))
        .collect();
    assert_eq!(
        listed,
        [
            ("승인 대기", "마우스", ""),
            ("승인 대기", "키보드", ""),
            ("승인 대기", "무선 이어폰", "블루투스"),
        ],
        "newest first, the advertiser's own only"
    );

    assert_file(&csv, "text/csv; charset=utf-8", ".csv");
    assert!(
        csv.bytes.starts_with(b"\xEF\xBB\xBF"),
        "a UTF-8 BOM for Excel"
    );
    let mut reader = csv::Reader::from_reader(&csv.bytes[3..]);
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), 1, "the search filter applies");
    assert_eq!(
        (
            &records[0][2],
            &records[0][3],
            &records[0][4],
            &records[0][5]
        ),
        (
            "무선 이어폰",
            "블루투스",
            product_url(1, 2, 3).as_str(),
            "'=1+2"
        ),
        "a cell that could run as a formula is quoted"
    );
}

#[tokio::test]
async fn staff_export_everyones_slots_or_one_advertisers() {
    let app = TestApp::spawn().await;
    let (owner, _) = three_slots(&app).await;
    let op = app.operator("op1").await;

    let all = op.get_file("/api/slots/export?format=csv").await;
    let one = op
        .get_file(&format!("/api/slots/export?format=csv&userId={}", owner.id))
        .await;

    let count = |d: &Download| csv::Reader::from_reader(&d.bytes[3..]).records().count();
    assert_eq!((count(&all), count(&one)), (4, 3));
    let header = csv::Reader::from_reader(&all.bytes[3..])
        .headers()
        .unwrap()
        .clone();
    assert_eq!((&header[0], &header[1]), ("광고주", "아이디"));
}

#[tokio::test]
async fn a_slots_rank_history_exports_newest_day_first_for_those_who_may_see_it() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let owner = app.advertiser("adv1").await;
    let stranger = app.advertiser("adv2").await;
    let slot = owner.new_active_slot("무선 이어폰").await;
    app.record_rank(slot, -2, 12).await;
    app.record_rank(slot, -1, 9).await;

    let xlsx = owner
        .get_file(&format!("/api/slots/{slot}/rank-history/export"))
        .await;
    let csv = owner
        .get_file(&format!("/api/slots/{slot}/rank-history/export?format=csv"))
        .await;
    let theirs = stranger
        .get_file(&format!("/api/slots/{slot}/rank-history/export"))
        .await;

    assert_file(&xlsx, XLSX, ".xlsx");
    let rows = sheet_rows(&xlsx.bytes);
    assert_eq!(rows[0], ["날짜", "순위", "변동", "최고 순위", "최저 순위"]);
    let ranks: Vec<&str> = rows[1..].iter().map(|r| r[1].as_str()).collect();
    assert_eq!(ranks, ["9", "12"]);
    let day =
        |offset: i64| (common::time::today_kst() + chrono::Duration::days(offset)).to_string();
    let records: Vec<Vec<String>> = csv::Reader::from_reader(&csv.bytes[3..])
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    assert_eq!(records[0][..3], [day(-1), "9".into(), "3".into()]);
    assert_eq!(records[1][..2], [day(-2), "12".into()]);
    assert_eq!(theirs.status, 404);
}
