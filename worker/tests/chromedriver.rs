//! The worker's chromedriver supervisor: a killed chromedriver comes back on the same address, the
//! browsers of the dead one do not linger, and the page source carries on with a fresh session.

use std::time::{Duration, Instant};

use common::rank::{
    source::{FetchError, PageSource},
    webdriver::WebDriverSource,
};
use simulator::SimConfig;
use worker::chromedriver::Chromedriver;

/// Live (not zombie) processes whose process group is `pgid`.
fn group_members(pgid: u32) -> usize {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return 0;
    };
    entries
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path().join("stat")).ok())
        .filter(|stat| {
            // pid (comm) state ppid pgrp …; comm may hold spaces, so split after its ')'.
            let fields: Vec<&str> = stat
                .rsplit_once(')')
                .map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
            fields.len() > 2 && fields[0] != "Z" && fields[2] == pgid.to_string()
        })
        .count()
}

async fn eventually(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !check() {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_killed_chromedriver_is_restarted_and_the_browser_source_carries_on() {
    common::telemetry::install_crypto_provider();
    let (addr, _sim) = simulator::spawn(SimConfig::default()).await.unwrap();
    let page = format!("http://{addr}/np/search?q=%EB%A7%88%EC%9A%B0%EC%8A%A4&page=1&listSize=72");
    let driver = Chromedriver::start("/usr/bin/chromedriver").await.unwrap();
    let source = WebDriverSource::new(
        driver.url(),
        "/usr/bin/chromium",
        None,
        Duration::from_secs(15),
        1,
    );
    let before = source.fetch(&page).await.expect("a page before the crash");
    assert!(before.body.contains("product-list"));
    let first = driver.pid().expect("running");
    assert!(group_members(first) > 1, "chromedriver and its browser");

    let killed = std::process::Command::new("kill")
        .args(["-9", &first.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());

    eventually("chromedriver is back", || {
        driver.pid().is_some_and(|pid| pid != first)
    })
    .await;
    assert_eq!(driver.restarts(), 1);
    eventually("the dead driver's browser is gone", || {
        group_members(first) == 0
    })
    .await;

    // The pooled session died with its driver: one failed fetch replaces it, then pages load.
    let mut results = vec![];
    for _ in 0..2 {
        results.push(source.fetch(&page).await);
        if results.last().unwrap().is_ok() {
            break;
        }
    }
    let last = results.pop().unwrap();
    assert!(
        results
            .iter()
            .all(|r| matches!(r, Err(FetchError::Connection(_)))),
        "{:?}",
        results.iter().map(|r| r.as_ref().err()).collect::<Vec<_>>()
    );
    assert!(
        last.expect("a page after the restart")
            .body
            .contains("product-list")
    );
    source.close().await;
}
