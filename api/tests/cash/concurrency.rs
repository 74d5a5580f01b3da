//! The ledger invariant under random sequences, and concurrent registrations each with its own
//! answer, stopping exactly where the cash or the limit runs out.

use crate::support;

use futures::future::join_all;
use rand::{Rng, SeedableRng, rngs::StdRng};
use serde_json::json;
use support::{TestApp, product_url};

use super::register_at_once;

/// Random sequences of charge, approve, reject, purchase, reject-slot and refund across three
/// advertisers; after every step each balance equals the sum of its ledger and is not negative.
/// A failure prints the seed and step so the sequence can be replayed.
#[tokio::test]
async fn the_ledger_always_sums_to_the_balance_whatever_happens() {
    let app = TestApp::spawn().await;
    app.set_setting("defaultSlotPrice", json!(30_000)).await;
    let dev = app.developer().await;
    let mut advertisers = vec![];
    for i in 0..3 {
        advertisers.push(app.advertiser(&format!("prop{i}")).await);
    }

    for seed in [7u64, 42, 1234, 98765] {
        let mut rng = StdRng::seed_from_u64(seed);
        let (mut pending_charges, mut pending_slots, mut running_slots) = (vec![], vec![], vec![]);
        for step in 0..40 {
            let who = rng.random_range(0..advertisers.len());
            let advertiser = &advertisers[who];
            match rng.random_range(0..6) {
                0 => {
                    let amount = rng.random_range(1..=10) * 10_000;
                    let made = advertiser.request_charge(amount, "입금자").await;
                    pending_charges.push(made.data()["id"].as_i64().unwrap());
                }
                1 if !pending_charges.is_empty() => {
                    let charge =
                        pending_charges.swap_remove(rng.random_range(0..pending_charges.len()));
                    assert_eq!(dev.approve_charge(charge).await.status(), 200);
                }
                2 if !pending_charges.is_empty() => {
                    let charge =
                        pending_charges.swap_remove(rng.random_range(0..pending_charges.len()));
                    assert_eq!(dev.reject_charge(charge, None).await.status(), 200);
                }
                3 => {
                    let bought = advertiser
                        .create_slot(&format!("s{seed}-{step}"), &product_url(step + 1, 2, 3))
                        .await;
                    match bought.status() {
                        201 => pending_slots.push(bought.data()["id"].as_i64().unwrap()),
                        status => assert_eq!(
                            (status, bought.error().starts_with("캐시가 부족합니다.")),
                            (409, true)
                        ),
                    }
                }
                4 if !pending_slots.is_empty() => {
                    let slot = pending_slots.swap_remove(rng.random_range(0..pending_slots.len()));
                    if rng.random_bool(0.5) {
                        assert_eq!(dev.reject(slot, "무작위 반려").await.status(), 200);
                    } else {
                        assert_eq!(dev.approve(slot, 30_000).await.status(), 200);
                        running_slots.push(slot);
                    }
                }
                5 if !running_slots.is_empty() => {
                    let slot = running_slots.swap_remove(rng.random_range(0..running_slots.len()));
                    let offset = rng.random_range(-29..=0);
                    app.set_period(slot, offset, offset + 29).await;
                    assert_eq!(
                        dev.set_slot_status(slot, "refunded", Some("무작위 환불"))
                            .await
                            .status(),
                        200
                    );
                }
                _ => {}
            }
            let violations = app.ledger_violations().await;
            assert!(
                violations.is_empty(),
                "seed {seed}, step {step}: (user, balance, ledger sum) {violations:?}"
            );
        }
    }
}

/// One advertiser's registrations arriving together are committed together
/// (`common::slots::grouped`): a refused one in the middle of a group is refused alone.
#[tokio::test]
async fn concurrent_registrations_with_bad_ones_among_them_each_get_their_own_answer() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("adv1").await;
    app.set_setting("defaultSlotPrice", json!(1_000)).await;
    advertiser.fund(100_000).await;

    let answers = join_all((0..30).map(|i| {
        let advertiser = &advertiser;
        async move {
            let url = if i % 3 == 0 {
                "https://example.com/not-the-marketplace".to_owned()
            } else {
                product_url(i + 1, 2, 3)
            };
            (i, advertiser.create_slot(&format!("묶음 {i}"), &url).await)
        }
    }))
    .await;

    for (i, answer) in &answers {
        if i % 3 == 0 {
            assert_eq!(answer.status(), 400, "{i}: {answer:?}");
        } else {
            assert_eq!(answer.status(), 201, "{i}: {answer:?}");
            assert_eq!(answer.data()["keyword"], format!("묶음 {i}"));
        }
    }
    assert_eq!(advertiser.slots("").await.data()["pagination"]["total"], 20);
    assert_eq!(advertiser.balance().await, 80_000);
    assert!(app.ledger_violations().await.is_empty());
}

/// Registrations grouped into one transaction are refused one by one where the money or the
/// per-user limit runs out, and the rest keep their slots: exactly as many as either allows.
#[tokio::test]
async fn concurrent_registrations_stop_exactly_where_the_cash_or_the_limit_runs_out() {
    let app = TestApp::spawn().await;
    app.set_setting("defaultSlotPrice", json!(1_000)).await;
    for (login, funds, limit, kept) in [("cash1", 12_500, 100, 12), ("limit1", 50_000, 8, 8)] {
        let advertiser = app.advertiser(login).await;
        app.set_setting("maxSlotsPerUser", json!(limit)).await;
        advertiser.fund(funds).await;

        let answers = register_at_once(&advertiser, 30, |i| format!("{login} {i}")).await;

        let created = answers.iter().filter(|a| a.status() == 201).count();
        assert_eq!(created, kept, "{login}");
        for refused in answers.iter().filter(|a| a.status() != 201) {
            assert_eq!(refused.status(), 409, "{login}: {refused:?}");
            let expected = if kept == limit as usize {
                format!("슬롯은 한 사람당 최대 {limit}개까지 등록할 수 있습니다.")
            } else {
                "캐시가 부족합니다. 필요한 금액: 1,000원, 현재 잔액: 500원".to_owned()
            };
            assert!(refused.error().contains(&expected), "{login}: {refused:?}");
        }
        assert_eq!(
            advertiser.slots("").await.data()["pagination"]["total"],
            kept
        );
        assert_eq!(advertiser.balance().await, funds - 1_000 * kept as i64);
    }
    assert!(app.ledger_violations().await.is_empty());
}
