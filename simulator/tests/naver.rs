//! Naver Shopping's search API (issue 39): an independent reading of `/v1/search/shop.json` over
//! real HTTP against what the simulator says is true (`/__truth/naver`), the key check, the two
//! kinds of 429, the parameter errors, and the per-key counters.

use serde_json::{Value, json};
use simulator::{
    SimConfig,
    naver::{NaverConfig, NaverKey, codes, keys::DEMO_KEY},
};

use crate::support::{SEED, TestSim, day};

const KEYWORD: &str = "노트북 거치대";

async fn sim_with(naver: NaverConfig) -> TestSim {
    TestSim::with(SimConfig {
        seed: SEED,
        day: Some(day()),
        naver,
        ..SimConfig::default()
    })
    .await
}

fn fast() -> NaverConfig {
    NaverConfig {
        rate_per_second: 10_000,
        ..NaverConfig::default()
    }
}

/// One call with `key` (id, secret); its status and body.
async fn call(sim: &TestSim, key: (&str, &str), query: &str) -> (u16, Value) {
    let response = sim
        .client
        .get(sim.url(&format!("/v1/search/shop.json?{query}")))
        .header("X-Naver-Client-Id", key.0)
        .header("X-Naver-Client-Secret", key.1)
        .send()
        .await
        .expect("a response");
    let status = response.status().as_u16();
    (status, response.json().await.expect("a JSON body"))
}

