//! `seed`: tracked slots, their expected ranks and the pages a crawl of each would fetch.

use std::{collections::HashSet, time::Instant};

use anyhow::ensure;
use chrono::NaiveDate;
use common::rank::{
    counter::{RankCounter, Target},
    parser,
};
use simulator::{catalog, page};
use sqlx::PgPool;

pub(crate) const WORDS: [&str; 40] = [
    "무선 마우스",
    "기계식 키보드",
    "게이밍 헤드셋",
    "노트북 거치대",
    "모니터 받침대",
    "보조배터리",
    "블루투스 스피커",
    "스마트워치",
    "무선 이어폰",
    "USB 허브",
    "웹캠",
    "마우스 패드",
    "충전 케이블",
    "멀티탭",
    "LED 스탠드",
    "전기 포트",
    "커피 머신",
    "에어프라이어",
    "가습기",
    "제습기",
    "공기청정기",
    "선풍기",
    "로봇청소기",
    "헤어드라이어",
    "전동칫솔",
    "요가매트",
    "러닝화",
    "텀블러",
    "보온병",
    "프라이팬",
    "수건",
    "베개",
    "암막커튼",
    "캠핑 의자",
    "텐트",
    "블랙박스",
    "강아지 사료",
    "고양이 모래",
    "물티슈",
    "색연필",
];
const MODS: [&str; 10] = [
    "추천",
    "대용량",
    "미니",
    "프리미엄",
    "가성비",
    "정품",
    "특가",
    "세트",
    "화이트",
    "휴대용",
];

/// The `i`-th seeded keyword: a product word, a modifier, then a number once those run out.
fn keyword(i: usize) -> String {
    let (w, m, n) = (
        WORDS[i % WORDS.len()],
        MODS[(i / WORDS.len()) % MODS.len()],
        i / (WORDS.len() * MODS.len()),
    );
    if n == 0 {
        format!("{w} {m}")
    } else {
        format!("{w} {m} {n}")
    }
}

/// Where seeded slots' products are placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Placement {
    /// Evenly over 1..=500, one in twenty just past 500 (the throughput scenario).
    Spread,
    /// Skewed toward the top (place = 1 + 499 u², median about 125), one in ten not found.
    Realistic,
}

#[derive(Debug)]
pub(crate) struct SeedPlan {
    pub(crate) keywords: usize,
    pub(crate) slots: usize,
    pub(crate) placement: Placement,
    pub(crate) day: NaiveDate,
    pub(crate) seed: u64,
}

/// One seeded slot.
struct Seeded {
    keyword: usize,
    place: usize,
    ids: (i64, i64, i64),
    truth: u32,
}

/// SplitMix64 over `(i, purpose)`: a draw in [0, 1) that is the same on every run.
fn draw(i: usize, purpose: u64) -> f64 {
    let mut z = (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ purpose.wrapping_mul(0xd1b5_4a32_d192_ed03);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
}

/// The keyword of each slot: one per keyword first, then the rest Zipf-skewed (s = 0.8).
fn slot_keywords(keywords: usize, slots: usize) -> Vec<usize> {
    let weights: Vec<f64> = (1..=keywords).map(|k| (k as f64).powf(-0.8)).collect();
    let total: f64 = weights.iter().sum();
    let mut cumulative = Vec::with_capacity(keywords);
    let mut sum = 0.0;
    for w in &weights {
        sum += w / total;
        cumulative.push(sum);
    }
    (0..slots)
        .map(|i| {
            if i < keywords {
                i
            } else {
                let u = draw(i, 1);
                cumulative.partition_point(|c| *c < u).min(keywords - 1)
            }
        })
        .collect()
}

/// Slot `i`'s organic place on a keyword with `list_len` distinct products; past 500 (or past
/// the list) is a product the crawl will not find.
fn place_of(i: usize, placement: Placement, list_len: usize) -> usize {
    match placement {
        Placement::Spread if i % 20 == 7 => 501 + i % 50,
        Placement::Spread => 1 + (i * 7919) % 500,
        Placement::Realistic if draw(i, 2) < 0.1 => 501 + i % 50,
        Placement::Realistic => {
            let place = 1 + (499.0 * draw(i, 3).powi(2)) as usize;
            // A shallow keyword's products are all on its few pages.
            if list_len > 0 && list_len < place {
                1 + (place - 1) % list_len
            } else {
                place
            }
        }
    }
}

/// Simulator result pages of `keyword` as the parser reads them, fetched lazily.
struct OfflinePages<'a> {
    keyword: &'a str,
    day: NaiveDate,
    seed: u64,
    pages: Vec<Option<Vec<parser::Card>>>,
}

