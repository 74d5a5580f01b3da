//! `market_snapshots`: what a complete crawl of a keyword read on a day ([`MarketSnapshot`]), as
//! parallel arrays (the migration says why).

use chrono::NaiveDate;
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::market::{AdSpot, Available, KeywordDay, MarketSnapshot, Offer, Placed},
};

const ROCKET: i16 = 1;
const SOLD_OUT: i16 = 2;

/// Stores the snapshot of `keyword` on `day`, replacing one an earlier run of that day wrote.
pub async fn upsert(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
    run_id: i64,
    snapshot: &MarketSnapshot,
) -> Result<(), AppError> {
    let places = &snapshot.places;
    let column = |f: &dyn Fn(&Placed) -> Option<i64>| places.iter().map(f).collect::<Vec<_>>();
    let small =
        |f: &dyn Fn(&Offer) -> Option<i16>| places.iter().map(|p| f(&p.offer)).collect::<Vec<_>>();
    let flags: Vec<i16> = places
        .iter()
        .map(|p| {
            (if p.offer.rocket { ROCKET } else { 0 })
                | (if p.offer.sold_out { SOLD_OUT } else { 0 })
        })
        .collect();
    let ads = &snapshot.ads;
    let ad = |f: &dyn Fn(&AdSpot) -> Option<i64>| ads.iter().map(f).collect::<Vec<_>>();
    sqlx::query(
        "INSERT INTO market_snapshots (keyword, day, run_id, product_ids, item_ids, vendor_item_ids,
             names, sale_prices, list_prices, discounts, ratings, reviews, flags, deliveries,
             ad_pages, ad_positions, ad_product_ids, ad_item_ids, ad_vendor_item_ids, page_places)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
                 $20)
         ON CONFLICT (keyword, day) DO UPDATE SET run_id = EXCLUDED.run_id,
             product_ids = EXCLUDED.product_ids, item_ids = EXCLUDED.item_ids,
             vendor_item_ids = EXCLUDED.vendor_item_ids, names = EXCLUDED.names,
             sale_prices = EXCLUDED.sale_prices, list_prices = EXCLUDED.list_prices,
             discounts = EXCLUDED.discounts, ratings = EXCLUDED.ratings, reviews = EXCLUDED.reviews,
             flags = EXCLUDED.flags, deliveries = EXCLUDED.deliveries, ad_pages = EXCLUDED.ad_pages,
             ad_positions = EXCLUDED.ad_positions, ad_product_ids = EXCLUDED.ad_product_ids,
             ad_item_ids = EXCLUDED.ad_item_ids, ad_vendor_item_ids = EXCLUDED.ad_vendor_item_ids,
             page_places = EXCLUDED.page_places, written_at = now()",
    )
    .bind(keyword)
    .bind(day)
    .bind(run_id)
    .bind(column(&|p| Some(p.product_id)))
    .bind(column(&|p| p.item_id))
    .bind(column(&|p| p.vendor_item_id))
    .bind(places.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
    .bind(column(&|p| p.offer.sale_price))
    .bind(column(&|p| p.offer.list_price))
    .bind(small(&|o| o.discount_percent.map(i16::from)))
    .bind(small(&|o| o.rating_tenths.map(i16::from)))
    .bind(places.iter().map(|p| p.offer.review_count.and_then(|n| i32::try_from(n).ok())).collect::<Vec<_>>())
    .bind(flags)
    .bind(places.iter().map(|p| p.offer.delivery.clone()).collect::<Vec<_>>())
    .bind(ads.iter().map(|a| i16::try_from(a.page).unwrap_or(i16::MAX)).collect::<Vec<_>>())
    .bind(ads.iter().map(|a| i16::try_from(a.position).unwrap_or(i16::MAX)).collect::<Vec<_>>())
    .bind(ad(&|a| Some(a.product_id)))
    .bind(ad(&|a| a.item_id))
    .bind(ad(&|a| a.vendor_item_id))
    .bind(small_counts(&snapshot.pages))
    .execute(conn)
    .await?;
    Ok(())
}

/// Page place counts as stored (a page holds at most a few hundred places).
fn small_counts(counts: &[u32]) -> Vec<i16> {
    counts
        .iter()
        .map(|n| i16::try_from(*n).unwrap_or(i16::MAX))
        .collect()
}

/// The columns a whole snapshot is read from, after its day.
macro_rules! snapshot_columns {
    () => {
        "day, product_ids, item_ids, vendor_item_ids, names, sale_prices, list_prices, discounts,
         ratings, reviews, flags, deliveries, ad_pages, ad_positions, ad_product_ids, ad_item_ids,
         ad_vendor_item_ids, page_places"
    };
}

/// The snapshot of `keyword` on `day`, if a complete crawl wrote one.
pub async fn get(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
) -> Result<Option<MarketSnapshot>, AppError> {
    let row: Option<Row> = sqlx::query_as(concat!(
        "SELECT ",
        snapshot_columns!(),
        " FROM market_snapshots WHERE keyword = $1 AND day = $2"
    ))
    .bind(keyword)
    .bind(day)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|r| r.into_snapshot().1))
}

/// The days a keyword has snapshots that a view asks about.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SnapshotDays {
    /// The first and the last of all.
    pub available: Available,
    /// The last on or before the day asked.
    pub latest: Option<NaiveDate>,
    /// The first from the day asked on, up to the other.
    pub first_from: Option<NaiveDate>,
}

