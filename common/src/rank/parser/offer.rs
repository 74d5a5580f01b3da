//! What a card says about its offer beside the ids: the sale and list price, the discount, the
//! rating and review count, the delivery promise and a sold-out mark (issue 29's market snapshot).
//!
//! Read with the same care as the rank. A field the card does not show, or shows in a form we cannot
//! read, is absent (`None`), never 0, and nothing here can make a card unreadable: the ids alone
//! decide whether a card counts. One walk over the card's elements, matching class names by their
//! stable part (the build hash after `__` changes), so the snapshot costs the crawl little.
//!
//! Where the card's markup is not known from the real site (which class holds the sale price, what
//! a sold-out card looks like), the reader also accepts the plain shape: the `strong` of the price
//! area is the sale price, its `del` the list price, an `N%` text the discount; a class such as
//! `ProductUnit_soldOut…` or `out-of-stock`, or a badge saying `품절` / `일시품절` / `매진`, marks it
//! sold out.

use scraper::ElementRef;

pub use crate::values::market::Offer;

use super::Layout;

/// Which part of a card an element is, by its classes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    SalePrice,
    ListPrice,
    Discount,
    Star,
    ReviewCount,
    Delivery,
    Rocket,
    SoldOut,
    PriceArea,
}

/// The part a class names in each layout (current: CSS-module names, matched before the hash).
fn part_of(class: &str, layout: Layout) -> Option<Part> {
    let part = match layout {
        Layout::Current => {
            let module = class.split("__").next().unwrap_or(class);
            match module {
                "Price_priceValue" => Part::SalePrice,
                "PriceInfo_basePrice" => Part::ListPrice,
                "PriceInfo_discountRate" => Part::Discount,
                "ProductRating_star" => Part::Star,
                "ProductRating_ratingCount" => Part::ReviewCount,
                "DeliveryInfo_delivery" => Part::Delivery,
                "ImageBadge_rocket" => Part::Rocket,
                "PriceArea_priceArea" => Part::PriceArea,
                // `ProductUnit_soldOut…`, `Badge_outOfStock…`: by the name after the component's.
                _ if module.split_once('_').is_some_and(|(_, name)| {
                    name.starts_with("soldOut") || name.starts_with("outOfStock")
                }) =>
                {
                    Part::SoldOut
                }
                _ => return None,
            }
        }
        Layout::Legacy => match class {
            "price-value" => Part::SalePrice,
            "base-price" => Part::ListPrice,
            "instant-discount-rate" => Part::Discount,
            "rating" => Part::Star,
            "rating-total-count" => Part::ReviewCount,
            "arrival-info" => Part::Delivery,
            "badge-rocket" | "rocket-icon" => Part::Rocket,
            "price-area" => Part::PriceArea,
            "out-of-stock" | "sold-out" | "soldout" => Part::SoldOut,
            _ => return None,
        },
    };
    Some(part)
}

/// Reads the offer of one card (`li`).
pub(super) fn read(li: ElementRef, layout: Layout) -> Offer {
    let mut offer = Offer::default();
    let mut price_area = None;
    for element in li.descendants().filter_map(ElementRef::wrap) {
        let value = element.value();
        // The class attribute as written: `classes()` would intern every class name of the card.
        let classes = value
            .attr("class")
            .unwrap_or_default()
            .split_ascii_whitespace();
        for part in classes.filter_map(|class| part_of(class, layout)) {
            match part {
                Part::SalePrice => {
                    offer.sale_price = offer.sale_price.or_else(|| read_text(element, won))
                }
                Part::ListPrice => {
                    offer.list_price = offer.list_price.or_else(|| read_text(element, won))
                }
                Part::Discount => {
                    offer.discount_percent = offer
                        .discount_percent
                        .or_else(|| read_text(element, percent))
                }
                Part::Star => offer.rating_tenths = offer.rating_tenths.or_else(|| stars(element)),
                Part::ReviewCount => {
                    offer.review_count = offer.review_count.or_else(|| read_text(element, count))
                }
                Part::Delivery => {
                    let shown = text(element);
                    if !shown.is_empty() && offer.delivery.is_none() {
                        offer.delivery = Some(shown);
                    }
                }
                Part::Rocket => offer.rocket = true,
                Part::SoldOut => offer.sold_out = true,
                Part::PriceArea => price_area = price_area.or(Some(element)),
            }
        }
        match value.name() {
            // A badge whose words say sold out; the first text is looked at before any is copied.
            "span"
                if !offer.sold_out
                    && element
                        .text()
                        .next()
                        .is_some_and(|t| t.contains("품절") || t.contains("매진")) =>
            {
                offer.sold_out = matches!(text(element).as_str(), "품절" | "일시품절" | "매진");
            }
            "a" if value.attr("data-is-rocket") == Some("true") => offer.rocket = true,
            _ => {}
        }
    }
    // The price area's plain shape, read only when no class named the sale price (markup we do
    // not know); where one did, a missing list price or discount is simply not shown.
    if let Some(area) = price_area.filter(|_| offer.sale_price.is_none()) {
        let (mut sale, mut list, mut discount) = (None, None, None);
        for inner in area.descendants().filter_map(ElementRef::wrap) {
            match inner.value().name() {
                "strong" => sale = sale.or_else(|| read_text(inner, won)),
                "del" => list = list.or_else(|| read_text(inner, won)),
                "span" | "em" => discount = discount.or_else(|| read_text(inner, percent)),
                _ => {}
            }
        }
        offer.sale_price = offer.sale_price.or(sale);
        offer.list_price = offer.list_price.or(list);
        offer.discount_percent = offer.discount_percent.or(discount);
    }
    offer
}

