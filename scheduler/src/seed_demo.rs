//! `scheduler seed-demo`: the demo advertiser with running slots and two weeks of rank history
//! from the marketplace simulator (see `scheduler::demo`). Safe to run at every start: a second run
//! changes nothing and says so.

use clap::Args;
use common::{config::Config, money};
use scheduler::demo;
use sqlx::PgPool;

/// The demo sign-in; the environment or the defaults when no flag is given.
#[derive(Args)]
pub struct SeedDemoArgs {
    /// Login id of the demo advertiser.
    #[arg(long, env = "DEMO_LOGIN", default_value = demo::DEFAULT_LOGIN)]
    login: String,
    /// Its password (used only when the account is created).
    #[arg(long, env = "DEMO_PASSWORD", default_value = demo::DEFAULT_PASSWORD)]
    password: String,
    /// Its name.
    #[arg(long, env = "DEMO_NAME", default_value = demo::DEFAULT_NAME)]
    name: String,
}

/// Seeds, then prints what changed and how to sign in.
pub async fn run(db: &PgPool, config: &Config, args: SeedDemoArgs) -> anyhow::Result<()> {
    let setup = demo::DemoSetup {
        login_id: args.login,
        password: args.password,
        full_name: args.name,
        simulator_url: config.crawl.base_url.clone(),
        marketplace_domain: config.marketplace_domain.clone(),
        list_size: config.crawl.list_size,
    };
    let report = demo::seed(db, &setup).await?;
    if !report.changed() {
        println!(
            "the demo advertiser `{}` is already seeded; nothing changed",
            setup.login_id
        );
        return Ok(());
    }
    if report.user_created {
        println!(
            "demo advertiser created: login id `{}`, password {}",
            setup.login_id, setup.password
        );
    }
    println!(
        "demo advertiser `{}`: {} slot(s) registered, {} approved (today's crawl queued), {} won \
         charged, {} day(s) of rank history and {} market snapshot(s) written from {}",
        setup.login_id,
        report.slots_created,
        report.slots_approved,
        money::won(report.charged),
        report.days_written,
        report.markets_written,
        setup.simulator_url
    );
    Ok(())
}
