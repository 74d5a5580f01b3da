//! The catalog: deterministic, drifting a little from day to day, with the depth classes and
//! repeats MARKETPLACE.md describes.

mod support;

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
    assert_eq!(ids(day()), ids(day() + Days::new(1)));
    assert_eq!(ids(day()), ids(day() + Days::new(30)));
}

#[test]
fn ranks_drift_by_a_few_places_between_consecutive_days() {
    for keyword in ["무선 이어폰", "캠핑 의자", "강아지 간식", "텀블러"] {
        let ranks = |d| -> HashMap<(i64, i64, i64), u32> {
            first_appearances(keyword, d, SEED)
                .into_iter()
                .map(|p| (p.product.ids(), p.rank))
                .collect()
        };
        let (today, tomorrow) = (ranks(day()), ranks(day() + Days::new(1)));
        let moves: Vec<u32> = today
            .iter()
            .map(|(ids, rank)| rank.abs_diff(tomorrow[ids]))
            .collect();
        let moved = moves.iter().filter(|m| **m > 0).count();
        let mean = moves.iter().sum::<u32>() as f64 / moves.len() as f64;
        let max = moves.iter().max().copied().unwrap_or(0);
        assert!(max <= 10, "{keyword}: a product moved {max} places");
        assert!(mean <= 3.0, "{keyword}: mean move {mean}");
        assert!(
            moved * 2 > moves.len(),
            "{keyword}: only {moved} of {} moved",
            moves.len()
        );
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
