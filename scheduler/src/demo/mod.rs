//! The demo advertiser (`scheduler seed-demo`): an advertiser account with a few running slots on
//! products the marketplace simulator ranks, and two weeks of rank history, so a newcomer sees
//! ranks and charts as soon as the product runs.
//!
//! Everything goes through the operations the api uses, so the books stay exact: a charge request
//! that staff approve, slots registered (paid from the balance) and approved for 30 days (which
//! queues today's crawl). The past [`HISTORY_DAYS`] KST days are written from the simulator's
//! ground truth for each day (`/__truth?day=`), the way a crawl of that day would have recorded
//! them, and so is each day's market snapshot (`/__truth/cards`, counted by the crawl's own rule);
//! the slots' period starts with that history, as if they had run for two weeks. Seeding is idempotent: a slot already there for a keyword is kept, and only missing days
//! are written, so a second run the same day changes nothing.

mod truth;

use std::collections::{HashMap, HashSet};

use anyhow::{Context, bail};
use chrono::{NaiveDate, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use self::truth::Truth;
use common::{
    accounts::users::{self, NewUserInput},
    actor::{Actor, ClientInfo, Role},
    cash::{self, ChargeInput},
    db::{
        self,
        slots::{SlotFilter, SlotRow},
        users::{UserFilter, UserRow},
    },
    rank::counter::Target,
    settings,
    slots::{
        decisions::{self, Decision},
        fields::SlotFields,
        status::{self, DisplayStatus, SlotStatus},
        url,
    },
    time,
};

/// Days of rank history written before today.
pub const HISTORY_DAYS: i64 = 14;

/// Default demo sign-in and name (`scheduler seed-demo --login/--password/--name`).
pub const DEFAULT_LOGIN: &str = "demo";
pub const DEFAULT_PASSWORD: &str = "demo1234";
pub const DEFAULT_NAME: &str = "데모 광고주";

/// One demo slot: a keyword and the organic place (in today's results) of the product to track;
/// `None` tracks a product listed past place 500, so the slot shows "no rank".
#[derive(Debug, Clone, Copy)]
pub struct DemoSlot {
    pub keyword: &'static str,
    pub place: Option<u32>,
}

/// The demo slots: a product near the top, three further down, one not ranked.
pub const DEMO_SLOTS: [DemoSlot; 5] = [
    DemoSlot {
        keyword: "무선 이어폰",
        place: Some(3),
    },
    DemoSlot {
        keyword: "캠핑 의자",
        place: Some(40),
    },
    DemoSlot {
        keyword: "강아지 간식",
        place: Some(150),
    },
    DemoSlot {
        keyword: "노트북 거치대",
        place: Some(420),
    },
    DemoSlot {
        keyword: "전기포트",
        place: None,
    },
];

/// Who the demo advertiser is and where the simulator and the marketplace domain are.
#[derive(Debug, Clone)]
pub struct DemoSetup {
    pub login_id: String,
    pub password: String,
    pub full_name: String,
    /// `MARKETPLACE_BASE_URL`: the simulator the crawler reads.
    pub simulator_url: String,
    /// `MARKETPLACE_DOMAIN`: slot URLs are product pages on it.
    pub marketplace_domain: String,
    /// `CRAWL_LIST_SIZE`: cards per page, as the crawler reads them (the market snapshots).
    pub list_size: u32,
}

/// What a seeding run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeedReport {
    pub user_id: i64,
    pub user_created: bool,
    pub slots_created: usize,
    /// Slots approved, new ones included.
    pub slots_approved: usize,
    /// Won charged (and approved) to pay for the new slots.
    pub charged: i64,
    /// Rank-history days written, over all slots.
    pub days_written: usize,
    /// Market snapshots written, over all demo keywords.
    pub markets_written: usize,
}

impl SeedReport {
    /// Whether anything was written.
    pub fn changed(&self) -> bool {
        self.user_created
            || self.slots_approved > 0
            || self.charged > 0
            || self.days_written > 0
            || self.markets_written > 0
    }
}

