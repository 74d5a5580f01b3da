//! `market_snapshots`: what a complete crawl of a keyword read on a day ([`MarketSnapshot`]), as
//! parallel arrays (the migration says why).

use chrono::{Duration, NaiveDate};
use sqlx::{PgConnection, Row as _, postgres::PgRow};

use crate::{
    error::AppError,
    values::market::{AdSpot, Available, KeywordDay, MarketSnapshot, Offer, Placed},
};

const ROCKET: i16 = 1;
const SOLD_OUT: i16 = 2;

/// The snapshot's arrays, in the order [`upsert`] binds them ($4 on) and [`Row`] holds them: the
/// one list the statements that write or read a whole row are made from (the round trip in
/// worker/tests/market_snapshot.rs reads every field back through every read).
macro_rules! array_columns {
    () => {
        "product_ids, item_ids, vendor_item_ids, names, sale_prices, list_prices, discounts,
         ratings, reviews, flags, deliveries, ad_pages, ad_positions, ad_product_ids, ad_item_ids,
         ad_vendor_item_ids, page_places"
    };
}

/// Stores the snapshot of `keyword` on `day`, replacing one an earlier run of that day wrote (the
/// keyword's span widens by trigger).
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
    sqlx::query(concat!(
            "INSERT INTO market_snapshots (keyword, day, run_id, ",
            array_columns!(),
            ")
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                     $19, $20)
             ON CONFLICT (keyword, day) DO UPDATE SET (run_id, ",
            array_columns!(),
            ") = ($3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20),
                 written_at = now()"
    ))
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

// The copies the keyword view reads hold the top 100 names and the top 10 reviews.
const _: () = assert!(KeywordDay::NAMED <= 100 && KeywordDay::TOP <= 10);

/// Page place counts as stored (a page holds at most a few hundred places).
fn small_counts(counts: &[u32]) -> Vec<i16> {
    counts
        .iter()
        .map(|n| i16::try_from(*n).unwrap_or(i16::MAX))
        .collect()
}

/// The snapshot of `keyword` on `day`, if a complete crawl wrote one.
pub async fn get(
    conn: &mut PgConnection,
    keyword: &str,
    day: NaiveDate,
) -> Result<Option<MarketSnapshot>, AppError> {
    let row: Option<Row> = sqlx::query_as(concat!(
        "SELECT day, ",
        array_columns!(),
        " FROM market_snapshots WHERE keyword = $1 AND day = $2"
    ))
    .bind(keyword)
    .bind(day)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|r| r.into_snapshot().1))
}

/// After retention removed the days before `cutoff`: each span that started before it starts at
/// its keyword's first day left, and a keyword with none left has no span. Probes each such
/// keyword's months: all of them when the cutoff passes a month, none on the other days.
pub async fn narrow_spans(conn: &mut PgConnection, cutoff: NaiveDate) -> Result<(), AppError> {
    sqlx::query(
        "WITH narrowed AS (
             SELECT k.keyword, f.day FROM market_snapshot_spans k
             LEFT JOIN LATERAL (SELECT day FROM market_snapshots s WHERE s.keyword = k.keyword
                                ORDER BY day LIMIT 1) f ON true
             WHERE k.first_day < $1),
         gone AS (
             DELETE FROM market_snapshot_spans k USING narrowed n
             WHERE k.keyword = n.keyword AND n.day IS NULL)
         UPDATE market_snapshot_spans k SET first_day = n.day
         FROM narrowed n WHERE k.keyword = n.keyword AND n.day IS NOT NULL",
    )
    .bind(cutoff)
    .execute(conn)
    .await?;
    Ok(())
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

impl SnapshotDays {
    /// The days a row of [`days`]' statement answers.
    fn of(row: &PgRow) -> Result<Self, sqlx::Error> {
        Ok(Self {
            available: Available {
                first: row.try_get("first")?,
                last: row.try_get("last")?,
            },
            latest: row.try_get("latest")?,
            first_from: row.try_get("first_from")?,
        })
    }
}

