//! The current layout (Next.js era): `section#contents > ul#product-list > li` cards whose
//! classes are CSS-module names with build hashes (`ProductUnit_productUnit__Qd6sv`), ids in the
//! product link and `data-id`, and the page data in `script#__NEXT_DATA__`.

use serde_json::json;

use super::{
    BUILD_ID, CATEGORIES, Escaped, LinkParams, NO_RESULTS_TEXT, card_of, page_block, put,
    script_json, won,
};
use crate::{
    catalog::Product,
    page::{Bundle, Cell, PageModel},
};

/// The CSS-module class names, as the site's build hashed them.
mod class {
    pub const UNIT: &str = "ProductUnit_productUnit__Qd6sv";
    pub const IMAGE: &str = "ProductUnit_productImage__Mqcg1";
    pub const INFO: &str = "ProductUnit_productInfo__1N0aF";
    pub const NAME: &str = "ProductUnit_productNameV2__cV9cw";
    pub const PRICE_AREA: &str = "PriceArea_priceArea__NntJz";
    pub const PRICE_INFO: &str = "PriceInfo_priceInfo__Kq2bD";
    pub const BASE_PRICE: &str = "PriceInfo_basePrice__8BQ32";
    pub const DISCOUNT: &str = "PriceInfo_discountRate__EsQ8I";
    pub const SALE_PRICE: &str = "Price_priceValue__A4KOr";
    pub const DELIVERY: &str = "DeliveryInfo_delivery__c7z4P";
    pub const ROCKET: &str = "ImageBadge_rocket__w1Ty0";
    pub const RATING: &str = "ProductRating_productRating__jjf7W";
    pub const STAR: &str = "ProductRating_star__RGSlV";
    pub const RATING_COUNT: &str = "ProductRating_ratingCount__R0Vhz";
    pub const AD_MARK: &str = "AdMark_adMark__KPMsC";
    pub const RANK_MARK: &str = "RankMark_rank__h1xTz";
    pub const BUNDLE: &str = "BundleUnit_bundleUnit__x8Ps2";
    pub const SOLD_OUT: &str = "ProductUnit_soldOut__Lk3v9";
}

/// The whole page: results, or the no-results notice without a product list.
pub(super) fn page(model: &PageModel, host: &str) -> String {
    let links = LinkParams::new(model);
    let keyword = Escaped(&model.keyword);
    let mut out = String::with_capacity(8_000 + model.cells.len() * 1_400);
    put!(
        out,
        r#"<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{keyword} - 쿠팡!</title>
<meta name="description" content="쿠팡은 로켓배송으로 {keyword} 상품을 빠르게 배송합니다.">
<link rel="preload" href="/_next/static/css/{BUILD_ID}.css" as="style">
<style>{STYLE}</style>
</head>
<body>
<div id="__next">
"#
    );
    header(&mut out, model);
    put!(
        out,
        "<main class=\"SearchResult_searchResult__t0RrQ\">\n<section id=\"contents\">\n"
    );
    if model.is_no_results() {
        put!(
            out,
            "<div class=\"NoResult_noResult__p8Xo1\">\n<p class=\"NoResult_title__v1d8T\">\"{keyword}\"{NO_RESULTS_TEXT}.</p>\n\
             <ul class=\"NoResult_tips__Zb3Ru\"><li>단어의 철자가 정확한지 확인해 주세요.</li><li>검색어의 단어 수를 줄이거나, 보다 일반적인 단어로 검색해 보세요.</li><li>두 단어 이상의 검색어인 경우, 띄어쓰기를 확인해 보세요.</li></ul>\n</div>\n"
        );
    } else {
        put!(
            out,
            "<div class=\"SearchHeader_header__Lq0xP\"><h2><strong>'{keyword}'</strong>에 대한 검색결과</h2></div>\n\
             <ul class=\"SortBar_sortBar__y6HtC\"><li class=\"SortBar_selected__Wm1tA\">쿠팡 랭킹순</li><li>낮은가격순</li><li>높은가격순</li><li>판매량순</li><li>최신순</li></ul>\n\
             <ul id=\"product-list\" class=\"ProductList_productList__Gm8Km\">\n"
        );
        for cell in &model.cells {
            card(&mut out, cell, &links, host);
        }
        put!(out, "</ul>\n");
        pagination(&mut out, model, &links);
    }
    put!(out, "</section>\n</main>\n{FOOTER}</div>\n");
    next_data(&mut out, model);
    put!(out, "</body>\n</html>\n");
    out
}