fn encoded(keyword: &str) -> String {
    keyword
        .bytes()
        .map(|b| match b {
            b if b.is_ascii_alphanumeric() => (b as char).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// Every MID of the first 1,000 results, read in ten calls of 100 as a rank checker reads them.
async fn first_thousand(sim: &TestSim, keyword: &str) -> Vec<Value> {
    let mut items = Vec::new();
    for start in (1..=901).step_by(100) {
        let (status, body) = call(
            sim,
            DEMO_KEY,
            &format!(
                "query={}&display=100&start={start}&sort=sim",
                encoded(keyword)
            ),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        items.extend(body["items"].as_array().expect("items").iter().cloned());
    }
    items
}

#[tokio::test]
async fn the_answer_is_strings_with_marked_titles_and_mixed_kinds_and_positions_agree_with_the_truth()
 {
    let sim = sim_with(fast()).await;
    let items = first_thousand(&sim, KEYWORD).await;
    assert_eq!(
        items.len(),
        1_000,
        "a common keyword fills the 1,000 the API lets one read"
    );
    let (_, first) = call(&sim, DEMO_KEY, &format!("query={}", encoded(KEYWORD))).await;
    assert!(first["total"].as_u64().expect("total") > 1_000);
    assert_eq!(
        (first["start"].as_u64(), first["display"].as_u64()),
        (Some(1), Some(10))
    );
    for item in &items {
        for (name, value) in item.as_object().expect("an object") {
            assert!(value.is_string(), "{name} is a string: {item}");
        }
    }
    let title = items[0]["title"].as_str().unwrap();
    assert!(
        title.contains("<b>노트북</b>") && title.contains("<b>거치대</b>"),
        "{title}"
    );
    assert!(
        items
            .iter()
            .any(|i| i["title"].as_str().unwrap().contains("&amp;"))
    );
    let kinds: std::collections::BTreeSet<&str> = items
        .iter()
        .map(|i| i["productType"].as_str().unwrap())
        .collect();
    for kind in ["1", "2", "3"] {
        assert!(kinds.contains(kind), "productType {kind} among {kinds:?}");
    }
    assert!(
        kinds
            .iter()
            .any(|k| ["4", "5", "6", "10", "11", "12"].contains(k)),
        "used or pre-sale mixed in"
    );
    let catalog = items.iter().find(|i| i["productType"] == "1").unwrap();
    assert!(!catalog["hprice"].as_str().unwrap().is_empty());
    assert!(
        catalog["link"]
            .as_str()
            .unwrap()
            .starts_with("https://search.shopping.naver.com/catalog/")
    );
    // Positions are the truth's, and the MIDs are distinct.
    for place in [1usize, 2, 100, 101, 555, 1_000] {
        let mid = items[place - 1]["productId"].as_str().unwrap();
        let truth = sim
            .json(&format!("/__truth/naver?q={}&mid={mid}", encoded(KEYWORD)))
            .await;
        assert_eq!(truth["position"].as_u64(), Some(place as u64), "MID {mid}");
    }
    let mids: std::collections::HashSet<&str> = items
        .iter()
        .map(|i| i["productId"].as_str().unwrap())
        .collect();
    assert_eq!(mids.len(), items.len());
}

#[tokio::test]
async fn results_move_day_to_day_from_the_seed_and_some_mids_lie_beyond_a_thousand() {
    let today = simulator::naver::results(KEYWORD, day(), SEED);
    let again = simulator::naver::results(KEYWORD, day(), SEED);
    let tomorrow = simulator::naver::results(KEYWORD, day().succ_opt().unwrap(), SEED);
    assert_eq!(today, again, "a pure function of keyword, day and seed");
    assert!(today.len() > 1_000, "{} results", today.len());
    let moved = today
        .iter()
        .take(1_000)
        .zip(&tomorrow)
        .filter(|(a, b)| a.product_id != b.product_id)
        .count();
    assert!(moved > 100, "the order drifts: {moved} places changed");
}

#[tokio::test]
async fn a_store_product_matched_into_a_catalog_leaves_the_results_from_that_day() {
    let catalog = simulator::naver::results::catalog(KEYWORD, SEED);
    let matched = catalog
        .iter()
        .find(|i| i.matched_on.is_some_and(|d| d > day()))
        .expect("a store product matched on a later day");
    let on = matched.matched_on.unwrap();
    let before =
        simulator::naver::position(KEYWORD, on.pred_opt().unwrap(), SEED, matched.product_id);
    let after = simulator::naver::position(KEYWORD, on, SEED, matched.product_id);
    assert!(before.0.is_some(), "shown the day before its match");
    assert_eq!(after.0, None, "gone from the day of its match");
    let sim = sim_with(fast()).await;
    let truth = sim
        .json(&format!(
            "/__truth/naver?q={}&mid={}&day={on}",
            encoded(KEYWORD),
            matched.product_id
        ))
        .await;
    assert_eq!(
        (truth["position"].as_u64(), truth["matched"].as_bool()),
        (Some(0), Some(true))
    );
}

#[tokio::test]
async fn a_wrong_key_is_401_and_bad_parameters_are_their_codes() {
    let sim = sim_with(fast()).await;
    let (status, body) = call(&sim, ("someone", "else"), "query=a").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (401, Some(codes::UNAUTHORIZED))
    );
    let (status, _) = call(&sim, (DEMO_KEY.0, "wrong-secret"), "query=a").await;
    assert_eq!(status, 401);
    for (query, code) in [
        ("display=10", codes::BAD_QUERY),
        ("query=a&display=101", codes::BAD_DISPLAY),
        ("query=a&display=0", codes::BAD_DISPLAY),
        ("query=a&start=1001", codes::BAD_START),
        ("query=a&start=x", codes::BAD_START),
        ("query=a&sort=rank", codes::BAD_SORT),
    ] {
        let (status, body) = call(&sim, DEMO_KEY, query).await;
        assert_eq!(
            (status, body["errorCode"].as_str()),
            (400, Some(code)),
            "{query}"
        );
    }
    let stats = sim.json("/__stats/naver").await;
    assert_eq!(stats["unauthorized"].as_u64(), Some(2));
    assert_eq!(stats["keys"][DEMO_KEY.0]["served"].as_u64(), Some(6));
}

#[tokio::test]
async fn a_spent_quota_and_a_busy_second_are_two_429s_told_apart_counted_per_key() {
    let second = NaverKey {
        id: "second-app".into(),
        secret: "s2".into(),
    };
    let sim = sim_with(NaverConfig {
        keys: vec![
            NaverKey {
                id: DEMO_KEY.0.into(),
                secret: DEMO_KEY.1.into(),
            },
            second.clone(),
        ],
        daily_quota: 3,
        rate_per_second: 10_000,
    })
    .await;
    for _ in 0..3 {
        assert_eq!(call(&sim, DEMO_KEY, "query=a").await.0, 200);
    }
    let (status, body) = call(&sim, DEMO_KEY, "query=a").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (429, Some(codes::QUOTA_EXCEEDED))
    );
    // The other application's quota is its own.
    assert_eq!(
        call(&sim, (&second.id, &second.secret), "query=a").await.0,
        200
    );

    // A rate of 2 a second: a burst past the bucket is refused as a rate, not a quota.
    let response = sim
        .post_config(json!({ "naver": { "dailyQuota": 1000, "ratePerSecond": 2 } }))
        .await;
    assert_eq!(response.status().as_u16(), 200);
    let mut codes_seen = Vec::new();
    for _ in 0..6 {
        let (status, body) = call(&sim, (&second.id, &second.secret), "query=a").await;
        if status == 429 {
            codes_seen.push(body["errorCode"].as_str().unwrap().to_owned());
        }
    }
    assert!(
        !codes_seen.is_empty() && codes_seen.iter().all(|c| c == codes::RATE_LIMITED),
        "{codes_seen:?}"
    );
    let stats = sim.json("/__stats/naver").await;
    assert_eq!(stats["keys"][DEMO_KEY.0]["quotaExceeded"].as_u64(), Some(1));
    assert_eq!(stats["keys"][DEMO_KEY.0]["usedToday"].as_u64(), Some(3));
    assert_eq!(
        stats["keys"]["second-app"]["rateLimited"].as_u64(),
        Some(codes_seen.len() as u64)
    );
}
