-- Live accounts by activity, kept exact by a trigger, so the admin dashboard reads two rows
-- instead of counting every account on each request (the count was most of its time under load).
-- A live account is one not deleted (deleted_at IS NULL), as the dashboard has always counted.
CREATE TABLE user_counts (
    is_active BOOLEAN PRIMARY KEY,
    n         BIGINT NOT NULL
);

CREATE FUNCTION user_counts_add(active BOOLEAN, delta BIGINT) RETURNS void LANGUAGE sql AS $$
    INSERT INTO user_counts AS c (is_active, n) VALUES (active, delta)
    ON CONFLICT (is_active) DO UPDATE SET n = c.n + EXCLUDED.n;
$$;

CREATE FUNCTION users_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        PERFORM user_counts_add(OLD.is_active, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        PERFORM user_counts_add(NEW.is_active, 1);
    END IF;
    RETURN NULL;
END
$$;

-- Deferred to commit like the slot counts: the two shared rows are locked only while a
-- transaction that makes, deletes or (de)activates an account commits. Sign-ins update users too
-- (last_login_at) but change neither column, so the WHEN clause leaves them alone.
CREATE CONSTRAINT TRIGGER users_counts_insert_delete AFTER INSERT OR DELETE ON users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION users_count();
CREATE CONSTRAINT TRIGGER users_counts_update AFTER UPDATE ON users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
          OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
    EXECUTE FUNCTION users_count();

-- Recounts from the accounts (here, and after a bulk load with the triggers disabled). Run it
-- while nothing else writes users.
CREATE FUNCTION user_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM user_counts;
    INSERT INTO user_counts (is_active, n)
    SELECT is_active, count(*) FROM users WHERE deleted_at IS NULL GROUP BY is_active;
$$;

SELECT user_counts_rebuild();
