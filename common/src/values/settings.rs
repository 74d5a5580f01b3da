//! Closed sets of system settings: operation mode, cash charge mode, theme, layout, and each key's
//! category (rules: `crate::settings`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::MalformedRequest;
    /// slotOperationMode: how slots come to be (spec part 2 §1). Older spellings are accepted and
    /// stored as the first.
    pub enum OperationMode {
        /// Advertisers register slots themselves and operators approve them.
        Normal = "normal",
        /// Operators issue empty slots that advertisers fill.
        PreAllocation = "pre-allocation" | "pre_allocation" | "preallocation" | "Pre-Allocation" | "PRE_ALLOCATION",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// cashChargeMode: the charge form in a modal or on its own page.
    pub enum CashChargeMode {
        Modal = "modal",
        Page = "page",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// globalTheme (spec part 2 §4).
    pub enum Theme {
        Simple = "simple",
        Modern = "modern",
        Luxury = "luxury",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// globalLayout (spec part 2 §4).
    pub enum Layout {
        Classic = "classic",
        Modern = "modern",
        Minimal = "minimal",
        Dashboard = "dashboard",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// A settings tab (spec part 2 §3): each key belongs to one.
    pub enum Category {
        Business = "business",
        Feature = "feature",
        Theme = "theme",
    }
}
