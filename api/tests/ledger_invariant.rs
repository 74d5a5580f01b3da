//! The ledger invariant under concurrent random money operations (issue 17): every balance equals
//! the sum of its ledger and is never negative, and every paid slot has exactly one purchase row
//! and at most one refund, after a seeded, repeatable mix of charge requests (approved or
//! rejected), slot purchases, approvals, rejections and refunds from concurrent tasks over many
//! advertisers, through the api. The test command runs a small mix; `bench/ledger.sh` runs
//! 100,000 operations from 16 tasks over 200 advertisers with the same test
//! (`LEDGER_OPS`, `LEDGER_TASKS`, `LEDGER_ADVERTISERS`, `LEDGER_SEED`).

use crate::support;

use std::sync::Mutex;

use rand::{Rng, SeedableRng, rngs::StdRng};
use serde_json::json;
use support::{Client, TestApp};

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[derive(Default)]
struct Tally {
    charges: u64,
    purchases: u64,
    refused: u64,
    approvals: u64,
    rejections: u64,
    refunds: u64,
}

/// One task's share of the operations.
async fn run_task(
    seed: u64,
    ops: u64,
    advertisers: &[Client<'_>],
    operator: &Client<'_>,
    pending: &Mutex<Vec<i64>>,
    active: &Mutex<Vec<i64>>,
    tally: &Mutex<Tally>,
) {
    let mut rng = StdRng::seed_from_u64(seed);
    for n in 0..ops {
        let who = &advertisers[rng.random_range(0..advertisers.len())];
        match rng.random_range(0..100) {
            // A charge request, approved four times in five.
            0..25 => {
                let amount = rng.random_range(1..=20) * 10_000;
                let charge = who.request_charge(amount, "입금자").await;
                assert_eq!(charge.status(), 201, "{charge:?}");
                let id = charge.data()["id"].as_i64().unwrap();
                let decided = if rng.random_bool(0.8) {
                    operator.approve_charge(id).await
                } else {
                    operator.reject_charge(id, Some("입금 확인 불가")).await
                };
                assert_eq!(decided.status(), 200, "{decided:?}");
                tally.lock().unwrap().charges += 1;
            }
            // A purchase: paid at once, or refused for want of cash (nothing written).
            25..60 => {
                let answer = who
                    .create_slot(
                        &format!("키워드 {seed}-{n}"),
                        &support::product_url(seed as i64 * 1_000_000 + n as i64 + 1, 10, 20),
                    )
                    .await;
                match answer.status() {
                    201 => {
                        pending
                            .lock()
                            .unwrap()
                            .push(answer.data()["id"].as_i64().unwrap());
                        tally.lock().unwrap().purchases += 1;
                    }
                    409 => tally.lock().unwrap().refused += 1,
                    other => panic!("purchase answered {other}: {answer:?}"),
                }
            }
            // An operator approves or rejects (refunding) a pending slot.
            60..85 => {
                let Some(slot) = pending.lock().unwrap().pop() else {
                    continue;
                };
                if rng.random_bool(0.7) {
                    let answer = operator.approve(slot, 30_000).await;
                    assert_eq!(answer.status(), 200, "{answer:?}");
                    active.lock().unwrap().push(slot);
                    tally.lock().unwrap().approvals += 1;
                } else {
                    let answer = operator.reject(slot, "키워드 부적합").await;
                    assert_eq!(answer.status(), 200, "{answer:?}");
                    tally.lock().unwrap().rejections += 1;
                }
            }
            // An operator refunds a running slot's unused days.
            _ => {
                let Some(slot) = active.lock().unwrap().pop() else {
                    continue;
                };
                let answer = operator
                    .set_slot_status(slot, "refunded", Some("광고주 요청"))
                    .await;
                assert_eq!(answer.status(), 200, "{answer:?}");
                tally.lock().unwrap().refunds += 1;
            }
        }
    }
}

#[tokio::test]
async fn balances_stay_their_ledgers_sum_under_concurrent_random_operations() {
    let ops = setting("LEDGER_OPS", 400);
    let tasks = setting("LEDGER_TASKS", 8);
    let count = setting("LEDGER_ADVERTISERS", 12);
    let seed = setting("LEDGER_SEED", 20261124);
    common::telemetry::init("error", false);
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(true)).await;
    app.set_setting("maxSlotsPerUser", json!(100_000)).await;
    let mut advertisers = Vec::new();
    for n in 0..count {
        advertisers.push(app.advertiser(&format!("ledger{n}")).await);
    }
    let operator = app.operator("ledgerops").await;
    let (pending, active, tally) = (
        Mutex::new(Vec::new()),
        Mutex::new(Vec::new()),
        Mutex::new(Tally::default()),
    );

    futures::future::join_all((0..tasks).map(|t| {
        run_task(
            seed + t,
            ops / tasks,
            &advertisers,
            &operator,
            &pending,
            &active,
            &tally,
        )
    }))
    .await;

    let t = tally.into_inner().unwrap();
    eprintln!(
        "{} charges, {} purchases ({} refused for cash), {} approvals, {} rejections, {} refunds",
        t.charges, t.purchases, t.refused, t.approvals, t.rejections, t.refunds
    );
    assert!(
        t.purchases > 0 && t.charges > 0,
        "the mix exercised money both ways"
    );
    assert_eq!(
        app.ledger_violations().await,
        [],
        "(user, balance, ledger sum)"
    );
    let wrong: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT s.id,
                (SELECT count(*) FROM cash_ledger l WHERE l.slot_id = s.id AND l.type = 'purchase'),
                (SELECT count(*) FROM cash_ledger l WHERE l.slot_id = s.id AND l.type = 'refund')
         FROM slots s
         WHERE (SELECT count(*) FROM cash_ledger l WHERE l.slot_id = s.id AND l.type = 'purchase') <> 1
            OR (SELECT count(*) FROM cash_ledger l WHERE l.slot_id = s.id AND l.type = 'refund') > 1",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        wrong,
        [],
        "(slot, purchases, refunds): exactly one purchase, at most one refund"
    );
    let slots: i64 = sqlx::query_scalar("SELECT count(*) FROM slots")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(
        slots as u64, t.purchases,
        "a refused purchase leaves no slot"
    );
}
