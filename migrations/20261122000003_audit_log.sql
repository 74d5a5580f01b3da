-- Security events: sign-in success and failure, lockouts, switch-user, password changes, sign-up,
-- and user create/edit/delete. Failed sign-ins are also what the lockout counts, so the rule and its
-- evidence are one record.
CREATE TABLE audit_log (
    id             BIGSERIAL PRIMARY KEY,
    event          TEXT NOT NULL,
    actor_id       BIGINT REFERENCES users (id),
    target_user_id BIGINT REFERENCES users (id),
    login_id       TEXT,                          -- lower-cased id as typed at sign-in
    ip_address     TEXT,
    user_agent     TEXT,
    detail         JSONB NOT NULL DEFAULT '{}',
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX audit_log_signin_idx ON audit_log (login_id, created_at DESC)
    WHERE event IN ('login_failed', 'login_succeeded');
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
