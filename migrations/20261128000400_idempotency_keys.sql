-- Idempotency keys (issue 17, Stripe's rule): the first answer to a money-moving or creating call
-- sent with an `Idempotency-Key` is kept for 24 hours and replayed for a repeat of that key.
-- `status` is NULL while the first request runs; only successful answers are kept (a refused
-- request changed nothing, so its key is released and may be sent again).
CREATE TABLE idempotency_keys (
    user_id       BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key           TEXT        NOT NULL,
    request_hash  BYTEA       NOT NULL,
    status        SMALLINT,
    content_type  TEXT,
    body          BYTEA,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
);

-- The daily clean-up deletes by age.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