fn header(out: &mut String, model: &PageModel) {
    put!(
        out,
        "<header class=\"Header_header__uXv3T\">\n<a class=\"Header_logo__Dq9Wk\" href=\"/\">쿠팡</a>\n\
         <form class=\"SearchBar_searchForm__Tf2aQ\" action=\"/np/search\" method=\"get\">\
         <input class=\"SearchBar_input__a8Vn1\" name=\"q\" value=\"{}\" title=\"쿠팡 상품 검색\" placeholder=\"찾고 싶은 상품을 검색해보세요!\">\
         <input type=\"hidden\" name=\"channel\" value=\"user\"><button type=\"submit\">검색</button></form>\n\
         <nav class=\"CategoryMenu_menu__Rt5Xk\"><ul>",
        Escaped(&model.keyword)
    );
    for (i, name) in CATEGORIES.iter().enumerate() {
        put!(
            out,
            "<li><a href=\"/np/categories/{}\">{name}</a></li>",
            186_764 + i * 7
        );
    }
    put!(out, "</ul></nav>\n</header>\n");
}

/// One `li` of the product list.
fn card(out: &mut String, cell: &Cell, links: &LinkParams, host: &str) {
    let (product, badge, sponsored, href, name) = match card_of(cell, links) {
        Ok(card) => card,
        Err(bundle) => return bundle_cell(out, bundle, links),
    };
    put!(
        out,
        "<li class=\"{}\" data-id=\"{}\"><a href=\"{}\" target=\"_blank\" rel=\"noopener\">\
         <figure class=\"{}\"><img src=\"http://{}{}\" alt=\"{name}\" width=\"212\" height=\"212\" loading=\"lazy\">",
        class::UNIT,
        product.vendor_item_id,
        Escaped(&href),
        class::IMAGE,
        Escaped(host),
        Escaped(&product.image_path),
    );
    if product.rocket_delivery {
        put!(out, "<span class=\"{}\">로켓배송</span>", class::ROCKET);
    }
    put!(out, "</figure><div class=\"{}\">", class::INFO);
    if let Some(rank) = badge {
        put!(out, "<span class=\"{}\">{rank}</span>", class::RANK_MARK);
    }
    put!(out, "<div class=\"{}\">{name}</div>", class::NAME);
    if product.sold_out {
        put!(out, "<div class=\"{}\">일시품절</div>", class::SOLD_OUT);
    }
    price_area(out, product);
    rating(out, product);
    if sponsored {
        put!(
            out,
            "<div class=\"{}\"><span>광고</span></div>",
            class::AD_MARK
        );
    }
    put!(out, "</div></a></li>\n");
}

fn price_area(out: &mut String, product: &Product) {
    put!(out, "<div class=\"{}\">", class::PRICE_AREA);
    if product.discount_percent > 0 {
        put!(
            out,
            "<div class=\"{}\"><del class=\"{}\">{}원</del><span class=\"{}\">{}%</span></div>",
            class::PRICE_INFO,
            class::BASE_PRICE,
            won(product.list_price),
            class::DISCOUNT,
            product.discount_percent
        );
    }
    put!(
        out,
        "<div class=\"{}\"><strong>{}원</strong></div><div class=\"{}\">{}</div></div>",
        class::SALE_PRICE,
        won(product.price),
        class::DELIVERY,
        if product.rocket_delivery {
            "내일 도착 보장"
        } else {
            "무료배송"
        }
    );
}

fn rating(out: &mut String, product: &Product) {
    if product.review_count == 0 {
        return;
    }
    put!(
        out,
        "<div class=\"{}\"><div class=\"{}\" aria-label=\"{:.1}\"><div style=\"width:{}%\"></div></div>\
         <span class=\"{}\">({})</span></div>",
        class::RATING,
        class::STAR,
        product.rating,
        (product.rating * 20.0).round() as u32,
        class::RATING_COUNT,
        product.review_count
    );
}

