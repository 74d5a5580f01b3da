-- Notifications issue: operators' sends, fanned out to recipients by a job, and rank-movement alerts.

-- One operator send (spec part 2 §5 "Notification send"): what was sent and to whom it was asked to
-- go. The fan-out job writes one `notifications` row per recipient and then marks the send `sent`.
CREATE TABLE notification_sends (
    id              BIGSERIAL PRIMARY KEY,
    sender_id       BIGINT NOT NULL REFERENCES users (id),
    sender          TEXT NOT NULL CHECK (sender IN ('operator', 'developer')),
    switched_by     BIGINT REFERENCES users (id),
    type            TEXT NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error', 'custom', 'promotion')),
    title           TEXT NOT NULL,
    message         TEXT NOT NULL,
    priority        TEXT NOT NULL CHECK (priority IN ('normal', 'high')),
    auto_close      BOOLEAN NOT NULL,
    duration        INTEGER NOT NULL,
    -- 'user': one advertiser, 'list': the ids chosen, 'all': every active advertiser at fan-out time.
    audience        TEXT NOT NULL CHECK (audience IN ('user', 'list', 'all')),
    recipient_ids   BIGINT[] NOT NULL DEFAULT '{}',
    status          TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent')),
    -- Rows written, set when the fan-out finishes.
    recipient_count INTEGER NOT NULL DEFAULT 0,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at     TIMESTAMPTZ
);

CREATE INDEX notification_sends_created_idx ON notification_sends (created_at DESC, id DESC);

ALTER TABLE notifications
    ADD COLUMN send_id    BIGINT REFERENCES notification_sends (id),
    -- What a product event or alert is about ('rank:42:2026-11-24'): a repeated job writes it once.
    ADD COLUMN dedupe_key TEXT,
    -- Nulls are distinct, so rows without a send or a key are never in conflict.
    ADD CONSTRAINT notifications_send_recipient_key UNIQUE (send_id, user_id),
    ADD CONSTRAINT notifications_user_dedupe_key UNIQUE (user_id, dedupe_key);

-- The list pages newest first; the unread count reads only unread rows; a send's read count.
DROP INDEX notifications_user_idx;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read AND deleted_at IS NULL;
CREATE INDEX notifications_send_read_idx ON notifications (send_id) WHERE is_read;

-- Rank-movement alerts, set by the advertiser on /profile.
ALTER TABLE users
    ADD COLUMN rank_alerts_enabled  BOOLEAN NOT NULL DEFAULT TRUE,
    ADD COLUMN rank_alert_threshold INTEGER NOT NULL DEFAULT 5 CHECK (rank_alert_threshold BETWEEN 1 AND 499);
