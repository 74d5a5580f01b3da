//! Naver ranks through the search API (issue 39), against the simulator over real HTTP: for 1,000
//! tracked MIDs over several keywords, each rank is the simulator's truth (or "not within 1,000"),
//! and each keyword takes exactly the calls that place its deepest tracked MID, or ten.

use common::rank::naver::{
    client::{ApiKey, NaverClient},
    counter::NaverCounter,
};
use simulator::{
    SimConfig,
    naver::{NaverConfig, keys::DEMO_KEY},
};

const KEYWORDS: &[&str] = &[
    "노트북 거치대",
    "무선 마우스",
    "캠핑 의자",
    "텀블러",
    "아기 물티슈",
];

#[tokio::test]
async fn a_thousand_naver_slots_get_the_true_rank_with_the_fewest_calls() {
    let day = common::time::today_kst();
    let config = SimConfig {
        day: Some(day),
        naver: NaverConfig {
            rate_per_second: 100_000,
            ..NaverConfig::default()
        },
        ..SimConfig::default()
    };
    let seed = config.seed;
    let (addr, sim) = simulator::spawn(config)
        .await
        .expect("the simulator starts");
    let client = NaverClient::new(
        &format!("http://{addr}"),
        std::time::Duration::from_secs(10),
    );
    let key = ApiKey {
        id: DEMO_KEY.0.into(),
        secret: DEMO_KEY.1.into(),
    };

    let mut slots = 0;
    let mut calls = 0;
    for (k, keyword) in KEYWORDS.iter().enumerate() {
        let truth = simulator::naver::results(keyword, day, seed);
        // 200 MIDs a keyword, spread over the results (beyond 1,000 too), one never shown; the
        // first keyword's all stand within 850, so its calls stop before the tenth.
        let (depth, count) = if k == 0 {
            (truth.len().min(850), 200)
        } else {
            (truth.len(), 199)
        };
        let mut tracked: Vec<String> = (0..count)
            .map(|i| truth[(i * 7919) % depth].product_id.to_string())
            .collect();
        if k > 0 {
            tracked.push("99999999999".into());
        }
        let mut counter = NaverCounter::new(&tracked);
        while let Some(start) = counter.next_start() {
            let items = client
                .search(&key, keyword, start)
                .await
                .expect("an answer");
            counter.read(start, &items);
        }
        let ranks = counter.ranks();
        let mut deepest = None::<u32>;
        for mid in &tracked {
            let want = truth
                .iter()
                .position(|item| item.product_id.to_string() == *mid)
                .map(|i| i as u32 + 1)
                .filter(|rank| *rank <= 1_000);
            let got = ranks[mid].as_ref().map(|placed| placed.rank);
            assert_eq!(got, want, "{keyword}: MID {mid}");
            if let Some(placed) = &ranks[mid] {
                let shown = truth
                    .iter()
                    .find(|i| i.product_id.to_string() == *mid)
                    .unwrap();
                assert_eq!(placed.item.product_type, Some(shown.product_type));
            }
            deepest = match (deepest, want) {
                (_, None) => Some(u32::MAX),
                (d, Some(rank)) => Some(d.unwrap_or(0).max(rank)),
            };
        }
        let every_tracked_found = deepest != Some(u32::MAX);
        let fewest = NaverCounter::fewest_calls(
            every_tracked_found.then_some(deepest.unwrap_or(1)),
            truth.len(),
        );
        assert_eq!(counter.calls(), fewest, "{keyword}: calls");
        if k == 0 {
            assert!(
                counter.calls() < 10,
                "{keyword}: stopped at the deepest MID's call ({} calls, deepest {deepest:?}, {} results)",
                counter.calls(),
                truth.len()
            );
        }
        slots += tracked.len();
        calls += counter.calls();
    }
    assert_eq!(slots, 1_000);
    let stats = sim.state().naver_stats();
    assert_eq!(
        stats.keys[DEMO_KEY.0].served,
        u64::from(calls),
        "no call made twice"
    );
}
