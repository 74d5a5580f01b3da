//! The Naver API's lanes (issue 39) on a real PostgreSQL: any number of takers sharing one key
//! never take more than its budget of the day or its rate, a spent or refused key is passed over,
//! and a new day starts a new budget.

use std::time::{Duration, Instant};

use common::rank::naver::{client::ApiKey, lanes::Lanes};

fn key(id: &str) -> ApiKey {
    ApiKey {
        id: id.into(),
        secret: format!("{id}-secret"),
    }
}

#[tokio::test]
async fn forty_takers_sharing_one_key_never_take_more_than_its_budget() {
    let db = testkit::TestDb::create().await;
    let today = common::time::today_kst();
    let lanes = Lanes::new(vec![key("shared-app")], 60, 100_000.0);
    let takers = (0..40).map(|_| {
        let (pool, lanes) = (db.pool.clone(), lanes.clone());
        tokio::spawn(async move {
            let mut granted = 0;
            for _ in 0..5 {
                if lanes.permit(&pool, today).await.unwrap().is_some() {
                    granted += 1;
                }
            }
            granted
        })
    });
    let granted: u32 = futures::future::join_all(takers)
        .await
        .into_iter()
        .map(|r| r.unwrap())
        .sum();
    assert_eq!(granted, 60, "exactly the budget, however many take at once");
    let mut conn = db.pool.acquire().await.unwrap();
    let days = common::db::naver_key_lanes::days(&mut conn, today)
        .await
        .unwrap();
    assert_eq!(
        (days.len(), days[0].used, days[0].label.as_str()),
        (1, 60, "#1 shar…")
    );
    // A new day has a new budget.
    let tomorrow = today.succ_opt().unwrap();
    assert_eq!(
        lanes
            .permit(&db.pool, tomorrow)
            .await
            .unwrap()
            .map(|p| p.used),
        Some(1)
    );
}

#[tokio::test]
async fn the_rate_is_a_bucket_every_taker_shares() {
    let db = testkit::TestDb::create().await;
    let today = common::time::today_kst();
    let lanes = Lanes::new(vec![key("slow-app")], 25_000, 4.0);
    let started = Instant::now();
    let mut granted = 0u32;
    let takers: Vec<_> = (0..3)
        .map(|_| {
            let (pool, lanes) = (db.pool.clone(), lanes.clone());
            tokio::spawn(async move {
                let mut mine = 0u32;
                while started.elapsed() < Duration::from_millis(1_500) {
                    if lanes.permit(&pool, today).await.unwrap().is_some() {
                        mine += 1;
                    }
                }
                mine
            })
        })
        .collect();
    for taker in takers {
        granted += taker.await.unwrap();
    }
    let seconds = started.elapsed().as_secs_f64();
    // One second's worth to start with, then 4 a second.
    let most = 4.0 + 4.0 * seconds + 1.0;
    assert!(
        f64::from(granted) <= most,
        "{granted} calls in {seconds:.2} s"
    );
    assert!(
        granted >= 6,
        "the bucket refills: {granted} calls in {seconds:.2} s"
    );
}

#[tokio::test]
async fn a_spent_or_refused_key_is_passed_over_until_the_day_ends() {
    let db = testkit::TestDb::create().await;
    let today = common::time::today_kst();
    let (first, second) = (key("first-app"), key("second-app"));
    let lanes = Lanes::new(vec![first.clone(), second.clone()], 25_000, 100_000.0);
    // The position of the key a call gets on `day`, if any.
    let key_on = async |day| {
        let permit = lanes.permit(&db.pool, day).await.unwrap();
        permit.map(|p| p.position)
    };
    assert_eq!(key_on(today).await, Some(0));
    lanes.spent(&db.pool, &first, today).await.unwrap();
    assert_eq!(key_on(today).await, Some(1));
    lanes.refused(&db.pool, &second, today).await.unwrap();
    assert_eq!(key_on(today).await, None, "no key left today");
    assert_eq!(key_on(today.succ_opt().unwrap()).await, Some(0));
}
