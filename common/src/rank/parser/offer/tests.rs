//! The offer reader's case table: cards shaped as the real site's, in both layouts, each with
//! what must be read from it. A field a card does not show, or shows unreadably, is absent.

use scraper::Html;

use super::*;

/// The offer of a card in the current layout, inside the list it lives in.
fn current(inner: &str) -> Offer {
    let html = format!(
        "<ul id=\"product-list\"><li class=\"ProductUnit_productUnit__Qd6sv\" data-id=\"9101\">\
         <a href=\"/vp/products/5101?itemId=7101&vendorItemId=9101&rank=0\">{inner}</a></li></ul>"
    );
    read_first(&html, "li", Layout::Current)
}

fn legacy(link_attrs: &str, inner: &str) -> Offer {
    let html = format!(
        "<ul id=\"productList\"><li class=\"search-product\" data-product-id=\"6101\">\
         <a class=\"search-product-link\" href=\"/vp/products/6101\" {link_attrs}>{inner}</a></li></ul>"
    );
    read_first(&html, "li", Layout::Legacy)
}

fn read_first(html: &str, css: &str, layout: Layout) -> Offer {
    let doc = Html::parse_document(html);
    let selector = scraper::Selector::parse(css).unwrap();
    read(doc.select(&selector).next().unwrap(), layout)
}

/// The current layout's card as the simulator and the real site write it.
const CURRENT_FULL: &str = "<figure class=\"ProductUnit_productImage__Mqcg1\"><img src=\"//t/1.jpg\" alt=\"무선 마우스\">\
    <span class=\"ImageBadge_rocket__w1Ty0\">로켓배송</span></figure>\
    <div class=\"ProductUnit_productInfo__1N0aF\"><div class=\"ProductUnit_productNameV2__cV9cw\">무선 마우스</div>\
    <div class=\"PriceArea_priceArea__NntJz\"><div class=\"PriceInfo_priceInfo__Kq2bD\">\
    <del class=\"PriceInfo_basePrice__8BQ32\">112,000원</del><span class=\"PriceInfo_discountRate__EsQ8I\">23%</span></div>\
    <div class=\"Price_priceValue__A4KOr\"><strong>86,000원</strong></div>\
    <div class=\"DeliveryInfo_delivery__c7z4P\">내일 도착 보장</div></div>\
    <div class=\"ProductRating_productRating__jjf7W\"><div class=\"ProductRating_star__RGSlV\" aria-label=\"4.5\">\
    <div style=\"width:90%\"></div></div><span class=\"ProductRating_ratingCount__R0Vhz\">(3,512)</span></div></div>";

#[test]
fn a_full_card_in_the_current_layout_reads_every_field() {
    assert_eq!(
        current(CURRENT_FULL),
        Offer {
            sale_price: Some(86_000),
            list_price: Some(112_000),
            discount_percent: Some(23),
            rating_tenths: Some(45),
            review_count: Some(3_512),
            rocket: true,
            delivery: Some("내일 도착 보장".into()),
            sold_out: false,
        }
    );
}

