-- A slot's rank, one row per slot and KST day (spec part 1 §3 Rank history row). Unique per slot
-- and day, so a retried crawl overwrites instead of duplicating. Rank 0 = not found within 500.
CREATE TABLE rank_history (
    id         BIGSERIAL PRIMARY KEY,
    slot_id    BIGINT NOT NULL REFERENCES slots (id),
    day        DATE NOT NULL,
    rank       INTEGER NOT NULL CHECK (rank >= 0),
    min_rank   INTEGER,          -- best of the day's checks
    max_rank   INTEGER,          -- worst of the day's checks
    avg_rank   NUMERIC(7, 1),
    prev_rank  INTEGER,          -- the previous day's rank
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT rank_history_slot_day_key UNIQUE (slot_id, day)
);
