//! The product page (`/vp/products/{productId}`): title, Open Graph image and an `h1` with the
//! name, which is what the api reads to fill a slot's product name and thumbnail; and the SVG
//! thumbnails every image points at.

use super::{Escaped, put, won};
use crate::catalog::Product;

/// A product page. `options` are the listing's options (the product itself among them), linked
/// as the site lists them; `host` makes the image address absolute.
pub fn product_page(product: &Product, options: &[Product], host: &str) -> String {
    let name = Escaped(&product.name);
    let host = Escaped(host);
    let image = format!("http://{host}{}", Escaped(&product.image_path));
    let (pid, iid, vid) = product.ids();
    let mut out = String::with_capacity(4_000);
    put!(
        out,
        "<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n<title>{name}</title>\n\
         <meta property=\"og:type\" content=\"product\">\n<meta property=\"og:title\" content=\"{name}\">\n\
         <meta property=\"og:image\" content=\"{image}\">\n\
         <meta property=\"og:url\" content=\"http://{host}/vp/products/{pid}?itemId={iid}&amp;vendorItemId={vid}\">\n\
         </head>\n<body>\n<div id=\"contents\" class=\"prod-atf\" data-product-id=\"{pid}\" data-item-id=\"{iid}\" data-vendor-item-id=\"{vid}\">\n\
         <div class=\"prod-image\"><img class=\"prod-image__detail\" src=\"{image}\" alt=\"{name}\" width=\"492\" height=\"492\"></div>\n\
         <div class=\"prod-buy\">\n<h1 class=\"prod-buy-header__title\">{name}</h1>\n<div class=\"prod-price\">"
    );
    if product.discount_percent > 0 {
        put!(
            out,
            "<span class=\"origin-price\">{}원</span><span class=\"discount-rate\">{}%</span>",
            won(product.list_price),
            product.discount_percent
        );
    }
    put!(
        out,
        "<span class=\"total-price\"><strong>{}원</strong></span></div>\n",
        won(product.price)
    );
    if product.review_count > 0 {
        put!(
            out,
            "<div class=\"prod-rating\"><span class=\"rating-star-num\" style=\"width:{}%\">{:.1}</span>\
             <span class=\"count\">{}개 상품평</span></div>\n",
            (product.rating * 20.0).round() as u32,
            product.rating,
            product.review_count
        );
    }
    if options.len() > 1 {
        put!(out, "<ul class=\"prod-option\">");
        for option in options {
            put!(
                out,
                "<li{}><a href=\"/vp/products/{}?itemId={}&amp;vendorItemId={}\">{}</a></li>",
                if option.ids() == product.ids() {
                    " class=\"selected\""
                } else {
                    ""
                },
                option.product_id,
                option.item_id,
                option.vendor_item_id,
                Escaped(&option.name)
            );
        }
        put!(out, "</ul>\n");
    }
    put!(out, "</div>\n</div>\n</body>\n</html>\n");
    out
}

/// A small SVG thumbnail whose colour and label follow from the product id.
pub fn thumbnail_svg(product_id: i64) -> String {
    let hue = product_id.unsigned_abs() % 360;
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"212\" height=\"212\" viewBox=\"0 0 212 212\">\
         <rect width=\"212\" height=\"212\" fill=\"hsl({hue},55%,62%)\"/>\
         <text x=\"106\" y=\"114\" font-family=\"sans-serif\" font-size=\"22\" text-anchor=\"middle\" fill=\"#fff\">{}</text></svg>",
        product_id.unsigned_abs() % 100_000
    )
}