/// Which days `keyword` has snapshots: [`SnapshotDays`] with `latest` on or before `upto` and
/// `first_from` from `from` to `upto`. The first and the last come from the keyword's span
/// (`market_snapshot_spans`: an ORDER BY day LIMIT 1 over the table probes every month, as the
/// migration says). `latest` is the last day when `upto` is on or after it (a running slot,
/// today); else the day itself when crawled, else a search back. `first_from` alike: the first day
/// when `from` is on or before it, else the day itself, else a search on. A search runs only where
/// the step before it found nothing; no snapshot row is read.
pub async fn days(
    conn: &mut PgConnection,
    keyword: &str,
    upto: NaiveDate,
    from: Option<NaiveDate>,
) -> Result<SnapshotDays, AppError> {
    let row = sqlx::query(
        "SELECT k.first_day AS first, k.last_day AS last,
                CASE WHEN $2 >= k.last_day THEN k.last_day
                     WHEN $2 >= k.first_day THEN COALESCE(
                         (SELECT day FROM market_snapshots WHERE keyword = $1 AND day = $2),
                         (SELECT day FROM market_snapshots WHERE keyword = $1 AND day <= $2
                          ORDER BY day DESC LIMIT 1)) END AS latest,
                CASE WHEN $3 <= k.first_day AND k.first_day <= $2 THEN k.first_day
                     WHEN $3 <= $2 THEN COALESCE(
                         (SELECT day FROM market_snapshots WHERE keyword = $1 AND day = $3),
                         (SELECT day FROM market_snapshots WHERE keyword = $1
                          AND day BETWEEN $3 AND $2 ORDER BY day LIMIT 1)) END AS first_from
         FROM (SELECT) AS one LEFT JOIN market_snapshot_spans k ON k.keyword = $1",
    )
    .bind(keyword)
    .bind(upto)
    .bind(from)
    .fetch_one(conn)
    .await?;
    Ok(SnapshotDays::of(&row)?)
}

/// The rows of `keyword` on the days of `w.day` (`w` being an `unnest` of `$2`, the days), each
/// by the key, as `s`. The days' range as parameters `$lo` and `$hi` too, so that the plan leaves
/// out the months outside it when it starts (on the days alone, or on `= ANY($2)`, it opens or
/// reads every month at each call); OFFSET 0 keeps the planner from joining the range's rows whole.
macro_rules! rows_on_days {
    ($lo:literal, $hi:literal) => {
        concat!(
            "CROSS JOIN LATERAL (
                 SELECT * FROM market_snapshots s
                 WHERE s.keyword = $1 AND s.day = w.day AND s.day BETWEEN ",
            $lo,
            " AND ",
            $hi,
            " OFFSET 0
             ) s"
        )
    };
}

/// The snapshots the slot view compares: [`SnapshotDays`] as [`days`] answers it, and the rows
/// of its `latest` day, the day before that and `first_from`. Of each row only what finding a
/// product and telling who crossed it need: every place's ids and the ad spots; names and offers
/// are empty until [`details`] fills in the places shown.
pub async fn ids_around(
    conn: &mut PgConnection,
    keyword: &str,
    upto: NaiveDate,
    from: Option<NaiveDate>,
) -> Result<(SnapshotDays, Vec<(NaiveDate, MarketSnapshot)>), AppError> {
    let days = self::days(&mut *conn, keyword, upto, from).await?;
    let asked: Vec<NaiveDate> = [
        days.latest,
        days.latest.map(|d| d - Duration::days(1)),
        days.first_from,
    ]
    .into_iter()
    .flatten()
    .collect();
    if asked.is_empty() {
        return Ok((days, Vec::new()));
    }
    let rows: Vec<Row> = sqlx::query_as(concat!(
        "SELECT w.day, s.product_ids, s.item_ids, s.vendor_item_ids, '{}'::text[] AS names,
                '{}'::bigint[] AS sale_prices, '{}'::bigint[] AS list_prices,
                '{}'::smallint[] AS discounts, '{}'::smallint[] AS ratings, '{}'::integer[] AS reviews,
                '{}'::smallint[] AS flags, '{}'::text[] AS deliveries, s.ad_pages, s.ad_positions,
                s.ad_product_ids, s.ad_item_ids, s.ad_vendor_item_ids, s.page_places
         FROM (SELECT DISTINCT day FROM unnest($2::date[]) AS asked(day)) AS w ",
        rows_on_days!("$3", "$4")
    ))
    .bind(keyword)
    .bind(&asked)
    .bind(asked.iter().min())
    .bind(asked.iter().max())
    .fetch_all(conn)
    .await?;
    Ok((days, rows.into_iter().map(Row::into_snapshot).collect()))
}

