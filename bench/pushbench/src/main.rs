//! The notification push benchmark's own tool; `bench/notifications.sh` drives it.
//!
//! Opens `--sockets` WebSockets to the api, each signed in (first message) as another advertiser
//! with a token minted from `JWT_SECRET`, then:
//! - `--rounds` times, writes one notification to a random connected advertiser through
//!   `notifications::notify` (the product events' path: the row and its NOTIFY in one transaction)
//!   and measures from the commit to its arrival on that advertiser's socket;
//! - then one notification to every connected advertiser in one transaction and statement
//!   (`notify_many`, as rank alerts are written) and measures from the commit to each arrival.
//!
//! With `--mode chat`, each advertiser first opens their support room (their first message over
//! HTTP), then `--rounds` times a developer answers in one room over HTTP and the time from the
//! request to the message's arrival on that advertiser's socket is measured (the api writes it,
//! announces it, and pushes it).
//!
//! With `--mode settings`, the settings storm of `settings_storm` (bench/settings.sh).
//!
//! Prints p50, p99 and max. Bench code: runtime queries only.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use anyhow::{Context, ensure};
use clap::Parser;
use common::{
    accounts::auth::tokens::TokenKeys,
    actor::Role,
    config::Config,
    notifications::{self, Notice, NotificationKind},
};
use futures::{SinkExt, StreamExt};
use sqlx::PgPool;
use tokio::sync::{Mutex, mpsc};
use tokio_tungstenite::tungstenite::Message;

mod settings_storm;

#[derive(Debug, Parser)]
struct Args {
    /// `ws://host:port/api/ws`
    #[arg(long)]
    ws: String,
    #[arg(long, default_value_t = 1000)]
    sockets: usize,
    #[arg(long, default_value_t = 200)]
    rounds: usize,
    /// notifications, chat, or settings.
    #[arg(long, default_value = "notifications")]
    mode: String,
}

fn percentiles(mut ms: Vec<f64>, what: &str) -> String {
    ms.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    format!(
        "{} {what}: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms.len(),
        at(0.5),
        at(0.99),
        ms[ms.len() - 1]
    )
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let config = Config::from_env()?;
    let db = PgPool::connect(&config.database_url).await?;
    let keys = TokenKeys::new(&config);
    if args.mode == "settings" {
        let developer = developer_token(&db, &keys).await?;
        return settings_storm::run(&args.ws, args.sockets, &developer).await;
    }
    let users: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM users WHERE role = 'user' AND is_active AND deleted_at IS NULL ORDER BY id LIMIT $1",
    )
    .bind(args.sockets as i64)
    .fetch_all(&db)
    .await?;
    ensure!(
        users.len() == args.sockets,
        "need {} advertisers",
        args.sockets
    );

    // (user, notification id, arrival) from every socket's reader.
    let (arrivals, mut heard) = mpsc::unbounded_channel::<(i64, i64, Instant)>();
    let opened = Arc::new(Mutex::new(0usize));
    let mut tasks = Vec::new();
    let mut tokens = Vec::with_capacity(users.len());
    for &user in &users {
        let token = keys.issue_access(user, Role::User, None, uuid::Uuid::new_v4())?;
        tokens.push(token.clone());
        let (mut socket, _) = tokio_tungstenite::connect_async(&args.ws)
            .await
            .context("open a socket")?;
        socket
            .send(Message::Text(
                serde_json::json!({ "type": "auth", "token": token })
                    .to_string()
                    .into(),
            ))
            .await?;
        let arrivals = arrivals.clone();
        let opened = opened.clone();
        tasks.push(tokio::spawn(async move {
            while let Some(Ok(message)) = socket.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let at = Instant::now();
                let value: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
                match value["type"].as_str() {
                    Some("authenticated") => *opened.lock().await += 1,
                    Some("notification") => {
                        let id = value["notification"]["id"].as_i64().unwrap_or_default();
                        let _ = arrivals.send((user, id, at));
                    }
                    Some("chatMessage") => {
                        let id = value["message"]["id"].as_i64().unwrap_or_default();
                        let _ = arrivals.send((user, id, at));
                    }
                    _ => {}
                }
            }
        }));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while *opened.lock().await < users.len() {
        ensure!(Instant::now() < deadline, "sockets did not all sign in");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!("{} sockets open and signed in", users.len());
    if args.mode == "chat" {
        chat_rounds(&args, &db, &keys, &users, &tokens, &mut heard).await?;
        for task in tasks {
            task.abort();
        }
        return Ok(());
    }

    let mut single = Vec::with_capacity(args.rounds);
    for round in 0..args.rounds {
        let user = users[(round * 7919) % users.len()];
        let notice = Notice::new(
            NotificationKind::Info,
            "벤치마크",
            format!("푸시 {round}"),
            serde_json::json!({}),
        );
        let mut tx = db.begin().await?;
        let id = notifications::notify(&mut tx, user, &notice)
            .await?
            .context("written")?;
        tx.commit().await?;
        let committed = Instant::now();
        loop {
            let (who, got, at) = tokio::time::timeout(Duration::from_secs(10), heard.recv())
                .await
                .context("a push within 10 s")?
                .context("readers alive")?;
            if who == user && got == id {
                single.push(at.saturating_duration_since(committed).as_secs_f64() * 1000.0);
                break;
            }
        }
    }
    println!(
        "one advertiser at a time: {}",
        percentiles(single, "pushes")
    );

    let notices: Vec<(i64, Notice)> = users
        .iter()
        .map(|&u| {
            (
                u,
                Notice::new(
                    NotificationKind::Info,
                    "벤치마크",
                    "모두에게",
                    serde_json::json!({}),
                ),
            )
        })
        .collect();
    let mut tx = db.begin().await?;
    let written = notifications::notify_many(&mut tx, &notices).await?;
    tx.commit().await?;
    let committed = Instant::now();
    let mut all = Vec::with_capacity(written);
    while all.len() < written {
        let (_, _, at) = tokio::time::timeout(Duration::from_secs(20), heard.recv())
            .await
            .context("every push within 20 s")?
            .context("readers alive")?;
        all.push(at.saturating_duration_since(committed).as_secs_f64() * 1000.0);
    }
    println!(
        "all {} advertisers at once: {}",
        users.len(),
        percentiles(all, "pushes")
    );
    for task in tasks {
        task.abort();
    }
    Ok(())
}

