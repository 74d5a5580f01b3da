use chrono::{Duration, NaiveDate};

use super::*;
use crate::db::rank_history::RankDay;

fn date(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
}

fn rank_day(day: NaiveDate, rank: i32) -> RankDay {
    RankDay {
        day,
        rank,
        min_rank: None,
        max_rank: None,
        avg_rank: None,
        prev_rank: None,
    }
}

/// `n` slots over November with Korean keywords and product names of many different syllables
/// (the subset grows with each distinct glyph), each ranked every day.
fn report_of(n: usize) -> EffectReport {
    let syllables: Vec<char> = ('가'..='힣').step_by(37).collect();
    let slots: Vec<SlotReport> = (0..n)
        .map(|i| {
            let word: String = syllables.iter().skip(i * 7).take(6).collect();
            let product: String = syllables.iter().skip(i * 11 + 3).take(24).collect();
            let history: Vec<RankDay> = (0..30)
                .map(|d| {
                    let rank = if d % 9 == 4 {
                        0
                    } else {
                        200 - (d * 6) - i as i32
                    };
                    rank_day(date(1) + Duration::days(d.into()), rank)
                })
                .collect();
            SlotReport {
                slot_id: i as i64 + 1,
                slot_number: i as i64 + 101,
                keyword: format!("{word} 무선 마우스"),
                product: Some(format!("{product} 블루투스 저소음 2.4GHz")),
                start_date: date(1),
                end_date: date(30),
                effect: crate::market::effect::effect(&history, None, None),
                ranks: history.iter().map(|d| (d.day, d.rank)).collect(),
                days_run: 30,
            }
        })
        .collect();
    EffectReport {
        advertiser: Advertiser {
            id: 7,
            login_id: "adv7".into(),
            name: "홍길동 상사".into(),
        },
        start: date(1),
        end: date(30),
        made_on: date(30),
        totals: Totals {
            slots: slots.len(),
            days_run: 30 * slots.len() as u32,
            average_improvement: Some(174.0),
        },
        slots,
    }
}

fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type/Page").count() - text.matches("/Type/Pages").count()
}

#[test]
fn ten_slots_make_one_page_under_a_megabyte_and_eleven_make_two() {
    let ten = pdf::pdf(&report_of(10)).unwrap();
    let eleven = pdf::pdf(&report_of(11)).unwrap();
    let none = pdf::pdf(&report_of(0)).unwrap();
    if let Ok(dir) = std::env::var("REPORT_PDF_DIR") {
        std::fs::write(format!("{dir}/report-10.pdf"), &ten).unwrap();
        std::fs::write(format!("{dir}/report-0.pdf"), &none).unwrap();
    }
    assert!(ten.len() < 1_000_000, "{} bytes", ten.len());
    assert_eq!((pages(&ten), pages(&eleven), pages(&none)), (1, 2, 1));
    assert!(
        ten.len() < crate::market::report::pdf::FONT_BYTES / 4,
        "the font is subset"
    );
}

#[test]
fn the_workbook_has_a_row_per_slot_and_the_totals() {
    let report = report_of(3);
    let rows = sheet::rows(&report);
    assert_eq!(rows.len(), 4);
    assert!(!sheet::xlsx(&report).unwrap().is_empty());
}

#[test]
fn the_workbook_shows_a_rank_change_red_up_and_blue_down() {
    let report = report_of(2);
    let gained = report.slots[0].effect.change.expect("a change");
    assert!(gained > 0);
    let rows = sheet::rows(&report);
    assert_eq!(
        rows[0].last(),
        Some(&crate::spreadsheet::Cell::RankChange(gained.into()))
    );
    // The change column's number format: red "▲n" up, blue "▼n" down, "-" for none.
    let book = sheet::xlsx(&report).unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(book)).unwrap();
    let mut styles = String::new();
    std::io::Read::read_to_string(&mut zip.by_name("xl/styles.xml").unwrap(), &mut styles).unwrap();
    assert!(
        styles.contains(r#"formatCode="[Red]&quot;▲&quot;0;[Blue]&quot;▼&quot;0;&quot;-&quot;""#),
        "{styles}"
    );
}

#[test]
#[ignore]
fn timing_of_a_hundred_slots() {
    let report = report_of(100);
    let started = std::time::Instant::now();
    let bytes = pdf::pdf(&report).unwrap();
    eprintln!(
        "100 slots: {} bytes in {:?}",
        bytes.len(),
        started.elapsed()
    );
}
