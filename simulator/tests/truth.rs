//! The ground truth agrees with walking the served pages and counting by the rule ourselves.

use crate::support;

use std::collections::{HashMap, HashSet};

use simulator::{Layout, catalog::DepthClass};
use support::{ReadCard, TestSim, keyword_of, read_cards};

/// Organic first appearances, counted independently: pages in order until the site redirects
/// (past the end), sponsored cards skipped, repeats keep their first place.
async fn walk(sim: &TestSim, keyword: &str, list_size: u32) -> Vec<(u32, ReadCard)> {
    let mut seen = HashSet::new();
    let mut places = Vec::new();
    for page in 1.. {
        let response = sim.get(&sim.search_url(keyword, page, list_size)).await;
        if response.status() == 302 {
            break;
        }
        assert_eq!(response.status(), 200);
        let html = response.text().await.expect("a body");
        for card in read_cards(&html).into_iter().filter(|c| !c.sponsored) {
            if seen.insert(card.ids()) {
                places.push((places.len() as u32 + 1, card));
            }
        }
    }
    places
}

/// The rule's match, most specific ids first, within 500 places: `(rank, kind)`.
fn expected(
    places: &[(u32, ReadCard)],
    product_id: i64,
    item_id: Option<i64>,
    vendor_item_id: Option<i64>,
) -> (u32, Option<&'static str>) {
    type Matches = fn(&ReadCard, Option<i64>, Option<i64>) -> bool;
    let kinds: [(&str, Matches); 4] = [
        ("exact", |c, i, v| {
            Some(c.item_id) == i && Some(c.vendor_item_id) == v
        }),
        ("product_vendor_item", |c, _, v| Some(c.vendor_item_id) == v),
        ("product_item", |c, i, _| Some(c.item_id) == i),
        ("product", |_, _, _| true),
    ];
    let within = &places[..places.len().min(500)];
    for (name, matches) in kinds {
        if let Some((rank, _)) = within
            .iter()
            .find(|(_, c)| c.product_id == product_id && matches(c, item_id, vendor_item_id))
        {
            return (*rank, Some(name));
        }
    }
    (0, None)
}

async fn truth(
    sim: &TestSim,
    keyword: &str,
    ids: (i64, Option<i64>, Option<i64>),
) -> (u32, Option<String>) {
    let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
    let json = sim
        .json(&format!(
            "/__truth?q={}&day={}&productId={}&itemId={}&vendorItemId={}",
            simulator::render::encode_query_value(keyword),
            support::day(),
            ids.0,
            opt(ids.1),
            opt(ids.2)
        ))
        .await;
    (
        json["rank"].as_u64().expect("a rank") as u32,
        json["matchKind"].as_str().map(str::to_owned),
    )
}

#[tokio::test]
async fn the_keyword_truth_is_the_walked_first_appearances_in_both_layouts_and_list_sizes() {
    let keyword = keyword_of(DepthClass::Common, "블루투스 스피커");
    for (layout, list_size) in [(Layout::Current, 72), (Layout::Legacy, 36)] {
        let sim = TestSim::start(layout).await;
        let walked = walk(&sim, &keyword, list_size).await;
        let truth = sim
            .json(&format!(
                "/__truth/keyword?q={}&day={}&limit=2000",
                simulator::render::encode_query_value(&keyword),
                support::day()
            ))
            .await;
        let truth: Vec<(u64, i64, i64, i64)> = truth
            .as_array()
            .expect("a list")
            .iter()
            .map(|p| {
                let n = |k: &str| p[k].as_i64().expect(k);
                (
                    n("rank") as u64,
                    n("productId"),
                    n("itemId"),
                    n("vendorItemId"),
                )
            })
            .collect();
        let walked_ids: Vec<(u64, i64, i64, i64)> = walked
            .iter()
            .map(|(rank, c)| (u64::from(*rank), c.product_id, c.item_id, c.vendor_item_id))
            .collect();
        assert_eq!(truth, walked_ids, "{layout:?} at {list_size}");
    }
}

