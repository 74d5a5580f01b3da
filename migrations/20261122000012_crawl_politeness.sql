-- Crawl politeness shared by every worker process. A lane is the marketplace host (all traffic
-- to it) or one egress (a proxy, or `direct`); every request takes a lease on its host lane and
-- on one egress lane. Leases expire, so a worker killed mid-request frees its place by itself.
CREATE TABLE crawl_lanes (
    lane          TEXT PRIMARY KEY,                         -- 'host:www.coupang.com', 'egress:direct', 'egress:http://…'
    next_start_at TIMESTAMPTZ NOT NULL DEFAULT 'epoch',     -- minimum spacing: no request starts earlier
    budget_day    DATE,                                     -- KST day `budget_used` counts
    budget_used   INTEGER NOT NULL DEFAULT 0,
    blocked_until TIMESTAMPTZ,                              -- back-off after a block sign
    block_streak  INTEGER NOT NULL DEFAULT 0,               -- block signs in a row (the back-off doubles)
    last_block    TEXT,
    last_block_at TIMESTAMPTZ
);

CREATE TABLE crawl_leases (
    id         BIGSERIAL PRIMARY KEY,
    lane       TEXT NOT NULL REFERENCES crawl_lanes (lane) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX crawl_leases_lane_idx ON crawl_leases (lane, expires_at);
