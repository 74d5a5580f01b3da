-- Every change to a slot, written in the same transaction as the change (who, what, old and new
-- value, from where). `actor_id` is who acted; `switched_by` the developer behind a switched session.
CREATE TABLE slot_logs (
    id          BIGSERIAL PRIMARY KEY,
    slot_id     BIGINT NOT NULL REFERENCES slots (id),
    actor_id    BIGINT REFERENCES users (id),
    switched_by BIGINT REFERENCES users (id),
    change_type TEXT NOT NULL,   -- create field_update status_change fill_empty approve reject refund pause resume delete rank_reset
    field_key   TEXT,
    old_value   TEXT,
    new_value   TEXT,
    description TEXT,
    ip_address  TEXT,
    user_agent  TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX slot_logs_slot_idx ON slot_logs (slot_id, id DESC);
