//! `scheduler backup` and `scheduler restore` (issue 17): a database with accounts, cash, slots,
//! rank history and queued jobs, backed up and restored into a new database, reads back the same
//! balances, ledger, slots, history and jobs; a database that already has tables is not
//! overwritten without `--clean`.

use crate::support;

use std::{os::unix::fs::PermissionsExt, process::Output};

use sqlx::{Connection, PgConnection, PgPool};
use testkit::TestDb;

fn scheduler(url: &str, args: &[&str]) -> Output {
    support::scheduler(url, args)
        .output()
        .expect("run the scheduler")
}

async fn seed(db: &PgPool) {
    sqlx::raw_sql(
        "INSERT INTO users (id, email, password_hash, full_name) VALUES (900, 'advert1', 'x', '광고주'), (901, 'advert2', 'x', '광고주2');
         INSERT INTO slots (id, user_id, slot_number, status, keyword, url, start_date, end_date, price)
         VALUES (7001, 900, 1, 'active', '무선 마우스', 'https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3',
                 kst_today() - 40, kst_today() + 20, 30000);
         INSERT INTO cash_ledger (user_id, type, amount, balance_after, description)
         VALUES (900, 'charge', 100000, 100000, '충전'), (900, 'purchase', -30000, 70000, '구매'),
                (901, 'charge', 5000, 5000, '충전');
         INSERT INTO cash_balances (user_id, amount) VALUES (900, 70000), (901, 5000);
         INSERT INTO rank_history (slot_id, day, rank, prev_rank)
         SELECT 7001, kst_today() - d, 10 + d, 11 + d FROM generate_series(0, 39) d;",
    )
    .execute(db)
    .await
    .unwrap();
    let mut conn = db.acquire().await.unwrap();
    common::jobs::enqueue(
        &mut conn,
        &common::jobs::PurgeExpiredTokens::default(),
        None,
        None,
    )
    .await
    .unwrap();
}

/// What a person would compare: balances, ledger, slots, history, jobs, the history's months.
async fn snapshot(url: &str) -> Vec<String> {
    let mut conn = PgConnection::connect(url).await.unwrap();
    let mut out = Vec::new();
    for sql in [
        "SELECT user_id || ':' || amount FROM cash_balances ORDER BY user_id",
        "SELECT user_id || ':' || type || ':' || amount || ':' || balance_after FROM cash_ledger ORDER BY id",
        "SELECT id || ':' || keyword || ':' || status FROM slots ORDER BY id",
        "SELECT slot_id || ':' || day || ':' || rank FROM rank_history ORDER BY day",
        "SELECT job_type || ':' || status FROM apalis.jobs ORDER BY id",
        "SELECT count(*)::text FROM pg_inherits WHERE inhparent = 'rank_history'::regclass",
    ] {
        let rows: Vec<String> = sqlx::query_scalar(sql).fetch_all(&mut conn).await.unwrap();
        out.push(rows.join(","));
    }
    out
}

#[tokio::test]
async fn a_backup_restored_into_a_new_database_reads_back_the_same_money_and_history() {
    let db = TestDb::create().await;
    seed(&db.pool).await;
    let file = std::env::temp_dir().join(format!("simple-slot-{}.dump", uuid::Uuid::new_v4()));
    let name = format!("restored_{}", uuid::Uuid::new_v4().simple());
    // The name is ours (a fresh uuid), not input.
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(r#"CREATE DATABASE "{name}""#)))
        .execute(&db.pool)
        .await
        .unwrap();
    let (base, _) = db.url.rsplit_once('/').unwrap();
    let restored_url = format!("{base}/{name}");

    // A backup left readable by everyone from an earlier run is made private too.
    std::fs::write(&file, "old").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let backup = scheduler(&db.url, &["backup", file.to_str().unwrap()]);
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    let restore = scheduler(&restored_url, &["restore", file.to_str().unwrap()]);
    let again = scheduler(&restored_url, &["restore", file.to_str().unwrap()]);
    let clean = scheduler(
        &restored_url,
        &["restore", "--clean", file.to_str().unwrap()],
    );

    assert!(backup.status.success(), "{backup:?}");
    assert_eq!(
        mode, 0o600,
        "the backup holds every password hash and the ledger: its owner's only"
    );
    assert!(
        String::from_utf8_lossy(&backup.stdout).contains("wrote"),
        "{backup:?}"
    );
    assert!(restore.status.success(), "{restore:?}");
    let original = snapshot(&db.url).await;
    assert_eq!(original[0], "900:70000,901:5000");
    assert_eq!(snapshot(&restored_url).await, original);
    assert!(
        !again.status.success(),
        "a database with tables is not overwritten"
    );
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("--clean"),
        "{again:?}"
    );
    assert!(clean.status.success(), "{clean:?}");
    assert_eq!(snapshot(&restored_url).await, original);

    std::fs::remove_file(&file).ok();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        r#"DROP DATABASE "{name}" WITH (FORCE)"#
    )))
    .execute(&db.pool)
    .await
    .unwrap();
}