/// Creates or completes the demo advertiser. Needs an active developer account (the api creates
/// the first one) and the simulator at `setup.simulator_url`.
pub async fn seed(db: &PgPool, setup: &DemoSetup) -> anyhow::Result<SeedReport> {
    let truth = Truth::new(&setup.simulator_url)?;
    truth.check().await?;
    let staff = staff_actor(db).await?;
    let today = time::today_kst();

    let (user, user_created) = demo_user(db, &staff, setup).await?;
    let owner = Actor {
        user_id: user.id,
        role: Role::User,
        switched_by: None,
        session_id: Uuid::nil(),
        client: ClientInfo::default(),
    };
    let mut report = SeedReport {
        user_id: user.id,
        user_created,
        ..Default::default()
    };

    let existing = slots_of(db, user.id, today).await?;
    // A rejected or refunded slot no longer runs: its keyword gets a new one.
    let held: HashSet<&str> = existing
        .iter()
        .filter(|s| !matches!(s.status, SlotStatus::Rejected | SlotStatus::Refunded))
        .filter_map(|s| s.keyword.as_deref())
        .collect();
    let missing: Vec<DemoSlot> = DEMO_SLOTS
        .into_iter()
        .filter(|s| !held.contains(s.keyword))
        .collect();
    // Slots a run cut short left waiting for approval, then the new ones.
    let mut to_approve: Vec<SlotRow> = existing
        .into_iter()
        .filter(|s| s.status == SlotStatus::Pending && is_demo(s))
        .collect();
    let mut names = HashMap::new();
    if !missing.is_empty() {
        report.charged = fund(db, &staff, &owner, setup, missing.len()).await?;
    }
    let registrations = common::slots::grouped::Registrations::default();
    for demo in &missing {
        let product = truth.pick(demo, today).await?;
        let url = format!(
            "https://www.{}/vp/products/{}?itemId={}&vendorItemId={}",
            setup.marketplace_domain.trim_start_matches('.'),
            product.product_id,
            product.item_id,
            product.vendor_item_id
        );
        let input = SlotFields {
            keyword: Some(demo.keyword.to_owned()),
            url: Some(url),
            ..Default::default()
        };
        let slot = registrations
            .create(db, &owner, &setup.marketplace_domain, &input)
            .await
            .with_context(|| format!("registering the demo slot `{}`", demo.keyword))?;
        names.insert(slot.id, product.name);
        report.slots_created += 1;
        to_approve.push(slot);
    }
    for slot in &to_approve {
        // The suggested price, for the approval form's 30 days, started when the history
        // starts: the days written below fall within the slot, as they would have.
        let quote = decisions::approval_quote(db, &staff, slot.id).await?;
        let start = today - chrono::Duration::days(HISTORY_DAYS);
        let decision = Decision::Approve {
            price: Some(quote.price),
            start_date: Some(start),
            end_date: Some(start + (quote.end_date - quote.start_date)),
        };
        decisions::decide(db, &staff, slot.id, &decision)
            .await
            .with_context(|| format!("approving the demo slot #{}", slot.slot_number))?;
        report.slots_approved += 1;
    }

    for slot in slots_of(db, user.id, today).await? {
        let running =
            status::display_status(&status::SlotState::from(&slot), today) == DisplayStatus::Active;
        if running && is_demo(&slot) {
            let name = names.get(&slot.id).map(String::as_str);
            report.days_written += fill_history(db, &truth, setup, &slot, name, today).await?;
            report.markets_written += fill_market(db, &truth, setup, &slot, today).await?;
        }
    }
    Ok(report)
}

/// Whether the slot tracks one of the demo keywords.
fn is_demo(slot: &SlotRow) -> bool {
    DEMO_SLOTS
        .iter()
        .any(|d| slot.keyword.as_deref() == Some(d.keyword))
}

/// An active developer to act as the approving staff member.
async fn staff_actor(db: &PgPool) -> anyhow::Result<Actor> {
    let mut conn = db.acquire().await?;
    let filter = UserFilter {
        pattern: None,
        role: Some(Role::Developer),
        is_active: Some(true),
    };
    let Some(developer) = db::users::list(&mut conn, &filter, 1, 0).await?.pop() else {
        bail!("there is no developer account yet; start the api once (it creates the first one)");
    };
    Ok(Actor {
        user_id: developer.id,
        role: Role::Developer,
        switched_by: None,
        session_id: Uuid::nil(),
        client: ClientInfo::default(),
    })
}

/// The demo advertiser, created through operators' user management when absent.
async fn demo_user(
    db: &PgPool,
    staff: &Actor,
    setup: &DemoSetup,
) -> anyhow::Result<(UserRow, bool)> {
    let mut conn = db.acquire().await?;
    if let Some(user) = db::users::find_by_login(&mut conn, setup.login_id.trim()).await? {
        if user.role != Role::User {
            bail!(
                "the login id `{}` belongs to a {} account; choose another demo login",
                user.email,
                user.role
            );
        }
        return Ok((user, false));
    }
    drop(conn);
    let input = NewUserInput {
        login_id: setup.login_id.clone(),
        password: setup.password.clone(),
        full_name: setup.full_name.clone(),
    };
    let user = users::create(db, staff, &input)
        .await
        .context("creating the demo advertiser")?;
    Ok((user, true))
}