/// The names and offers of `keyword`'s places `from..=to` on each day asked, as
/// `(day, place, name, offer)`: one slice of each array per day, so a row's arrays are read once
/// and only the places between the first and the last asked for are sent.
pub async fn details(
    conn: &mut PgConnection,
    keyword: &str,
    spans: &[(NaiveDate, u32, u32)],
) -> Result<Vec<(NaiveDate, u32, Option<String>, Offer)>, AppError> {
    #[derive(sqlx::FromRow)]
    struct Slice {
        day: NaiveDate,
        lo: i32,
        #[sqlx(flatten)]
        offers: OfferArrays,
    }
    if spans.is_empty() {
        return Ok(Vec::new());
    }
    let place = |p: u32| i32::try_from(p).unwrap_or(i32::MAX);
    let days: Vec<NaiveDate> = spans.iter().map(|s| s.0).collect();
    let lo: Vec<i32> = spans.iter().map(|s| place(s.1)).collect();
    let hi: Vec<i32> = spans.iter().map(|s| place(s.2)).collect();
    let slices: Vec<Slice> = sqlx::query_as(concat!(
        "SELECT w.day, w.lo, s.names[w.lo:w.hi] AS names,
                s.sale_prices[w.lo:w.hi] AS sale_prices, s.list_prices[w.lo:w.hi] AS list_prices,
                s.discounts[w.lo:w.hi] AS discounts, s.ratings[w.lo:w.hi] AS ratings,
                s.reviews[w.lo:w.hi] AS reviews, s.flags[w.lo:w.hi] AS flags,
                s.deliveries[w.lo:w.hi] AS deliveries
         FROM unnest($2::date[], $3::integer[], $4::integer[]) AS w(day, lo, hi) ",
        rows_on_days!("$5", "$6")
    ))
    .bind(keyword)
    .bind(&days)
    .bind(&lo)
    .bind(&hi)
    .bind(days.iter().min())
    .bind(days.iter().max())
    .fetch_all(conn)
    .await?;
    let mut out = Vec::new();
    for slice in slices {
        let first = u32::try_from(slice.lo).unwrap_or(1);
        for i in 0..slice.offers.names.len() {
            let (name, offer) = slice.offers.at(i);
            out.push((slice.day, first + i as u32, name, offer));
        }
    }
    Ok(out)
}