fn text(element: ElementRef) -> String {
    element.text().collect::<String>().trim().to_owned()
}

/// `read` of the element's text, trimmed; a card's value is usually one text node, read in place.
fn read_text<R>(element: ElementRef, read: impl FnOnce(&str) -> R) -> R {
    let mut texts = element.text();
    match (texts.next(), texts.next()) {
        (None, _) => read(""),
        (Some(only), None) => read(only.trim()),
        (Some(first), Some(second)) => {
            let all: String = [first, second].into_iter().chain(texts).collect();
            read(all.trim())
        }
    }
}

/// `86,000원` or `86,000` → 86000; anything else (a range, a word) is unreadable.
fn won(shown: &str) -> Option<i64> {
    let digits = shown.trim().trim_end_matches('원').trim();
    let plain: String = digits.chars().filter(|c| *c != ',').collect();
    (!plain.is_empty() && plain.len() <= 12 && plain.bytes().all(|b| b.is_ascii_digit()))
        .then(|| plain.parse().ok())
        .flatten()
}

/// `23%` → 23 (1–99; a 0 % or a 100 % discount is no discount we can believe).
fn percent(shown: &str) -> Option<u8> {
    let value: u8 = shown.trim().strip_suffix('%')?.trim().parse().ok()?;
    (1..=99).contains(&value).then_some(value)
}

/// `(3,512)` or `3512` → 3512.
fn count(shown: &str) -> Option<u32> {
    let inner = shown.trim().trim_start_matches('(').trim_end_matches(')');
    let plain: String = inner.chars().filter(|c| *c != ',').collect();
    (!plain.is_empty() && plain.bytes().all(|b| b.is_ascii_digit()))
        .then(|| plain.parse().ok())
        .flatten()
}

/// The stars of a rating element: its `aria-label` or text (`4.5`), else the filled width
/// (`width:90%`, on itself or its first child) over 20.
fn stars(element: ElementRef) -> Option<u8> {
    let from_number = |shown: &str| -> Option<u8> {
        let value: f32 = shown.trim().parse().ok()?;
        (0.0..=5.0)
            .contains(&value)
            .then(|| (value * 10.0).round() as u8)
    };
    let from_width = |style: &str| -> Option<u8> {
        let width = style.split(';').find_map(|rule| {
            let (key, value) = rule.split_once(':')?;
            (key.trim() == "width").then(|| value.trim().strip_suffix('%'))?
        })?;
        let percent: f32 = width.trim().parse().ok()?;
        (0.0..=100.0)
            .contains(&percent)
            .then(|| (percent / 2.0).round() as u8)
    };
    let value = element.value();
    value
        .attr("aria-label")
        .and_then(from_number)
        .or_else(|| read_text(element, from_number))
        .or_else(|| value.attr("style").and_then(from_width))
        .or_else(|| {
            element
                .children()
                .filter_map(ElementRef::wrap)
                .find_map(|child| child.value().attr("style").and_then(from_width))
        })
}

#[cfg(test)]
mod tests;