impl OfflinePages<'_> {
    /// Page `n`'s cards, `None` past the end (or no results).
    fn page(&mut self, n: u32) -> Option<&[parser::Card]> {
        while self.pages.len() < n as usize {
            let model = page::search_page(
                self.keyword,
                self.day,
                self.seed,
                self.pages.len() as u32 + 1,
                72,
            );
            let cards = (!model.past_end && !model.is_no_results()).then(|| {
                model
                    .cells
                    .iter()
                    .filter_map(|cell| {
                        let product = cell.product()?;
                        Some(parser::Card {
                            product_id: product.product_id,
                            item_id: Some(product.item_id),
                            vendor_item_id: Some(product.vendor_item_id),
                            sponsored: matches!(cell, page::Cell::Sponsored { .. }),
                            name: None,
                            image: None,
                            offer: Default::default(),
                        })
                    })
                    .collect()
            });
            self.pages.push(cards);
        }
        self.pages[n as usize - 1].as_deref()
    }

    /// Page requests a crawl for `targets` makes, by the crawler's own stopping rule: pages until
    /// the counter is done, plus the request that finds the end (a redirect past the last page,
    /// or the no-results page) when the results end first.
    fn fetches(&mut self, targets: &[Target]) -> u32 {
        let mut counter = RankCounter::new(targets.iter().copied());
        let mut n = 0;
        loop {
            n += 1;
            let Some(cards) = self.page(n) else { return n };
            counter.feed(cards);
            if counter.done() || !cards.iter().any(|c| !c.sponsored) {
                return n;
            }
        }
    }
}

