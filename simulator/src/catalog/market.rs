//! The market moving from day to day (issue 29's market snapshot needs something to explain):
//! from [`EPOCH`] on, each product of a keyword has spells drawn from `(seed, keyword, its base
//! place)`, and they move it as a shopper would expect.
//!
//! - **Price cuts**: about every 20 weeks a product cuts its price by 5–25 % for 1–3 weeks and rises
//!   by up to 60 places (more for products further down, who have more to gain).
//! - **Review surges**: about every 25 weeks 80–700 reviews arrive at once; the product rises by up
//!   to 30 places, fading over two weeks. Reviews also grow by 0.2 % a day.
//! - **Sold out**: about every 80 weeks a product sells out for 2–6 days; its card says so and it
//!   falls 30 places and more.
//! - **New entrants**: about once in 8 years of a place, the listing there is replaced by a new one
//!   (new ids, a few reviews) from a day on; at most [`MAX_GENERATIONS`] times a place.
//!
//! Spells are drawn as a sequence of gaps from the epoch, one random stream per kind and place, so
//! a day's market costs a few draws per product and one kind never shifts another's draws.

use chrono::NaiveDate;

use super::{Product, Tag, listing::round_to, stream};
use crate::rng::Rng;

/// The first day anything moves; before it the market is the base one.
pub const EPOCH: NaiveDate = match NaiveDate::from_ymd_opt(2026, 9, 1) {
    Some(day) => day,
    None => panic!("a valid date"),
};
/// How many times the listing at one place can be replaced.
pub const MAX_GENERATIONS: u32 = 3;

/// Mean days between spells of each kind at one place.
const CUT_EVERY: f64 = 140.0;
const SURGE_EVERY: f64 = 175.0;
const SOLD_OUT_EVERY: f64 = 560.0;
const ENTRANT_EVERY: f64 = 2_900.0;
/// Days a review surge keeps lifting its product.
const SURGE_LIFT_DAYS: i64 = 14;

/// What the market does to the product at one base place on one day.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Spells {
    /// The price cut running today, as a fraction (0.12 is 12 %).
    pub(crate) cut: Option<f64>,
    /// Reviews from surges so far.
    pub(crate) surged_reviews: u32,
    /// Days since the latest surge, while it still lifts.
    pub(crate) surge_age: Option<i64>,
    pub(crate) sold_out: bool,
    /// How many times the listing here has been replaced by a new entrant (0: the base one).
    pub(crate) generation: u32,
    /// Days the listing has been on the market since the epoch (or since it entered), for the
    /// steady growth of its reviews.
    pub(crate) days: i64,
}

impl Spells {
    /// The spells of the product at base place `index` on `day`.
    pub(crate) fn on(seed: u64, keyword_hash: u64, index: usize, day: NaiveDate) -> Self {
        let days = (day - EPOCH).num_days();
        let mut spells = Spells {
            days: days.max(0),
            ..Spells::default()
        };
        if days < 0 {
            return spells;
        }
        let draw = |tag: Tag, every: f64, spell: &mut dyn FnMut(i64, &mut Rng) -> bool| {
            let mut rng = stream(seed, keyword_hash, tag as u64, &[index as u64]);
            let mut start = 0i64;
            loop {
                // Exponential gaps: spells come at random, `every` days apart on average.
                start += (-(1.0 - rng.unit()).ln() * every).ceil() as i64;
                if start > days || !spell(days - start, &mut rng) {
                    break;
                }
            }
        };
        // New entrants first: a new listing's reviews count from its own first day.
        draw(Tag::Entrant, ENTRANT_EVERY, &mut |age, _| {
            spells.generation += 1;
            spells.days = age;
            spells.generation < MAX_GENERATIONS
        });
        let listed_for = spells.days;
        draw(Tag::Cut, CUT_EVERY, &mut |age, rng| {
            let (length, percent) = (rng.range(7, 22) as i64, rng.range(5, 26));
            if age < length {
                spells.cut = Some(percent as f64 / 100.0);
            }
            true
        });
        draw(Tag::Surge, SURGE_EVERY, &mut |age, rng| {
            let reviews = rng.range(80, 701) as u32;
            if age <= listed_for {
                spells.surged_reviews += reviews;
                spells.surge_age = (age < SURGE_LIFT_DAYS).then_some(age);
            }
            true
        });
        draw(Tag::SoldOut, SOLD_OUT_EVERY, &mut |age, rng| {
            spells.sold_out |= age < rng.range(2, 7) as i64;
            true
        });
        spells
    }

