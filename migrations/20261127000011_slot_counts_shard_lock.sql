-- A transaction updates the shared slot counts of one shard only (its connection's), but with
-- several slots changing (a bulk approval) it locks several of that shard's rows in the order of
-- its changes; two such transactions on connections of the same shard could each hold a row the
-- other wants. One writer per shard at a time, taken before any of its rows, rules that out;
-- writers of the same shard would have waited on the same rows anyway.
CREATE OR REPLACE FUNCTION slot_status_counts_add(s slots, delta BIGINT) RETURNS void LANGUAGE sql AS $$
    SELECT pg_advisory_xact_lock(7301, pg_backend_pid() % 16);
    INSERT INTO slot_status_counts AS c (shard, status, blank, bound, day, n)
    VALUES (pg_backend_pid() % 16, s.status, coalesce(s.keyword, '') = '' OR coalesce(s.url, '') = '', 'E', s.end_date, delta),
           (pg_backend_pid() % 16, s.status, coalesce(s.keyword, '') = '' OR coalesce(s.url, '') = '', 'S', s.start_date, delta)
    ON CONFLICT ON CONSTRAINT slot_status_counts_key DO UPDATE SET n = c.n + EXCLUDED.n;
$$;
