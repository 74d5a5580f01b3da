-- Bulk registration (spec part 2 §2, issue 15). A keywords cell holds up to 10 keywords: the first
-- is the slot's tracked `keyword`, the rest are kept here, shown and found by the keyword search.
ALTER TABLE slots ADD COLUMN extra_keywords TEXT[] NOT NULL DEFAULT '{}';

-- What the keyword search matches: every keyword of the slot, lower-cased, one per line (so a
-- pattern never spans two keywords). Immutable so it can be indexed; array_to_string on text[] is.
CREATE FUNCTION slot_keywords_text(keyword TEXT, extra TEXT[]) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN lower(coalesce(keyword, '') || E'\n' || array_to_string(extra, E'\n'));

DROP INDEX slots_keyword_trgm_idx;
CREATE INDEX slots_keywords_trgm_idx ON slots USING gin (slot_keywords_text(keyword, extra_keywords) gin_trgm_ops);

-- A batch of rows an advertiser registers at once, as a job (`RegisterSlots`). The rows are the
-- truth: each is registered at most once, its outcome written in the same transaction as its slot.
CREATE TABLE registration_batches (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id),
    switched_by BIGINT REFERENCES users (id),
    ip_address  TEXT,
    user_agent  TEXT,
    -- the marketplace the rows' URLs were checked against (the api's MARKETPLACE_DOMAIN)
    marketplace_domain TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
    total       INTEGER NOT NULL CHECK (total > 0),
    succeeded   INTEGER NOT NULL DEFAULT 0,
    failed      INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at  TIMESTAMPTZ,
    finished_at TIMESTAMPTZ
);

CREATE INDEX registration_batches_user_idx ON registration_batches (user_id, id DESC);

CREATE TABLE registration_batch_rows (
    batch_id           BIGINT NOT NULL REFERENCES registration_batches (id),
    row_number         INTEGER NOT NULL CHECK (row_number > 0),  -- as the grid numbered it
    fill_slot_id       BIGINT REFERENCES slots (id),             -- the issued empty slot it fills
    fields             JSONB NOT NULL,                           -- the row's cells by field key
    outcome            TEXT NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'registered', 'failed')),
    reason             TEXT,
    slot_id            BIGINT REFERENCES slots (id),             -- the slot registered or filled
    PRIMARY KEY (batch_id, row_number)
);

CREATE INDEX registration_batch_rows_pending_idx ON registration_batch_rows (batch_id, row_number)
    WHERE outcome = 'pending';