/// A promotion cell: the list's item class, but no product link.
fn bundle_cell(out: &mut String, bundle: &Bundle, links: &LinkParams) {
    put!(
        out,
        "<li class=\"{} {}\"><div class=\"BundleUnit_title__Vd1pz\">{}</div>\
         <a class=\"BundleUnit_more__n4Yx2\" href=\"/np/campaigns/{}?q={}\">더보기</a></li>\n",
        class::UNIT,
        class::BUNDLE,
        Escaped(bundle.title),
        bundle.campaign_id,
        Escaped(&links.q)
    );
}

fn pagination(out: &mut String, model: &PageModel, links: &LinkParams) {
    put!(out, "<nav class=\"Pagination_pagination__h7Kp3\">");
    let block = page_block(model.page, model.last_page);
    if *block.start() > 1 {
        put!(
            out,
            "<a class=\"Pagination_prev__q2Ws8\" href=\"{}\">이전</a>",
            Escaped(&links.search_href(block.start() - 1))
        );
    }
    for n in block.clone() {
        if n == model.page {
            put!(out, "<span class=\"Pagination_selected__Tb3Jk\">{n}</span>");
        } else {
            put!(
                out,
                "<a href=\"{}\">{n}</a>",
                Escaped(&links.search_href(n))
            );
        }
    }
    if *block.end() < model.last_page {
        put!(
            out,
            "<a class=\"Pagination_next__Xy4Rm\" href=\"{}\">다음</a>",
            Escaped(&links.search_href(block.end() + 1))
        );
    }
    put!(out, "</nav>\n");
}

/// The page data Next.js embeds: build id, list size, search id and total count.
fn next_data(out: &mut String, model: &PageModel) {
    let data = json!({
        "props": { "pageProps": {
            "searchId": model.search_id,
            "keyword": model.keyword,
            "page": model.page,
            "listSize": model.list_size,
            "sorter": "scoreDesc",
            "totalCount": model.total_count,
        }},
        "page": "/np/search",
        "query": {
            "q": model.keyword,
            "page": model.page.to_string(),
            "listSize": model.list_size.to_string(),
        },
        "buildId": BUILD_ID,
        "isFallback": false,
        "gssp": true,
        "scriptLoader": [],
    });
    put!(
        out,
        "<script id=\"__NEXT_DATA__\" type=\"application/json\">{}</script>\n\
         <script src=\"/_next/static/chunks/main-{BUILD_ID}.js\" defer></script>\n",
        script_json(&data)
    );
}

const STYLE: &str = "body{margin:0;font-family:'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#111}\
.Header_header__uXv3T{display:flex;align-items:center;gap:16px;padding:12px 24px;border-bottom:1px solid #eee}\
.SearchResult_searchResult__t0RrQ{max-width:1280px;margin:0 auto;padding:16px}\
.ProductList_productList__Gm8Km{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;list-style:none;padding:0}\
.ProductUnit_productUnit__Qd6sv{position:relative}.ProductUnit_productUnit__Qd6sv a{color:inherit;text-decoration:none}\
.ProductUnit_productImage__Mqcg1{margin:0}.ProductUnit_productImage__Mqcg1 img{width:100%;height:auto}\
.ProductUnit_productNameV2__cV9cw{font-size:14px;line-height:1.4;max-height:2.8em;overflow:hidden}\
.PriceInfo_basePrice__8BQ32{color:#888}.PriceInfo_discountRate__EsQ8I{color:#e52528;margin-left:4px}\
.Price_priceValue__A4KOr strong{font-size:16px;color:#ae0000}.AdMark_adMark__KPMsC{font-size:11px;color:#888}\
.RankMark_rank__h1xTz{position:absolute;top:0;left:0;background:#346aff;color:#fff;padding:2px 6px}\
.ProductRating_star__RGSlV{display:inline-block;width:70px;height:14px;background:#ddd}\
.ProductRating_star__RGSlV div{height:100%;background:#f5a623}.Pagination_pagination__h7Kp3{text-align:center;margin:24px}";

const FOOTER: &str = "<footer class=\"Footer_footer__Yk2vN\">\n<ul><li><a href=\"/np/policies/terms\">이용약관</a></li>\
<li><a href=\"/np/policies/privacy\">개인정보처리방침</a></li><li><a href=\"/np/help\">고객센터</a></li></ul>\n\
<address>상호명 및 호스팅 서비스 제공: 시뮬레이터(주) · 이 페이지는 테스트용으로 생성되었습니다.</address>\n</footer>\n";
