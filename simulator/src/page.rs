//! Which cells go on result page N for a list size L: the organic list in order, cut into pages,
//! with sponsored cards and the odd bundle mixed in.
//!
//! - Every page holds L product cards: `L - s` organic ones and `s` sponsored ones. Page 1 has
//!   about 30 sponsored cards at L = 72 (scaled for smaller lists: 15 at 36), near the top; later
//!   pages about 9 anywhere on the page, and one in ten has none. So page 1 holds about 42 organic
//!   cards and later pages about 63 (27 at 36): organic place 500 lands on page 8–9 at 72 and
//!   19–20 at 36.
//! - The last page holds what is left, and never fewer than 10 product cards (sponsored ones fill
//!   up), so a genuine page is never mistaken for a truncated one.
//! - A sponsored card shows a product of the keyword's ad pool, or one of the organic products
//!   (on this page or elsewhere), advertised again.
//! - About one page in four also holds a bundle cell (a promotion, not a product). Bundle cells
//!   are not counted in L.
//! - Organic places 1–10 of page 1 carry a rank badge.
//!
//! All of it is a pure function of `(keyword, day, seed, page, L)`.

use std::collections::HashSet;

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use crate::catalog::{Catalog, Product, stream};

/// The list sizes the marketplace offers.
pub const LIST_SIZES: [u32; 4] = [36, 48, 60, 72];

/// The list size used when none (or an unknown one) is asked for.
pub const DEFAULT_LIST_SIZE: u32 = 72;

/// A genuine result page holds at least this many product cards.
pub const MIN_CARDS: usize = 10;

/// `size` when the marketplace offers it, else [`DEFAULT_LIST_SIZE`].
pub fn list_size_or_default(size: Option<u32>) -> u32 {
    size.filter(|s| LIST_SIZES.contains(s))
        .unwrap_or(DEFAULT_LIST_SIZE)
}

/// One result page, ready to render.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageModel {
    /// The keyword as searched.
    pub keyword: String,
    /// The KST day the results are for.
    pub day: NaiveDate,
    /// The page asked for, 1-based.
    pub page: u32,
    /// Product cards per page: 36, 48, 60 or 72.
    pub list_size: u32,
    /// The last page that has results (1 when there are none).
    pub last_page: u32,
    /// The page asked for is after the last one: the site redirects to `last_page`.
    pub past_end: bool,
    /// Distinct organic products the keyword finds (0: the no-results page).
    pub total_count: u32,
    /// The search's id, as the page's data and links carry it.
    pub search_id: String,
    /// The cells in display order (empty when past the end or without results).
    pub cells: Vec<Cell>,
}

impl PageModel {
    /// The keyword finds nothing: the page says so and has no product list.
    pub fn is_no_results(&self) -> bool {
        self.total_count == 0
    }

    /// Product cards on the page, organic and sponsored.
    pub fn product_count(&self) -> usize {
        self.cells.iter().filter(|c| c.product().is_some()).count()
    }
}

/// One cell of the result list.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Cell {
    /// An organic result.
    Organic {
        /// The product shown.
        product: Product,
        /// 0-based index in the organic list (repeats included): the link's `rank` parameter.
        rank: u32,
        /// The rank badge (1–10) on page 1's first organic places.
        badge: Option<u32>,
    },
    /// A sponsored card (ad mark, `sourceType=srp_product_ads`).
    Sponsored {
        /// The product advertised.
        product: Product,
    },
    /// A promotion cell that is not a product.
    Bundle(Bundle),
}

impl Cell {
    /// The product of a product card; `None` for a bundle.
    pub fn product(&self) -> Option<&Product> {
        match self {
            Cell::Organic { product, .. } | Cell::Sponsored { product } => Some(product),
            Cell::Bundle(_) => None,
        }
    }
}

/// A promotion cell (best sellers, limited-time offers) linking to a campaign, not a product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Bundle {
    /// The heading shown.
    pub title: &'static str,
    /// The campaign linked to (`/np/campaigns/{id}`).
    pub campaign_id: u32,
}

const BUNDLE_TITLES: &[&str] = &[
    "오늘의 특가",
    "베스트셀러 모음",
    "로켓배송 한정 특가",
    "함께 보면 좋은 상품",
    "지금 많이 찾는 상품",
];

/// Random streams of this module (the catalog's own tags stay below 100).
const TAG_PAGE_SIZE: u64 = 101;
const TAG_PAGE_CELLS: u64 = 102;
const TAG_SEARCH_ID: u64 = 103;

