-- The market around each tracked keyword (issue 29): what a complete crawl read, one row per keyword
-- and KST day, written in the crawl's own transaction (common::rank::runs) and replaced by a re-run
-- of the same day. Parallel arrays, index i being organic place i + 1 (and ad i): compact, and one
-- row answers "who was around place N" without touching the others. By month like the rank
-- history, with its own retention (MARKET_SNAPSHOT_RETENTION_MONTHS); absent values are NULL.
CREATE TABLE market_snapshots (
    keyword            TEXT NOT NULL,
    day                DATE NOT NULL,
    run_id             BIGINT NOT NULL,
    product_ids        BIGINT[] NOT NULL,
    item_ids           BIGINT[] NOT NULL,
    vendor_item_ids    BIGINT[] NOT NULL,
    names              TEXT[] NOT NULL,
    sale_prices        BIGINT[] NOT NULL,
    list_prices        BIGINT[] NOT NULL,
    discounts          SMALLINT[] NOT NULL,
    -- Stars times ten (4.5 is 45).
    ratings            SMALLINT[] NOT NULL,
    reviews            INTEGER[] NOT NULL,
    -- 1: the rocket badge, 2: sold out.
    flags              SMALLINT[] NOT NULL,
    deliveries         TEXT[] NOT NULL,
    ad_pages           SMALLINT[] NOT NULL,
    ad_positions       SMALLINT[] NOT NULL,
    ad_product_ids     BIGINT[] NOT NULL,
    ad_item_ids        BIGINT[] NOT NULL,
    ad_vendor_item_ids BIGINT[] NOT NULL,
    written_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (keyword, day)
) PARTITION BY RANGE (day);
CREATE TABLE market_snapshots_default PARTITION OF market_snapshots DEFAULT;
SELECT ensure_month_partition('market_snapshots', m::date)
FROM generate_series(date_trunc('month', current_date - 62), date_trunc('month', current_date + 92), interval '1 month') AS m;
