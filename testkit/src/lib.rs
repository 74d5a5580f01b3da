//! Test support shared by the crates' integration tests: a fresh PostgreSQL database per test,
//! cloned from a template migrated once per schema version (about 0.1 s a clone).
//!
//! `DATABASE_URL` names a database on the test server whose role may create databases; the test
//! command starts such a server. Each test database is dropped when its [`TestDb`] drops.

use common::actor::{Actor, ClientInfo, Role};
use sha2::{Digest, Sha256};
use sqlx::{Connection, PgConnection, PgPool};

/// `user_id` acting as `role` in no session and from no address: who set-up written through
/// `common` functions, rather than a request, acts as.
pub fn actor(user_id: i64, role: Role) -> Actor {
    Actor {
        user_id,
        role,
        switched_by: None,
        session_id: uuid::Uuid::nil(),
        client: ClientInfo::default(),
    }
}

/// A database of one's own, migrated to the current schema.
pub struct TestDb {
    pub pool: PgPool,
    pub url: String,
    name: String,
    admin_url: String,
}

impl TestDb {
    pub async fn create() -> Self {
        let admin_url = admin_url();
        let template = ensure_template(&admin_url).await;
        Self::new(admin_url, Some(&template)).await
    }

    /// A database of one's own at the schema as it was before migration `version`, for a test of
    /// what that migration does to existing rows; [`TestDb::migrate`] applies the rest.
    pub async fn before_migration(version: i64) -> Self {
        let db = Self::new(admin_url(), None).await;
        common::db::migrate_before(&db.pool, version)
            .await
            .expect("migrate up to the version");
        db
    }

    /// A new database on the test server: a clone of `template`, or empty.
    async fn new(admin_url: String, template: Option<&str>) -> Self {
        let name = format!("test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = connect_admin(&admin_url).await;
        let create = match template {
            Some(template) => format!(r#"CREATE DATABASE "{name}" TEMPLATE "{template}""#),
            None => format!(r#"CREATE DATABASE "{name}""#),
        };
        ddl(&mut admin, create)
            .await
            .expect("create the test database");
        let url = with_database(&admin_url, &name);
        let pool = common::db::connect(&url, 10)
            .await
            .expect("connect to the test database");
        Self {
            pool,
            url,
            name,
            admin_url,
        }
    }

    /// Applies every migration not applied yet.
    pub async fn migrate(&self) {
        common::db::migrate(&self.pool)
            .await
            .expect("apply the remaining migrations");
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let (admin_url, name) = (self.admin_url.clone(), self.name.clone());
        // Drop runs outside async; a short-lived runtime on its own thread does the clean-up.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            rt.block_on(async {
                let mut admin = PgConnection::connect(&admin_url).await.ok()?;
                ddl(
                    &mut admin,
                    format!(r#"DROP DATABASE IF EXISTS "{name}" WITH (FORCE)"#),
                )
                .await
                .ok()
            })
        })
        .join();
    }
}

/// A connection to the test server's admin database, where databases are made and dropped.
async fn connect_admin(admin_url: &str) -> PgConnection {
    PgConnection::connect(admin_url)
        .await
        .expect("connect to the test server")
}

fn admin_url() -> String {
    std::env::var("DATABASE_URL")
        .expect("DATABASE_URL must name the test server (the README's test command sets it)")
}

/// The migrated template for the current migrations, made once per schema (across processes).
async fn ensure_template(admin_url: &str) -> String {
    let mut fingerprint = Sha256::new();
    for migration in common::db::MIGRATOR.iter() {
        fingerprint.update(migration.version.to_le_bytes());
        fingerprint.update(&migration.checksum);
    }
    let digest = fingerprint.finalize();
    let template = format!(
        "tmpl_{}",
        digest
            .iter()
            .take(6)
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );

    let mut admin = connect_admin(admin_url).await;
    // Test processes run in parallel; one makes the template, the others wait for it.
    sqlx::query!("SELECT pg_advisory_lock(774201)")
        .execute(&mut admin)
        .await
        .expect("advisory lock");
    let exists = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS "exists!""#,
        template
    )
    .fetch_one(&mut admin)
    .await
    .expect("look up the template");
    if !exists {
        let building = format!("{template}_building");
        ddl(
            &mut admin,
            format!(r#"DROP DATABASE IF EXISTS "{building}" WITH (FORCE)"#),
        )
        .await
        .expect("drop stale template");
        ddl(&mut admin, format!(r#"CREATE DATABASE "{building}""#))
            .await
            .expect("create template");
        let pool = common::db::connect(&with_database(admin_url, &building), 2)
            .await
            .expect("connect to template");
        common::db::migrate(&pool)
            .await
            .expect("migrate the template");
        pool.close().await;
        // Renamed only when complete, so a half-made template is never cloned.
        ddl(
            &mut admin,
            format!(r#"ALTER DATABASE "{building}" RENAME TO "{template}""#),
        )
        .await
        .expect("rename template");
    }
    sqlx::query_scalar!("SELECT pg_advisory_unlock(774201)")
        .fetch_one(&mut admin)
        .await
        .expect("advisory unlock");
    template
}

/// Runs DDL naming generated databases: the one SQL here that cannot be a checked query, since
/// identifiers cannot be bound as parameters and the database names are made at run time. Every
/// name here is made by this module from hex digits, never from input.
async fn ddl(
    conn: &mut PgConnection,
    sql: String,
) -> Result<sqlx::postgres::PgQueryResult, sqlx::Error> {
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql)).execute(conn).await
}

/// `url` with its database name replaced.
fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let base = base
        .rsplit_once('/')
        .map(|(server, _)| server)
        .unwrap_or(base);
    match query {
        Some(q) => format!("{base}/{database}?{q}"),
        None => format!("{base}/{database}"),
    }
}

/// `count` approved slots of `user_id`, numbered from 1, keyword `<keyword> <n>`, running from 5
/// KST days ago to 5 days ahead (the effect report's tests).
pub async fn running_slots(db: &sqlx::PgPool, user_id: i64, count: i64, keyword: &str) {
    sqlx::query(
        "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id,
                            url_vendor_item_id, start_date, end_date, approved_at)
         SELECT $1, g, 'active', $4 || ' ' || g, 'https://www.coupang.com/vp/products/' || g,
                g, g * 10, g * 100, $2::date - 5, $2::date + 5, now()
         FROM generate_series(1, $3::int) g",
    )
    .bind(user_id)
    .bind(common::time::today_kst())
    .bind(count as i32)
    .bind(keyword)
    .execute(db)
    .await
    .unwrap();
}
