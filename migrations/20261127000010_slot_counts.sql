-- Slot counts kept exact by a trigger, so the dashboard, the system statistics and the per-user
-- slot limit read a few rows instead of counting up to a million slots on every request.

-- All slots by stored status, blankness (keyword or url empty: the display status 'empty') and one
-- date. A slot's display status depends on today only through end_date < today ('completed') and
-- start_date > today ('waiting'); end_date >= start_date, so both never hold at once and counting
-- each date on its own ('S' rows by start_date, 'E' rows by end_date) is exact without counting
-- every pair of dates. `shard` is the writing connection's pid modulo 16, so concurrent
-- registrations rarely update the same row; readers add the shards up.
CREATE TABLE slot_status_counts (
    shard   SMALLINT NOT NULL,
    status  TEXT NOT NULL,
    blank   BOOLEAN NOT NULL,
    bound   CHAR(1) NOT NULL CHECK (bound IN ('S', 'E')),
    day     DATE,
    n       BIGINT NOT NULL,
    CONSTRAINT slot_status_counts_key UNIQUE NULLS NOT DISTINCT (shard, status, blank, bound, day)
);

-- Each user's slots by stored status: the per-user limit reads it under the user's row lock.
CREATE TABLE slot_user_counts (
    user_id BIGINT NOT NULL,
    status  TEXT NOT NULL,
    n       BIGINT NOT NULL,
    PRIMARY KEY (user_id, status)
);

-- The same blankness rule as slot_display_status.
CREATE FUNCTION slot_status_counts_add(s slots, delta BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO slot_status_counts AS c (shard, status, blank, bound, day, n)
    VALUES (pg_backend_pid() % 16, s.status, coalesce(s.keyword, '') = '' OR coalesce(s.url, '') = '', 'E', s.end_date, delta),
           (pg_backend_pid() % 16, s.status, coalesce(s.keyword, '') = '' OR coalesce(s.url, '') = '', 'S', s.start_date, delta)
    ON CONFLICT ON CONSTRAINT slot_status_counts_key DO UPDATE SET n = c.n + EXCLUDED.n;
$$;

CREATE FUNCTION slot_user_counts_add(s slots, delta BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO slot_user_counts AS c (user_id, status, n) VALUES (s.user_id, s.status, delta)
    ON CONFLICT (user_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
$$;

CREATE FUNCTION slots_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM slot_status_counts_add(OLD, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM slot_status_counts_add(NEW, 1); END IF;
    RETURN NULL;
END
$$;

CREATE FUNCTION slots_count_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM slot_user_counts_add(OLD, -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM slot_user_counts_add(NEW, 1); END IF;
    RETURN NULL;
END
$$;

-- The shared counts are deferred to commit: their rows are locked only while the transaction
-- commits, not from the slot's insert on, so registrations of different users rarely wait.
CREATE CONSTRAINT TRIGGER slots_status_counts_insert_delete AFTER INSERT OR DELETE ON slots
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_count_status();
CREATE CONSTRAINT TRIGGER slots_status_counts_update AFTER UPDATE ON slots
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status
          OR OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
          OR (coalesce(OLD.keyword, '') = '' OR coalesce(OLD.url, '') = '')
             <> (coalesce(NEW.keyword, '') = '' OR coalesce(NEW.url, '') = ''))
    EXECUTE FUNCTION slots_count_status();
-- A user's counts change at once: a bulk registration checks the limit again after each row of
-- its own transaction, and only that user's registrations (already serialised) touch the row.
CREATE TRIGGER slots_user_counts_insert_delete AFTER INSERT OR DELETE ON slots
    FOR EACH ROW EXECUTE FUNCTION slots_count_user();
CREATE TRIGGER slots_user_counts_update AFTER UPDATE ON slots
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION slots_count_user();

-- Recounts both tables from the slots (here, and after a bulk load with the triggers disabled).
-- Run it while nothing else writes slots.
CREATE FUNCTION slot_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM slot_status_counts;
    DELETE FROM slot_user_counts;
    INSERT INTO slot_status_counts (shard, status, blank, bound, day, n)
    SELECT 0, s.status, s.blank, b.bound, b.day, count(*)
    FROM (SELECT status, coalesce(keyword, '') = '' OR coalesce(url, '') = '' AS blank, start_date, end_date
          FROM slots) AS s
    CROSS JOIN LATERAL (VALUES ('S', s.start_date), ('E', s.end_date)) AS b (bound, day)
    GROUP BY 2, 3, 4, 5;
    INSERT INTO slot_user_counts (user_id, status, n) SELECT user_id, status, count(*) FROM slots GROUP BY 1, 2;
$$;

SELECT slot_counts_rebuild();
