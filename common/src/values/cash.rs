//! Closed sets of cash: what moved a balance, which balance, where a charge request stands (rules:
//! `crate::cash`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::CashTypeInvalid;
    /// What moved a balance.
    pub enum LedgerKind {
        Charge = "charge",
        Purchase = "purchase",
        Refund = "refund",
        Withdrawal = "withdrawal",
        Bonus = "bonus",
        Expire = "expire",
    }
}

crate::text_enum::text_column!(LedgerKind);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Which balance a ledger row moved: always the paid balance (the spec's only `balanceType`).
    pub enum BalanceType {
        Paid = "paid",
    }
}

text_enum! {
    invalid: AppError::ChargeStatusInvalid;
    /// Where a charge request stands.
    pub enum ChargeStatus {
        Pending = "pending",
        Approved = "approved",
        Rejected = "rejected",
        Cancelled = "cancelled",
    }
}

crate::text_enum::text_column!(ChargeStatus);

text_enum! {
    invalid: AppError::BusinessUnitInvalid;
    /// The period one row of the business figures covers (KST calendar: a week starts on Monday).
    pub enum BusinessUnit {
        Day = "day",
        Week = "week",
        Month = "month",
    }
}
