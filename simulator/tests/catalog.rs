//! The catalog: deterministic, drifting a little from day to day and moved further by the market
//! (price cuts, review surges, sold-out spells, new entrants), with the depth classes and repeats
//! MARKETPLACE.md describes.

use crate::support;

use std::collections::{HashMap, HashSet};

use chrono::Days;
use simulator::catalog::{self, DepthClass, first_appearances, organic};
use support::{SEED, day};

#[test]
fn the_same_keyword_day_and_seed_give_the_same_list() {
    assert_eq!(
        organic("무선 이어폰", day(), SEED),
        organic("무선 이어폰", day(), SEED)
    );
    assert_ne!(
        organic("무선 이어폰", day(), SEED),
        organic("무선 이어폰", day(), SEED + 1),
        "another seed is another marketplace"
    );
}

#[test]
fn ids_are_stable_across_days_so_a_slot_can_follow_its_product() {
    let ids = |d| -> HashSet<(i64, i64, i64)> {
        organic("무선 이어폰", d, SEED)
            .iter()
            .map(|p| p.ids())
            .collect()
    };
    let (today, tomorrow) = (ids(day()), ids(day() + Days::new(1)));
    assert!(
        today.difference(&tomorrow).count() <= 2,
        "at most a new listing or two overnight"
    );
    // Over a month a few new listings replace old ones at their places (market.rs): the rest
    // keep their ids, and every newcomer starts with few reviews.
    let later = organic("무선 이어폰", day() + Days::new(30), SEED);
    let before = ids(day());
    let newcomers: Vec<_> = later
        .iter()
        .filter(|p| !before.contains(&p.ids()))
        .collect();
    assert!(
        newcomers.len() * 100 < later.len() * 3,
        "{} of {} are new",
        newcomers.len(),
        later.len()
    );
    let mut reviews: Vec<u32> = later.iter().map(|p| p.review_count).collect();
    reviews.sort_unstable();
    let median = reviews[reviews.len() / 2];
    assert!(!newcomers.is_empty(), "a month brings new listings");
    for p in newcomers {
        assert!(
            p.review_count < median,
            "a newcomer has fewer reviews than most: {p:?} (median {median})"
        );
    }
}

#[test]
fn ranks_drift_by_a_few_places_unless_the_market_moved_the_product() {
    let mut explained = 0;
    for keyword in ["무선 이어폰", "캠핑 의자", "강아지 간식", "텀블러"] {
        let places = |d| -> HashMap<(i64, i64, i64), (u32, catalog::Product)> {
            first_appearances(keyword, d, SEED)
                .into_iter()
                .map(|p| (p.product.ids(), (p.rank, p.product)))
                .collect()
        };
        let (today, tomorrow) = (places(day()), places(day() + Days::new(1)));
        let mut moves = Vec::new();
        for (ids, (rank, product)) in &today {
            let (next_rank, next) = &tomorrow[ids];
            let moved = rank.abs_diff(*next_rank);
            // What a shopper would see change on the card: the price, a burst of reviews, the
            // sold-out mark. A product that moved far has one of them.
            let reason = product.price != next.price
                || product.sold_out != next.sold_out
                || next.review_count > product.review_count + product.review_count / 100 + 20;
            if moved > 10 {
                assert!(
                    reason,
                    "{keyword}: {ids:?} moved {moved} places with nothing changed on its card"
                );
                explained += 1;
            } else {
                moves.push(moved);
            }
        }
        let moved = moves.iter().filter(|m| **m > 0).count();
        let mean = moves.iter().sum::<u32>() as f64 / moves.len() as f64;
        assert!(mean <= 3.0, "{keyword}: mean move {mean}");
        assert!(
            moved * 2 > moves.len(),
            "{keyword}: only {moved} of {} moved",
            moves.len()
        );
    }
    assert!(
        explained > 0,
        "the market moved some products further than the drift"
    );
}

#[test]
fn the_market_cuts_prices_adds_reviews_and_sells_out_believably() {
    let keyword = "무선 이어폰";
    let month: Vec<Vec<catalog::Product>> = (0..30)
        .map(|d| organic(keyword, day() + Days::new(d), SEED))
        .collect();
    let by_ids = |list: &[catalog::Product]| -> HashMap<(i64, i64, i64), catalog::Product> {
        list.iter().map(|p| (p.ids(), p.clone())).collect()
    };
    let (first, last) = (by_ids(&month[0]), by_ids(&month[29]));
    // Reviews only grow.
    for (ids, product) in &first {
        if let Some(later) = last.get(ids) {
            assert!(
                later.review_count >= product.review_count,
                "{ids:?}: reviews fell"
            );
        }
    }
    let days_with = |f: &dyn Fn(&catalog::Product) -> bool| {
        month.iter().filter(|list| list.iter().any(f)).count()
    };
    assert_eq!(
        days_with(&|p| p.sold_out),
        30,
        "every day some product is sold out somewhere"
    );
    let cut_days = (1..30)
        .filter(|&d| {
            let (yesterday, today) = (by_ids(&month[d - 1]), by_ids(&month[d]));
            today
                .iter()
                .any(|(ids, p)| yesterday.get(ids).is_some_and(|y| p.price < y.price))
        })
        .count();
    assert!(
        cut_days > 20,
        "prices are cut on most days ({cut_days} of 29)"
    );
    // A discount shown is the one the prices make.
    for p in month.iter().flatten() {
        if p.discount_percent > 0 {
            assert_eq!(
                p.discount_percent as i64,
                (p.list_price - p.price) * 100 / p.list_price,
                "{p:?}"
            );
        } else {
            assert_eq!(p.list_price, p.price);
        }
    }
}

#[test]
fn most_keywords_are_deep_some_shallow_and_a_few_find_nothing() {
    let mut classes: HashMap<DepthClass, usize> = HashMap::new();
    for n in 0..4_000 {
        let keyword = format!("상품 {n}");
        let class = catalog::depth_class(&keyword, SEED);
        let depth = catalog::depth(&keyword, SEED);
        match class {
            DepthClass::None => assert_eq!(depth, 0),
            DepthClass::Rare => assert!((5..=200).contains(&depth), "{depth}"),
            DepthClass::Common => assert!((550..=1000).contains(&depth), "{depth}"),
        }
        *classes.entry(class).or_default() += 1;
    }
    let share = |class| classes.get(&class).copied().unwrap_or(0) as f64 / 4_000.0;
    assert!(
        (0.03..=0.07).contains(&share(DepthClass::None)),
        "{classes:?}"
    );
    assert!(
        (0.10..=0.20).contains(&share(DepthClass::Rare)),
        "{classes:?}"
    );
    assert!(share(DepthClass::Common) >= 0.75, "{classes:?}");
}

#[test]
fn a_keyword_containing_the_marker_finds_nothing() {
    assert_eq!(
        catalog::depth_class("무선 이어폰 없는상품", SEED),
        DepthClass::None
    );
    assert!(organic("무선 이어폰 없는상품", day(), SEED).is_empty());
}

#[test]
fn a_few_products_appear_twice_and_always_later() {
    let list = organic("무선 이어폰", day(), SEED);
    let mut first_seen = HashMap::new();
    let mut repeats = 0;
    for (index, p) in list.iter().enumerate() {
        if let Some(first) = first_seen.insert(p.ids(), index) {
            repeats += 1;
            assert!(index > first + 5, "a repeat comes further down");
            first_seen.insert(p.ids(), first);
        }
    }
    let share = repeats as f64 / list.len() as f64;
    assert!(
        (0.01..=0.04).contains(&share),
        "{repeats} of {}",
        list.len()
    );
}
