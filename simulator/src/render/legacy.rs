//! The older server-rendered layout (until about 2024): `ul#productList > li.search-product`
//! with the ids in `data-*` attributes, lazy images in `data-img-src` (protocol-relative),
//! plain class names, and sponsored cards marked by `search-product__ad-badge`.

use super::{CATEGORIES, Escaped, LinkParams, NO_RESULTS_TEXT, card_of, page_block, put, won};
use crate::page::{Bundle, Cell, PageModel};

/// A 1×1 transparent GIF: what a lazy image shows until its script swaps in `data-img-src`.
const PLACEHOLDER: &str =
    "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/// The whole page: results, or the no-results notice without a product list.
pub(super) fn page(model: &PageModel, host: &str) -> String {
    let links = LinkParams::new(model);
    let keyword = Escaped(&model.keyword);
    let mut out = String::with_capacity(8_000 + model.cells.len() * 1_500);
    put!(
        out,
        "<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"UTF-8\">\n\
         <title>{keyword} - 쿠팡!</title>\n\
         <link rel=\"stylesheet\" href=\"//{}/np/search/resources/search.css\">\n</head>\n\
         <body class=\"search\">\n<div id=\"wrap\">\n<div id=\"header\">\n<h1 class=\"logo\"><a href=\"/\">쿠팡</a></h1>\n\
         <form id=\"headerSearchForm\" action=\"/np/search\" method=\"get\"><input id=\"headerSearchKeyword\" name=\"q\" value=\"{keyword}\">\
         <input type=\"hidden\" name=\"channel\" value=\"user\"><a id=\"headerSearchBtn\" href=\"#\">검색</a></form>\n\
         <ul class=\"category-layer\">",
        Escaped(host)
    );
    for (i, name) in CATEGORIES.iter().enumerate() {
        put!(
            out,
            "<li class=\"first-depth-list\"><a href=\"/np/categories/{}\">{name}</a></li>",
            186_764 + i * 7
        );
    }
    put!(
        out,
        "</ul>\n</div>\n<div id=\"container\">\n<div id=\"contents\" class=\"search-contents\">\n"
    );
    if model.is_no_results() {
        put!(
            out,
            "<div class=\"search-no-result\">\n<p class=\"search-no-result-keyword\">\"{keyword}\"{NO_RESULTS_TEXT}.</p>\n\
             <ul class=\"search-no-result-guide\"><li>단어의 철자가 정확한지 확인해 주세요.</li><li>검색어의 단어 수를 줄이거나, 보다 일반적인 단어로 검색해 보세요.</li></ul>\n</div>\n"
        );
    } else {
        put!(
            out,
            "<div class=\"search-query-result\"><strong class=\"search-keyword\">'{keyword}'</strong>에 대한 검색결과</div>\n\
             <form id=\"searchSortingForm\"><input type=\"hidden\" name=\"listSize\" value=\"{}\">\
             <input type=\"hidden\" name=\"sorter\" value=\"scoreDesc\"><input type=\"hidden\" name=\"page\" value=\"{}\"></form>\n\
             <input type=\"hidden\" id=\"totalProductCount\" value=\"{}\">\n\
             <ul id=\"productList\" class=\"search-product-list\" data-search-id=\"{}\">\n",
            model.list_size,
            model.page,
            model.total_count,
            Escaped(&model.search_id)
        );
        for cell in &model.cells {
            card(&mut out, cell, &links, host);
        }
        put!(out, "</ul>\n");
        pagination(&mut out, model, &links);
    }
    put!(
        out,
        "</div>\n</div>\n<div id=\"footer\"><p class=\"footer-info\">이 페이지는 테스트용으로 생성되었습니다.</p></div>\n\
         </div>\n<script src=\"//{}/np/search/resources/lazyload.js\"></script>\n</body>\n</html>\n",
        Escaped(host)
    );
    out
}