/// The user's slots (any status but deleted).
async fn slots_of(db: &PgPool, user_id: i64, today: NaiveDate) -> anyhow::Result<Vec<SlotRow>> {
    let filter = SlotFilter {
        viewer_is_staff: true, // the seeder acts as staff: every status shows
        user_id: Some(user_id),
        today,
        ..Default::default()
    };
    let mut conn = db.acquire().await?;
    let ids = db::slots::list_ids(&mut conn, &filter, "createdAt:asc", 100, 0).await?;
    Ok(db::slots::find_many(&mut conn, &ids).await?)
}

/// Tops the balance up to pay for `count` slots, by a charge request staff approve; returns the
/// won charged (0 when the balance suffices or slots are free).
async fn fund(
    db: &PgPool,
    staff: &Actor,
    owner: &Actor,
    setup: &DemoSetup,
    count: usize,
) -> anyhow::Result<i64> {
    let settings = settings::load(db).await?;
    let asked = cash::slots::SlotsQuoteQuery {
        count: count as i64,
    };
    let quote = cash::slots::quote_new_slots(db, owner, &asked).await?;
    if quote.sufficient {
        return Ok(0);
    }
    let amount = (quote.required - quote.balance).max(settings.business.min_cash_charge);
    let input = ChargeInput {
        amount: Some(amount),
        deposit_at: Some(Utc::now()),
        account_holder: Some(setup.full_name.clone()),
    };
    let charge = cash::request_charge(db, owner, &input)
        .await
        .context("requesting the demo advertiser's charge")?;
    cash::approve_charge(db, staff, charge.id)
        .await
        .context("approving the demo advertiser's charge")?;
    Ok(amount)
}

/// Writes the slot's missing days among the last [`HISTORY_DAYS`] before today from the truth,
/// oldest first, then its rank fields (and the product's name, when given) from its history.
/// Returns the days written.
async fn fill_history(
    db: &PgPool,
    truth: &Truth,
    setup: &DemoSetup,
    slot: &SlotRow,
    product_name: Option<&str>,
    today: NaiveDate,
) -> anyhow::Result<usize> {
    let (Some(keyword), Some(raw_url)) = (slot.keyword.as_deref(), slot.url.as_deref()) else {
        return Ok(0);
    };
    let product = url::parse(raw_url, &setup.marketplace_domain)?;
    let (first, last) = (
        today - chrono::Duration::days(HISTORY_DAYS),
        today - chrono::Duration::days(1),
    );
    let mut conn = db.acquire().await?;
    let have: HashSet<NaiveDate> = db::rank_history::list(&mut conn, slot.id, first, last)
        .await?
        .into_iter()
        .map(|d| d.day)
        .collect();
    drop(conn);
    let mut days = Vec::new();
    for day in first.iter_days().take_while(|d| *d <= last) {
        if !have.contains(&day) {
            days.push((day, truth.rank(keyword, day, &product).await?));
        }
    }
    if days.is_empty() {
        return Ok(0);
    }
    let mut tx = db.begin().await?;
    for (day, rank) in &days {
        db::rank_history::upsert_day(&mut tx, slot.id, *day, *rank).await?;
    }
    db::slots::set_rank_from_history(&mut tx, slot.id, product_name).await?;
    tx.commit().await?;
    Ok(days.len())
}

/// Writes the market snapshot of the slot's keyword for each of the last [`HISTORY_DAYS`] before
/// today that has none, as a complete crawl of that day tracking the slot would have stored it (no
/// crawl run wrote it). Returns the snapshots written.
async fn fill_market(
    db: &PgPool,
    truth: &Truth,
    setup: &DemoSetup,
    slot: &SlotRow,
    today: NaiveDate,
) -> anyhow::Result<usize> {
    let (Some(keyword), Some(raw_url)) = (slot.keyword.as_deref(), slot.url.as_deref()) else {
        return Ok(0);
    };
    let product = url::parse(raw_url, &setup.marketplace_domain)?;
    let target = Target {
        product_id: product.product_id,
        item_id: Some(product.item_id),
        vendor_item_id: Some(product.vendor_item_id),
        mid: None,
    };
    let mut written = 0;
    for back in (1..=HISTORY_DAYS).rev() {
        let day = today - chrono::Duration::days(back);
        let mut conn = db.acquire().await?;
        if db::market_snapshots::get(&mut conn, keyword, day)
            .await?
            .is_some()
        {
            continue;
        }
        drop(conn);
        let market = truth.market(keyword, day, setup.list_size, target).await?;
        let mut conn = db.acquire().await?;
        db::market_snapshots::upsert(&mut conn, keyword, day, None, &market).await?;
        written += 1;
    }
    Ok(written)
}
