//! Sign-in limits that stop guessing without letting a stranger lock the owner out (issue 17):
//! failures lock a login id for the address they came from only; one address has a ceiling of
//! attempts a minute across ids; a 429 says when to come back (`Retry-After`). Behind a trusted
//! proxy the address is the one it forwards; from anyone else `X-Forwarded-For` is ignored.

use crate::support;

use reqwest::header;
use serde_json::{Value, json};
use support::{PASSWORD, TestApp, test_config};

/// A sign-in through the proxy in front of the api (the test's loopback client), for a client
/// at `address`.
async fn sign_in_from(
    app: &TestApp,
    address: &str,
    login: &str,
    password: &str,
) -> (u16, Option<String>, Value) {
    let res = common::telemetry::http_client()
        .build()
        .unwrap()
        .post(format!("http://{}/api/auth/login", app.addr))
        .header("x-forwarded-for", address)
        .json(&json!({ "email": login, "password": password }))
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    let retry_after = res
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    (status, retry_after, res.json().await.unwrap())
}

async fn behind_proxy(address_per_minute: i64) -> TestApp {
    let mut config = test_config();
    config.trusted_proxies = common::config::trusted_proxies("127.0.0.1").unwrap();
    config.login_address_per_minute = address_per_minute;
    TestApp::spawn_with(config).await
}

const ATTACKER: &str = "203.0.113.9";
const OWNER: &str = "198.51.100.7";

#[tokio::test]
async fn an_attackers_failures_lock_their_address_while_the_owner_signs_in_from_theirs() {
    let app = behind_proxy(1000).await;
    app.new_user("owner01").await;

    let mut statuses = Vec::new();
    for _ in 0..5 {
        statuses.push(
            sign_in_from(&app, ATTACKER, "owner01", "guess-1234")
                .await
                .0,
        );
    }
    let (locked, retry_after, body) = sign_in_from(&app, ATTACKER, "owner01", PASSWORD).await;
    let (owner, _, _) = sign_in_from(&app, OWNER, "owner01", PASSWORD).await;

    assert_eq!(statuses, [401, 401, 401, 401, 429]);
    assert_eq!(
        locked, 429,
        "even the right password from the attacker's address"
    );
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("15분 후 다시 시도해 주세요"),
        "{body}"
    );
    assert_eq!(retry_after.as_deref(), Some("900"));
    assert_eq!(owner, 200, "the owner's address is not locked");
    let audited: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT event, ip_address FROM audit_log WHERE login_id = 'owner01' ORDER BY id",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert!(
        audited.contains(&("login_failed".into(), Some(ATTACKER.into()))),
        "{audited:?}"
    );
    assert!(
        audited.contains(&("login_succeeded".into(), Some(OWNER.into()))),
        "{audited:?}"
    );
}

#[tokio::test]
async fn one_address_trying_many_ids_is_slowed_to_its_ceiling_a_minute() {
    let app = behind_proxy(8).await;

    let mut statuses = Vec::new();
    for n in 0..9 {
        statuses.push(sign_in_from(&app, ATTACKER, &format!("someone{n}"), "guess-1234").await);
    }
    let (other, _, _) = sign_in_from(&app, OWNER, support::DEV_LOGIN, PASSWORD).await;

    let codes: Vec<u16> = statuses.iter().map(|s| s.0).collect();
    assert_eq!(codes, [401, 401, 401, 401, 401, 401, 401, 401, 429]);
    let (_, retry_after, body) = &statuses[8];
    let seconds: i64 = retry_after
        .as_deref()
        .expect("Retry-After")
        .parse()
        .unwrap();
    assert!((1..=60).contains(&seconds), "{seconds}");
    assert_eq!(
        body["error"],
        format!("로그인 시도가 너무 많습니다. {seconds}초 후 다시 시도해 주세요.")
    );
    assert_eq!(other, 200, "another address is not limited");
}

#[tokio::test]
async fn without_a_trusted_proxy_a_forged_forwarded_for_changes_nothing() {
    // No trusted proxies: every attempt is counted against the socket's address.
    let app = TestApp::spawn().await;
    app.new_user("owner02").await;

    let mut statuses = Vec::new();
    for n in 0..6 {
        statuses.push(
            sign_in_from(&app, &format!("203.0.113.{n}"), "owner02", "guess-1234")
                .await
                .0,
        );
    }

    assert_eq!(
        statuses,
        [401, 401, 401, 401, 429, 429],
        "rotating the header does not reset the count"
    );
}
