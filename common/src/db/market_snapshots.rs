//! `market_snapshots`: what a complete crawl of a keyword read on a day ([`MarketSnapshot`]), as
//! parallel arrays (the migration says why).

use chrono::NaiveDate;
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::market::{AdSpot, MarketSnapshot, Offer, Placed},
};

const ROCKET: i16 = 1;
const SOLD_OUT: i16 = 2;

/// Stores the snapshot of `keyword` on `day`, replacing one an earlier run of that day wrote.
/// `run_id` is the crawl run that read it (none: recorded by the demo seed).
pub async fn upsert(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
    run_id: Option<i64>,
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
             ad_pages, ad_positions, ad_product_ids, ad_item_ids, ad_vendor_item_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         ON CONFLICT (keyword, day) DO UPDATE SET run_id = EXCLUDED.run_id,
             product_ids = EXCLUDED.product_ids, item_ids = EXCLUDED.item_ids,
             vendor_item_ids = EXCLUDED.vendor_item_ids, names = EXCLUDED.names,
             sale_prices = EXCLUDED.sale_prices, list_prices = EXCLUDED.list_prices,
             discounts = EXCLUDED.discounts, ratings = EXCLUDED.ratings, reviews = EXCLUDED.reviews,
             flags = EXCLUDED.flags, deliveries = EXCLUDED.deliveries, ad_pages = EXCLUDED.ad_pages,
             ad_positions = EXCLUDED.ad_positions, ad_product_ids = EXCLUDED.ad_product_ids,
             ad_item_ids = EXCLUDED.ad_item_ids, ad_vendor_item_ids = EXCLUDED.ad_vendor_item_ids,
             written_at = now()",
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
    .execute(conn)
    .await?;
    Ok(())
}

/// The snapshot of `keyword` on `day`, if a complete crawl wrote one.
pub async fn get(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
) -> Result<Option<MarketSnapshot>, AppError> {
    let row: Option<Row> = sqlx::query_as(
        "SELECT product_ids, item_ids, vendor_item_ids, names, sale_prices, list_prices, discounts,
                ratings, reviews, flags, deliveries, ad_pages, ad_positions, ad_product_ids,
                ad_item_ids, ad_vendor_item_ids
         FROM market_snapshots WHERE keyword = $1 AND day = $2",
    )
    .bind(keyword)
    .bind(day)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(Row::into_snapshot))
}

#[derive(sqlx::FromRow)]
struct Row {
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
}

impl Row {
    fn into_snapshot(self) -> MarketSnapshot {
        let small = |v: Option<i16>| v.and_then(|n| u8::try_from(n).ok());
        let places = (0..self.product_ids.len())
            .map(|i| {
                let flags = self.flags[i].unwrap_or(0);
                Placed {
                    product_id: self.product_ids[i].unwrap_or_default(),
                    item_id: self.item_ids[i],
                    vendor_item_id: self.vendor_item_ids[i],
                    name: self.names[i].clone(),
                    offer: Offer {
                        sale_price: self.sale_prices[i],
                        list_price: self.list_prices[i],
                        discount_percent: small(self.discounts[i]),
                        rating_tenths: small(self.ratings[i]),
                        review_count: self.reviews[i].and_then(|n| u32::try_from(n).ok()),
                        rocket: flags & ROCKET != 0,
                        delivery: self.deliveries[i].clone(),
                        sold_out: flags & SOLD_OUT != 0,
                    },
                }
            })
            .collect();
        let ads = (0..self.ad_product_ids.len())
            .map(|i| AdSpot {
                page: self.ad_pages[i].unwrap_or_default() as u32,
                position: self.ad_positions[i].unwrap_or_default() as u32,
                product_id: self.ad_product_ids[i].unwrap_or_default(),
                item_id: self.ad_item_ids[i],
                vendor_item_id: self.ad_vendor_item_ids[i],
            })
            .collect();
        MarketSnapshot { places, ads }
    }
}