    /// Places the product moves from its base place today: negative is up.
    pub(crate) fn shift(&self, index: usize) -> f64 {
        let place = index as f64;
        let mut shift = 0.0;
        if let Some(cut) = self.cut {
            shift -= (place * cut * 2.0).min(60.0);
        }
        if let Some(age) = self.surge_age {
            let fading = 1.0 - age as f64 / SURGE_LIFT_DAYS as f64;
            shift -= (place * 0.12).min(30.0) * fading;
        }
        if self.sold_out {
            shift += 30.0 + place * 0.3;
        }
        shift
    }

    /// `base` as its card shows it today: the cut price, the reviews so far, the sold-out mark.
    pub(crate) fn apply(&self, base: &Product) -> Product {
        let mut product = base.clone();
        if let Some(cut) = self.cut {
            product.price = round_to((base.price as f64 * (1.0 - cut)) as i64, 10).max(1_000);
            product.list_price = base.list_price.max(base.price);
            product.discount_percent =
                ((product.list_price - product.price) * 100 / product.list_price) as u32;
            if product.discount_percent == 0 {
                product.list_price = product.price;
            }
        }
        let grown = (f64::from(base.review_count) * 0.002 * self.days as f64) as u32;
        product.review_count = base.review_count + grown + self.surged_reviews;
        if base.review_count == 0 && product.review_count > 0 {
            product.rating = 4.5;
        }
        product.sold_out = self.sold_out;
        product
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn before_the_epoch_nothing_moves() {
        let spells = Spells::on(7, 11, 40, day(2026, 8, 31));
        assert_eq!(spells, Spells::default());
        assert_eq!(spells.shift(40), 0.0);
    }

    #[test]
    fn spells_are_the_same_for_the_same_day_and_come_at_about_their_rates() {
        let on = day(2027, 9, 1);
        assert_eq!(Spells::on(7, 11, 40, on), Spells::on(7, 11, 40, on));
        let places = 4_000;
        let all: Vec<Spells> = (0..places).map(|i| Spells::on(7, 11, i, on)).collect();
        let share = |f: &dyn Fn(&Spells) -> bool| {
            all.iter().filter(|s| f(s)).count() as f64 / places as f64
        };
        // A cut lasts 7–21 days of every 140: about 10 % of places are cut on a day.
        assert!(
            (0.05..0.16).contains(&share(&|s| s.cut.is_some())),
            "{}",
            share(&|s| s.cut.is_some())
        );
        assert!(
            (0.002..0.03).contains(&share(&|s| s.sold_out)),
            "{}",
            share(&|s| s.sold_out)
        );
        assert!(
            (0.03..0.25).contains(&share(&|s| s.generation > 0)),
            "{}",
            share(&|s| s.generation > 0)
        );
        assert!(share(&|s| s.surged_reviews > 0) > 0.5);
    }

    #[test]
    fn a_cut_lowers_the_price_and_shows_a_discount() {
        let base = Product {
            product_id: 1,
            item_id: 2,
            vendor_item_id: 3,
            name: "이어폰".into(),
            price: 50_000,
            list_price: 50_000,
            discount_percent: 0,
            rating: 0.0,
            review_count: 0,
            rocket_delivery: true,
            sold_out: false,
            image_path: String::new(),
        };
        let spells = Spells {
            cut: Some(0.2),
            surged_reviews: 300,
            ..Spells::default()
        };
        let today = spells.apply(&base);
        assert_eq!(
            (today.price, today.list_price, today.discount_percent),
            (40_000, 50_000, 20)
        );
        assert_eq!((today.review_count, today.rating), (300, 4.5));
        assert!(
            spells.shift(100) < -30.0,
            "a 20 % cut lifts a product at place 100 by 40"
        );
    }
}
