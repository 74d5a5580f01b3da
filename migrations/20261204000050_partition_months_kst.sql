-- One calendar for the monthly partitions (issue 38). The earlier migrations gave each partitioned
-- table the months from 62 days before the server's date (UTC) to 92 days after it, while the daily
-- sweep (`common::rank::partitions::maintain`) counts months on the Korean calendar and keeps the
-- rank checks for three months counting the current one. On the first days of some months 62 days
-- back fell in a month the sweep no longer keeps, so a new database got a month the sweep dropped
-- at once. Now a new database starts with the months the sweep itself keeps and makes, as of the
-- same Korean "today".

-- Today's date in Korea: the SQL side of `common::time::today_kst`.
CREATE FUNCTION kst_today() RETURNS DATE LANGUAGE sql STABLE
RETURN (now() AT TIME ZONE 'Asia/Seoul')::date;

-- The months a database starts with, as of `today` (KST), for each partitioned table: the current
-- month, the two before it (what the shortest default retention, the rank checks' three months,
-- keeps) and the three after it (the sweep's `MONTHS_AHEAD`). A month outside those that holds no
-- row is dropped; a month with rows stays for the sweep's retention to judge. Returns how many
-- months it created. `worker/tests/rank_partitions.rs` holds it against the sweep at the month
-- boundaries.
CREATE FUNCTION start_month_partitions(today DATE) RETURNS INTEGER
LANGUAGE plpgsql AS $$
DECLARE
    first_month DATE := (date_trunc('month', today) - interval '2 months')::date;
    last_month DATE := (date_trunc('month', today) + interval '3 months')::date;
    parent REGCLASS;
    child TEXT;
    month DATE;
    has_rows BOOLEAN;
    created INTEGER := 0;
BEGIN
    FOREACH parent IN ARRAY ARRAY['rank_history', 'rank_checks', 'market_snapshots']::regclass[] LOOP
        FOR child IN
            SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = parent AND c.relname ~ '_y[0-9]{4}m[0-9]{2}$'
        LOOP
            month := to_date(right(child, 7), 'YYYY"m"MM');
            IF month < first_month OR month > last_month THEN
                EXECUTE format('SELECT EXISTS (SELECT FROM %I)', child) INTO has_rows;
                IF NOT has_rows THEN
                    EXECUTE format('DROP TABLE %I', child);
                END IF;
            END IF;
        END LOOP;
        FOR month IN SELECT m::date FROM generate_series(first_month, last_month, interval '1 month') AS m LOOP
            created := created + ensure_month_partition(parent, month)::integer;
        END LOOP;
    END LOOP;
    RETURN created;
END;
$$;

SELECT start_month_partitions(kst_today());
