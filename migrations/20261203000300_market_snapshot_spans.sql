-- The first and the last day each keyword has a snapshot (issue 29). Both market views answer them
-- (`available`), and the slot view starts from them. Asked of `market_snapshots` itself, each is an
-- ORDER BY day LIMIT 1 that has to probe every monthly partition: the default partition may hold
-- any day, so PostgreSQL cannot scan the months in order and stop at the first hit. The four
-- probes took 0.7 ms a call (bench/market.sh's cluster, 17 partitions). Here, one row per keyword.
CREATE TABLE market_snapshot_spans (
    keyword   TEXT PRIMARY KEY,
    first_day DATE NOT NULL,
    last_day  DATE NOT NULL
);

-- Every insert widens its keywords' spans, whoever writes (the crawl, the demo seed, the
-- benchmark's SQL), once per statement. Keywords in order, so that two writers lock their rows in
-- the same order. A re-run of a day updates its row (ON CONFLICT), which changes no span.
-- Retention narrows them (`common::db::market_snapshots::narrow_spans`).
CREATE FUNCTION market_snapshot_spans_widen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO market_snapshot_spans (keyword, first_day, last_day)
    SELECT keyword, min(day), max(day) FROM written GROUP BY keyword ORDER BY keyword
    ON CONFLICT (keyword) DO UPDATE
        SET first_day = LEAST(market_snapshot_spans.first_day, EXCLUDED.first_day),
            last_day = GREATEST(market_snapshot_spans.last_day, EXCLUDED.last_day)
        WHERE market_snapshot_spans.first_day > EXCLUDED.first_day
           OR market_snapshot_spans.last_day < EXCLUDED.last_day;
    RETURN NULL;
END
$$;

CREATE TRIGGER market_snapshot_spans
    AFTER INSERT ON market_snapshots REFERENCING NEW TABLE AS written
    FOR EACH STATEMENT EXECUTE FUNCTION market_snapshot_spans_widen();

INSERT INTO market_snapshot_spans (keyword, first_day, last_day)
SELECT keyword, min(day), max(day) FROM market_snapshots GROUP BY keyword;
