//! Closed sets of slots: stored and display status, the status change a caller asks for, the list's
//! search, date and sort keys, field types, and what a slot log records (rules: `crate::slots`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::StatusChangeInvalid;
    /// The status `PATCH /slots/{id}/status` asks for.
    pub enum StatusTarget {
        /// Pause a running slot.
        Paused = "paused",
        /// Resume a paused slot.
        Active = "active",
        Deleted = "deleted",
        /// Staff: refund with a reason.
        Refunded = "refunded",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Which text the list's search looks in.
    pub enum SearchField {
        /// Keyword, URL or product name.
        All = "all",
        Keyword = "keyword",
        Url = "url",
        ProductName = "productName" | "product_name",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Which dates the list's date range applies to.
    pub enum DateField {
        /// The work period overlaps the range.
        Work = "work",
        /// Registered within the range.
        Created = "created" | "createdAt",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// The list's sort column.
    pub enum SortKey {
        CreatedAt = "createdAt" | "created_at",
        StartDate = "startDate" | "start_date",
        EndDate = "endDate" | "end_date",
        Rank = "rank",
        Keyword = "keyword",
    }
}

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Ascending or descending.
    pub enum SortOrder {
        Asc = "asc" | "ASC",
        Desc = "desc" | "DESC",
    }
}

text_enum! {
    invalid: AppError::AllocationSortInvalid;
    /// What the history sorts by.
    pub enum HistorySort {
        CreatedAt = "createdAt" | "created_at",
        UserName = "userName" | "user_name",
        SlotCount = "slotCount" | "slot_count",
    }
}

text_enum! {
    invalid: AppError::SlotStatusInvalid;
    /// What the `slots.status` column holds.
    pub enum SlotStatus {
        Empty = "empty",
        Pending = "pending",
        Active = "active",
        Paused = "paused",
        Rejected = "rejected",
        Refunded = "refunded",
        Expired = "expired",
        Completed = "completed",
        Waiting = "waiting",
        Inactive = "inactive",
        Deleted = "deleted",
    }
}

crate::text_enum::text_column!(SlotStatus);

text_enum! {
    invalid: AppError::SlotStatusInvalid;
    /// What a person sees.
    pub enum DisplayStatus {
        Empty = "empty",
        Pending = "pending",
        Waiting = "waiting",
        Active = "active",
        Paused = "paused",
        Completed = "completed",
        Rejected = "rejected",
        Refunded = "refunded",
        Expired = "expired",
        Inactive = "inactive",
        Deleted = "deleted",
    }
}

text_enum! {
    invalid: AppError::FieldTypeInvalid;
    /// What kind of input a field is (spec part 1 §3 "Field config").
    pub enum FieldType {
        Text = "text",
        Textarea = "textarea",
        Number = "number",
        Email = "email",
        Url = "url",
        Select = "select",
        Date = "date",
        Boolean = "boolean",
    }
}

crate::text_enum::text_column!(FieldType);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// What a log entry records (spec part 1 §3 "Slot log entry", part 2 §3).
    pub enum SlotChangeType {
        Create = "create",
        FieldUpdate = "field_update",
        /// Written by earlier versions for any status move; kept so old rows still read.
        StatusChange = "status_change",
        FillEmpty = "fill_empty",
        Approve = "approve",
        Reject = "reject",
        Refund = "refund",
        Pause = "pause",
        Resume = "resume",
        Delete = "delete",
        Extend = "extend",
        RankReset = "rank_reset",
    }
}

crate::text_enum::text_column!(SlotChangeType);

/// Rows one bulk registration may hold (spec part 2 §9: the grid's maximum): the batch, the
/// spreadsheet import and the cash quote all stop there.
pub const MAX_BULK_ROWS: usize = 1_000;