/// Page `page` (1-based; 0 counts as 1) of `keyword`'s results on `day` with `list_size` cards
/// per page (see [`list_size_or_default`]).
pub fn search_page(
    keyword: &str,
    day: NaiveDate,
    seed: u64,
    page: u32,
    list_size: u32,
) -> PageModel {
    let catalog = Catalog::build(keyword, seed);
    build(&catalog, keyword, day, page, list_size)
}

/// The page of the list that holds the `index`-th (0-based) card of the organic list.
pub fn page_of_organic_index(
    keyword: &str,
    day: NaiveDate,
    seed: u64,
    list_size: u32,
    index: usize,
) -> Option<u32> {
    let catalog = Catalog::build(keyword, seed);
    let raw_total = catalog.organic(day).len();
    (index < raw_total).then(|| {
        let plans = plan(&catalog, day, list_size, raw_total);
        plans
            .iter()
            .position(|p| (p.start..p.start + p.organic).contains(&index))
            .map_or(plans.len() as u32, |i| i as u32 + 1)
    })
}

pub(crate) fn build(
    catalog: &Catalog,
    keyword: &str,
    day: NaiveDate,
    page: u32,
    list_size: u32,
) -> PageModel {
    let list_size = list_size_or_default(Some(list_size));
    let page = page.max(1);
    let organic = catalog.organic(day);
    let plans = plan(catalog, day, list_size, organic.len());
    let last_page = (plans.len() as u32).max(1);
    let mut model = PageModel {
        keyword: keyword.to_owned(),
        day,
        page,
        list_size,
        last_page,
        past_end: page > last_page,
        total_count: catalog.products.len() as u32,
        search_id: search_id(catalog, day),
        cells: Vec::new(),
    };
    if let Some(plan) = plans.get(page as usize - 1) {
        model.cells = cells(catalog, &organic, day, page, list_size, plan);
    }
    model
}

/// One page's share: where its organic cards start in the list, how many, and how many ads.
#[derive(Debug, Clone, Copy)]
struct PagePlan {
    start: usize,
    organic: usize,
    ads: usize,
}

/// The pages up to the last one with organic cards (none when there are no results).
fn plan(catalog: &Catalog, day: NaiveDate, list_size: u32, raw_total: usize) -> Vec<PagePlan> {
    let mut plans = Vec::new();
    let mut start = 0;
    while start < raw_total {
        let page = plans.len() as u32 + 1;
        let mut rng = stream(
            catalog.seed,
            catalog.keyword_hash,
            TAG_PAGE_SIZE,
            &[day_number(day), u64::from(page), u64::from(list_size)],
        );
        let mut ads = if page == 1 {
            let base = (30 * list_size + 36) / 72;
            rng.range(u64::from(base) - 2, u64::from(base) + 2) as usize
        } else if rng.chance(0.1) {
            0
        } else {
            rng.range(8, 10) as usize
        };
        let organic = (list_size as usize - ads).min(raw_total - start);
        if organic + ads < MIN_CARDS {
            ads = MIN_CARDS - organic;
        }
        plans.push(PagePlan {
            start,
            organic,
            ads,
        });
        start += organic;
    }
    plans
}

