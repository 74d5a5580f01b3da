-- Notifications to one user (spec part 2 §3). Written by the server (a charge approved …) and, with
-- the notifications issue, by operators; read, dismissed and deleted by the recipient.
CREATE TABLE notifications (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id),   -- the recipient
    type         TEXT NOT NULL DEFAULT 'info' CHECK (type IN ('info', 'success', 'warning', 'error', 'custom', 'promotion')),
    title        TEXT NOT NULL,
    message      TEXT NOT NULL,
    sender       TEXT NOT NULL DEFAULT 'system' CHECK (sender IN ('system', 'operator', 'developer')),
    sender_id    BIGINT REFERENCES users (id),
    group_id     TEXT,
    priority     TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('normal', 'high')),
    auto_close   BOOLEAN NOT NULL DEFAULT TRUE,
    duration     INTEGER NOT NULL DEFAULT 5000,
    icon         TEXT,
    metadata     JSONB NOT NULL DEFAULT '{}',
    actions      JSONB NOT NULL DEFAULT '[]',
    is_read      BOOLEAN NOT NULL DEFAULT FALSE,
    read_at      TIMESTAMPTZ,
    dismissed_at TIMESTAMPTZ,
    deleted_at   TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC) WHERE deleted_at IS NULL;
