//! How a listing is made: its ids, name, price, reviews and options, drawn from the keyword's
//! stream so every day shows the same product.

use super::{AD_SUFFIX_BASE, ID_SPREAD, KeywordTraits, Product, words};
use crate::rng::Rng;

/// A new listing with its own ids. `place` (its base index) nudges reviews: higher places have
/// more, as on the real site.
pub(super) fn new_listing(
    traits: &KeywordTraits,
    suffix: u64,
    place: usize,
    depth: usize,
    rng: &mut Rng,
) -> Product {
    let product_id = product_id(traits.prefix, suffix);
    let model = rng.pick(words::MODELS);
    let stem = format!(
        "{} {} {}{}{}",
        rng.pick(words::BRANDS),
        rng.pick(words::ADJECTIVES),
        traits.keyword,
        if model.is_empty() { "" } else { " " },
        model
    );
    let factor = (0.4f64.ln() + rng.unit() * (2.5f64.ln() - 0.4f64.ln())).exp();
    let price = round_to((traits.base_price * factor) as i64, 10).max(1_000);
    let popularity = 1.0 + (depth.saturating_sub(place)) as f64 / depth.max(1) as f64;
    let reviews = if rng.chance(0.1) {
        0
    } else {
        ((rng.unit() * 50_000f64.ln()).exp() * popularity) as u32
    };
    option(product_id, &stem, price, reviews, rng)
}

/// The product id of a listing: the keyword's prefix and an invertible spread of the suffix, so
/// neighbouring places do not get neighbouring ids.
pub(super) fn product_id(prefix: u64, suffix: u64) -> i64 {
    let spread = (suffix * 2_621 + 137) % AD_SUFFIX_BASE
        + if suffix >= AD_SUFFIX_BASE {
            AD_SUFFIX_BASE
        } else {
            0
        };
    (prefix * ID_SPREAD + spread) as i64
}

/// Another option of `parent`'s listing: same productId, new itemId (or, one time in three, the
/// same item from another vendor).
pub(super) fn another_option(parent: &Product, index: usize, rng: &mut Rng) -> Product {
    let stem = parent
        .name
        .split(", ")
        .next()
        .unwrap_or(&parent.name)
        .to_owned();
    let price = round_to((parent.price as f64 * (0.8 + rng.unit() * 0.4)) as i64, 10).max(1_000);
    let mut product = option(parent.product_id, &stem, price, parent.review_count, rng);
    if rng.chance(1.0 / 3.0) {
        product.item_id = parent.item_id;
        product.name = parent.name.clone();
    }
    // The option's ids must differ from its parent's even if the draws collide.
    if product.ids() == parent.ids() {
        product.vendor_item_id += index as i64 + 1;
    }
    product
}

/// A card's data for one option of a listing.
pub(super) fn option(
    product_id: i64,
    stem: &str,
    price: i64,
    reviews: u32,
    rng: &mut Rng,
) -> Product {
    let item_id = 10_000_000_000 + (rng.next_u64() % 89_999_999_999) as i64;
    let vendor_item_id = 70_000_000_000 + (rng.next_u64() % 29_999_999_999) as i64;
    let name = format!(
        "{stem}, {}, {}",
        rng.pick(words::COLOURS),
        rng.pick(words::COUNTS)
    );
    let (list_price, discount_percent) = if rng.chance(0.35) {
        (price, 0)
    } else {
        let wanted = rng.range(3, 60) as i64;
        let list = round_up_to(price * 100 / (100 - wanted), 100).max(price);
        let shown = ((list - price) * 100 / list) as u32;
        if shown == 0 {
            (price, 0)
        } else {
            (list, shown)
        }
    };
    let rating = if reviews == 0 {
        0.0
    } else {
        *rng.pick(&[3.5, 4.0, 4.5, 4.5, 4.5, 5.0, 5.0, 5.0])
    };
    Product {
        product_id,
        item_id,
        vendor_item_id,
        name,
        price,
        list_price,
        discount_percent,
        rating,
        review_count: reviews,
        rocket_delivery: rng.chance(0.6),
        sold_out: false,
        image_path: format!("/thumb/{product_id}.svg"),
    }
}

pub(super) fn round_to(value: i64, step: i64) -> i64 {
    (value + step / 2) / step * step
}

pub(super) fn round_up_to(value: i64, step: i64) -> i64 {
    (value + step - 1) / step * step
}