/// Which days `keyword` has snapshots: [`SnapshotDays`] with `latest` on or before `upto` and
/// `first_from` from `from` to `upto`. Four probes of the primary key, no row read.
pub async fn days(
    conn: &mut PgConnection,
    keyword: &str,
    upto: NaiveDate,
    from: Option<NaiveDate>,
) -> Result<SnapshotDays, AppError> {
    type Days = [Option<NaiveDate>; 4];
    let row: (
        Option<NaiveDate>,
        Option<NaiveDate>,
        Option<NaiveDate>,
        Option<NaiveDate>,
    ) = sqlx::query_as(
        "SELECT (SELECT day FROM market_snapshots WHERE keyword = $1 ORDER BY day LIMIT 1),
                    (SELECT day FROM market_snapshots WHERE keyword = $1 ORDER BY day DESC LIMIT 1),
                    (SELECT day FROM market_snapshots WHERE keyword = $1 AND day <= $2
                     ORDER BY day DESC LIMIT 1),
                    (SELECT day FROM market_snapshots WHERE keyword = $1 AND day BETWEEN $3 AND $2
                     ORDER BY day LIMIT 1)",
    )
    .bind(keyword)
    .bind(upto)
    .bind(from)
    .fetch_one(conn)
    .await?;
    let [first, last, latest, first_from]: Days = row.into();
    Ok(SnapshotDays {
        available: Available { first, last },
        latest,
        first_from,
    })
}

/// What the keyword view needs of `keyword`'s days from `start` to `end`, and of the last day
/// before `start` (the first day's "previous snapshot"), oldest first: every place's product, and
/// only slices of the rest (those [`KeywordDay`] keeps), so a month reads little of each row.
pub async fn keyword_days(
    conn: &mut PgConnection,
    keyword: &str,
    start: NaiveDate,
    end: NaiveDate,
) -> Result<Vec<KeywordDay>, AppError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT day, product_ids, '{}'::bigint[] AS item_ids, '{}'::bigint[] AS vendor_item_ids,
                names[1:$4] AS names,
                sale_prices[1:GREATEST(COALESCE(page_places[1], 0), $5)] AS sale_prices,
                '{}'::bigint[] AS list_prices, '{}'::smallint[] AS discounts,
                '{}'::smallint[] AS ratings, reviews[1:$5] AS reviews, '{}'::smallint[] AS flags,
                '{}'::text[] AS deliveries, ad_pages, ad_positions, ad_product_ids, ad_item_ids,
                ad_vendor_item_ids, page_places[1:1] AS page_places
         FROM market_snapshots
         WHERE keyword = $1 AND day <= $3
           AND day >= COALESCE((SELECT max(day) FROM market_snapshots WHERE keyword = $1 AND day < $2), $2)
         ORDER BY day",
    )
    .bind(keyword)
    .bind(start)
    .bind(end)
    .bind(KeywordDay::NAMED as i32)
    .bind(KeywordDay::TOP as i32)
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let (day, snapshot) = row.into_snapshot();
            KeywordDay::of(day, &snapshot)
        })
        .collect())
}

fn count(n: Option<i32>) -> Option<u32> {
    n.and_then(|n| u32::try_from(n).ok())
}

fn page(n: Option<i16>) -> u32 {
    n.map_or(0, |n| u32::try_from(n).unwrap_or(0))
}

/// Element `i` of a column read whole or sliced (a slice may end before the places do).
fn at<T: Clone>(column: &[Option<T>], i: usize) -> Option<T> {
    column.get(i).cloned().flatten()
}

#[derive(sqlx::FromRow)]
struct Row {
    day: NaiveDate,
    product_ids: Vec<Option<i64>>,
    item_ids: Vec<Option<i64>>,
    vendor_item_ids: Vec<Option<i64>>,
    names: Vec<Option<String>>,
    sale_prices: Vec<Option<i64>>,
    list_prices: Vec<Option<i64>>,
    discounts: Vec<Option<i16>>,
    ratings: Vec<Option<i16>>,
    reviews: Vec<Option<i32>>,
    flags: Vec<Option<i16>>,
    deliveries: Vec<Option<String>>,
    ad_pages: Vec<Option<i16>>,
    ad_positions: Vec<Option<i16>>,
    ad_product_ids: Vec<Option<i64>>,
    ad_item_ids: Vec<Option<i64>>,
    ad_vendor_item_ids: Vec<Option<i64>>,
    page_places: Vec<Option<i16>>,
}

impl Row {
    fn into_snapshot(self) -> (NaiveDate, MarketSnapshot) {
        let small = |v: Option<i16>| v.and_then(|n| u8::try_from(n).ok());
        let places = (0..self.product_ids.len())
            .map(|i| {
                let flags = at(&self.flags, i).unwrap_or(0);
                Placed {
                    product_id: at(&self.product_ids, i).unwrap_or_default(),
                    item_id: at(&self.item_ids, i),
                    vendor_item_id: at(&self.vendor_item_ids, i),
                    name: at(&self.names, i),
                    offer: Offer {
                        sale_price: at(&self.sale_prices, i),
                        list_price: at(&self.list_prices, i),
                        discount_percent: small(at(&self.discounts, i)),
                        rating_tenths: small(at(&self.ratings, i)),
                        review_count: count(at(&self.reviews, i)),
                        rocket: flags & ROCKET != 0,
                        delivery: at(&self.deliveries, i),
                        sold_out: flags & SOLD_OUT != 0,
                    },
                }
            })
            .collect();
        let ads = (0..self.ad_product_ids.len())
            .map(|i| AdSpot {
                page: page(self.ad_pages[i]),
                position: page(self.ad_positions[i]),
                product_id: self.ad_product_ids[i].unwrap_or_default(),
                item_id: self.ad_item_ids[i],
                vendor_item_id: self.ad_vendor_item_ids[i],
            })
            .collect();
        let pages = self.page_places.into_iter().map(page).collect();
        (self.day, MarketSnapshot { places, ads, pages })
    }
}