/// The cells of one planned page in display order.
fn cells(
    catalog: &Catalog,
    organic: &[Product],
    day: NaiveDate,
    page: u32,
    list_size: u32,
    plan: &PagePlan,
) -> Vec<Cell> {
    let mut rng = stream(
        catalog.seed,
        catalog.keyword_hash,
        TAG_PAGE_CELLS,
        &[day_number(day), u64::from(page), u64::from(list_size)],
    );
    let on_page = &organic[plan.start..plan.start + plan.organic];

    let mut used = HashSet::new();
    let ads: Vec<Product> = (0..plan.ads)
        .map(|_| {
            // A few tries to avoid showing the same ad twice on one page.
            let mut pick = || {
                let draw = rng.unit();
                if draw < 0.2 && !on_page.is_empty() {
                    rng.pick(on_page)
                } else if draw < 0.35 {
                    rng.pick(&organic[..organic.len().min(300)])
                } else {
                    rng.pick(&catalog.ads)
                }
            };
            let mut ad = pick();
            for _ in 0..4 {
                if used.insert(ad.ids()) {
                    break;
                }
                ad = pick();
            }
            ad.clone()
        })
        .collect();

    let total = plan.organic + plan.ads;
    // Page 1's ads crowd the top; later pages spread them out.
    let window = if page == 1 {
        total.min(plan.ads + plan.ads / 2 + 6)
    } else {
        total
    };
    let ad_places: HashSet<usize> = rng.distinct_sorted(plan.ads, window).into_iter().collect();

    // Badges count places, so a repeat on page 1 (rare) gets none.
    let mut seen = HashSet::new();
    let mut next_organic = on_page.iter().enumerate();
    let mut next_ad = ads.into_iter();
    let mut places = 0;
    let mut cells: Vec<Cell> = (0..total)
        .filter_map(|slot| {
            if ad_places.contains(&slot) {
                return next_ad.next().map(|product| Cell::Sponsored { product });
            }
            let (offset, product) = next_organic.next()?;
            let first = seen.insert(product.ids());
            if first {
                places += 1;
            }
            Some(Cell::Organic {
                product: product.clone(),
                rank: (plan.start + offset) as u32,
                badge: (page == 1 && first && places <= 10).then_some(places),
            })
        })
        .collect();

    if rng.chance(0.25) && cells.len() > 4 {
        let at = rng.range(4, cells.len() as u64) as usize;
        cells.insert(
            at,
            Cell::Bundle(Bundle {
                title: BUNDLE_TITLES[rng.index(BUNDLE_TITLES.len())],
                campaign_id: rng.range(10, 999) as u32,
            }),
        );
    }
    cells
}

/// 32 hex digits, the same for every page of one keyword's search on one day.
fn search_id(catalog: &Catalog, day: NaiveDate) -> String {
    let mut rng = stream(
        catalog.seed,
        catalog.keyword_hash,
        TAG_SEARCH_ID,
        &[day_number(day)],
    );
    format!("{:016x}{:016x}", rng.next_u64(), rng.next_u64())
}

fn day_number(day: NaiveDate) -> u64 {
    day.num_days_from_ce() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date")
    }

    fn counts(model: &PageModel) -> (usize, usize, usize) {
        let mut n = (0, 0, 0);
        for cell in &model.cells {
            match cell {
                Cell::Organic { .. } => n.0 += 1,
                Cell::Sponsored { .. } => n.1 += 1,
                Cell::Bundle(_) => n.2 += 1,
            }
        }
        n
    }

    #[test]
    fn unknown_list_sizes_fall_back_to_seventy_two() {
        assert_eq!(list_size_or_default(Some(48)), 48);
        assert_eq!(list_size_or_default(Some(50)), 72);
        assert_eq!(list_size_or_default(None), 72);
    }

    #[test]
    fn every_page_but_the_last_holds_exactly_list_size_product_cards() {
        let first = search_page("무선 마우스", day(), 1, 1, 72);
        for page in 1..first.last_page {
            let model = search_page("무선 마우스", day(), 1, page, 72);
            let (organic, ads, _) = counts(&model);
            assert_eq!(organic + ads, 72, "page {page}");
            if page == 1 {
                assert!((28..=32).contains(&ads), "page 1 has {ads} ads");
            } else {
                assert!(ads == 0 || (8..=10).contains(&ads), "page {page}: {ads}");
            }
        }
        let last = search_page("무선 마우스", day(), 1, first.last_page, 72);
        assert!(last.product_count() >= MIN_CARDS);
    }

    #[test]
    fn the_organic_cards_of_all_pages_are_the_organic_list_in_order() {
        let mut ranks = Vec::new();
        let mut products = Vec::new();
        let last = search_page("텀블러", day(), 4, 1, 48).last_page;
        for page in 1..=last {
            for cell in search_page("텀블러", day(), 4, page, 48).cells {
                if let Cell::Organic { product, rank, .. } = cell {
                    ranks.push(rank);
                    products.push(product);
                }
            }
        }
        assert_eq!(products, crate::catalog::organic("텀블러", day(), 4));
        assert!(ranks.iter().zip(0..).all(|(r, n)| *r == n));
    }

    #[test]
    fn page_one_badges_the_first_ten_organic_places() {
        let model = search_page("무선 마우스", day(), 1, 1, 72);
        let badges: Vec<u32> = model
            .cells
            .iter()
            .filter_map(|c| match c {
                Cell::Organic { badge, .. } => *badge,
                _ => None,
            })
            .collect();
        assert_eq!(badges, (1..=10).collect::<Vec<_>>());
    }
}
