use super::*;

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
}

fn settings(use_cash_system: bool, default_slot_price: i64) -> Settings {
    let mut settings = Settings::default();
    settings.business.use_cash_system = use_cash_system;
    settings.business.default_slot_price = default_slot_price;
    settings
}

const PAID: Priced = Priced {
    paid: 50_000,
    issued: false,
};
const FREE: Priced = Priced {
    paid: 0,
    issued: false,
};
const ISSUED: Priced = Priced {
    paid: 0,
    issued: true,
};

#[test]
fn a_new_slot_costs_the_default_price_only_with_the_cash_system_on() {
    assert_eq!(slot_price(&settings(true, 50_000)), 50_000);
    assert_eq!(slot_price(&settings(false, 50_000)), 0);
    assert_eq!(slot_price(&settings(true, -5)), 0, "never below 0");
    assert_eq!(auto_approval_price(&settings(false, 30_000)), 30_000);
    assert_eq!(auto_approval_price(&settings(true, -5)), 0);
}

#[test]
fn an_approval_records_the_sent_price_or_the_slot_s_and_needs_one_without_cash() {
    assert_eq!(approval_price(Some(30_000), PAID, true).unwrap(), 30_000);
    assert_eq!(approval_price(None, PAID, true).unwrap(), 50_000);
    assert_eq!(approval_price(Some(0), PAID, true).unwrap(), 50_000);
    assert_eq!(approval_price(Some(30_000), FREE, false).unwrap(), 30_000);
    for refused in [
        approval_price(None, FREE, false),
        approval_price(Some(0), PAID, false),
        approval_price(Some(-1), PAID, true),
        approval_price(Some(-1), ISSUED, true),
    ] {
        assert!(matches!(refused, Err(AppError::ApprovalPriceInvalid)));
    }
}

#[test]
fn the_lowest_price_an_approval_accepts_is_what_approval_price_refuses_below() {
    for (slot, cash, lowest) in [
        (PAID, true, 0),
        (PAID, false, 1),
        (FREE, false, 1),
        (ISSUED, false, 0),
        (ISSUED, true, 0),
    ] {
        assert_eq!(
            lowest_approval_price(slot, cash),
            lowest,
            "{slot:?} cash {cash}"
        );
        assert!(approval_price(Some(lowest), slot, cash).is_ok());
        assert!(approval_price(Some(lowest - 1), slot, cash).is_err());
    }
    assert_eq!(
        approval_price(Some(0), ISSUED, false).unwrap(),
        0,
        "a note of 0"
    );
}

#[test]
fn an_issued_slot_s_price_is_a_note_zero_by_default() {
    assert_eq!(approval_price(None, ISSUED, false).unwrap(), 0);
    assert_eq!(approval_price(Some(0), ISSUED, false).unwrap(), 0);
    assert_eq!(approval_price(Some(7_000), ISSUED, true).unwrap(), 7_000);
}

#[test]
fn the_form_suggests_the_slot_s_price_with_cash_else_the_fallback() {
    assert_eq!(suggested_approval_price(PAID, true), 50_000);
    assert_eq!(
        suggested_approval_price(PAID, false),
        FALLBACK_APPROVAL_PRICE
    );
    assert_eq!(
        suggested_approval_price(FREE, true),
        FALLBACK_APPROVAL_PRICE
    );
    assert_eq!(suggested_approval_price(ISSUED, false), 10_000);
}

#[test]
fn new_slots_cost_count_times_the_price_and_the_balance_must_cover_it() {
    let quote = slots_quote(&settings(true, 50_000), 3, 100_000, 10);
    assert_eq!(
        quote,
        SlotsQuote {
            count: 3,
            unit_price: 50_000,
            required: 150_000,
            balance: 100_000,
            sufficient: false,
            room: 10,
            within_limit: true,
        }
    );
    assert!(slots_quote(&settings(true, 50_000), 2, 100_000, 10).sufficient);
    assert!(slots_quote(&settings(true, 50_000), 0, 0, 0).sufficient);
    let off = slots_quote(&settings(false, 50_000), 9, 0, 10);
    assert_eq!((off.required, off.sufficient), (0, true));
    assert!(matches!(
        covers(100_000, 150_000),
        Err(AppError::InsufficientCash {
            required: 150_000,
            balance: 100_000
        })
    ));
}

#[test]
fn new_slots_must_fit_the_room_left_under_the_per_user_limit() {
    let fits = |count, room| slots_quote(&settings(false, 0), count, 0, room).within_limit;
    assert!(fits(100, 100));
    assert!(fits(0, 0));
    assert!(!fits(101, 100));
    assert!(!fits(1, 0));
    let refused = fits_room(100, 400, &settings(false, 0)).unwrap_err();
    assert!(matches!(refused, AppError::SlotLimitRoom { room: 100, .. }));
    assert!(
        refused
            .to_string()
            .contains("100개만 더 등록할 수 있습니다"),
        "{refused}"
    );
}

#[test]
fn a_refund_returns_the_unused_whole_days_rounded_down() {
    // 30 days for 50,000 won; on day 10, 20 days are unused.
    let quote = refund_quote(50_000, Some(day(1)), Some(day(30)), day(10));
    assert_eq!(
        quote,
        RefundQuote {
            price: 50_000,
            amount: 33_333,
            used_days: 10,
            unused_days: 20,
            total_days: 30
        }
    );
}

#[test]
fn before_the_start_everything_comes_back_and_after_the_end_nothing() {
    assert_eq!(
        refund_quote(30_000, Some(day(20)), Some(day(29)), day(10)).amount,
        30_000
    );
    assert_eq!(
        refund_quote(30_000, Some(day(1)), Some(day(9)), day(10)).amount,
        0
    );
    assert_eq!(
        refund_quote(30_000, Some(day(1)), Some(day(10)), day(10)).amount,
        0,
        "the last day is used"
    );
    assert_eq!(
        refund_quote(30_000, None, None, day(10)).amount,
        30_000,
        "never approved"
    );
}
