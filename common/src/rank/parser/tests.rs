//! The parser's cases: both layouts, sponsored cards, cards it cannot read, the page's end.

use super::*;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/fixtures/pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn the_current_layout_yields_cards_with_ids_and_marks_sponsored_ones() {
    let Page::Results {
        layout,
        cards,
        total_count,
    } = parse(&fixture("current-page1.html"))
    else {
        panic!("not results")
    };
    assert_eq!((layout, total_count), (Layout::Current, Some(1534)));
    let seen: Vec<(i64, bool)> = cards.iter().map(|c| (c.product_id, c.sponsored)).collect();
    // The bundle cell is not a product; the sponsored copy of 5101 is marked by its link.
    assert_eq!(
        seen,
        [
            (5001, true),
            (5101, false),
            (5102, false),
            (5101, true),
            (5103, false),
            (5101, false)
        ]
    );
    assert_eq!(
        (cards[1].item_id, cards[1].vendor_item_id),
        (Some(7101), Some(9101))
    );
    assert_eq!(cards[1].name.as_deref(), Some("무선 마우스 A"));
    assert_eq!(
        cards[2].name.as_deref(),
        Some("무선 마우스 B"),
        "the older name class is read too"
    );
    assert_eq!(
        cards[0].image.as_deref(),
        Some("https://thumbnail.example/5001.jpg")
    );
}

#[test]
fn the_older_layout_yields_the_same_kind_of_cards() {
    let Page::Results { layout, cards, .. } = parse(&fixture("legacy-page1.html")) else {
        panic!("not results")
    };
    assert_eq!(layout, Layout::Legacy);
    let seen: Vec<(i64, Option<i64>, Option<i64>, bool)> = cards
        .iter()
        .map(|c| (c.product_id, c.item_id, c.vendor_item_id, c.sponsored))
        .collect();
    assert_eq!(
        seen,
        [
            (6001, Some(7601), Some(8001), true),
            (6101, Some(7701), Some(8101), false),
            (6102, Some(7702), Some(8102), false)
        ]
    );
    assert_eq!(
        cards[1].image.as_deref(),
        Some("https://thumbnail.example/6101.jpg"),
        "the lazy image, not the placeholder"
    );
    assert_eq!(cards[1].name.as_deref(), Some("기계식 키보드"));
}

#[test]
fn pages_that_are_not_results_say_why() {
    assert_eq!(parse(&fixture("no-results.html")), Page::NoResults);
    assert_eq!(
        parse(&fixture("access-denied.html")),
        Page::Blocked(BlockSign::AccessDenied)
    );
    assert_eq!(
        parse(&fixture("challenge.html")),
        Page::Blocked(BlockSign::Challenge)
    );
    assert_eq!(
        parse(&fixture("maintenance.html")),
        Page::Blocked(BlockSign::Maintenance)
    );
    assert_eq!(
        parse("<html><body>비정상적인 접근이 감지되었습니다</body></html>"),
        Page::Blocked(BlockSign::Refused)
    );
    assert_eq!(
        parse(&format!(
            "<html><body>{}</body></html>",
            "내용 ".repeat(2000)
        )),
        Page::Blocked(BlockSign::Unrecognised)
    );
}

/// `html` grown past a megabyte the way the real site's pages are: styles and scripts in the
/// head, flight chunks and a state blob before `</body>`, markup-like text inside them (even
/// a decoy product list in a string).
fn padded(html: &str) -> String {
    let decoy = r#"var t="<ul id=\"product-list\"><li class=\"ProductUnit_productUnit__x\"><a href=\"/vp/products/1?itemId=2&vendorItemId=3\">x</a></li></ul>";if(a<b&&c>d)document.write("<script src='/x.js'><\/script>");"#;
    let head = format!(
        "<style>{}</style><script>{}</script></head>",
        ".a>li{margin:0}".repeat(20_000),
        decoy.repeat(2_000)
    );
    let body = format!(
        "<script>self.__next_f.push([1,\"{}\"])</script><script id=\"__STATE__\" type=\"application/json\">{}</script></body>",
        "1:I[\\\"x\\\"]\\n".repeat(20_000),
        r#"{"html":"\u003cdiv\u003e","n":1},"#.repeat(10_000)
    );
    let out = html
        .replacen("</head>", &head, 1)
        .replacen("</body>", &body, 1);
    assert!(out.len() > 1_000_000, "{} bytes", out.len());
    out
}

#[test]
fn a_padded_page_reads_exactly_as_the_bare_one_and_gives_the_same_rank() {
    use crate::rank::counter::{RankCounter, Target};
    for name in ["current-page1.html", "legacy-page1.html", "no-results.html"] {
        let bare = fixture(name);
        assert_eq!(parse(&padded(&bare)), parse(&bare), "{name}");
    }
    let rank = |html: &str| {
        let target = Target {
            product_id: 5103,
            item_id: None,
            vendor_item_id: None,
            mid: None,
        };
        let mut counter = RankCounter::new([target]);
        let Page::Results { cards, .. } = parse(html) else {
            panic!("not results")
        };
        counter.feed(&cards);
        counter.final_rank(&target)
    };
    let bare = fixture("current-page1.html");
    assert_eq!((rank(&padded(&bare)), rank(&bare)), (3, 3));
}

#[test]
fn a_block_sign_written_by_a_script_is_still_seen() {
    let page = format!(
        "<html><head><title>쿠팡!</title></head><body><script>document.write('비정상적인 접근이 감지되었습니다')</script>{}</body></html>",
        "<p>내용</p>".repeat(1_000)
    );
    assert_eq!(parse(&page), Page::Blocked(BlockSign::Refused));
    assert_eq!(
        parse(&padded(&fixture("challenge.html"))),
        Page::Blocked(BlockSign::Unrecognised),
        "a megabyte is no challenge page, whatever its scripts"
    );
}

#[test]
fn ids_come_from_the_product_link_whatever_the_parameter_order() {
    assert_eq!(
        ids_from_href("/vp/products/12?vendorItemId=34&itemId=56&rank=0"),
        Some((12, Some(56), Some(34)))
    );
    assert_eq!(
        ids_from_href("https://www.coupang.com/vp/products/12"),
        Some((12, None, None))
    );
    assert_eq!(ids_from_href("/np/search?q=x"), None);
}
