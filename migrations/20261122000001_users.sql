-- Accounts. The login id lives in `email` because the spec (and its API) names it so; it may be a
-- plain id such as `advertiser01`. Deleting an account keeps the row (later slots, cash and logs
-- point at it) and frees its login id for reuse.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT NOT NULL,
    password_hash TEXT NOT NULL,                 -- argon2id PHC string
    full_name     TEXT NOT NULL,
    role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'operator', 'developer')),
    is_active     BOOLEAN NOT NULL DEFAULT TRUE,
    phone         TEXT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_login_at TIMESTAMPTZ,
    deleted_at    TIMESTAMPTZ
);

-- One live account per login id whatever its letter case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;
-- The admin list pages newest first and searches name and id by substring.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX users_search_idx ON users USING gin ((lower(email) || ' ' || lower(full_name)) gin_trgm_ops)
    WHERE deleted_at IS NULL;
