//! 1:1 support chat (spec part 2 §2 "Support chat", §3, §4, §7): one room per advertiser, made on
//! their first message; operators and developers share one inbox and answer any room.
//!
//! - [`rooms`]: the room list (an advertiser's own, or every room for staff), closing and reopening.
//! - [`messages`]: a room's messages, sending (with the auto reply outside business hours), reading,
//!   delivery and the unread counts.
//!
//! Who may use a room is `Actor::may_use_chat_room`; another's room is "not found". A message's
//! delivery state comes from its row: sent once stored, delivered once pushed to an open socket of
//! the other side, read once that side opened the room. Every change is announced (`events`) so
//! each api process pushes it to the sockets it holds.

pub mod messages;
pub mod rooms;

use chrono::{Datelike, NaiveDateTime, Timelike, Weekday};

use crate::{error::AppError, text};

pub use crate::values::chat::{Delivery, MessageType, RoomStatus};

/// Longest message kept, in characters (the table's CHECK says the same).
pub const MAX_CONTENT_CHARS: usize = 5000;

/// Text typed into the chat: trimmed, not blank, at most [`MAX_CONTENT_CHARS`]. Stored and shown as
/// text, never as HTML.
pub const CONTENT: text::Field =
    text::Field::new(crate::messages::CHAT_MESSAGE_FIELD, MAX_CONTENT_CHARS);

/// [`CONTENT`] as typed, checked.
pub fn content(raw: Option<&str>) -> Result<&str, AppError> {
    CONTENT.required(raw, AppError::ChatMessageBlank)
}

/// Whether `at` (Korean wall-clock time) is outside business hours: a weekend, or a weekday before
/// `start` o'clock or from `end` o'clock on.
pub fn outside_business_hours(at: NaiveDateTime, start: i64, end: i64) -> bool {
    let weekend = matches!(at.weekday(), Weekday::Sat | Weekday::Sun);
    let hour = i64::from(at.hour());
    weekend || hour < start || hour >= end
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;

    fn at(day: u32, hour: u32, minute: u32) -> NaiveDateTime {
        // 2026-11-23 is a Monday.
        NaiveDate::from_ymd_opt(2026, 11, day)
            .unwrap()
            .and_hms_opt(hour, minute, 0)
            .unwrap()
    }

    #[test]
    fn business_hours_are_weekdays_from_the_start_hour_up_to_the_end_hour() {
        assert!(!outside_business_hours(at(23, 9, 0), 9, 18));
        assert!(!outside_business_hours(at(27, 17, 59), 9, 18));
        assert!(outside_business_hours(at(23, 8, 59), 9, 18));
        assert!(outside_business_hours(at(23, 18, 0), 9, 18));
        assert!(outside_business_hours(at(28, 12, 0), 9, 18), "Saturday");
        assert!(outside_business_hours(at(29, 12, 0), 9, 18), "Sunday");
    }

    #[test]
    fn a_message_is_trimmed_never_blank_and_bounded() {
        assert_eq!(content(Some("  안녕하세요 \n")).unwrap(), "안녕하세요");
        assert!(matches!(
            content(Some(" \n ")),
            Err(AppError::ChatMessageBlank)
        ));
        assert!(matches!(content(None), Err(AppError::ChatMessageBlank)));
        let long = "가".repeat(MAX_CONTENT_CHARS + 1);
        assert!(matches!(
            content(Some(&long)),
            Err(AppError::TextTooLong { .. })
        ));
        assert!(content(Some(&"가".repeat(MAX_CONTENT_CHARS))).is_ok());
    }
}