/// One `li.search-product`.
fn card(out: &mut String, cell: &Cell, links: &LinkParams, host: &str) {
    let (product, badge, sponsored, href, name) = match card_of(cell, links) {
        Ok(card) => card,
        Err(bundle) => return bundle_cell(out, bundle, links),
    };
    let (pid, iid, vid) = product.ids();
    put!(
        out,
        "<li class=\"search-product{}\" id=\"{vid}\" data-product-id=\"{pid}\" data-vendor-item-id=\"{vid}\">\
         <a class=\"search-product-link\" href=\"{}\" data-product-id=\"{pid}\" data-item-id=\"{iid}\" data-vendor-item-id=\"{vid}\" data-is-rocket=\"{}\">\
         <dl class=\"search-product-wrap\"><dt class=\"image\">\
         <img class=\"search-product-wrap-img\" src=\"{PLACEHOLDER}\" data-img-src=\"//{}{}\" alt=\"{name}\" width=\"230\" height=\"230\"></dt>\
         <dd class=\"descriptions\"><div class=\"descriptions-inner\">",
        if sponsored {
            " search-product__ad-badge"
        } else {
            ""
        },
        Escaped(&href),
        product.rocket_delivery,
        Escaped(host),
        Escaped(&product.image_path),
    );
    if sponsored {
        put!(
            out,
            "<span class=\"ad-badge\"><span class=\"ad-badge-text\">광고</span></span>"
        );
    }
    put!(out, "<div class=\"name\">{name}</div>");
    if product.sold_out {
        put!(out, "<div class=\"out-of-stock\">일시품절</div>");
    }
    put!(
        out,
        "<div class=\"price-area\"><div class=\"price-wrap\"><div class=\"price\">"
    );
    if product.discount_percent > 0 {
        put!(
            out,
            "<span class=\"price-info\"><span class=\"instant-discount-rate\">{}%</span> <del class=\"base-price\">{}</del></span>",
            product.discount_percent,
            won(product.list_price)
        );
    }
    put!(
        out,
        "<em class=\"sale\"><strong class=\"price-value\">{}</strong>원</em></div></div>",
        won(product.price)
    );
    if product.rocket_delivery {
        put!(
            out,
            "<div class=\"delivery\"><span class=\"arrival-info\">내일 도착 보장</span></div>"
        );
    }
    put!(out, "</div>");
    if product.review_count > 0 {
        put!(
            out,
            "<div class=\"other-info\"><div class=\"rating-star\"><span class=\"star\"><em class=\"rating\" style=\"width:{}%\">{:.1}</em></span>\
             <span class=\"rating-total-count\">({})</span></div></div>",
            (product.rating * 20.0).round() as u32,
            product.rating,
            product.review_count
        );
    }
    put!(out, "</div></dd></dl>");
    if let Some(rank) = badge {
        put!(out, "<span class=\"number no-{rank}\">{rank}</span>");
    }
    put!(out, "</a></li>\n");
}

/// A promotion cell: an `li.search-product` without product ids or a product link.
fn bundle_cell(out: &mut String, bundle: &Bundle, links: &LinkParams) {
    put!(
        out,
        "<li class=\"search-product search-product__bundle\"><div class=\"bundle-title\">{}</div>\
         <a class=\"bundle-more\" href=\"/np/campaigns/{}?q={}\">더보기</a></li>\n",
        Escaped(bundle.title),
        bundle.campaign_id,
        Escaped(&links.q)
    );
}

fn pagination(out: &mut String, model: &PageModel, links: &LinkParams) {
    put!(out, "<div class=\"search-pagination\">");
    for n in page_block(model.page, model.last_page) {
        if n == model.page {
            put!(out, "<strong class=\"btn-page selected\">{n}</strong>");
        } else {
            put!(
                out,
                "<a class=\"btn-page\" href=\"{}\" data-page=\"{n}\">{n}</a>",
                Escaped(&links.search_href(n))
            );
        }
    }
    put!(out, "</div>\n");
}