#[tokio::test]
async fn the_rank_of_any_product_matches_the_rule_applied_to_the_walk() {
    let sim = TestSim::start(Layout::Current).await;
    for keyword in [
        keyword_of(DepthClass::Common, "강아지 간식"),
        keyword_of(DepthClass::Rare, "강아지 간식"),
    ] {
        let walked = walk(&sim, &keyword, 72).await;
        let mut asked = 0;
        for (place, card) in walked.iter().step_by(7) {
            let ids = (
                card.product_id,
                Some(card.item_id),
                Some(card.vendor_item_id),
            );
            let want = expected(&walked, ids.0, ids.1, ids.2);
            let got = truth(&sim, &keyword, ids).await;
            assert_eq!((got.0, got.1.as_deref()), want, "{keyword} place {place}");
            if *place > 500 {
                // Unless another option of the listing is within 500, a deep product has no rank.
                let listed_early = walked[..500].iter().any(|(_, c)| c.product_id == ids.0);
                assert_eq!(got.0 == 0, !listed_early);
            }
            asked += 1;
        }
        assert!(asked > 0);
    }
}

#[tokio::test]
async fn looser_ids_fall_back_to_the_listing_most_specific_first() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Common, "수납함");
    let walked = walk(&sim, &keyword, 72).await;
    let mut options: HashMap<i64, Vec<&ReadCard>> = HashMap::new();
    for (_, card) in &walked[..500] {
        options.entry(card.product_id).or_default().push(card);
    }
    let (product_id, cards) = options
        .iter()
        .find(|(_, cards)| cards.len() > 1)
        .expect("a listing with two options within 500 places");
    let later = cards[1];
    let cases = [
        (Some(later.item_id), Some(later.vendor_item_id)),
        (Some(later.item_id), None),
        (None, Some(later.vendor_item_id)),
        (None, None),
        (Some(1), Some(2)),
        (Some(later.item_id), Some(2)),
    ];
    for (item_id, vendor_item_id) in cases {
        let want = expected(&walked, *product_id, item_id, vendor_item_id);
        let got = truth(&sim, &keyword, (*product_id, item_id, vendor_item_id)).await;
        assert_eq!(
            (got.0, got.1.as_deref()),
            want,
            "{item_id:?} {vendor_item_id:?}"
        );
    }
    let unknown = truth(&sim, &keyword, (123, None, None)).await;
    assert_eq!(unknown, (0, None));
}

#[tokio::test]
async fn truth_requests_without_the_needed_parameters_are_refused() {
    let sim = TestSim::start(Layout::Current).await;
    sim.assert_each_answers(
        &[
            "/__truth?q=a",
            "/__truth?q=a&productId=x",
            "/__truth?q=a&productId=1&day=22-11-2026",
            "/__truth/keyword?q=a&limit=many",
        ],
        400,
    )
    .await;
}

/// `/__truth/cards` is a page as the crawler's parser reads the served HTML (ids, ad marks, names
/// and offers, in order; the truth route leaves the image out), in both layouts, and says which
/// page is the last; a past day is answered too.
#[tokio::test]
async fn the_cards_truth_is_the_page_as_the_parser_reads_it() {
    for layout in [Layout::Current, Layout::Legacy] {
        let sim = TestSim::start(layout).await;
        let keyword = keyword_of(DepthClass::Common, "카드 진실");
        for page in 1..=2u32 {
            let html = sim.page(&keyword, page, 72).await;
            let common::rank::parser::Page::Results {
                cards: mut read, ..
            } = common::rank::parser::parse(&html)
            else {
                panic!("{layout:?} page {page} reads as results");
            };
            read.iter_mut().for_each(|c| c.image = None);
            let truth = sim
                .json(&format!(
                    "/__truth/cards?q={}&page={page}&listSize=72",
                    simulator::render::encode_query_value(&keyword)
                ))
                .await;
            let cards: Vec<common::rank::parser::Card> =
                serde_json::from_value(truth["cards"].clone()).expect("cards");
            assert!(cards.len() >= 10, "{layout:?} page {page} has its cards");
            assert_eq!(cards, read, "{layout:?} page {page}");
        }
        let past = sim
            .json(&format!(
                "/__truth/cards?q={}&day=2026-10-01&page=99",
                simulator::render::encode_query_value(&keyword)
            ))
            .await;
        assert_eq!(past["last"], true, "a page past the end is the last");
    }
}
