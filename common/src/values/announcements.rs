//! Closed sets of announcements: content type, category, priority, the management screen's state
//! filter (rules: `crate::announcements`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::AnnouncementChoiceInvalid;
    /// How the content is written.
    /// (Plain text first: the form offers the choices in this order.)
    pub enum ContentType {
        Text = "text",
        Html = "html",
    }
}

crate::text_enum::text_column!(ContentType);

text_enum! {
    invalid: AppError::AnnouncementChoiceInvalid;
    /// What an announcement is about.
    pub enum AnnouncementCategory {
        General = "general",
        Event = "event",
        Update = "update",
        Maintenance = "maintenance",
    }
}

crate::text_enum::text_column!(AnnouncementCategory);

text_enum! {
    invalid: AppError::AnnouncementChoiceInvalid;
    /// How loudly it is shown.
    pub enum AnnouncementPriority {
        Low = "low",
        Normal = "normal",
        High = "high",
        Urgent = "urgent",
    }
}

crate::text_enum::text_column!(AnnouncementPriority);

text_enum! {
    invalid: AppError::AnnouncementChoiceInvalid;
    /// An announcement's state filter on the management screen.
    pub enum StateFilter {
        All = "all",
        Active = "active",
        Inactive = "inactive",
    }
}
