-- 1:1 support chat (spec part 2 §3 "Chat room", "Chat message"): one room per advertiser, made on
-- their first message, and its messages. Operators and developers share one inbox: any of them
-- answers, and any of them opening the room reads the advertiser's messages.
CREATE TABLE chat_rooms (
    id              BIGSERIAL PRIMARY KEY,
    -- The advertiser the room belongs to; one support room each (two first messages at once meet
    -- on this key and share the room).
    user_id         BIGINT NOT NULL REFERENCES users (id) CONSTRAINT chat_rooms_user_key UNIQUE,
    name            TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed', 'archived')),
    last_message_id BIGINT,
    last_message_at TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The inbox lists rooms by their latest message.
CREATE INDEX chat_rooms_last_message_idx ON chat_rooms (last_message_at DESC NULLS LAST, id DESC);

CREATE TABLE chat_messages (
    id           BIGSERIAL PRIMARY KEY,
    room_id      BIGINT NOT NULL REFERENCES chat_rooms (id),
    -- Who wrote it; NULL for the system and for an auto reply.
    sender_id    BIGINT REFERENCES users (id),
    -- true: written by the room's advertiser; false: by staff, the system or an auto reply. Read
    -- and unread are counted per side.
    from_owner   BOOLEAN NOT NULL,
    type         TEXT NOT NULL DEFAULT 'normal' CHECK (type IN ('normal', 'system', 'auto_reply')),
    content      TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 5000),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Pushed to an open socket of the other side.
    delivered_at TIMESTAMPTZ,
    -- The other side opened the room after it arrived.
    read_at      TIMESTAMPTZ
);

CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id DESC);
-- Unread counts read only unread rows, per room and side.
CREATE INDEX chat_messages_unread_idx ON chat_messages (room_id, from_owner) WHERE read_at IS NULL;

ALTER TABLE chat_rooms
    ADD CONSTRAINT chat_rooms_last_message_fkey FOREIGN KEY (last_message_id) REFERENCES chat_messages (id);