#[test]
fn the_current_layout_case_table() {
    // (what the card is like, its markup inside the link, what is read)
    let cases: Vec<(&str, String, Offer)> = vec![
        (
            "no discount, no reviews: the list price, discount and rating are absent, not 0",
            "<div class=\"PriceArea_priceArea__x\"><div class=\"Price_priceValue__y\"><strong>9,900원</strong></div>\
             <div class=\"DeliveryInfo_delivery__z\">무료배송</div></div>".into(),
            Offer { sale_price: Some(9_900), delivery: Some("무료배송".into()), ..Offer::default() },
        ),
        (
            "another build's hashes: matched by the module name before the hash",
            CURRENT_FULL.replace("__", "__Zz9").replace("__Zz9Qd6sv", "__Qd6sv"),
            current(CURRENT_FULL),
        ),
        (
            "the rating only as a filled width on the star's child",
            "<div class=\"ProductRating_star__a\"><div style=\"width: 70%\"></div></div>\
             <span class=\"ProductRating_ratingCount__b\">(12)</span>".into(),
            Offer { rating_tenths: Some(35), review_count: Some(12), ..Offer::default() },
        ),
        (
            "an unknown price class: the price area's plain shape (strong, del, N%) is read",
            "<div class=\"PriceArea_priceArea__q\"><del>20,000원</del> <span>15%</span> <strong>17,000원</strong></div>".into(),
            Offer {
                sale_price: Some(17_000),
                list_price: Some(20_000),
                discount_percent: Some(15),
                ..Offer::default()
            },
        ),
        (
            "unreadable values (a price to ask, a 0 % discount, a rating over 5, a count in words) are absent",
            "<div class=\"PriceArea_priceArea__q\"><div class=\"Price_priceValue__y\"><strong>가격문의</strong></div>\
             <span class=\"PriceInfo_discountRate__d\">0%</span></div>\
             <div class=\"ProductRating_star__a\" aria-label=\"7.5\"></div>\
             <span class=\"ProductRating_ratingCount__b\">(많음)</span>".into(),
            Offer::default(),
        ),
        (
            "a sold-out card, by its class",
            "<div class=\"ProductUnit_soldOutBadge__k\">일시품절</div><div class=\"Price_priceValue__y\"><strong>5,000원</strong></div>".into(),
            Offer { sale_price: Some(5_000), sold_out: true, ..Offer::default() },
        ),
        (
            "a sold-out card, by a badge's words",
            "<span class=\"Badge_badge__u\">품절</span>".into(),
            Offer { sold_out: true, ..Offer::default() },
        ),
        (
            "\"품절임박\" (almost sold out) is not sold out",
            "<span class=\"Badge_badge__u\">품절임박</span>".into(),
            Offer::default(),
        ),
        (
            "a bare card: nothing but the ids",
            String::new(),
            Offer::default(),
        ),
    ];
    for (case, inner, expected) in cases {
        assert_eq!(current(&inner), expected, "{case}");
    }
}

#[test]
fn the_older_layout_case_table() {
    let full = "<div class=\"name\">기계식 키보드</div><div class=\"price-area\"><div class=\"price-wrap\"><div class=\"price\">\
        <span class=\"price-info\"><span class=\"instant-discount-rate\">10%</span> <del class=\"base-price\">55,000</del></span>\
        <em class=\"sale\"><strong class=\"price-value\">49,500</strong>원</em></div></div>\
        <div class=\"delivery\"><span class=\"arrival-info\">내일 도착 보장</span></div></div>\
        <div class=\"other-info\"><div class=\"rating-star\"><span class=\"star\"><em class=\"rating\" style=\"width:80%\">4.0</em></span>\
        <span class=\"rating-total-count\">(215)</span></div></div>";
    let cases: Vec<(&str, &str, &str, Offer)> = vec![
        (
            "a full card, rocket by the link's data attribute",
            "data-is-rocket=\"true\"",
            full,
            Offer {
                sale_price: Some(49_500),
                list_price: Some(55_000),
                discount_percent: Some(10),
                rating_tenths: Some(40),
                review_count: Some(215),
                rocket: true,
                delivery: Some("내일 도착 보장".into()),
                sold_out: false,
            },
        ),
        (
            "not rocket, no discount, no reviews",
            "data-is-rocket=\"false\"",
            "<div class=\"price-area\"><em class=\"sale\"><strong class=\"price-value\">3,300</strong>원</em></div>",
            Offer {
                sale_price: Some(3_300),
                ..Offer::default()
            },
        ),
        (
            "the rating only as a width",
            "",
            "<em class=\"rating\" style=\"width:50%\"></em>",
            Offer {
                rating_tenths: Some(25),
                ..Offer::default()
            },
        ),
        (
            "sold out",
            "",
            "<div class=\"out-of-stock\">일시품절</div>",
            Offer {
                sold_out: true,
                ..Offer::default()
            },
        ),
    ];
    for (case, attrs, inner, expected) in cases {
        assert_eq!(legacy(attrs, inner), expected, "{case}");
    }
}

#[test]
fn numbers_read_only_in_the_shapes_the_cards_use() {
    assert_eq!(won("86,000원"), Some(86_000));
    assert_eq!(won(" 1,234,567 "), Some(1_234_567));
    assert_eq!(won("1만원"), None);
    assert_eq!(won("10,000~20,000원"), None);
    assert_eq!(percent("99%"), Some(99));
    assert_eq!(percent("100%"), None);
    assert_eq!(percent("-5%"), None);
    assert_eq!(count("(1,024)"), Some(1_024));
    assert_eq!(count("()"), None);
}
