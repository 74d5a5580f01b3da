//! What the crawler's parser reads from each card's offer (price, list price, discount, rating,
//! reviews, delivery) equals what the simulator meant to show, in both layouts: the market snapshot
//! (issue 29) stores only what was on the page.

use crate::support;

use common::rank::parser::{self, Page};
use simulator::{
    Layout,
    catalog::{DepthClass, Product},
    page, render,
};
use support::{SEED, TestSim, day, keyword_of};

async fn offers_read_as_shown(layout: Layout) {
    let sim = TestSim::start(layout).await;
    let keyword = keyword_of(DepthClass::Common, "무선 이어폰");
    for number in [1, 2] {
        let Page::Results { cards, .. } = parser::parse(&sim.page(&keyword, number, 72).await)
        else {
            panic!("page {number} is not a result page")
        };
        let model = page::search_page(&keyword, day(), SEED, number, 72);
        let products: Vec<&Product> = model
            .cells
            .iter()
            .filter_map(|cell| cell.product())
            .collect();
        assert_eq!(
            cards.len(),
            products.len(),
            "{layout:?} page {number}: one card per product"
        );
        let (mut discounted, mut unreviewed) = (0, 0);
        for (card, product) in cards.iter().zip(products) {
            assert_eq!(card.product_id, product.product_id);
            assert_eq!(
                card.offer,
                render::offer_shown(product, layout),
                "{layout:?} page {number}, product {}",
                product.product_id
            );
            discounted += usize::from(card.offer.discount_percent.is_some());
            unreviewed += usize::from(card.offer.review_count.is_none());
        }
        assert!(
            discounted > 0 && unreviewed < cards.len(),
            "the page has discounts and reviews to read"
        );
    }
}

#[tokio::test]
async fn the_current_layout_s_offers_read_as_the_simulator_shows_them() {
    offers_read_as_shown(Layout::Current).await;
}

#[tokio::test]
async fn the_older_layout_s_offers_read_as_the_simulator_shows_them() {
    offers_read_as_shown(Layout::Legacy).await;
}