pub(crate) async fn seed_slots(db: &PgPool, plan: &SeedPlan) -> anyhow::Result<()> {
    let SeedPlan {
        keywords: n_keywords,
        slots: n_slots,
        placement,
        day,
        seed,
    } = *plan;
    let start = Instant::now();
    let user: i64 = sqlx::query_scalar(
        "INSERT INTO users (email, password_hash, full_name) VALUES ('crawlbench', 'x', '벤치 광고주') RETURNING id",
    )
    .fetch_one(db)
    .await?;
    sqlx::query(
        "CREATE TABLE bench_expected (slot_number BIGINT PRIMARY KEY, keyword TEXT NOT NULL, place INTEGER NOT NULL,
                                      truth INTEGER NOT NULL, alone_fetches INTEGER NOT NULL)",
    )
    .execute(db)
    .await?;
    sqlx::query("CREATE TABLE bench_keywords (keyword TEXT PRIMARY KEY, slots INTEGER NOT NULL, shared_fetches INTEGER NOT NULL)")
        .execute(db)
        .await?;

    let names: Vec<String> = (0..n_keywords).map(keyword).collect();
    ensure!(
        names.iter().collect::<HashSet<_>>().len() == n_keywords,
        "a keyword twice"
    );
    let of_slot = slot_keywords(n_keywords, n_slots);
    let mut by_keyword: Vec<Vec<usize>> = vec![Vec::new(); n_keywords];
    for (slot, k) in of_slot.iter().enumerate() {
        by_keyword[*k].push(slot);
    }

    let mut slots: Vec<Option<Seeded>> = (0..n_slots).map(|_| None).collect();
    let mut alone = vec![0u32; n_slots];
    let mut shared = vec![0u32; n_keywords];
    for (k, members) in by_keyword.iter().enumerate() {
        let name = &names[k];
        let list = catalog::first_appearances(name, day, seed);
        let mut pages = OfflinePages {
            keyword: name,
            day,
            seed,
            pages: Vec::new(),
        };
        let mut targets = Vec::new();
        for &i in members {
            let place = place_of(i, placement, list.len());
            let ids = match list.get(place - 1) {
                Some(found) => found.product.ids(),
                // Too shallow or no results: a product the keyword never shows.
                None => (9_000_000_000 + i as i64, 1, 1),
            };
            let truth = catalog::true_rank(name, day, seed, ids.0, Some(ids.1), Some(ids.2));
            let target = Target {
                product_id: ids.0,
                item_id: Some(ids.1),
                vendor_item_id: Some(ids.2),
                mid: None,
            };
            alone[i] = pages.fetches(&[target]);
            targets.push(target);
            slots[i] = Some(Seeded {
                keyword: k,
                place,
                ids,
                truth,
            });
        }
        shared[k] = pages.fetches(&targets);
    }
    let slots: Vec<Seeded> = slots
        .into_iter()
        .map(|s| s.expect("every slot seeded"))
        .collect();
    let computed = start.elapsed();

    let all: Vec<usize> = (0..n_slots).collect();
    for chunk in all.chunks(2_000) {
        let pick =
            |f: &dyn Fn(&Seeded) -> i64| chunk.iter().map(|&i| f(&slots[i])).collect::<Vec<i64>>();
        let kws: Vec<&str> = chunk
            .iter()
            .map(|&i| names[slots[i].keyword].as_str())
            .collect();
        let urls: Vec<String> = chunk
            .iter()
            .map(|&i| {
                let (product, item, vendor) = slots[i].ids;
                format!("https://www.coupang.com/vp/products/{product}?itemId={item}&vendorItemId={vendor}")
            })
            .collect();
        let numbers: Vec<i64> = chunk.iter().map(|&i| i as i64 + 1).collect();
        let mut tx = db.begin().await?;
        sqlx::query(
            "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id,
                                url_vendor_item_id, start_date, end_date)
             SELECT $1, t.n, 'active', t.k, t.u, t.p, t.it, t.v, $2::date - 1, $2::date + 29
             FROM UNNEST($3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[])
                  AS t(n, k, u, p, it, v)",
        )
        .bind(user)
        .bind(day)
        .bind(&numbers)
        .bind(&kws)
        .bind(&urls)
        .bind(pick(&|s| s.ids.0))
        .bind(pick(&|s| s.ids.1))
        .bind(pick(&|s| s.ids.2))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO bench_expected (slot_number, keyword, place, truth, alone_fetches)
             SELECT * FROM UNNEST($1::bigint[], $2::text[], $3::int[], $4::int[], $5::int[])",
        )
        .bind(&numbers)
        .bind(&kws)
        .bind(
            chunk
                .iter()
                .map(|&i| slots[i].place as i32)
                .collect::<Vec<_>>(),
        )
        .bind(
            chunk
                .iter()
                .map(|&i| slots[i].truth as i32)
                .collect::<Vec<_>>(),
        )
        .bind(chunk.iter().map(|&i| alone[i] as i32).collect::<Vec<_>>())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
    }
    sqlx::query("INSERT INTO bench_keywords (keyword, slots, shared_fetches) SELECT * FROM UNNEST($1::text[], $2::int[], $3::int[])")
        .bind(&names)
        .bind(by_keyword.iter().map(|m| m.len() as i32).collect::<Vec<_>>())
        .bind(shared.iter().map(|f| *f as i32).collect::<Vec<_>>())
        .execute(db)
        .await?;
    sqlx::query("VACUUM ANALYZE slots").execute(db).await?;
    sqlx::query("ANALYZE bench_expected").execute(db).await?;

    let tracked =
        common::db::slots::tracked_keywords(&mut *db.acquire().await?, day, None, None).await?;
    ensure!(
        tracked.len() == n_keywords,
        "{} of {n_keywords} keywords are tracked on {day}",
        tracked.len()
    );
    let ranked = slots.iter().filter(|s| s.truth > 0).count();
    let per_keyword = |lo: usize, hi: usize| {
        by_keyword
            .iter()
            .filter(|m| (lo..=hi).contains(&m.len()))
            .count()
    };
    println!(
        "seeded {n_slots} slots over {n_keywords} keywords ({:?} placement): {ranked} ranked within 500 by the simulator's truth, {} not \
         (past 500, too shallow or no results); keywords with 1 slot {}, 2-4 {}, 5-19 {}, 20+ {} (most: {}); \
         truth computed in {:.1} s, all in {:.1} s",
        placement,
        n_slots - ranked,
        per_keyword(1, 1),
        per_keyword(2, 4),
        per_keyword(5, 19),
        per_keyword(20, usize::MAX),
        by_keyword.iter().map(Vec::len).max().unwrap_or(0),
        computed.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
