//! The settings storm of issue 27 (`--mode settings`, driven by `bench/settings.sh`).
//!
//! Opens `--sockets` anonymous WebSockets (public events only) and makes each behave as one open
//! tab of the web app does on `settingsChanged` (`useReloadSettingsOnChange` in
//! `web/src/lib/site-settings.ts`): nothing when the event names the version the tab holds;
//! otherwise one `GET /api/settings/public` after a random wait of up to 1.5 s, changes arriving
//! while it waits joining it. Then a developer changes a setting once, three times 50 ms apart,
//! and saves a value it already has; each round prints the events heard, the requests they caused
//! (target: at most one per socket per change), the requests' spread after the change and their
//! latency.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, ensure};
use futures::StreamExt;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use crate::percentiles;

/// The web app's `SETTINGS_RELOAD_SPREAD_MS`.
const SPREAD: Duration = Duration::from_millis(1500);
/// How long a round listens after its last change: the spread and room for the requests.
const SETTLE: Duration = Duration::from_secs(4);

/// What one tab holds: the settings version it read, and whether a reload is waiting.
struct Tab {
    index: usize,
    held: Mutex<String>,
    waiting: AtomicBool,
}

enum Heard {
    Event,
    /// The event named the version the tab holds.
    AlreadyCurrent,
    Fetched {
        tab: usize,
        started: Instant,
        took: Duration,
    },
}

pub async fn run(ws: &str, sockets: usize, developer_token: &str) -> anyhow::Result<()> {
    let base = ws.replacen("ws://", "http://", 1).replace("/api/ws", "");
    let http = common::telemetry::http_client()
        .pool_max_idle_per_host(sockets)
        .build()?;
    let version = public_version(&http, &base).await?;
    let (heard, mut hearing) = mpsc::unbounded_channel::<Heard>();
    let mut tasks = Vec::with_capacity(sockets);
    for index in 0..sockets {
        let (socket, _) = tokio_tungstenite::connect_async(ws)
            .await
            .context("open a socket")?;
        let tab = Arc::new(Tab {
            index,
            held: Mutex::new(version.clone()),
            waiting: AtomicBool::new(false),
        });
        let (http, base, heard) = (http.clone(), base.clone(), heard.clone());
        tasks.push(tokio::spawn(async move {
            let mut socket = socket;
            while let Some(Ok(message)) = socket.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let value: Value = serde_json::from_str(&text).unwrap_or_default();
                if value["type"] == "settingsChanged" {
                    on_change(&tab, value["version"].as_str(), &http, &base, &heard);
                }
            }
        }));
    }
    // Each socket subscribes once its upgrade answered; give the last ones a moment.
    tokio::time::sleep(Duration::from_millis(500)).await;
    println!("{sockets} sockets open (anonymous: public events only), all on version {version}");

    let rounds: [(&str, &[&str]); 3] = [
        ("one change", &["벤치 사이트 A"]),
        (
            "three changes 50 ms apart",
            &["벤치 사이트 B", "벤치 사이트 C", "벤치 사이트 D"],
        ),
        ("a save that changes nothing", &["벤치 사이트 D"]),
    ];
    for (name, values) in rounds {
        let started = Instant::now();
        for (i, value) in values.iter().enumerate() {
            if i > 0 {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let answer: Value = http
                .put(format!("{base}/api/settings"))
                .bearer_auth(developer_token)
                .json(&json!({ "key": "siteName", "value": value, "category": "business" }))
                .send()
                .await?
                .json()
                .await?;
            ensure!(
                answer["success"] == true,
                "the change was refused: {answer}"
            );
        }
        let changes = values.len();
        let (mut events, mut current, mut fetched) = (0usize, 0usize, Vec::new());
        let mut per_tab = vec![0usize; sockets];
        let deadline = tokio::time::Instant::now() + SETTLE;
        while let Ok(Some(event)) = tokio::time::timeout_at(deadline, hearing.recv()).await {
            match event {
                Heard::Event => events += 1,
                Heard::AlreadyCurrent => current += 1,
                Heard::Fetched {
                    tab,
                    started: at,
                    took,
                } => {
                    per_tab[tab] += 1;
                    fetched.push((at.saturating_duration_since(started), took));
                }
            }
        }
        let most = per_tab.iter().max().copied().unwrap_or_default();
        println!("{name}: {events} events heard; {current} named the version the tab held");
        if fetched.is_empty() {
            println!("    no requests");
            continue;
        }
        let first = fetched.iter().map(|(at, _)| *at).min().unwrap_or_default();
        let last = fetched.iter().map(|(at, _)| *at).max().unwrap_or_default();
        println!(
            "    {} requests for {sockets} sockets and {changes} change(s): {:.2} per socket per change (most from one socket: {most}); sent {} to {} ms after the first change",
            fetched.len(),
            fetched.len() as f64 / (sockets * changes) as f64,
            first.as_millis(),
            last.as_millis(),
        );
        let latencies = fetched
            .iter()
            .map(|(_, took)| took.as_secs_f64() * 1000.0)
            .collect();
        println!("    {}", percentiles(latencies, "requests"));
    }
    for task in tasks {
        task.abort();
    }
    Ok(())
}

/// One tab hearing a change: as `useReloadSettingsOnChange` does.
fn on_change(
    tab: &Arc<Tab>,
    version: Option<&str>,
    http: &reqwest::Client,
    base: &str,
    heard: &mpsc::UnboundedSender<Heard>,
) {
    let _ = heard.send(Heard::Event);
    let held = tab.held.lock().map(|held| held.clone()).unwrap_or_default();
    if version == Some(held.as_str()) {
        let _ = heard.send(Heard::AlreadyCurrent);
        return;
    }
    if tab.waiting.swap(true, Ordering::SeqCst) {
        return; // joins the reload already waiting
    }
    let wait = SPREAD.mul_f64(rand::random::<f64>());
    let (tab, http, base, heard) = (tab.clone(), http.clone(), base.to_owned(), heard.clone());
    tokio::spawn(async move {
        tokio::time::sleep(wait).await;
        tab.waiting.store(false, Ordering::SeqCst);
        let started = Instant::now();
        if let Ok(version) = public_version(&http, &base).await {
            let took = started.elapsed();
            if let Ok(mut held) = tab.held.lock() {
                *held = version;
            }
            let _ = heard.send(Heard::Fetched {
                tab: tab.index,
                started,
                took,
            });
        }
    });
}

async fn public_version(http: &reqwest::Client, base: &str) -> anyhow::Result<String> {
    let answer: Value = http
        .get(format!("{base}/api/settings/public"))
        .send()
        .await?
        .json()
        .await?;
    Ok(answer["data"]["version"]
        .as_str()
        .context("the public settings name their version")?
        .to_owned())
}