/// The chat mode: rooms opened by each advertiser, then a developer's answers timed from the
/// request to the advertiser's socket.
async fn chat_rounds(
    args: &Args,
    db: &PgPool,
    keys: &TokenKeys,
    users: &[i64],
    tokens: &[String],
    heard: &mut mpsc::UnboundedReceiver<(i64, i64, Instant)>,
) -> anyhow::Result<()> {
    let base = args
        .ws
        .replacen("ws://", "http://", 1)
        .replace("/api/ws", "");
    let http = common::telemetry::http_client().build().unwrap();
    let mut rooms = Vec::with_capacity(users.len());
    for token in tokens {
        let answer: serde_json::Value = http
            .post(format!("{base}/api/chat/messages"))
            .bearer_auth(token)
            .json(&serde_json::json!({ "content": "문의드립니다" }))
            .send()
            .await?
            .json()
            .await?;
        rooms.push(answer["data"]["room"]["id"].as_i64().context("a room")?);
    }
    println!("{} rooms open", rooms.len());
    let staff_token = developer_token(db, keys).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    while heard.try_recv().is_ok() {} // the first messages' own echoes

    let mut latencies = Vec::with_capacity(args.rounds);
    for round in 0..args.rounds {
        let index = (round * 7919) % users.len();
        let started = Instant::now();
        let answer: serde_json::Value = http
            .post(format!("{base}/api/chat/messages"))
            .bearer_auth(&staff_token)
            .json(
                &serde_json::json!({ "roomId": rooms[index], "content": format!("답변 {round}") }),
            )
            .send()
            .await?
            .json()
            .await?;
        let id = answer["data"]["message"]["id"]
            .as_i64()
            .context("a message")?;
        loop {
            let (who, got, at) = tokio::time::timeout(Duration::from_secs(10), heard.recv())
                .await
                .context("a chat push within 10 s")?
                .context("readers alive")?;
            if who == users[index] && got == id {
                latencies.push(at.saturating_duration_since(started).as_secs_f64() * 1000.0);
                break;
            }
        }
    }
    println!(
        "staff answer to the advertiser's socket, {} rooms open: {}",
        rooms.len(),
        percentiles(latencies, "pushes")
    );
    Ok(())
}

/// An access token of the first developer, minted with the api's own keys.
async fn developer_token(db: &PgPool, keys: &TokenKeys) -> anyhow::Result<String> {
    let staff: i64 =
        sqlx::query_scalar("SELECT id FROM users WHERE role = 'developer' ORDER BY id LIMIT 1")
            .fetch_one(db)
            .await?;
    Ok(keys.issue_access(staff, Role::Developer, None, uuid::Uuid::new_v4())?)
}
