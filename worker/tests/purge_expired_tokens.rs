//! The refresh-token clean-up runs on a real apalis worker over a fresh database.

use std::time::Duration;

use chrono::Utc;
use common::{
    actor::Role,
    db::{
        refresh_tokens::{self, NewRefreshToken},
        users::{self, NewUser},
    },
    jobs::{self, PurgeExpiredTokens},
};
use testkit::TestDb;

#[tokio::test]
async fn a_queued_clean_up_deletes_dead_tokens_and_keeps_live_ones() {
    common::telemetry::install_crypto_provider();
    let db = TestDb::create().await;
    let mut conn = db.pool.acquire().await.unwrap();
    let user = users::insert(
        &mut conn,
        &NewUser {
            email: "tokenowner",
            password_hash: "x",
            full_name: "토큰",
            role: Role::User,
        },
    )
    .await
    .unwrap();
    for (hash, expires_in_days) in [(b"dead".as_slice(), -3), (b"live".as_slice(), 7)] {
        refresh_tokens::insert(
            &mut conn,
            &NewRefreshToken {
                user_id: user.id,
                token_hash: hash,
                family_id: uuid::Uuid::new_v4(),
                switched_by: None,
                expires_at: Utc::now() + chrono::Duration::days(expires_in_days),
            },
        )
        .await
        .unwrap();
    }
    let mut tx = db.pool.begin().await.unwrap();
    assert!(
        jobs::enqueue(
            &mut tx,
            &PurgeExpiredTokens::default(),
            Some("purge-tokens:test"),
            None
        )
        .await
        .unwrap()
    );
    assert!(
        !jobs::enqueue(
            &mut tx,
            &PurgeExpiredTokens::default(),
            Some("purge-tokens:test"),
            None
        )
        .await
        .unwrap(),
        "the same key is queued once, and the transaction goes on"
    );
    tx.commit().await.unwrap();

    let pool = db.pool.clone();
    let done = async move {
        for _ in 0..100 {
            let status = sqlx::query_scalar!(
                "SELECT status FROM apalis.jobs WHERE job_type = $1",
                <PurgeExpiredTokens as jobs::Job>::QUEUE
            )
            .fetch_optional(&pool)
            .await
            .unwrap();
            if status.as_deref() == Some("Done") {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Err(std::io::Error::other("the job did not finish in 10 s"))
    };
    let crawler = std::sync::Arc::new(worker::Crawler {
        source: common::rank::politeness::Egresses::unlimited(vec![
            common::rank::source::Source::Http(common::rank::source::HttpSource::new(
                Duration::from_secs(2),
            )),
        ]),
        settings: common::rank::crawl::CrawlSettings::default(),
        retry: common::rank_crawl::RetryPolicy::default(),
    });
    worker::monitor(
        db.pool.clone(),
        db.pool.clone(),
        "test-worker".into(),
        crawler,
        1,
        common::config::RankRetention::DEFAULT,
    )
    .run_with_signal(done)
    .await
    .unwrap();

    let left = sqlx::query_scalar!("SELECT token_hash FROM refresh_tokens")
        .fetch_all(&db.pool)
        .await
        .unwrap();
    assert_eq!(left, vec![b"live".to_vec()]);
}
