//! Closed sets of support chat: a room's status, a message's type, its delivery state (rules:
//! `crate::chat`).

use crate::{error::AppError, text_enum};

text_enum! {
    invalid: AppError::ChatRoomStatusInvalid;
    /// Where a room stands: open, closed by staff (the advertiser's next message reopens it), or
    /// archived.
    pub enum RoomStatus {
        Active = "active",
        Closed = "closed",
        Archived = "archived",
    }
}

crate::text_enum::text_column!(RoomStatus);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// Who speaks: a person, the system (a room closed or reopened), or the auto reply.
    pub enum MessageType {
        Normal = "normal",
        System = "system",
        AutoReply = "auto_reply",
    }
}

crate::text_enum::text_column!(MessageType);

text_enum! {
    invalid: AppError::MalformedRequest;
    /// How far a stored message has come (the client adds pending and failed before it is stored).
    pub enum Delivery {
        Sent = "sent",
        Delivered = "delivered",
        Read = "read",
    }
}
