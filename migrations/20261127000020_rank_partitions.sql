-- Rank history and rank checks by month (issue 16): a million tracked slots add 365 million history
-- rows a year. Each table is partitioned by month with a default partition for anything outside the
-- monthly ones; the daily sweep (`PruneCrawlPages`, common::rank::partitions) creates the coming
-- months and drops the months past their retention, which is a cheap DROP TABLE instead of a
-- DELETE of millions of rows.

-- Creates the month of `parent` that holds `month` (named <parent>_yYYYYmMM) when it is missing.
-- Rows of that month already in the default partition move into it first, so a month created late
-- never fails. Returns whether it created one.
CREATE FUNCTION ensure_month_partition(parent REGCLASS, month DATE) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
    first DATE := date_trunc('month', month)::date;
    next DATE := (date_trunc('month', month) + interval '1 month')::date;
    name TEXT := format('%s_y%sm%s', parent::text, to_char(first, 'YYYY'), to_char(first, 'MM'));
    key TEXT;
    key_type REGTYPE;
    lo TEXT;
    hi TEXT;
BEGIN
    IF to_regclass(name) IS NOT NULL THEN
        RETURN FALSE;
    END IF;
    SELECT a.attname, a.atttypid::regtype INTO key, key_type
    FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent;
    -- Months are KST calendar months for dates and for instants alike.
    IF key_type = 'date'::regtype THEN
        lo := first::text; hi := next::text;
    ELSE
        lo := (first::timestamp AT TIME ZONE 'Asia/Seoul')::text;
        hi := (next::timestamp AT TIME ZONE 'Asia/Seoul')::text;
    END IF;
    EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
    EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
                   parent::text || '_default', key, lo, key, hi, name);
    EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, lo, hi);
    RETURN TRUE;
END;
$$;

-- Drops the months of `parent` that end on or before `cutoff`, and deletes the default partition's
-- rows before it. Returns how many months it dropped.
CREATE FUNCTION drop_month_partitions_before(parent REGCLASS, cutoff DATE) RETURNS INTEGER
LANGUAGE plpgsql AS $$
DECLARE
    child TEXT;
    dropped INTEGER := 0;
    key TEXT;
    key_type REGTYPE;
BEGIN
    FOR child IN
        SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = parent AND c.relname ~ '_y[0-9]{4}m[0-9]{2}$'
    LOOP
        IF (to_date(right(child, 7), 'YYYY"m"MM') + interval '1 month')::date <= cutoff THEN
            EXECUTE format('DROP TABLE %I', child);
            dropped := dropped + 1;
        END IF;
    END LOOP;
    SELECT a.attname, a.atttypid::regtype INTO key, key_type
    FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent;
    IF key_type = 'date'::regtype THEN
        EXECUTE format('DELETE FROM %I WHERE %I < %L', parent::text || '_default', key, cutoff::text);
    ELSE
        EXECUTE format('DELETE FROM %I WHERE %I < %L', parent::text || '_default', key,
                       (cutoff::timestamp AT TIME ZONE 'Asia/Seoul')::text);
    END IF;
    RETURN dropped;
END;
$$;

-- rank_history: the same columns; (slot_id, day) is now the primary key (a partitioned table's
-- keys must hold the partition key; nothing refers to `id`).
ALTER TABLE rank_history RENAME TO rank_history_unpartitioned;
ALTER TABLE rank_history_unpartitioned RENAME CONSTRAINT rank_history_pkey TO rank_history_unpartitioned_pkey;
ALTER TABLE rank_history_unpartitioned RENAME CONSTRAINT rank_history_slot_day_key TO rank_history_unpartitioned_slot_day_key;
CREATE TABLE rank_history (
    id         BIGINT NOT NULL DEFAULT nextval('rank_history_id_seq'),
    slot_id    BIGINT NOT NULL REFERENCES slots (id),
    day        DATE NOT NULL,
    rank       INTEGER NOT NULL CHECK (rank >= 0),
    min_rank   INTEGER,
    max_rank   INTEGER,
    avg_rank   NUMERIC(7, 1),
    prev_rank  INTEGER,
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT rank_history_slot_day_key PRIMARY KEY (slot_id, day)
) PARTITION BY RANGE (day);
CREATE TABLE rank_history_default PARTITION OF rank_history DEFAULT;
ALTER SEQUENCE rank_history_id_seq OWNED BY rank_history.id;
SELECT ensure_month_partition('rank_history', m::date)
FROM generate_series(date_trunc('month', LEAST((SELECT min(day) FROM rank_history_unpartitioned), current_date - 62)),
                     date_trunc('month', current_date + 92), interval '1 month') AS m;
INSERT INTO rank_history SELECT * FROM rank_history_unpartitioned;
DROP TABLE rank_history_unpartitioned;

-- rank_checks: the same, by the instant of the check.
ALTER TABLE rank_checks RENAME TO rank_checks_unpartitioned;
ALTER TABLE rank_checks_unpartitioned RENAME CONSTRAINT rank_checks_pkey TO rank_checks_unpartitioned_pkey;
ALTER INDEX rank_checks_slot_idx RENAME TO rank_checks_unpartitioned_slot_idx;
CREATE TABLE rank_checks (
    id         BIGINT NOT NULL DEFAULT nextval('rank_checks_id_seq'),
    run_id     BIGINT NOT NULL REFERENCES crawl_runs (id) ON DELETE CASCADE,
    slot_id    BIGINT NOT NULL REFERENCES slots (id),
    rank       INTEGER CHECK (rank >= 0),
    match_kind TEXT,
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (id, checked_at)
) PARTITION BY RANGE (checked_at);
CREATE INDEX rank_checks_slot_idx ON rank_checks (slot_id, checked_at DESC);
CREATE TABLE rank_checks_default PARTITION OF rank_checks DEFAULT;
ALTER SEQUENCE rank_checks_id_seq OWNED BY rank_checks.id;
SELECT ensure_month_partition('rank_checks', m::date)
FROM generate_series(date_trunc('month', LEAST((SELECT min(checked_at) FROM rank_checks_unpartitioned), now() - interval '62 days')),
                     date_trunc('month', now() + interval '92 days'), interval '1 month') AS m;
INSERT INTO rank_checks SELECT * FROM rank_checks_unpartitioned;
DROP TABLE rank_checks_unpartitioned;
