-- Refresh tokens are opaque random strings; only their SHA-256 is stored, so a database leak yields
-- no usable token. Each refresh rotates: the presented token is revoked and a new one of the same
-- family issued. Presenting an already revoked token revokes the whole family (it was stolen or
-- replayed).
CREATE TABLE refresh_tokens (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash  BYTEA NOT NULL UNIQUE,
    family_id   UUID NOT NULL,
    switched_by BIGINT REFERENCES users (id),    -- developer who switched into this account, if any
    expires_at  TIMESTAMPTZ NOT NULL,
    revoked_at  TIMESTAMPTZ,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);
