-- The Naver Shopping search API's applications (issue 39): one lane per key pair, shared exactly by
-- every worker on every machine, as `crawl_lanes` is for the Coupang crawl. A lane is named by a
-- hash of its key's id (the keys live in the environment only; `label` is how the panel shows one,
-- "#1 abcd…"). Each KST day has a budget of calls (`used`, counted against `day`); the rate is a
-- token bucket (`tokens` as of `refilled_at`, refilled at the rate a second up to one second's
-- worth); a 429 for the quota spends the key until the day ends (`spent_on`), whatever our count
-- says, and a 401 takes it out of the day's rotation (`refused_on`). The rules are in
-- `common::rank::naver::lanes`.
CREATE TABLE naver_key_lanes (
    lane        TEXT PRIMARY KEY,
    label       TEXT NOT NULL,
    day         DATE NOT NULL,
    used        INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0),
    tokens      DOUBLE PRECISION NOT NULL,
    refilled_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    spent_on    DATE,
    refused_on  DATE
);
