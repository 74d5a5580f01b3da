-- Rank crawls. One run per distinct keyword and KST day serves every slot tracking the keyword;
-- the apalis job carries only the run's id. Each page read is stored with its cards, so a crawl
-- cut off (a killed worker) resumes where it stopped and counts places exactly as before.
CREATE TABLE crawl_runs (
    id          BIGSERIAL PRIMARY KEY,
    keyword     TEXT NOT NULL,
    day         DATE NOT NULL,
    status      TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    trigger     TEXT NOT NULL DEFAULT 'schedule' CHECK (trigger IN ('schedule', 'manual', 'edit')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    pages_read  INTEGER NOT NULL DEFAULT 0,
    places      INTEGER NOT NULL DEFAULT 0,
    complete    BOOLEAN,                      -- every needed page read (may say "not found")
    last_error  TEXT,
    queued_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at  TIMESTAMPTZ,
    finished_at TIMESTAMPTZ,
    CONSTRAINT crawl_runs_keyword_day_key UNIQUE (keyword, day)
);

CREATE INDEX crawl_runs_day_status_idx ON crawl_runs (day, status);

CREATE TABLE crawl_pages (
    run_id  BIGINT NOT NULL REFERENCES crawl_runs (id) ON DELETE CASCADE,
    page    INTEGER NOT NULL,
    cards   JSONB NOT NULL,                    -- [{ productId, itemId, vendorItemId, sponsored, name, image }]
    last    BOOLEAN NOT NULL DEFAULT FALSE,    -- the results ended on this page
    read_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (run_id, page)
);

-- Every check of a slot by a crawl. `rank` NULL: the crawl was incomplete and did not find it.
CREATE TABLE rank_checks (
    id         BIGSERIAL PRIMARY KEY,
    run_id     BIGINT NOT NULL REFERENCES crawl_runs (id) ON DELETE CASCADE,
    slot_id    BIGINT NOT NULL REFERENCES slots (id),
    rank       INTEGER CHECK (rank >= 0),
    match_kind TEXT,
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX rank_checks_slot_idx ON rank_checks (slot_id, checked_at DESC);
-- Tracked slots by keyword (the crawl's targets).
CREATE INDEX slots_keyword_idx ON slots (keyword) WHERE status IN ('active', 'waiting');
