//! Every fault kind shows its sign; rates replay by seed; latency, the request cap, the config
//! and the counters work.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::json;
use simulator::{Layout, catalog::DepthClass};
use support::{TestSim, count_in, first_text, keyword_of, read_cards};

/// The product list of either layout.
const PRODUCT_LIST: &str = "ul#product-list, ul#productList";

async fn with_fault(kind: &str) -> (TestSim, String) {
    let sim = TestSim::start(Layout::Current).await;
    let set = sim.post_config(json!({ "fault": { "kind": kind } })).await;
    assert_eq!(set.status(), 200);
    (sim, keyword_of(DepthClass::Common, "노트북 거치대"))
}

#[tokio::test]
async fn status_faults_answer_403_and_500() {
    for (kind, status) in [("status403", 403), ("status500", 500)] {
        let (sim, keyword) = with_fault(kind).await;
        let response = sim.get(&sim.search_url(&keyword, 1, 72)).await;
        assert_eq!(response.status(), status);
        assert!(read_cards(&response.text().await.expect("a body")).is_empty());
    }
}

#[tokio::test]
async fn access_denied_is_a_200_page_titled_so() {
    let (sim, keyword) = with_fault("accessDenied").await;
    let body = sim.page(&keyword, 1, 72).await;
    let doc = scraper::Html::parse_document(&body);
    let title = first_text(doc.root_element(), "title").expect("title");
    assert_eq!(title, "Access Denied");
}

#[tokio::test]
async fn the_challenge_is_a_small_script_page_without_products() {
    let (sim, keyword) = with_fault("challenge").await;
    let body = sim.page(&keyword, 1, 72).await;
    assert!(
        (1_000..=1_500).contains(&body.len()),
        "{} bytes",
        body.len()
    );
    assert!(body.contains("<script>"));
    assert_eq!(count_in(&body, PRODUCT_LIST), 0);
}

#[tokio::test]
async fn a_dropped_connection_is_an_error_not_a_status() {
    let (sim, keyword) = with_fault("drop").await;
    let result = sim.client.get(sim.search_url(&keyword, 1, 72)).send().await;
    assert!(result.is_err(), "got {:?}", result.map(|r| r.status()));
}

#[tokio::test]
async fn redirect_last_sends_any_page_to_the_last_one() {
    let (sim, keyword) = with_fault("redirectLast").await;
    let response = sim.get(&sim.search_url(&keyword, 2, 72)).await;
    assert_eq!(response.status(), 302);
    let location = response.headers()["location"]
        .to_str()
        .expect("ASCII")
        .to_owned();
    let last =
        simulator::page::search_page(&keyword, support::day(), support::SEED, 1, 72).last_page;
    assert!(location.contains(&format!("&page={last}&")), "{location}");
    assert!(last > 2);
    let landed = sim.get(&sim.url(&location)).await;
    assert_eq!(
        landed.status(),
        200,
        "the last page itself is served, not looped"
    );
}

#[tokio::test]
async fn maintenance_shows_the_notice() {
    let (sim, keyword) = with_fault("maintenance").await;
    let body = sim.page(&keyword, 1, 72).await;
    assert!(body.contains("더 나은 서비스를 위해 점검 중입니다"));
    assert!(read_cards(&body).is_empty());
}

#[tokio::test]
async fn a_short_page_is_a_result_list_of_fewer_than_ten_products() {
    for layout in [Layout::Current, Layout::Legacy] {
        let sim = TestSim::start(layout).await;
        sim.post_config(json!({ "fault": { "kind": "shortPage" } }))
            .await;
        for keyword in [
            keyword_of(DepthClass::Common, "마우스패드"),
            "마우스패드 없는상품".into(),
        ] {
            let body = sim.page(&keyword, 1, 72).await;
            let cards = read_cards(&body);
            assert!(cards.len() < 10, "{layout:?}: {}", cards.len());
            assert!(!body.contains("에 대한 검색결과가 없습니다"));
            assert_eq!(count_in(&body, PRODUCT_LIST), 1);
        }
    }
}