/// What the keyword view needs of `keyword`'s days from `start` to `end`, and of the last day
/// before `start` (the first day's "previous snapshot"), oldest first: every place's product, and
/// of the rest only the short copies of the first places the row keeps beside its arrays
/// (`top_names`, `top_reviews`, `first_page_prices`; migration `…000200_market_snapshot_tops`), so
/// a month reads little of each row.
pub async fn keyword_days(
    conn: &mut PgConnection,
    keyword: &str,
    start: NaiveDate,
    end: NaiveDate,
) -> Result<Vec<KeywordDay>, AppError> {
    #[derive(sqlx::FromRow)]
    struct DayRow {
        day: NaiveDate,
        product_ids: Vec<Option<i64>>,
        names: Vec<Option<String>>,
        sale_prices: Vec<Option<i64>>,
        reviews: Vec<Option<i32>>,
        first_page: Option<i16>,
        ad_pages: Vec<Option<i16>>,
    }
    let rows: Vec<DayRow> = sqlx::query_as(
        "SELECT day, product_ids, top_names[1:$4] AS names, first_page_prices AS sale_prices,
                top_reviews[1:$5] AS reviews, page_places[1] AS first_page, ad_pages
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
    // Decoded straight into what the view keeps (as `KeywordDay::of` cuts a whole snapshot).
    Ok(rows
        .into_iter()
        .map(|row| KeywordDay {
            day: row.day,
            first_page: (page(row.first_page) as usize).min(row.product_ids.len()),
            product_ids: row
                .product_ids
                .into_iter()
                .map(Option::unwrap_or_default)
                .collect(),
            names: row.names,
            sale_prices: row.sale_prices,
            reviews: row.reviews.into_iter().map(count).collect(),
            ad_pages: row.ad_pages.into_iter().map(page).collect(),
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
    #[sqlx(flatten)]
    offers: OfferArrays,
    ad_pages: Vec<Option<i16>>,
    ad_positions: Vec<Option<i16>>,
    ad_product_ids: Vec<Option<i64>>,
    ad_item_ids: Vec<Option<i64>>,
    ad_vendor_item_ids: Vec<Option<i64>>,
    page_places: Vec<Option<i16>>,
}

/// The places' names and offers as stored, whole or as a slice: index i is the slice's i-th place.
#[derive(sqlx::FromRow)]
struct OfferArrays {
    names: Vec<Option<String>>,
    sale_prices: Vec<Option<i64>>,
    list_prices: Vec<Option<i64>>,
    discounts: Vec<Option<i16>>,
    ratings: Vec<Option<i16>>,
    reviews: Vec<Option<i32>>,
    flags: Vec<Option<i16>>,
    deliveries: Vec<Option<String>>,
}

impl OfferArrays {
    /// The name and offer at index `i` (absent where a column is not read or ends sooner).
    fn at(&self, i: usize) -> (Option<String>, Offer) {
        let small = |v: Option<i16>| v.and_then(|n| u8::try_from(n).ok());
        let flags = at(&self.flags, i).unwrap_or(0);
        let offer = Offer {
            sale_price: at(&self.sale_prices, i),
            list_price: at(&self.list_prices, i),
            discount_percent: small(at(&self.discounts, i)),
            rating_tenths: small(at(&self.ratings, i)),
            review_count: count(at(&self.reviews, i)),
            rocket: flags & ROCKET != 0,
            delivery: at(&self.deliveries, i),
            sold_out: flags & SOLD_OUT != 0,
        };
        (at(&self.names, i), offer)
    }
}

impl Row {
    fn into_snapshot(self) -> (NaiveDate, MarketSnapshot) {
        let places = (0..self.product_ids.len())
            .map(|i| {
                let (name, offer) = self.offers.at(i);
                Placed {
                    product_id: at(&self.product_ids, i).unwrap_or_default(),
                    item_id: at(&self.item_ids, i),
                    vendor_item_id: at(&self.vendor_item_ids, i),
                    name,
                    offer,
                }
            })
            .collect();
        let ads = (0..self.ad_product_ids.len())
            .map(|i| AdSpot {
                page: page(at(&self.ad_pages, i)),
                position: page(at(&self.ad_positions, i)),
                product_id: at(&self.ad_product_ids, i).unwrap_or_default(),
                item_id: at(&self.ad_item_ids, i),
                vendor_item_id: at(&self.ad_vendor_item_ids, i),
            })
            .collect();
        let pages = self.page_places.into_iter().map(page).collect();
        (self.day, MarketSnapshot { places, ads, pages })
    }
}