#[tokio::test]
async fn a_partial_rate_strikes_the_same_requests_each_time_it_is_set() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Common, "텀블러");
    let mut runs = Vec::new();
    for _ in 0..2 {
        let fault = json!({ "fault": { "kind": "status500", "rate": 0.3, "seed": 11 } });
        assert_eq!(sim.post_config(fault).await.status(), 200);
        let mut statuses = Vec::new();
        for _ in 0..60 {
            statuses.push(
                sim.get(&sim.search_url(&keyword, 1, 72))
                    .await
                    .status()
                    .as_u16(),
            );
        }
        runs.push(statuses);
    }
    assert_eq!(runs[0], runs[1]);
    let struck = runs[0].iter().filter(|s| **s == 500).count();
    assert!((8..=30).contains(&struck), "{struck} of 60");
    assert!(runs[0].iter().all(|s| *s == 200 || *s == 500));
    let stats = sim.json("/__stats").await;
    assert_eq!(stats["faultsServed"], (2 * struck) as u64);
}

#[tokio::test]
async fn latency_delays_search_pages() {
    let sim = TestSim::start(Layout::Current).await;
    sim.post_config(json!({ "latencyMs": 150 })).await;
    let started = Instant::now();
    sim.page("텀블러", 1, 72).await;
    assert!(started.elapsed() >= Duration::from_millis(150));
}

#[tokio::test]
async fn requests_over_the_cap_get_429() {
    let sim = TestSim::start(Layout::Current).await;
    sim.post_config(json!({ "rpsCap": 3 })).await;
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(
            sim.get(&sim.search_url("텀블러", 1, 72))
                .await
                .status()
                .as_u16(),
        );
    }
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        3,
        "{statuses:?}"
    );
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 5);
    assert_eq!(sim.json("/__stats").await["throttled"], 5);

    sim.post_config(json!({ "rpsCap": null })).await;
    assert_eq!(
        sim.get(&sim.search_url("텀블러", 1, 72)).await.status(),
        200
    );
}

#[tokio::test]
async fn the_config_reads_back_what_was_set_and_refuses_nonsense() {
    let sim = TestSim::start(Layout::Current).await;
    let set = sim
        .post_config(json!({ "layout": "legacy", "day": "2026-12-01", "fault": { "kind": "challenge", "rate": 0.5, "seed": 3 } }))
        .await;
    assert_eq!(set.status(), 200);
    let config = sim.json("/__config").await;
    assert_eq!(config["layout"], "legacy");
    assert_eq!(config["day"], "2026-12-01");
    assert_eq!(config["today"], "2026-12-01");
    assert_eq!(
        config["fault"],
        json!({ "kind": "challenge", "rate": 0.5, "seed": 3 })
    );
    assert_eq!(config["seed"], support::SEED);

    for bad in [
        json!({ "fault": { "kind": "status403", "rate": 2.0 } }),
        json!({ "fault": { "kind": "teapot" } }),
        json!({ "layout": "retro" }),
        json!({ "latency": 5 }),
    ] {
        assert_eq!(sim.post_config(bad.clone()).await.status(), 400, "{bad}");
    }
    assert_eq!(
        sim.json("/__config").await,
        config,
        "a refused change changes nothing"
    );
}

#[tokio::test]
async fn the_counters_count_searches_pages_and_faults_and_reset() {
    let sim = TestSim::start(Layout::Current).await;
    sim.page("텀블러", 1, 72).await;
    sim.page("텀블러", 2, 72).await;
    sim.page("텀블러", 3, 72).await;
    sim.post_config(json!({ "fault": { "kind": "maintenance" } }))
        .await;
    sim.page("텀블러", 1, 72).await;
    let mut stats = sim.json("/__stats").await;
    let gap = stats["minGapMs"].take();
    assert!(gap.as_f64().is_some_and(|ms| ms > 0.0), "{gap}");
    assert_eq!(
        stats,
        json!({ "searchRequests": 2, "pageRequests": 4, "productRequests": 0, "faultsServed": 1, "throttled": 0,
                "peakInFlight": 1, "minGapMs": null })
    );
    let reset = sim
        .client
        .post(sim.url("/__stats/reset"))
        .send()
        .await
        .expect("a response");
    assert_eq!(reset.status(), 200);
    let after = sim.json("/__stats").await;
    assert_eq!(
        (
            &after["pageRequests"],
            &after["peakInFlight"],
            &after["minGapMs"]
        ),
        (&json!(0), &json!(0), &json!(null))
    );
    assert_eq!(sim.json("/__health").await["status"], "ok");
}

#[tokio::test]
async fn the_handle_changes_the_running_config_without_http() {
    let sim = TestSim::start(Layout::Current).await;
    let patch = serde_json::from_value(json!({ "layout": "legacy" })).expect("a patch");
    sim.handle.state().update(patch).expect("valid");
    let body = sim.page("텀블러", 1, 72).await;
    assert!(body.contains("id=\"productList\""));
    assert_eq!(sim.handle.state().stats().page_requests, 1);
}
